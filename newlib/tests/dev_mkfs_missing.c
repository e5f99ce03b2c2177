// SPDX-License-Identifier: GPL-2.0-or-later
/* A filesystem type without mkfs.<type>: TCONF naming it, nothing runs. */
#include "tst_test.h"

static void run(void)
{
	tst_res(TFAIL, "the test ran without its filesystem");
}

static struct tst_test test = {
	.test_all = run,
	.format_device = 1,
	.dev_fs_type = "nosuchfs",
};
