// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .needs_cgroup_ver with .needs_cgroup_ctrls: the memory controller must be
 * on the version $CGV names (1 or 2), else TCONF naming both; TST_CG_VER()
 * tells the test which one it is on.
 */
#include <stdlib.h>
#include "tst_test.h"

static void run(void)
{
	TST_EXP_EQ_LI(TST_CG_VER(tst_cg, "memory"), test.needs_cgroup_ver);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.needs_cgroup_ctrls = (const char *const[]){ "memory", NULL },
};

static void __attribute__((constructor)) pick(void)
{
	const char *v = getenv("CGV");

	test.needs_cgroup_ver = v && *v == '2' ? TST_CG_V2 : TST_CG_V1;
}
