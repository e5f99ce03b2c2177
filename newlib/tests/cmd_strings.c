// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .needs_cmds in the form tests had before 2025, a NULL terminated array of
 * strings in read-only memory (add_key05): the commands are checked, a
 * version requirement too, and tst_cmd_present() says each listed one is
 * there.
 */
#include "tst_test.h"

static void run(void)
{
	TST_EXP_EXPR(tst_cmd_present("sh"), "sh is present");
	TST_EXP_EXPR(tst_cmd_present("mkfs.ext2"), "mkfs.ext2 is present");
}

static struct tst_test test = {
	.test_all = run,
	.needs_cmds = (const char *const[]){ "sh", "cat", "mkfs.ext2 >= 1.0.0",
					     NULL },
};
