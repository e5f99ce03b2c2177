// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * "base" without .needs_cgroup_ver = TST_CG_V2: TCONF before setup, with
 * the real library's message; the test never runs.
 */
#include "tst_test.h"

static void run(void)
{
	tst_res(TFAIL, "the test ran");
}

static struct tst_test test = {
	.test_all = run,
	.needs_cgroup_ctrls = (const char *const[]){ "base", NULL },
};
