// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .needs_checkpoints and .mntpoint without .needs_tmpdir: the test still
 * runs in a fresh tmpdir (as in the real suite), with the mntpoint made
 * there as a plain directory, so files a test makes never land in the
 * directory it was started from.
 */
#include <sys/stat.h>
#include "tst_test.h"

static void run(void)
{
	char cwd[PATH_MAX];
	struct stat st;

	if (!getcwd(cwd, sizeof(cwd)))
		tst_brk(TBROK | TERRNO, "getcwd()");
	TST_EXP_EQ_STR(cwd, tst_tmpdir_path());
	SAFE_STAT("mnt", &st);
	TST_EXP_EXPR(S_ISDIR(st.st_mode), "mnt is a directory in the tmpdir");
	SAFE_MKDIR("made_here", 0700);
	if (!SAFE_FORK()) {
		TST_CHECKPOINT_WAKE(0);
		_exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	tst_res(TPASS, "a checkpoint works there");
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.mntpoint = "mnt",
};
