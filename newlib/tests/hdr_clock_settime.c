// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * SAFE_CLOCK_SETTIME() in a test with .restore_wallclock (leapsec01,
 * clock_settime tests): CLOCK_REALTIME set 2 s ahead is 2 s ahead of the
 * raw monotonic clock from then on, and the library puts it back after the
 * run (the case compares the clock before and after). With -m the call
 * sets CLOCK_MONOTONIC, which cannot be set: TBROK naming the clock.
 */
#include "tst_test.h"
#include "tst_safe_clocks.h"

#define AHEAD_NS 2000000000LL

static char *monotonic;

static long long ns(clockid_t clk)
{
	struct timespec ts;

	SAFE_CLOCK_GETTIME(clk, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* CLOCK_REALTIME less CLOCK_MONOTONIC_RAW: what setting the clock moves. */
static long long offset(void)
{
	return ns(CLOCK_REALTIME) - ns(CLOCK_MONOTONIC_RAW);
}

static void run(void)
{
	struct timespec ts;
	long long before, moved;

	if (monotonic) {
		SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &ts);
		SAFE_CLOCK_SETTIME(CLOCK_MONOTONIC, &ts);
		tst_res(TFAIL, "CLOCK_MONOTONIC was set");
		return;
	}

	before = offset();
	SAFE_CLOCK_GETTIME(CLOCK_REALTIME, &ts);
	ts.tv_sec += AHEAD_NS / 1000000000LL;
	SAFE_CLOCK_SETTIME(CLOCK_REALTIME, &ts);
	moved = offset() - before;
	TST_EXP_EXPR(moved > AHEAD_NS - 100000000LL &&
			     moved < AHEAD_NS + 100000000LL,
		     "CLOCK_REALTIME moved %lld ms ahead", moved / 1000000);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.restore_wallclock = 1,
	.options = (struct tst_option[]){ { "m", &monotonic,
					    "set CLOCK_MONOTONIC instead" },
					  {} },
};
