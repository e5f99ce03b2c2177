// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_fs.h beyond tst_fill_file(): sizes in TST_MB, tst_fill_fd() writing
 * blocks to a descriptor, tst_prealloc_file() allocating a file's blocks,
 * tst_get_path() finding a program on $PATH, and
 * an overlay over the mntpoint (OVL_BASE_MNTPOINT) whose writes through
 * OVL_MNT land in the upper directory, as overlay tests use it.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "tst_test.h"

static int ovl_mounted;

static void setup(void)
{
	ovl_mounted = TST_MOUNT_OVERLAY();
}

static void fill(void)
{
	struct stat st;
	char c = 0;
	int fd = SAFE_OPEN("filled", O_CREAT | O_RDWR, 0600);

	TST_EXP_PASS(tst_fill_fd(fd, 'a', TST_MB / 4, 8));
	SAFE_FSTAT(fd, &st);
	TST_EXP_EQ_LI(st.st_size, 2 * TST_MB);
	SAFE_PREAD(1, fd, &c, 1, TST_MB);
	TST_EXP_EQ_LI(c, 'a');
	SAFE_CLOSE(fd);

	TST_EXP_PASS(tst_prealloc_file("prealloc", TST_MB, 3));
	SAFE_STAT("prealloc", &st);
	TST_EXP_EXPR(st.st_size == 3 * TST_MB &&
			     st.st_blocks * 512 >= 3 * TST_MB,
		     "tst_prealloc_file(): %ld bytes, %ld allocated",
		     (long)st.st_size, (long)st.st_blocks * 512);
}

static void path(void)
{
	char buf[4096];

	TST_EXP_PASS(tst_get_path("sh", buf, sizeof(buf)));
	TST_EXP_EXPR(buf[0] == '/' && !access(buf, X_OK), "sh found at %s",
		     buf);
	TST_EXP_EXPR(tst_get_path("no-such-prog-here", buf, sizeof(buf)),
		     "a program not on $PATH is not found");
}

static void overlay(void)
{
	if (!ovl_mounted) {
		tst_res(TCONF, "no overlay over %s", OVL_BASE_MNTPOINT);
		return;
	}
	SAFE_FILE_PRINTF(OVL_MNT "/new", "upper");
	TST_EXP_PASS(access(OVL_BASE_MNTPOINT "/upper/new", F_OK),
		     "a file made through %s is in the upper dir", OVL_MNT);
}

static void run(void)
{
	fill();
	path();
	overlay();
}

static void cleanup(void)
{
	if (ovl_mounted)
		SAFE_UMOUNT(OVL_MNT);
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.mntpoint = OVL_BASE_MNTPOINT,
};
