// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * cpuset groups a process can join: the test's group, the drain group and
 * a child group get the cpus and mems of their parent on cgroup v1, where
 * a new group has none (ENOSPC when a process joins; the real library's
 * tst_cgroup02). The groups are made through the lower layer, which shares
 * the making of tst_cg and tst_cg_drain with .needs_cgroup_ctrls.
 */
#include <stdlib.h>
#include "tst_test.h"

static void run(void)
{
	struct tst_cg_group *child;
	char cpus[256];

	tst_cg_require("cpuset", NULL);
	tst_cg_init();
	SAFE_CG_READ(tst_cg, "cpuset.cpus", cpus, sizeof(cpus));
	TST_EXP_EXPR(cpus[0] >= '0' && cpus[0] <= '9',
		     "the test's group has cpus");
	child = tst_cg_group_mk(tst_cg, "child");
	if (!SAFE_FORK()) {
		SAFE_CG_PRINTF(child, "cgroup.procs", "%d", getpid());
		tst_res(TPASS, "a process joined the child group");
		exit(0);
	}
	tst_reap_children();
	SAFE_CG_PRINTF(tst_cg_drain, "cgroup.procs", "%d", getpid());
	tst_res(TPASS, "the test process joined the drain group");
	child = tst_cg_group_rm(child);
	tst_cg_cleanup();
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
};
