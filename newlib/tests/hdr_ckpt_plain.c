// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_checkpoint_wait() and tst_checkpoint_wake() without the TBROK of the
 * macros: a wait nobody wakes returns -1 with ETIMEDOUT after its timeout,
 * one a child wakes returns 0. tst_validate_children(): children that exit
 * with 0 give 0; with -m bad one exits with 3, which is a TFAIL naming it
 * and 1.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "tst_test.h"

static char *mode;

static void run(void)
{
	int bad = mode && !strcmp(mode, "bad");

	TST_EXP_EQ_LI(tst_checkpoint_wait(0, 20), -1);
	TST_EXP_EQ_LI(errno, ETIMEDOUT);

	if (!SAFE_FORK()) {
		TST_EXP_EQ_LI(tst_checkpoint_wake(0, 1, 5000), 0);
		exit(0);
	}
	TST_EXP_EQ_LI(tst_checkpoint_wait(0, 5000), 0);

	if (!SAFE_FORK())
		exit(bad ? 3 : 0);
	TST_EXP_EQ_LI(tst_validate_children(2), bad);
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.options = (struct tst_option[]){ { "m:", &mode,
					    "bad: a child exits with 3" },
					  {} },
};
