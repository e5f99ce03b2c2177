// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .needs_cmds whose commands exist (one only in an sbin directory), one
 * with a version requirement that holds, and an optional one that is
 * missing: the test runs and tst_cmd_present() tells which are there.
 */
#include "tst_test.h"

static struct tst_cmd cmds[] = { { .cmd = "sh" },
				 { .cmd = "cat" },
				 { .cmd = "mkfs.ext2 >= 1.0.0" },
				 { .cmd = "no-such-cmd-4711", .optional = 1 },
				 {} };

static void run(void)
{
	TST_EXP_VAL(tst_cmd_available("mkfs.ext2"), 1);
	TST_EXP_VAL(tst_cmd_available("no-such-cmd-4711"), 0);
	TST_EXP_EXPR(tst_cmd_present("mkfs.ext2"), "mkfs.ext2 is present");
	TST_EXP_EXPR(!tst_cmd_present("no-such-cmd-4711"),
		     "the optional command is not");
}

static struct tst_test test = {
	.test_all = run,
	.needs_cmds = cmds,
};
