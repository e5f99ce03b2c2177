// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_test.h: TST_TRACE() gives the expression's value, and a TINFO
 * naming the expression only when it is not 0; it is evaluated once.
 */
#include "tst_test.h"

static int calls;

static int check(int ret)
{
	calls++;
	return ret;
}

static void run(void)
{
	TST_EXP_EQ_LI(TST_TRACE(check(0)), 0);
	TST_EXP_EQ_LI(TST_TRACE(check(3)), 3);
	TST_EXP_EQ_LI(calls, 2);
	if (TST_TRACE(check(-1)))
		tst_res(TPASS, "a failed check is true in a condition");
}

static struct tst_test test = {
	.test_all = run,
};
