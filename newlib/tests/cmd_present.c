// SPDX-License-Identifier: GPL-2.0-or-later
/* .needs_cmds whose commands exist (one only in an sbin directory). */
#include "tst_test.h"

static const char *const cmds[] = { "sh", "cat", "mkfs.ext2", NULL };

static void run(void)
{
	TST_EXP_VAL(tst_cmd_available("mkfs.ext2"), 1);
	TST_EXP_VAL(tst_cmd_available("no-such-cmd-4711"), 0);
}

static struct tst_test test = {
	.test_all = run,
	.needs_cmds = cmds,
};
