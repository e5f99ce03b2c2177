// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .needs_cgroup_nsdelegate, as cgroup_core03 asks for it: the test runs
 * only where cgroup2 is mounted with nsdelegate; elsewhere it is TCONF
 * before setup and never runs.
 */
#include "tst_test.h"

static void setup(void)
{
	tst_res(TINFO, "setup ran");
}

static void run(void)
{
	tst_res(TPASS, "cgroup2 is mounted with nsdelegate: the test runs");
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.needs_root = 1,
	.needs_cgroup_nsdelegate = 1,
	.needs_cgroup_ctrls = (const char *const[]){ "memory", NULL },
};
