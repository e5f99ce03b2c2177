// SPDX-License-Identifier: GPL-2.0-or-later
/* The TST_EXP_* macros, each once passing and once failing. */
#include <errno.h>
#include <fcntl.h>
#include "tst_test.h"

static void run(void)
{
	TST_EXP_PASS(access("/", F_OK));
	TST_EXP_PASS(access("/nonexistent", F_OK));
	TST_EXP_FAIL(access("/nonexistent", F_OK), ENOENT);
	TST_EXP_FAIL(access("/", F_OK), ENOENT);
	TST_EXP_FAIL(access("/nonexistent", F_OK), EPERM, "custom text");
	TST_EXP_FD(open("/dev/null", O_RDONLY));
	TST_EXP_FD(open("/nonexistent", O_RDONLY));
	TST_EXP_VAL(getpid() > 0, 1);
	TST_EXP_VAL(getpid() > 0, 0);
	TST_EXP_EQ_LI(2 + 2, 4);
	TST_EXP_EQ_LI(2 + 2, 5);
}

static struct tst_test test = {
	.test_all = run,
};
