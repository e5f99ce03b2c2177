// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fallocate() on a real ext4 filesystem (a loop device): mode 0 allocates
 * blocks and extends the size, and the filesystem's free block count
 * drops by at least as much; FALLOC_FL_KEEP_SIZE allocates past the end
 * without changing the size; FALLOC_FL_PUNCH_HOLE frees the blocks and
 * reads back zeros; FALLOC_FL_ZERO_RANGE zeroes data in place; and the
 * errors: PUNCH_HOLE without KEEP_SIZE (EOPNOTSUPP), a negative length
 * (EINVAL), more than the filesystem holds (ENOSPC), a read-only fd
 * (EBADF), a pipe (ESPIPE).
 */
#include <errno.h>
#include <string.h>
#include <sys/statvfs.h>
#include "tst_test.h"

#define MNTPOINT "mntpoint"
#define FILE_PATH MNTPOINT "/file"
#define MB (1 << 20)

static int fd = -1;

static unsigned long long free_bytes(void)
{
	struct statvfs sv;

	if (fsync(fd) || statvfs(MNTPOINT, &sv))
		tst_brk(TBROK | TERRNO, "fsync() or statvfs(%s)", MNTPOINT);
	return (unsigned long long)sv.f_bfree * sv.f_frsize;
}

static long long allocated(void)
{
	struct stat st;

	SAFE_FSTAT(fd, &st);
	return st.st_blocks * 512LL;
}

static int all_zero(off_t off, size_t len)
{
	static char buf[MB];
	size_t i;

	SAFE_PREAD(1, fd, buf, len, off);
	for (i = 0; i < len; i++) {
		if (buf[i])
			return 0;
	}
	return 1;
}

static void check_allocate(void)
{
	unsigned long long before = free_bytes(), after;
	struct stat st;

	TST_EXP_PASS(fallocate(fd, 0, 0, MB), "fallocate(0, 1 MiB)");
	SAFE_FSTAT(fd, &st);
	TST_EXP_EQ_LI(st.st_size, MB);
	TST_EXP_EQ_LI(allocated() >= MB, 1);

	after = free_bytes();
	if (before - after < MB)
		tst_res(TFAIL, "free space dropped by %llu bytes only",
			before - after);
	else
		tst_res(TPASS, "free space dropped by %llu bytes",
			before - after);

	TST_EXP_PASS(fallocate(fd, FALLOC_FL_KEEP_SIZE, MB, MB),
		     "fallocate(KEEP_SIZE, 1 MiB past the end)");
	SAFE_FSTAT(fd, &st);
	TST_EXP_EQ_LI(st.st_size, MB);
	TST_EXP_EQ_LI(allocated() >= 2 * MB, 1);
}

static void check_punch_zero(void)
{
	static char data[MB];
	long long blocks;

	memset(data, 'd', MB);
	SAFE_PWRITE(1, fd, data, MB, 0);
	blocks = allocated();

	TST_EXP_PASS(fallocate(fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE,
			       0, MB / 2),
		     "punching a hole in the first 512 KiB");
	if (blocks - allocated() < MB / 2)
		tst_res(TFAIL, "punching freed %lld bytes, expected %d",
			blocks - allocated(), MB / 2);
	else
		tst_res(TPASS, "punching freed %lld bytes",
			blocks - allocated());
	TST_EXP_EQ_LI(all_zero(0, MB / 2), 1);
	TST_EXP_EQ_LI(all_zero(MB / 2, MB / 2), 0);

	TST_EXP_PASS(fallocate(fd, FALLOC_FL_ZERO_RANGE, MB / 2, MB / 4),
		     "zeroing 256 KiB of data");
	TST_EXP_EQ_LI(all_zero(MB / 2, MB / 4), 1);
	TST_EXP_EQ_LI(all_zero(3 * MB / 4, MB / 4), 0);
}

static void check_errors(void)
{
	int pipefd[2], rfd;

	TST_EXP_FAIL(fallocate(fd, FALLOC_FL_PUNCH_HOLE, 0, MB), EOPNOTSUPP,
		     "PUNCH_HOLE without KEEP_SIZE");
	TST_EXP_FAIL(fallocate(fd, 0, 0, -1), EINVAL, "length -1");
	TST_EXP_FAIL(fallocate(fd, 0, 0, 1LL << 30), ENOSPC,
		     "1 GiB on a 64 MiB filesystem");

	rfd = SAFE_OPEN(FILE_PATH, O_RDONLY);
	TST_EXP_FAIL(fallocate(rfd, 0, 0, MB), EBADF, "read-only fd");
	SAFE_CLOSE(rfd);

	SAFE_PIPE(pipefd);
	TST_EXP_FAIL(fallocate(pipefd[1], 0, 0, MB), ESPIPE, "pipe");
	SAFE_CLOSE(pipefd[0]);
	SAFE_CLOSE(pipefd[1]);
}

static void run(void)
{
	fd = SAFE_OPEN(FILE_PATH, O_RDWR | O_CREAT | O_TRUNC, 0644);
	check_allocate();
	check_punch_zero();
	check_errors();
	SAFE_CLOSE(fd);
	SAFE_UNLINK(FILE_PATH);
}

static void cleanup(void)
{
	if (fd != -1)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_device = 1,
	.format_device = 1,
	.mount_device = 1,
	.mntpoint = MNTPOINT,
	.dev_fs_type = "ext4",
};
