// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_cmd(), tst_cmd_fds() and SAFE_CMD() take an argv written in place as
 * a compound literal, whose commas are no argument separators of theirs.
 */
#include "tst_test.h"

static void run(void)
{
	TST_EXP_EQ_LI(tst_cmd((const char *[]){ "sh", "-c", "exit 3", NULL },
			      NULL, NULL, TST_CMD_PASS_RETVAL),
		      3);
	TST_EXP_EQ_LI(
		tst_cmd_fds((const char *const[]){ "sh", "-c", "exit 4", NULL },
			    -1, -1, TST_CMD_PASS_RETVAL),
		4);
	TST_EXP_EQ_LI(SAFE_CMD((const char *[]){ "sh", "-c", "exit 0", NULL },
			       NULL, NULL),
		      0);
}

static struct tst_test test = {
	.test_all = run,
};
