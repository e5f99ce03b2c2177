// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * copy_file_range(): with offset pointers it copies the range, advances the
 * pointers and leaves the file positions alone; with NULL offsets it uses
 * and advances the file positions; at the end of the source it returns 0;
 * it refuses flags (EINVAL), a read-only or O_APPEND destination (EBADF),
 * a directory (EISDIR) and an overlapping range of one file (EINVAL).
 *
 * Variant 0 goes through the libc wrapper, variant 1 through the raw
 * system call.
 */
#include <errno.h>
#include <string.h>
#include "tst_test.h"
#include "native_sys.h"

#define SRC_SIZE 65536

static int src = -1, dst = -1, rdonly = -1, append = -1, dir = -1;
static char data[SRC_SIZE];

static long cfr(int fd_in, off_t *off_in, int fd_out, off_t *off_out,
		size_t len, unsigned int flags)
{
	if (tst_variant)
		return sys_copy_file_range(fd_in, off_in, fd_out, off_out, len,
					   flags);
	return copy_file_range(fd_in, off_in, fd_out, off_out, len, flags);
}

static void check_content(off_t dst_off, off_t src_off, size_t len)
{
	char buf[SRC_SIZE];

	SAFE_PREAD(1, dst, buf, len, dst_off);
	if (memcmp(buf, data + src_off, len))
		tst_res(TFAIL,
			"destination bytes at %lld differ from the "
			"source at %lld",
			(long long)dst_off, (long long)src_off);
	else
		tst_res(TPASS, "%zu bytes copied from %lld to %lld", len,
			(long long)src_off, (long long)dst_off);
}

static void check_with_offsets(void)
{
	off_t in = 1000, out = 5000;

	SAFE_FTRUNCATE(dst, 0);
	SAFE_LSEEK(src, 7, SEEK_SET);
	SAFE_LSEEK(dst, 9, SEEK_SET);
	TST_EXP_VAL(cfr(src, &in, dst, &out, 10000, 0), 10000,
		    "copy of 10000 bytes with offset pointers");
	TST_EXP_EQ_LI(in, 11000);
	TST_EXP_EQ_LI(out, 15000);
	TST_EXP_EQ_LI(SAFE_LSEEK(src, 0, SEEK_CUR), 7);
	TST_EXP_EQ_LI(SAFE_LSEEK(dst, 0, SEEK_CUR), 9);
	check_content(5000, 1000, 10000);

	in = SRC_SIZE;
	TST_EXP_VAL(cfr(src, &in, dst, &out, 100, 0), 0,
		    "copy starting at the end of the source");
}

static void check_with_positions(void)
{
	SAFE_FTRUNCATE(dst, 0);
	SAFE_LSEEK(src, 300, SEEK_SET);
	SAFE_LSEEK(dst, 0, SEEK_SET);
	TST_EXP_VAL(cfr(src, NULL, dst, NULL, 4096, 0), 4096,
		    "copy of 4096 bytes at the file positions");
	TST_EXP_EQ_LI(SAFE_LSEEK(src, 0, SEEK_CUR), 4396);
	TST_EXP_EQ_LI(SAFE_LSEEK(dst, 0, SEEK_CUR), 4096);
	check_content(0, 300, 4096);
}

static void check_errors(void)
{
	off_t in = 0, out = 100;

	TST_EXP_FAIL(cfr(src, NULL, dst, NULL, 10, 1), EINVAL, "flags 1");
	TST_EXP_FAIL(cfr(src, NULL, rdonly, NULL, 10, 0), EBADF,
		     "read-only destination");
	TST_EXP_FAIL(cfr(src, NULL, append, NULL, 10, 0), EBADF,
		     "O_APPEND destination");
	TST_EXP_FAIL(cfr(dir, NULL, dst, NULL, 10, 0), EISDIR,
		     "directory as the source");
	TST_EXP_FAIL(cfr(src, &in, src, &out, 200, 0), EINVAL,
		     "overlapping ranges of one file");
}

static void run(void)
{
	check_with_offsets();
	check_with_positions();
	check_errors();
}

static void setup(void)
{
	size_t i;

	for (i = 0; i < SRC_SIZE; i++)
		data[i] = i * 7 + i / 251;

	src = SAFE_OPEN("src", O_RDWR | O_CREAT | O_TRUNC, 0644);
	SAFE_WRITE(1, src, data, SRC_SIZE);
	SAFE_LSEEK(src, 0, SEEK_SET);
	dst = SAFE_OPEN("dst", O_RDWR | O_CREAT | O_TRUNC, 0644);
	rdonly = SAFE_OPEN("dst", O_RDONLY);
	append = SAFE_OPEN("dst", O_WRONLY | O_APPEND);
	/* setup runs once per variant in the same tmpdir */
	if (mkdir("dir", 0755) && errno != EEXIST)
		tst_brk(TBROK | TERRNO, "mkdir(dir)");
	dir = SAFE_OPEN("dir", O_RDONLY | O_DIRECTORY);
	tst_res(TINFO, "variant %u: %s", tst_variant,
		tst_variant ? "raw copy_file_range system call" :
			      "libc copy_file_range()");
}

static void cleanup(void)
{
	int *fds[] = { &src, &dst, &rdonly, &append, &dir };
	size_t i;

	for (i = 0; i < ARRAY_SIZE(fds); i++) {
		if (*fds[i] != -1)
			SAFE_CLOSE(*fds[i]);
	}
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.test_variants = 2,
	.needs_tmpdir = 1,
};
