// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * clock_nanosleep(): with TIMER_ABSTIME it returns at once for a time in
 * the past and never before the target otherwise; a relative sleep
 * interrupted by a signal returns EINTR and the time left, an absolute one
 * returns EINTR and leaves the remainder alone; bad tv_nsec and an
 * unknown clock are EINVAL, the calling thread's CPU clock EINVAL through
 * libc and EOPNOTSUPP from the kernel. The call returns the error number,
 * it does not set errno.
 *
 * Variant 0 goes through the libc wrapper, variant 1 through the raw
 * system call.
 */
#include <errno.h>
#include <signal.h>
#include "tst_test.h"
#include "native_sys.h"

#define NSEC_PER_MSEC 1000000LL

static int do_sleep(clockid_t clk, int flags, const struct timespec *req,
		    struct timespec *rem)
{
	if (tst_variant)
		return sys_clock_nanosleep(clk, flags, req, rem);
	return clock_nanosleep(clk, flags, req, rem);
}

static void handler(int sig)
{
	(void)sig;
}

static void check_abs(void)
{
	struct timespec past, target, now;

	clock_gettime(CLOCK_MONOTONIC, &past);
	past.tv_sec -= 1;
	TST_EXP_VAL(do_sleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &past, NULL), 0,
		    "absolute sleep to a time in the past");

	clock_gettime(CLOCK_MONOTONIC, &target);
	ts_add_ns(&target, 20 * NSEC_PER_MSEC);
	TST_EXP_VAL(do_sleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &target, NULL), 0,
		    "absolute sleep 20 ms ahead");
	clock_gettime(CLOCK_MONOTONIC, &now);
	if (ts_diff_ns(&target, &now) < 0)
		tst_res(TFAIL, "woke %lld ns before the target",
			-ts_diff_ns(&target, &now));
	else
		tst_res(TPASS, "woke %lld us after the target",
			ts_diff_ns(&target, &now) / 1000);
}

/* In a child: sleep 10 s (or until 10 s ahead) and see how it ends. */
static void sleeper(int flags)
{
	struct timespec req = { .tv_sec = 10 }, rem = { .tv_sec = -7 };
	struct sigaction sa = { .sa_handler = handler };
	int ret;

	if (sigaction(SIGUSR1, &sa, NULL))
		tst_brk(TBROK | TERRNO, "sigaction(SIGUSR1)");
	if (flags & TIMER_ABSTIME) {
		clock_gettime(CLOCK_MONOTONIC, &req);
		req.tv_sec += 10;
	}

	ret = do_sleep(CLOCK_MONOTONIC, flags, &req, &rem);
	if (ret != EINTR) {
		tst_res(TFAIL, "interrupted sleep returned %s",
			tst_strerrno(ret));
	} else if (flags & TIMER_ABSTIME) {
		TST_EXP_EQ_LI(rem.tv_sec, -7);
	} else if (rem.tv_sec < 0 || rem.tv_sec > 10 ||
		   (rem.tv_sec == 0 && rem.tv_nsec == 0)) {
		tst_res(TFAIL, "remaining time %ld.%09ld not in (0, 10] s",
			(long)rem.tv_sec, rem.tv_nsec);
	} else {
		tst_res(TPASS, "EINTR with %ld.%09ld s left", (long)rem.tv_sec,
			rem.tv_nsec);
	}
	exit(0);
}

static void check_interrupted(int flags)
{
	pid_t pid = SAFE_FORK();

	if (!pid)
		sleeper(flags);

	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	SAFE_KILL(pid, SIGUSR1);
	tst_reap_children();
}

static void check_errors(void)
{
	struct timespec bad = { .tv_nsec = 1000000000L };
	struct timespec neg = { .tv_nsec = -1 };
	struct timespec ok = { .tv_nsec = 1000 };

	TST_EXP_VAL(do_sleep(CLOCK_MONOTONIC, 0, &bad, NULL), EINVAL,
		    "tv_nsec 1000000000");
	TST_EXP_VAL(do_sleep(CLOCK_MONOTONIC, 0, &neg, NULL), EINVAL,
		    "tv_nsec -1");
	TST_EXP_VAL(do_sleep(42, 0, &ok, NULL), EINVAL, "clock 42");
	/*
	 * The kernel has no sleep for the thread CPU clock (EOPNOTSUPP);
	 * POSIX asks for EINVAL, which the libc wrapper turns it into.
	 */
	TST_EXP_VAL(do_sleep(CLOCK_THREAD_CPUTIME_ID, 0, &ok, NULL),
		    tst_variant ? EOPNOTSUPP : EINVAL,
		    "CLOCK_THREAD_CPUTIME_ID");
}

static void run(unsigned int n)
{
	switch (n) {
	case 0:
		check_abs();
		break;
	case 1:
		check_interrupted(0);
		break;
	case 2:
		check_interrupted(TIMER_ABSTIME);
		break;
	case 3:
		check_errors();
		break;
	}
}

static void setup(void)
{
	tst_res(TINFO, "variant %u: %s", tst_variant,
		tst_variant ? "raw clock_nanosleep system call" :
			      "libc clock_nanosleep()");
}

static struct tst_test test = {
	.test = run,
	.tcnt = 4,
	.setup = setup,
	.test_variants = 2,
	.forks_child = 1,
};
