// SPDX-License-Identifier: GPL-2.0-or-later
/* A kernel far in the future: TCONF before any test code runs. */
#include "tst_test.h"

static void run(void)
{
	tst_res(TFAIL, "ran on a kernel older than .min_kver");
}

static struct tst_test test = {
	.test_all = run,
	.min_kver = "99.0",
};
