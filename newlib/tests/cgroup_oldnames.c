// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The cgroup API as tests of 2021 spell it: tst_cgroup_require(),
 * tst_cgroup_get_test_group() (the group made on the first call),
 * tst_cgroup_group_mk()/_rm(), SAFE_CGROUP_PRINTF/SCANF/LINES_SCANF(),
 * TST_CGROUP_VER_IS_V1(), tst_cgroup_cleanup(); the memory a child of the
 * group touches is charged to it.
 */
#include <stdlib.h>
#include "tst_test.h"
#include "tst_cgroup.h"

static const struct tst_cgroup_group *cg_test;
static struct tst_cgroup_group *cg_child;

static void run(void)
{
	size_t current = 0, anon = 0;
	const char *key = TST_CGROUP_VER_IS_V1(cg_test, "memory") ? "rss %zu" :
								    "anon %zu";

	cg_child = tst_cgroup_group_mk(cg_test, "child");
	if (!SAFE_FORK()) {
		char *buf = SAFE_MALLOC(8 << 20);
		size_t i;

		SAFE_CGROUP_PRINTF(cg_child, "cgroup.procs", "%d", getpid());
		for (i = 0; i < 8 << 20; i += 4096)
			buf[i] = 1;
		SAFE_CGROUP_SCANF(cg_child, "memory.current", "%zu", &current);
		SAFE_CGROUP_LINES_SCANF(cg_child, "memory.stat", key, &anon);
		TST_EXP_EXPR(current >= 8 << 20 && anon >= 8 << 20,
			     "memory.current %zu, %s", current, key);
		exit(0);
	}
	tst_reap_children();
	cg_child = tst_cgroup_group_rm(cg_child);
	TST_EXP_EXPR(tst_cgroup_get_test_group() == cg_test,
		     "the same test group on the second call");
}

static void setup(void)
{
	tst_cgroup_require("memory", NULL);
	cg_test = tst_cgroup_get_test_group();
}

static void cleanup(void)
{
	if (cg_child)
		cg_child = tst_cgroup_group_rm(cg_child);
	tst_cgroup_cleanup();
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test_all = run,
	.forks_child = 1,
	.needs_root = 1,
};
