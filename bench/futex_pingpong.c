// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The baseline for checkpoints: a raw futex ping-pong between two processes
 * over a shared anonymous page, nothing else. futex_pingpong ROUNDS A,B
 * prints "ns_per_round_trip N".
 */
#include <limits.h>
#include <linux/futex.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static void pin(int cpu)
{
	cpu_set_t set;

	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	if (sched_setaffinity(0, sizeof(set), &set)) {
		perror("sched_setaffinity");
		exit(1);
	}
}

/* Wait until *word == want, then hand the turn over by storing next. */
static void take_turn(uint32_t *word, uint32_t want, uint32_t next)
{
	uint32_t cur;

	while ((cur = __atomic_load_n(word, __ATOMIC_ACQUIRE)) != want)
		syscall(SYS_futex, word, FUTEX_WAIT, cur, NULL, NULL, 0);
	__atomic_store_n(word, next, __ATOMIC_RELEASE);
	syscall(SYS_futex, word, FUTEX_WAKE, INT_MAX, NULL, NULL, 0);
}

int main(int argc, char *argv[])
{
	int rounds, cpu_a, cpu_b, i;
	struct timespec t0, t1;
	uint32_t *word;

	if (argc != 3 || (rounds = atoi(argv[1])) <= 0 ||
	    sscanf(argv[2], "%d,%d", &cpu_a, &cpu_b) != 2) {
		fprintf(stderr, "usage: futex_pingpong ROUNDS A,B\n");
		return 2;
	}
	word = mmap(NULL, 4096, PROT_READ | PROT_WRITE,
		    MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (word == MAP_FAILED)
		return 1;
	if (!fork()) {
		pin(cpu_b);
		for (i = 0; i < rounds; i++)
			take_turn(word, 1, 0);
		_exit(0);
	}
	pin(cpu_a);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = 0; i < rounds; i++) {
		take_turn(word, 0, 1);
	}
	/* The last hand-over: wait for the child's final turn. */
	while (__atomic_load_n(word, __ATOMIC_ACQUIRE) != 0)
		syscall(SYS_futex, word, FUTEX_WAIT, 1, NULL, NULL, 0);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	wait(NULL);
	printf("ns_per_round_trip %lld\n",
	       ((t1.tv_sec - t0.tv_sec) * 1000000000LL + t1.tv_nsec -
		t0.tv_nsec) /
		       rounds);
	return 0;
}
