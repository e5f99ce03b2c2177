// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .min_runtime without .runtime is the runtime (under LTP_RUNTIME_MUL=0.1
 * too: it is the least): tst_remaining_runtime() counts it down, not TBROK.
 */
#include "tst_test.h"

static void run(void)
{
	unsigned int left = tst_remaining_runtime();

	TST_EXP_EXPR(left == 3, "%u s of runtime at the start", left);
	sleep(1);
	left = tst_remaining_runtime();
	TST_EXP_EXPR(left >= 1 && left <= 2, "%u s left after 1 s", left);
}

static struct tst_test test = {
	.test_all = run,
	.min_runtime = 3,
};
