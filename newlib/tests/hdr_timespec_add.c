// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_timer.h: tst_timespec_add() sums two timespecs, carrying a second
 * when the nanoseconds reach one; a deadline made from a clock reading
 * lies the added time after it.
 */
#include "tst_test.h"
#include "tst_timer.h"

static void run(void)
{
	struct timespec a = { .tv_sec = 1, .tv_nsec = 700000000 };
	struct timespec b = { .tv_sec = 2, .tv_nsec = 600000000 };
	struct timespec c = { .tv_sec = 0, .tv_nsec = 299999999 };
	struct timespec now, later, sum;

	sum = tst_timespec_add(a, b);
	TST_EXP_EQ_LI(sum.tv_sec, 4);
	TST_EXP_EQ_LI(sum.tv_nsec, 300000000);
	sum = tst_timespec_add(a, c);
	TST_EXP_EQ_LI(sum.tv_sec, 1);
	TST_EXP_EQ_LI(sum.tv_nsec, 999999999);

	clock_gettime(CLOCK_MONOTONIC, &now);
	later = tst_timespec_add(now, (struct timespec){ .tv_sec = 10 });
	TST_EXP_EQ_LI(tst_timespec_diff_ms(later, now), 10000);
}

static struct tst_test test = {
	.test_all = run,
};
