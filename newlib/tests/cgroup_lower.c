// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The lower cgroup API a test calls itself: tst_cg_require() of memory,
 * tst_cg_init() (tst_cg and tst_cg_drain made), a child group made and
 * removed, tst_cg_cleanup() (tst_cg gone). tst_cg_memory_recursiveprot()
 * is 0 on cgroup v1. With -m v3 the options ask for a version no controller
 * is on: TCONF.
 */
#include <string.h>
#include <sys/stat.h>
#include "tst_test.h"

static char *mode;

static void run(void)
{
	struct tst_cg_opts opts = { 0 };
	struct tst_cg_group *child;
	char dir[4096];
	struct stat st;

	if (mode && !strcmp(mode, "v3"))
		opts.needs_ver = 3;
	tst_cg_require("memory", &opts);
	TST_EXP_EXPR(!tst_cg, "no group before tst_cg_init()");
	tst_cg_init();
	TST_EXP_EXPR(tst_cg && tst_cg_drain, "tst_cg and tst_cg_drain made");
	snprintf(dir, sizeof(dir), "%s", tst_cg_group_dir(tst_cg, "memory"));

	child = tst_cg_group_mk(tst_cg, "child");
	SAFE_CG_PRINTF(child, "cgroup.procs", "%d", getpid());
	SAFE_CG_PRINTF(tst_cg_drain, "cgroup.procs", "%d", getpid());
	child = tst_cg_group_rm(child);

	if (TST_CG_VER_IS_V1(tst_cg, "memory"))
		TST_EXP_EQ_LI(tst_cg_memory_recursiveprot(tst_cg), 0);
	tst_cg_cleanup();
	TST_EXP_EXPR(stat(dir, &st), "%s removed by tst_cg_cleanup()", dir);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.options =
		(struct tst_option[]){
			{ "m:", &mode,
			  "v3: require a version no controller is on" },
			{} },
};
