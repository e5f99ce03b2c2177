// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_safe_file_at.h: a file made, written, read, stat()ed, chown()ed and
 * removed through a descriptor of the tmpdir; tst_decode_fd() names it.
 * SAFE_FILE_READAT() gives a string: after reading a longer file, a
 * shorter one reads with no leftover. With -b a write to a missing file is
 * the TBROK naming the directory; with -s a buffer the file fills is.
 */
#include <stdlib.h>
#include <string.h>
#include "tst_test.h"
#include "tst_safe_file_at.h"

static char *opt_bad, *opt_small;

static void run(void)
{
	int dirfd = SAFE_OPEN(".", O_DIRECTORY);
	char buf[32] = "", cwd[PATH_MAX];
	struct stat st;
	int fd;

	if (opt_bad)
		SAFE_FILE_PRINTFAT(dirfd, "missing", "%d", 1);
	fd = SAFE_OPENAT(dirfd, "f", O_CREAT | O_WRONLY, 0600);
	SAFE_CLOSE(fd);
	SAFE_FILE_PRINTFAT(dirfd, "f", "%d-%s", 42, "x");
	memset(buf, 'Z', sizeof(buf));
	TST_EXP_EQ_LI(SAFE_FILE_READAT(dirfd, "f", buf, sizeof(buf)), 4);
	TST_EXP_EQ_STR(buf, "42-x");
	if (opt_small)
		SAFE_FILE_READAT(dirfd, "f", buf, 4); /* L:small */
	SAFE_FCHOWNAT(dirfd, "f", 1, 2, 0);
	SAFE_FSTATAT(dirfd, "f", &st, 0);
	TST_EXP_EXPR(st.st_uid == 1 && st.st_gid == 2 && st.st_size == 4,
		     "f is owned by 1:2 and 4 bytes long");
	SAFE_UNLINKAT(dirfd, "f", 0);
	TST_EXP_FAIL(access("f", F_OK), ENOENT, "f is gone");
	if (!getcwd(cwd, sizeof(cwd)))
		tst_brk(TBROK | TERRNO, "getcwd()");
	TST_EXP_EQ_STR(tst_decode_fd(dirfd), cwd);
	SAFE_CLOSE(dirfd);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.options =
		(struct tst_option[]){
			{ "b", &opt_bad,
			  "write to a file that does not exist" },
			{ "s", &opt_small, "read into a buffer too small" },
			{} },
};
