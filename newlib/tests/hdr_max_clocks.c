// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_get_max_clocks(): the first clock id past the kernel's, which every
 * clock call refuses with EINVAL, as does the one after it; MAX_CLOCKS
 * comes with tst_timer.h.
 */
#include "tst_test.h"
#include "tst_timer.h"

static void run(void)
{
	struct timespec ts;
	int max = tst_get_max_clocks();

	TST_EXP_EXPR(max == MAX_CLOCKS || max == MAX_CLOCKS + 8,
		     "tst_get_max_clocks() is %d (MAX_CLOCKS %d)", max,
		     MAX_CLOCKS);
	TST_EXP_FAIL(tst_clock_getres(max, &ts), EINVAL);
	TST_EXP_FAIL(tst_clock_gettime(max + 1, &ts), EINVAL);
}

static struct tst_test test = {
	.test_all = run,
};
