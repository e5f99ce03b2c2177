// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Checkpoints: -m picks the scenario. "pingpong": parent and child bounce
 * 1000 times; "wake2": one wake releases 3 waiters; "wait_timeout": a wait
 * nobody wakes; "wake_timeout": a wake nobody waits for; "badid";
 * "stale": a waiter times out and is gone, and a wake must not take its
 * place for a live one; "middle": of three waiters the second gives up,
 * and WAKE2(2) must release the first and the third; "stress": waits,
 * wakes and timeouts racing on one
 * id, every release matched by a wake and every wake by a release.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include "tst_core.h"
#include "tst_test.h"

#define STRESS_WAITERS 4
#define STRESS_WAKERS 2
#define STRESS_NS 1500000000LL

static char *mode = "pingpong";

static void pingpong(void)
{
	int i, rounds = 1000;

	if (!SAFE_FORK()) {
		for (i = 0; i < rounds; i++) {
			TST_CHECKPOINT_WAIT(0);
			TST_CHECKPOINT_WAKE(0);
		}
		exit(0);
	}
	for (i = 0; i < rounds; i++)
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
	tst_reap_children();
	tst_res(TPASS, "%d round trips", rounds);
}

static void wake2(void)
{
	int i;

	for (i = 0; i < 3; i++) {
		if (!SAFE_FORK()) {
			TST_CHECKPOINT_WAIT(1);
			tst_res(TPASS, "waiter %d released", i);
			exit(0);
		}
	}
	TST_CHECKPOINT_WAKE2(1, 3);
	tst_reap_children();
}

static void stale(void)
{
	pid_t pid = SAFE_FORK();

	/* Not TST_CHECKPOINT_WAIT2(): its TBROK in a child ends the test. */
	if (!pid) {
		if (tst_core_checkpoint_wait(2, 50) && errno == ETIMEDOUT)
			tst_res(TINFO, "the wait at checkpoint 2 timed out");
		exit(0);
	}
	SAFE_WAITPID(pid, NULL, 0);
	tst_res(TINFO, "the waiter timed out and is gone");
	TST_CHECKPOINT_WAKE(2);
	tst_res(TFAIL, "WAKE returned with no waiter alive");
}

/* A waiter at checkpoint 4, asleep in its wait when this returns. */
static pid_t waiter(const char *name, unsigned int msec)
{
	pid_t pid = SAFE_FORK();

	if (!pid) {
		if (!tst_core_checkpoint_wait(4, msec))
			tst_res(TPASS, "%s was released", name);
		else if (msec && errno == ETIMEDOUT)
			tst_res(TPASS, "%s gave up", name);
		else
			tst_res(TFAIL | TERRNO, "%s", name);
		exit(0);
	}
	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	return pid;
}

static void middle(void)
{
	pid_t second;

	waiter("the first", 0);
	second = waiter("the second", 300);
	waiter("the third", 0);
	SAFE_WAITPID(second, NULL, 0);
	TST_CHECKPOINT_WAKE2(4, 2);
	tst_reap_children();
}

struct stress_counts {
	unsigned long released; /* waits that returned 0 */
	unsigned long granted; /* waiters that returned wakes named */
	unsigned long timeouts;
};

static int64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* Waiters give up after 1 to 3 ms, so timeouts race the wakes. */
static void stress_waiter(struct stress_counts *c, unsigned int seed)
{
	int64_t end = now_ns() + STRESS_NS;

	while (now_ns() < end) {
		if (!tst_core_checkpoint_wait(3, 1 + rand_r(&seed) % 3))
			__atomic_add_fetch(&c->released, 1, __ATOMIC_SEQ_CST);
		else if (errno == ETIMEDOUT)
			__atomic_add_fetch(&c->timeouts, 1, __ATOMIC_SEQ_CST);
		else
			tst_brk(TBROK | TERRNO, "checkpoint wait");
	}
	exit(0);
}

/*
 * Both wakers keep quiet in the same windows of the clock (10 ms of every
 * 100): waits time out there even on a machine fast enough that the wakes
 * would otherwise meet every waiter in time, and the timeouts race the
 * wakes at each window's edges.
 */
#define QUIET_EVERY_NS 100000000LL
#define QUIET_NS 10000000LL

static void quiet_window(int64_t t)
{
	int64_t left = QUIET_NS - t % QUIET_EVERY_NS;
	struct timespec ts = { 0, left };

	if (left > 0)
		nanosleep(&ts, NULL);
}

static void stress_waker(struct stress_counts *c, unsigned int seed)
{
	int64_t end = now_ns() + STRESS_NS, t;
	unsigned int n;

	while ((t = now_ns()) < end) {
		if (t % QUIET_EVERY_NS < QUIET_NS) {
			quiet_window(t);
			continue;
		}
		n = 1 + rand_r(&seed) % 2;
		if (!tst_core_checkpoint_wake(3, n, 1 + rand_r(&seed) % 3))
			__atomic_add_fetch(&c->granted, n, __ATOMIC_SEQ_CST);
		else if (errno != ETIMEDOUT)
			tst_brk(TBROK | TERRNO, "checkpoint wake");
	}
	exit(0);
}

static void stress(void)
{
	struct stress_counts *c;
	int i;

	c = SAFE_MMAP(NULL, sizeof(*c), PROT_READ | PROT_WRITE,
		      MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	for (i = 0; i < STRESS_WAITERS; i++)
		if (!SAFE_FORK())
			stress_waiter(c, i + 1);
	for (i = 0; i < STRESS_WAKERS; i++)
		if (!SAFE_FORK())
			stress_waker(c, 100 + i);
	tst_reap_children();
	tst_res(TINFO, "%lu waits released, %lu wakes' waiters, %lu timeouts",
		c->released, c->granted, c->timeouts);
	if (c->released == c->granted && c->released && c->timeouts)
		tst_res(TPASS, "every release had its wake, every wake its "
			       "waiter");
	else
		tst_res(TFAIL, "%lu released, but wakes released %lu",
			c->released, c->granted);
	/* Nothing stale left: a wake alone finds no one, a pair meets. */
	if (!tst_core_checkpoint_wake(3, 1, 20))
		tst_res(TFAIL, "a wake after the storm found a waiter");
	if (!SAFE_FORK()) {
		TST_CHECKPOINT_WAIT(3);
		exit(0);
	}
	TST_CHECKPOINT_WAKE(3);
	tst_reap_children();
	tst_res(TPASS, "the checkpoint works after the storm");
	SAFE_MUNMAP(c, sizeof(*c));
}

static void run(void)
{
	if (!strcmp(mode, "pingpong"))
		pingpong();
	else if (!strcmp(mode, "wake2"))
		wake2();
	else if (!strcmp(mode, "wait_timeout"))
		TST_CHECKPOINT_WAIT2(5, 200);
	else if (!strcmp(mode, "wake_timeout"))
		TST_CHECKPOINT_WAKE(7);
	else if (!strcmp(mode, "stale"))
		stale();
	else if (!strcmp(mode, "middle"))
		middle();
	else if (!strcmp(mode, "stress"))
		stress();
	else if (!strcmp(mode, "badid"))
		TST_CHECKPOINT_WAKE(100000);
	else
		tst_brk(TBROK, "unknown -m %s", mode);
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.options =
		(struct tst_option[]){
			{ "m:", &mode, "scenario" },
			{},
		},
};
