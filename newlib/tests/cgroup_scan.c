// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_cg_scan() and tst_cg_print_config() before the lower layer's
 * tst_cg_require() and tst_cg_init(), as the real library's tst_cgroup01/02
 * call them: the mounts listed, then memory listed as required.
 */
#include "tst_test.h"

static void setup(void)
{
	struct tst_cg_opts opts = { 0 };

	tst_cg_scan();
	tst_cg_print_config();
	tst_cg_require("memory", &opts);
	tst_cg_print_config();
	tst_cg_init();
}

static void run(void)
{
	TST_EXP_EXPR(tst_cg && tst_cg_drain, "tst_cg and tst_cg_drain made");
}

static void cleanup(void)
{
	tst_cg_cleanup();
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test_all = run,
	.needs_root = 1,
};
