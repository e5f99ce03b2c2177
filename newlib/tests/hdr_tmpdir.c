// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_tmpdir.h: the tmpdir's path (the test's cwd), paths made in it, and
 * tst_purge_dir() emptying a tree without following a symlink out of it
 * (-o DIR names a directory outside whose file must survive).
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "tst_test.h"

static char *outside;

static void run(void)
{
	char cwd[PATH_MAX], link[PATH_MAX + 16];
	char *path = tst_tmpdir_genpath("%s/%d", "sub", 1);

	SAFE_GETCWD(cwd, sizeof(cwd));
	TST_EXP_EQ_STR(tst_tmpdir_path(), cwd);
	snprintf(link, sizeof(link), "%s/sub/1", cwd);
	TST_EXP_EQ_STR(path, link);
	TST_EXP_EQ_STR(tst_get_tmpdir_root(),
		       getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");

	SAFE_MKDIR("tree", 0700);
	SAFE_MKDIR("tree/a", 0700);
	SAFE_TOUCH("tree/a/f", 0600, NULL);
	if (outside)
		SAFE_SYMLINK(outside, "tree/out");
	tst_purge_dir("tree");
	TST_EXP_FAIL(access("tree/a", F_OK), ENOENT, "tree/a after the purge");
	TST_EXP_PASS(access("tree", F_OK), "tree itself after the purge");
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
	.options =
		(struct tst_option[]){
			{ "o:", &outside,
			  "a directory the purge must not enter" },
			{} },
};
