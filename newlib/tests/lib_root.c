// SPDX-License-Identifier: GPL-2.0-or-later
/* .needs_root: passes as root, TCONF as anyone else. */
#include "tst_test.h"

static void run(void)
{
	TST_EXP_EQ_LI(geteuid(), 0);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
