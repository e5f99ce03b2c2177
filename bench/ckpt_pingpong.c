// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Checkpoint round trips between the test process and a child, timed inside
 * the test: -n rounds, -c "A,B" pins the parent to CPU A and the child to
 * CPU B. Reports "ns_per_round_trip N" as a TINFO line.
 */
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include "tst_test.h"

static char *rounds_str = "20000", *cpus_str = "0,1";
static int rounds, cpu_parent, cpu_child;

static void pin(int cpu)
{
	cpu_set_t set;

	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	if (sched_setaffinity(0, sizeof(set), &set))
		tst_brk(TBROK | TERRNO, "sched_setaffinity(%d)", cpu);
}

static void setup(void)
{
	if (tst_parse_int(rounds_str, &rounds, 1, 100000000))
		tst_brk(TBROK, "bad -n '%s'", rounds_str);
	if (sscanf(cpus_str, "%d,%d", &cpu_parent, &cpu_child) != 2)
		tst_brk(TBROK, "bad -c '%s', expected A,B", cpus_str);
}

static void run(void)
{
	int64_t start, end;
	struct timespec ts;
	int i;

	if (!SAFE_FORK()) {
		pin(cpu_child);
		for (i = 0; i < rounds; i++) {
			TST_CHECKPOINT_WAIT(0);
			TST_CHECKPOINT_WAKE(0);
		}
		exit(0);
	}
	pin(cpu_parent);
	clock_gettime(CLOCK_MONOTONIC, &ts);
	start = ts.tv_sec * 1000000000LL + ts.tv_nsec;
	for (i = 0; i < rounds; i++)
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
	clock_gettime(CLOCK_MONOTONIC, &ts);
	end = ts.tv_sec * 1000000000LL + ts.tv_nsec;
	tst_reap_children();
	tst_res(TPASS, "ns_per_round_trip %lld",
		(long long)(end - start) / rounds);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.options =
		(struct tst_option[]){
			{ "n:", &rounds_str, "round trips (default 20000)" },
			{ "c:", &cpus_str,
			  "CPUs of parent and child (default 0,1)" },
			{},
		},
};
