// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * futex(FUTEX_WAKE) on a word shared between processes wakes exactly as
 * many FUTEX_WAIT waiters as asked for and returns that number; the others
 * stay blocked. FUTEX_WAIT returns EAGAIN at once when the word no longer
 * holds the expected value, and ETIMEDOUT no earlier than its timeout.
 *
 * -n N sets the number of waiting processes (default 3).
 */
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <linux/futex.h>
#include <sys/mman.h>
#include "tst_test.h"
#include "native_sys.h"

#define MAX_WAITERS 16

static char *str_waiters;
static int nr_waiters = 3;
static uint32_t *futex;
static pid_t pids[MAX_WAITERS];

static void waiter(void)
{
	long ret = sys_futex(futex, FUTEX_WAIT, 0, NULL);

	if (ret)
		tst_res(TFAIL | TERRNO, "FUTEX_WAIT returned %ld", ret);
	exit(0);
}

static int count_sleeping(void)
{
	int i, n = 0;

	for (i = 0; i < nr_waiters; i++) {
		if (pids[i] && !tst_process_state_wait2(pids[i], 'S', 1))
			n++;
	}
	return n;
}

static void forget(pid_t pid)
{
	int i;

	for (i = 0; i < nr_waiters; i++) {
		if (pids[i] == pid)
			pids[i] = 0;
	}
}

static void check_wake_counts(void)
{
	int i, status;
	pid_t pid;

	*futex = 0;
	for (i = 0; i < nr_waiters; i++) {
		pids[i] = SAFE_FORK();
		if (!pids[i])
			waiter();
	}
	for (i = 0; i < nr_waiters; i++)
		TST_PROCESS_STATE_WAIT(pids[i], 'S', 0);

	TST_EXP_VAL(sys_futex(futex, FUTEX_WAKE, 1, NULL), 1,
		    "FUTEX_WAKE of 1 waiter");

	pid = SAFE_WAITPID(-1, &status, 0);
	forget(pid);
	TST_EXP_EQ_LI(count_sleeping(), nr_waiters - 1);

	TST_EXP_VAL(sys_futex(futex, FUTEX_WAKE, INT_MAX, NULL), nr_waiters - 1,
		    "FUTEX_WAKE of all the others");
	tst_reap_children();
	for (i = 0; i < nr_waiters; i++)
		pids[i] = 0;
}

static void check_wait_errors(void)
{
	struct timespec to = { .tv_nsec = 20 * 1000000L }, start, end;
	long long elapsed;

	*futex = 1;
	TST_EXP_FAIL(sys_futex(futex, FUTEX_WAIT, 0, NULL), EAGAIN,
		     "FUTEX_WAIT with a stale expected value");

	clock_gettime(CLOCK_MONOTONIC, &start);
	TST_EXP_FAIL(sys_futex(futex, FUTEX_WAIT, 1, &to), ETIMEDOUT,
		     "FUTEX_WAIT with a 20 ms timeout");
	clock_gettime(CLOCK_MONOTONIC, &end);
	elapsed = ts_diff_ns(&start, &end);
	if (elapsed < 20 * 1000000LL)
		tst_res(TFAIL,
			"FUTEX_WAIT timed out after %lld us, before "
			"its 20 ms",
			elapsed / 1000);
	else
		tst_res(TPASS, "FUTEX_WAIT timed out after %lld us",
			elapsed / 1000);

	TST_EXP_VAL(sys_futex(futex, FUTEX_WAKE, 1, NULL), 0,
		    "FUTEX_WAKE with no waiter");
}

static void run(void)
{
	check_wake_counts();
	check_wait_errors();
}

static void setup(void)
{
	if (str_waiters &&
	    tst_parse_int(str_waiters, &nr_waiters, 2, MAX_WAITERS))
		tst_brk(TBROK,
			"-n must be a number of waiters from 2 to %d, "
			"got '%s'",
			MAX_WAITERS, str_waiters);

	futex = SAFE_MMAP(NULL, sizeof(*futex), PROT_READ | PROT_WRITE,
			  MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	tst_res(TINFO, "%d waiters", nr_waiters);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.forks_child = 1,
	.options =
		(struct tst_option[]){
			{ "n:", &str_waiters,
			  "Number of waiting processes (2-16)" },
			{},
		},
};
