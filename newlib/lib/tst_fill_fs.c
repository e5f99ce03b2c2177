// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_fill_fs(): fill a filesystem with files until it has no space left,
 * as tests that check behaviour on a full filesystem need it.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include "tst_test.h"

/* Largest file made; the filesystem fills with as many as it takes. */
#define FILL_FILE_MAX (64 * 1024 * 1024)

static int is_full(int err)
{
	return err == ENOSPC || err == EDQUOT || err == EFBIG;
}

/*
 * Write block n of the file; 1 when the filesystem is full. On ENOSPC the
 * file is synced and half as much tried again, down to half a block, as
 * the real library does: delayed allocation may hold back blocks that
 * writeback gives (or takes), and the filesystem must really be full.
 */
static int put_block(const char *name, int fd, const char *buf, size_t bs,
		     size_t n)
{
	size_t len = bs;
	ssize_t ret;

	for (;;) {
		ret = pwrite(fd, buf, len, (off_t)(n * bs));
		if (ret == (ssize_t)len)
			return 0;
		if (ret >= 0)
			return 1;
		if (!is_full(errno))
			tst_brk(TBROK | TERRNO, "pwrite() to %s failed", name);
		if (len <= bs / 2)
			return 1;
		SAFE_FSYNC(fd);
		len /= 2;
	}
}

/* The order blocks are written in: in a row, or shuffled. */
static void block_order(size_t *order, size_t nblocks,
			enum tst_fill_access_pattern pattern)
{
	size_t i, j, tmp;

	for (i = 0; i < nblocks; i++)
		order[i] = i;
	if (pattern != TST_FILL_RANDOM)
		return;
	for (i = nblocks - 1; i > 0; i--) {
		j = (size_t)random() % (i + 1);
		tmp = order[i];
		order[i] = order[j];
		order[j] = tmp;
	}
}

/* Make one file of nblocks blocks; 1 when the filesystem filled up. */
static int fill_file(const char *name, char *buf, size_t bs, size_t nblocks,
		     enum tst_fill_access_pattern pattern)
{
	size_t *order, i;
	int fd, full = 0;

	fd = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd < 0) {
		if (is_full(errno))
			return 1;
		tst_brk(TBROK | TERRNO, "open(%s) failed", name);
	}
	order = SAFE_MALLOC(nblocks * sizeof(*order));
	block_order(order, nblocks, pattern);
	for (i = 0; i < nblocks && !full; i++)
		full = put_block(name, fd, buf, bs, order[i]);
	free(order);
	SAFE_CLOSE(fd);
	return full;
}

/*
 * Full once written back: the files of earlier rounds may still hold
 * space for delayed allocation that writeback gives back (ext4 reserves
 * for the worst case), so the filesystem is synced and, while blocks came
 * free, filled again (a few rounds at most).
 */
static int settled_full(const char *path, unsigned int *rounds)
{
	struct statvfs sv;

	sync();
	if (statvfs(path, &sv))
		tst_brk(TBROK | TERRNO, "statvfs(%s) failed", path);
	return !sv.f_bavail || ++*rounds >= 8;
}

void tst_fill_fs(const char *path, int verbose,
		 enum tst_fill_access_pattern pattern)
{
	char name[PATH_MAX];
	struct statvfs sv;
	size_t bs, nblocks, i;
	unsigned int nr, rounds = 0;
	char *buf;

	if (statvfs(path, &sv))
		tst_brk(TBROK | TERRNO, "statvfs(%s) failed", path);
	bs = sv.f_bsize ? sv.f_bsize : 4096;
	if (bs > 1024 * 1024)
		bs = 1024 * 1024;
	buf = SAFE_MALLOC(bs);
	for (i = 0; i < bs; i++)
		buf[i] = random();
	for (nr = 0;; nr++) {
		nblocks = 1 + (size_t)random() % (FILL_FILE_MAX / bs);
		snprintf(name, sizeof(name), "%s/file%u", path, nr);
		if (verbose)
			tst_res(TINFO, "Creating file %s size %zu", name,
				nblocks * bs);
		if (fill_file(name, buf, bs, nblocks, pattern) &&
		    settled_full(path, &rounds))
			break;
	}
	free(buf);
	if (verbose)
		tst_res(TINFO, "%s is full after %u files", path, nr + 1);
}
