// SPDX-License-Identifier: GPL-2.0-or-later
/* .needs_cmds with one command that is not installed: TCONF naming it. */
#include "tst_test.h"

static struct tst_cmd cmds[] = { { .cmd = "sh" },
				 { .cmd = "no-such-cmd-4711" },
				 { .cmd = "cat" },
				 {} };

static void run(void)
{
	tst_res(TFAIL, "the test ran without its commands");
}

static struct tst_test test = {
	.test_all = run,
	.needs_cmds = cmds,
};
