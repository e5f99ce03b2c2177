// SPDX-License-Identifier: GPL-2.0-or-later
/* Converted: run() only calls check(), which returns a value: .test_all
 * cannot name it, run() stays. */
#include "tst_test.h"

static int check(void)
{
	tst_res(TPASS, "checked");
	return 0;
}

static void run(void)
{
	check();
}

static struct tst_test test = {
	.test_all = run,
};
