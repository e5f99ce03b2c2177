// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_creat_unlinked(): each call gives an open descriptor of a new file
 * that no name points to (the directory stays empty), read and write as
 * asked, with the mode given; a directory that is not there is TBROK. The
 * older spellings without the mode, or without flags and mode, give files
 * of mode 0600.
 */
#include <sys/stat.h>
#include "tst_test.h"

#define DIR_NAME "files"

static char *missing_opt;

static void run(void)
{
	struct stat st;
	char buf[4] = "";
	int fd1, fd2;

	if (missing_opt) {
		tst_creat_unlinked("no_such_dir", 0, 0600);
		tst_res(TFAIL, "a missing directory did not end the test");
		return;
	}

	fd1 = tst_creat_unlinked(DIR_NAME, 0, 0600);
	fd2 = tst_creat_unlinked(DIR_NAME, O_APPEND, 0640);

	SAFE_FSTAT(fd1, &st);
	TST_EXP_EXPR(st.st_nlink == 0 && (st.st_mode & 0777) == 0600 &&
			     S_ISREG(st.st_mode),
		     "an unlinked regular file of mode 0600");
	TST_EXP_EXPR(tst_dir_is_empty(DIR_NAME, 0),
		     "the directory has no entry left");

	SAFE_WRITE(SAFE_WRITE_ALL, fd1, "abc", 3);
	SAFE_PREAD(1, fd1, buf, 3, 0);
	TST_EXP_EXPR(!strcmp(buf, "abc") && fd1 != fd2 &&
			     (fcntl(fd2, F_GETFL) & O_APPEND),
		     "read back what was written; two files, the flags kept");

	SAFE_CLOSE(fd1);
	SAFE_CLOSE(fd2);

	fd1 = tst_creat_unlinked(DIR_NAME, O_APPEND);
	fd2 = tst_creat_unlinked(DIR_NAME);
	SAFE_FSTAT(fd1, &st);
	TST_EXP_EXPR(st.st_nlink == 0 && (st.st_mode & 0777) == 0600 &&
			     (fcntl(fd1, F_GETFL) & O_APPEND) &&
			     !fstat(fd2, &st) && st.st_nlink == 0 &&
			     (st.st_mode & 0777) == 0600 &&
			     !(fcntl(fd2, F_GETFL) & O_APPEND),
		     "(path, flags) and (path): unlinked, mode 0600");
	SAFE_CLOSE(fd1);
	SAFE_CLOSE(fd2);
}

static void setup(void)
{
	SAFE_MKDIR(DIR_NAME, 0700);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
	.options =
		(struct tst_option[]){
			{ "m", &missing_opt,
			  "Create in a directory that is not there" },
			{},
		},
};
