// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .max_runtime and tst_set_max_runtime(), the older spellings of .runtime
 * and tst_set_runtime() that stored tests of 2022-2023 use: the runtime
 * they set is the one tst_remaining_runtime() counts down.
 */
#include "tst_test.h"

static void setup(void)
{
	TST_EXP_EXPR(tst_remaining_runtime() == 2, ".max_runtime gives %u s",
		     tst_remaining_runtime());
	tst_set_max_runtime(4);
}

static void run(void)
{
	TST_EXP_EXPR(tst_remaining_runtime() == 4,
		     "tst_set_max_runtime() made it %u s",
		     tst_remaining_runtime());
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.max_runtime = 2,
};
