// SPDX-License-Identifier: GPL-2.0-or-later
/* The smallest test: one pass, in a tmpdir that is the current directory. */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "tst_test.h"

static void run(void)
{
	struct stat st;
	char cwd[4096];

	TST_EXP_PASS(access(".", W_OK));
	if (getcwd(cwd, sizeof(cwd)) && tst_get_tmpdir_path() &&
	    !strcmp(cwd, tst_get_tmpdir_path()))
		tst_res(TPASS, "runs in its tmpdir %s", cwd);
	else
		tst_res(TFAIL, "cwd %s is not the tmpdir", cwd);
	/* Open to every user: tests drop privileges and then create files. */
	if (stat(".", &st))
		tst_brk(TBROK | TERRNO, "stat(.)");
	TST_EXP_EQ_LI(st.st_mode & 07777, 0777);
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
