// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Waiting for a process state: a child blocked in pause() is seen as 'S'
 * even when its name holds spaces and ')'; a stopped child as 'T'; a zombie
 * only as 'Z'; a reaped pid is ENOENT; a state never reached times out.
 * TST_PROCESS_EXIT_WAIT(): a zombie is still there (timeout), a reaped
 * child or one the kernel reaps (SIGCHLD ignored) is gone.
 */
#include <errno.h>
#include <signal.h>
#include <time.h>
#include <sys/prctl.h>
#include "tst_test.h"

static pid_t child;

/* The kernel keeps 15 bytes of the name: all of them count here. */
#define TRICKY_NAME "a) b) R (c) Z)"

static pid_t pausing_child(void)
{
	pid_t pid = SAFE_FORK();

	if (!pid) {
		prctl(PR_SET_NAME, TRICKY_NAME);
		pause();
		exit(0);
	}
	return pid;
}

static long ms_since(const struct timespec *t0)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (t.tv_sec - t0->tv_sec) * 1000 +
	       (t.tv_nsec - t0->tv_nsec) / 1000000;
}

static void check_sleeping_and_stopped(void)
{
	struct timespec t0;

	child = pausing_child();
	TST_PROCESS_STATE_WAIT(child, 'S', 5000);
	tst_res(TPASS, "child '%s' seen sleeping", TRICKY_NAME);

	SAFE_KILL(child, SIGSTOP);
	TST_EXP_PASS(tst_process_state_wait2(child, 'T', 5000));

	/* A state that never comes: the limit is honoured, not much more. */
	clock_gettime(CLOCK_MONOTONIC, &t0);
	TST_EXP_FAIL(tst_process_state_wait2(child, 'S', 100), ETIMEDOUT);
	if (ms_since(&t0) < 100 || ms_since(&t0) > 2000)
		tst_res(TFAIL, "the 100 ms timeout took %ld ms", ms_since(&t0));

	SAFE_KILL(child, SIGKILL);
}

static void check_zombie_and_reaped(void)
{
	/* Killed but not reaped: a zombie. */
	TST_EXP_PASS(tst_process_state_wait2(child, 'Z', 5000));
	TST_EXP_FAIL(tst_process_state_wait2(child, 'S', 5000), ENOENT);

	errno = 0;
	TST_EXP_EXPR(!TST_PROCESS_EXIT_WAIT(child, 50) && errno == ETIMEDOUT,
		     "a zombie is still there after 50 ms");

	SAFE_WAITPID(child, NULL, 0);
	TST_EXP_FAIL(tst_process_state_wait2(child, 'S', 0), ENOENT);
	TST_EXP_EXPR(TST_PROCESS_EXIT_WAIT(child, 0) == 1,
		     "a reaped child is gone");
	child = 0;

	/* SIGCHLD ignored: the kernel reaps the child as it exits. */
	SAFE_SIGNAL(SIGCHLD, SIG_IGN);
	child = SAFE_FORK();
	if (!child) {
		usleep(20000);
		exit(0);
	}
	TST_EXP_EXPR(TST_PROCESS_EXIT_WAIT(child, 0) == 1,
		     "a child with SIGCHLD ignored is gone once it exits");
	SAFE_SIGNAL(SIGCHLD, SIG_DFL);
	child = 0;
}

static void check_bad_args(void)
{
	TST_EXP_FAIL(tst_process_state_wait2(getpid(), 'Q', 10), EINVAL);
	TST_EXP_FAIL(tst_process_state_wait2(0, 'S', 10), EINVAL);
	/* Ourselves, while reading our own stat: running. */
	TST_EXP_PASS(tst_process_state_wait2(getpid(), 'R', 1000));
}

static void run(void)
{
	check_sleeping_and_stopped();
	check_zombie_and_reaped();
	check_bad_args();
}

static void cleanup(void)
{
	if (child > 0) {
		kill(child, SIGKILL);
		waitpid(child, NULL, 0);
	}
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = cleanup,
	.forks_child = 1,
};
