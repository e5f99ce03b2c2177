// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * compat_tst_16.h as the setuid/setgid tests use it: built as it is (the
 * 32-bit calls) and by hdr_compat16_16.c with TST_USE_COMPAT16_SYSCALL
 * (the 16-bit calls, TCONF on an arch without them).
 */
#include <stdlib.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "compat_tst_16.h"

static void run(void)
{
	uid_t nobody = 65534;
	int status;

	UID16_CHECK(nobody, setuid);
	GID16_CHECK(nobody, setgid);
	TST_EXP_EQ_LI(GETUID(), getuid());
	if (!SAFE_FORK()) {
		TST_EXP_PASS(SETGID(nobody));
		TST_EXP_PASS(SETUID(nobody));
		TST_EXP_EQ_LI(GETEUID(), nobody);
		TST_EXP_FAIL(SETUID(0), EPERM);
		exit(0);
	}
	SAFE_WAIT(&status);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
};
