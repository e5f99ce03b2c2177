// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A .needs_cmds entry taken from $CMD_ENTRY (the real library's own tests
 * tst_needs_cmds03-06 in one program): a malformed one stops the test
 * before it runs, a well formed one lets it run.
 */
#include <stdlib.h>
#include "tst_test.h"

static struct tst_cmd cmds[] = { { .cmd = "sh" }, {} };

static void __attribute__((constructor)) pick_entry(void)
{
	if (getenv("CMD_ENTRY"))
		cmds[0].cmd = getenv("CMD_ENTRY");
}

static void run(void)
{
	tst_res(TPASS, "the entry '%s' was taken", cmds[0].cmd);
}

static struct tst_test test = {
	.test_all = run,
	.needs_cmds = cmds,
};
