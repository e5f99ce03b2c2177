// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_timer.h's NSEC_PER_SEC (the real tst_timer.h has it from its
 * lapi/common_timers.h; futex_wake04 builds its 30 s timeout with it) and
 * the timespec and struct tst_ts arithmetic no other program uses:
 * comparisons, differences in us and ms, additions, conversions; also
 * TESTPTR(), tst_gettid() and tst_atomic_dec().
 */
#include <unistd.h>
#include "tst_test.h"
#include "tst_timer.h"
#include "tst_atomic.h"

static void run(void)
{
	struct timespec a = { .tv_sec = 1, .tv_nsec = 500000000 };
	struct timespec b = { .tv_sec = 3, .tv_nsec = 250000000 };
	struct tst_ts t1 = tst_ts_from_ns(TST_KERN_TIMESPEC, 30 * NSEC_PER_SEC);
	struct tst_ts t2 = tst_ts_from_us(TST_KERN_TIMESPEC, 1500000);
	tst_atomic_t v = 5;
	void *p = &v;

	TST_EXP_EQ_LI(NSEC_PER_SEC, 1000000000LL);
	TST_EXP_EQ_LI(tst_ts_get_sec(t1), 30);
	TST_EXP_EQ_LI(tst_ts_get_nsec(t2), 500000000);
	TST_EXP_EQ_LI(tst_ts_lt(t2, t1), 1);
	TST_EXP_EQ_LI(tst_ts_diff_us(t1, t2), 28500000);
	TST_EXP_EQ_LI(tst_timespec_lt(a, b), 1);
	TST_EXP_EQ_LI(tst_timespec_lt(b, a), 0);
	TST_EXP_EQ_LI(tst_timespec_diff_us(b, a), 1750000);
	TST_EXP_EQ_LI(tst_timespec_diff_ms(b, a), 1750);
	TST_EXP_EQ_LI(tst_timespec_abs_diff_us(a, b), 1750000);
	TST_EXP_EQ_LI(tst_timespec_to_ms(tst_timespec_add_us(a, 600000)), 2100);
	TST_EXP_EQ_LI(tst_timespec_diff(b, a).tv_nsec, 750000000);

	tst_timer_start(CLOCK_MONOTONIC);
	usleep(2000);
	tst_timer_stop();
	TST_EXP_EXPR(tst_timer_elapsed_us() >= 2000,
		     "the stopwatch saw %lld us of a 2 ms sleep",
		     tst_timer_elapsed_us());

	TESTPTR(p);
	TST_EXP_EXPR(TST_RET_PTR == p, "TESTPTR() keeps the pointer");
	TST_EXP_EQ_LI(tst_gettid(), getpid());
	TST_EXP_EQ_LI(tst_atomic_dec(&v), 4);
}

static struct tst_test test = {
	.test_all = run,
};
