// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * An option mkfs refuses: the run ends with TBROK quoting mkfs's exit
 * status and complaint, and neither setup nor the test runs.
 */
#include "tst_test.h"

static const char *const bad_opts[] = { "-O", "no_such_feature", NULL };

static void setup(void)
{
	tst_res(TFAIL, "setup ran although mkfs failed");
}

static void run(void)
{
	tst_res(TFAIL, "the test ran although mkfs failed");
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.format_device = 1,
	.dev_fs_opts = bad_opts,
};
