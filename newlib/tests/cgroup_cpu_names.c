// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Control file names the versions spell differently, beyond memory's: a
 * single value written to cpu.max is the quota (cpu.cfs_quota_us on v1),
 * and memory.swap.max is memory.memsw.limit_in_bytes on v1 (when swap is
 * accounted there).
 */
#include "tst_test.h"

static void run(void)
{
	long quota = 0;

	SAFE_CG_PRINT(tst_cg, "cpu.max", "5000");
	if (TST_CG_VER_IS_V1(tst_cg, "cpu"))
		SAFE_CG_SCANF(tst_cg, "cpu.cfs_quota_us", "%ld", &quota);
	else
		SAFE_CG_SCANF(tst_cg, "cpu.max", "%ld", &quota);
	TST_EXP_EQ_LI(quota, 5000);

	if (!SAFE_CG_HAS(tst_cg, "memory.swap.max")) {
		tst_res(TINFO,
			"no swap accounting: memory.swap.max not checked");
		return;
	}
	TST_EXP_EQ_LI(SAFE_CG_HAS(tst_cg, "memory.memsw.limit_in_bytes"), 1);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.needs_cgroup_ctrls = (const char *const[]){ "cpu", "memory", NULL },
};
