// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_timeout_remaining(): the seconds left of the run's timeout, which
 * tst_set_timeout() restarts; tst_timer_test.h brings in the stopwatch.
 */
#include "tst_timer_test.h"

static void run(void)
{
	unsigned int full = tst_multiply_timeout(20), left, later;

	left = tst_timeout_remaining();
	TST_EXP_EXPR(left <= full && left + 2 >= full,
		     "%u s left of a %u s timeout at the start", left, full);

	tst_timer_start(CLOCK_MONOTONIC);
	usleep(1100000);
	tst_timer_stop();
	later = tst_timeout_remaining();
	TST_EXP_EXPR(later < left && later + 3 >= left &&
			     tst_timer_elapsed_ms() >= 1100,
		     "%u s left after %lld ms", later, tst_timer_elapsed_ms());

	tst_set_timeout(100);
	left = tst_timeout_remaining();
	full = tst_multiply_timeout(100);
	TST_EXP_EXPR(left <= full && left + 2 >= full,
		     "%u s left after tst_set_timeout(100)", left);
}

static struct tst_test test = {
	.test_all = run,
	.timeout = 20,
};
