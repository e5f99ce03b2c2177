// SPDX-License-Identifier: GPL-2.0-or-later
/* The smallest new-API test, to time the library's own cost per run. */
#include "tst_test.h"

static void run(void)
{
	tst_res(TPASS, "nothing to do");
}

static struct tst_test test = {
	.test_all = run,
};
