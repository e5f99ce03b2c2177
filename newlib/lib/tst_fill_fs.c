// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_fill_fs(): fill a filesystem until it has no space left, as tests
 * that check behaviour on a full filesystem need it, in the two ways the
 * real library fills one.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/statvfs.h>
#include <sys/uio.h>
#include <unistd.h>

#include "tst_test.h"
#include "tst_rand_data.h"

/* Largest file TST_FILL_RANDOM makes (its sizes are random below it). */
#define FILL_FILE_MAX (100 * 1024 * 1024)

/* Write calls TST_FILL_BLOCKS makes in a row that fail for lack of space
 * before it takes the filesystem as full. */
#define FILL_TRIES 3

/*
 * Write len bytes of the data to fd; 1 when the filesystem is full. A
 * write that finds no space is tried again after an fsync() with half as
 * much, while that is still half a block: delayed allocation may hold
 * space back that writeback returns.
 */
static int fill_file(const char *name, int fd, size_t len, size_t bsize)
{
	ssize_t ret;
	int err;

	while (len) {
		ret = write(fd, tst_rand_data, MIN(len, tst_rand_data_len));
		if (ret >= 0) {
			len -= ret;
			continue;
		}
		err = errno;
		if (err == ENOSPC && len >= bsize / 2) {
			SAFE_FSYNC(fd);
			len /= 2;
			continue;
		}
		errno = err;
		if (err != ENOSPC)
			tst_brk(TBROK | TERRNO, "write() to %s failed", name);
		else
			tst_res(TINFO | TERRNO, "write() to %s", name);
		return 1;
	}
	return 0;
}

/* Files path/file0, path/file1 ... of random sizes, each written from its
 * start, until a create or a write finds the filesystem full. */
static void fill_random(const char *path, int verbose)
{
	char name[PATH_MAX];
	struct statvfs sv;
	unsigned int nr;
	size_t len;
	int fd, full;

	if (statvfs(path, &sv))
		tst_brk(TBROK | TERRNO, "statvfs(%s) failed", path);
	for (nr = 0;; nr++) {
		len = (size_t)random() % FILL_FILE_MAX;
		snprintf(name, sizeof(name), "%s/file%u", path, nr);
		if (verbose)
			tst_res(TINFO, "Creating file %s size %zu", name, len);
		fd = open(name, O_WRONLY | O_CREAT, 0700);
		if (fd < 0) {
			if (errno != ENOSPC)
				tst_brk(TBROK | TERRNO, "open(%s) failed",
					name);
			else
				tst_res(TINFO | TERRNO, "open(%s)", name);
			return;
		}
		full = fill_file(name, fd, len, sv.f_bsize);
		SAFE_CLOSE(fd);
		if (full)
			return;
	}
}

/* One file, path/AOF, grown by vectored writes of whole copies of the
 * data until FILL_TRIES of them in a row find no space. */
static void fill_blocks(const char *path, int verbose)
{
	char name[PATH_MAX];
	struct iovec iov[512];
	int fd, tries = FILL_TRIES;
	size_t i;

	snprintf(name, sizeof(name), "%s/AOF", path);
	fd = open(name, O_WRONLY | O_CREAT, 0600);
	if (fd < 0) {
		if (errno != ENOSPC)
			tst_brk(TBROK | TERRNO, "open(%s) failed", name);
		else
			tst_res(TINFO | TERRNO, "open(%s)", name);
		return;
	}
	for (i = 0; i < ARRAY_SIZE(iov); i++) {
		iov[i].iov_base = (void *)tst_rand_data;
		iov[i].iov_len = tst_rand_data_len;
	}
	while (tries) {
		if (writev(fd, iov, ARRAY_SIZE(iov)) >= 0) {
			tries = FILL_TRIES;
			continue;
		}
		if (errno != ENOSPC)
			tst_brk(TBROK | TERRNO, "writev() to %s failed", name);
		if (verbose)
			tst_res(TINFO | TERRNO, "writev() to %s", name);
		tries--;
	}
	SAFE_CLOSE(fd);
}

void tst_fill_fs(const char *path, int verbose,
		 enum tst_fill_access_pattern pattern)
{
	if (pattern == TST_FILL_BLOCKS)
		fill_blocks(path, verbose);
	else
		fill_random(path, verbose);
}
