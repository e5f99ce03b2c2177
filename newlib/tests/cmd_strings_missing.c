// SPDX-License-Identifier: GPL-2.0-or-later
/* .needs_cmds as an array of strings with a command that is not installed:
 * TCONF naming it. */
#include "tst_test.h"

static void run(void)
{
	tst_res(TFAIL, "the test ran without its commands");
}

static struct tst_test test = {
	.test_all = run,
	.needs_cmds = (const char *[]){ "sh", "no-such-cmd-4711", NULL },
};
