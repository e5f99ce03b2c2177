// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * statx(): the basic fields agree with fstat() of the same file (inode,
 * device numbers, size, blocks, mode, links, owner, times to the
 * nanosecond) and stx_mask says they are filled; AT_SYMLINK_NOFOLLOW
 * reports the link itself; AT_EMPTY_PATH reports the fd; a birth time, when
 * the filesystem has one, is not after the change time; and the errors:
 * ENOENT, a reserved mask bit and both sync flags at once (EINVAL).
 *
 * Variant 0 goes through the libc wrapper, variant 1 through the raw
 * system call.
 */
#include <errno.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include "tst_test.h"
#include "native_sys.h"

#define SIZE 4097

static int fd = -1;

static int do_statx(int dirfd, const char *path, int flags, unsigned int mask,
		    struct statx *stx)
{
	if (tst_variant)
		return sys_statx(dirfd, path, flags, mask, stx);
	return statx(dirfd, path, flags, mask, stx);
}

static int ts_eq(const struct statx_timestamp *a, const struct timespec *b)
{
	return a->tv_sec == b->tv_sec && a->tv_nsec == (__u32)b->tv_nsec;
}

static void check_basic(void)
{
	struct statx stx;
	struct stat st;

	TST_EXP_PASS(do_statx(AT_FDCWD, "file", 0, STATX_BASIC_STATS, &stx));
	if (!TST_PASS)
		return;
	SAFE_FSTAT(fd, &st);

	TST_EXP_EQ_LI(stx.stx_mask & STATX_BASIC_STATS, STATX_BASIC_STATS);
	TST_EXP_EQ_LI(stx.stx_ino, st.st_ino);
	TST_EXP_EQ_LI(makedev(stx.stx_dev_major, stx.stx_dev_minor), st.st_dev);
	TST_EXP_EQ_LI(stx.stx_size, SIZE);
	TST_EXP_EQ_LI(stx.stx_blocks, st.st_blocks);
	TST_EXP_EQ_LI(stx.stx_mode, S_IFREG | 0640);
	TST_EXP_EQ_LI(stx.stx_nlink, 1);
	TST_EXP_EQ_LI(stx.stx_uid, geteuid());
	TST_EXP_EQ_LI(stx.stx_blksize, st.st_blksize);

	if (ts_eq(&stx.stx_mtime, &st.st_mtim) &&
	    ts_eq(&stx.stx_ctime, &st.st_ctim) &&
	    ts_eq(&stx.stx_atime, &st.st_atim))
		tst_res(TPASS, "atime, mtime and ctime equal fstat()'s");
	else
		tst_res(TFAIL, "statx() and fstat() times differ");
}

static void check_btime(void)
{
	struct statx stx;

	if (do_statx(AT_FDCWD, "file", 0, STATX_BTIME | STATX_CTIME, &stx))
		tst_brk(TBROK | TERRNO, "statx(STATX_BTIME)");
	if (!(stx.stx_mask & STATX_BTIME)) {
		tst_res(TCONF, "the filesystem has no birth time");
		return;
	}
	if (stx.stx_btime.tv_sec > stx.stx_ctime.tv_sec ||
	    (stx.stx_btime.tv_sec == stx.stx_ctime.tv_sec &&
	     stx.stx_btime.tv_nsec > stx.stx_ctime.tv_nsec))
		tst_res(TFAIL, "birth time is after the change time");
	else
		tst_res(TPASS, "birth time is not after the change time");
}

static void check_flags(void)
{
	struct statx stx;

	TST_EXP_PASS(do_statx(AT_FDCWD, "link", AT_SYMLINK_NOFOLLOW,
			      STATX_BASIC_STATS, &stx));
	TST_EXP_EQ_LI(S_ISLNK(stx.stx_mode), 1);
	TST_EXP_EQ_LI(stx.stx_size, 4);

	TST_EXP_PASS(do_statx(AT_FDCWD, "link", 0, STATX_BASIC_STATS, &stx));
	TST_EXP_EQ_LI(S_ISREG(stx.stx_mode), 1);

	TST_EXP_PASS(do_statx(fd, "", AT_EMPTY_PATH, STATX_SIZE, &stx));
	TST_EXP_EQ_LI(stx.stx_size, SIZE);
}

static void check_errors(void)
{
	struct statx stx;

	TST_EXP_FAIL(do_statx(AT_FDCWD, "missing", 0, STATX_BASIC_STATS, &stx),
		     ENOENT, "statx() of a missing file");
	TST_EXP_FAIL(do_statx(AT_FDCWD, "file", 0, 0x80000000U, &stx), EINVAL,
		     "statx() with mask STATX__RESERVED");
	TST_EXP_FAIL(do_statx(AT_FDCWD, "file",
			      AT_STATX_FORCE_SYNC | AT_STATX_DONT_SYNC,
			      STATX_BASIC_STATS, &stx),
		     EINVAL, "statx() with both sync flags");
}

static void run(void)
{
	check_basic();
	check_btime();
	check_flags();
	check_errors();
}

static void setup(void)
{
	char buf[SIZE] = { 0 };

	umask(0);
	fd = SAFE_OPEN("file", O_RDWR | O_CREAT | O_TRUNC, 0640);
	SAFE_WRITE(1, fd, buf, SIZE);
	fsync(fd);
	/* setup runs once per variant in the same tmpdir */
	if (symlink("file", "link") && errno != EEXIST)
		tst_brk(TBROK | TERRNO, "symlink(file, link)");
	tst_res(TINFO, "variant %u: %s", tst_variant,
		tst_variant ? "raw statx system call" : "libc statx()");
}

static void cleanup(void)
{
	if (fd != -1)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.test_variants = 2,
	.needs_tmpdir = 1,
};
