// SPDX-License-Identifier: GPL-2.0-or-later
/* A controller no hierarchy has: the run ends TCONF before the test runs. */
#include "tst_test.h"

static void run(void)
{
	tst_res(TFAIL, "ran without the controller (group %s)",
		tst_cg_group_name(tst_cg));
}

static struct tst_test test = {
	.test_all = run,
	.needs_cgroup_ctrls = (const char *const[]){ "no_such_ctrl", NULL },
};
