// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What a test may do with block devices itself: loop devices it attaches
 * to its own files, mount checks, write statistics.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <mntent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/fs.h>
#include <linux/loop.h>
#include <sys/ioctl.h>
#include <sys/stat.h>

#include "tst_test.h"
#include "tst_core.h"
#include "tst_internal.h"
#include "tst_loop.h"

#define SECTOR_SIZE 512

int tst_find_free_loopdev(char *path, size_t path_len)
{
	char why[256], node[64];
	int n, fd;

	n = tst_loop_free(why, sizeof(why));
	if (n < 0) {
		tst_res(TINFO, "no free loop device: %s", why);
		return -1;
	}
	fd = tst_loop_open_node(n, node, sizeof(node));
	if (fd >= 0)
		close(fd);
	if (path && path_len)
		snprintf(path, path_len, "%s", node);
	return n;
}

int tst_attach_device(const char *dev_path, const char *file_path)
{
	int dev_fd, file_fd;

	file_fd = open(file_path, O_RDWR | O_CLOEXEC);
	if (file_fd < 0) {
		tst_res(TWARN | TERRNO, "open('%s') failed", file_path);
		return 1;
	}
	dev_fd = open(dev_path, O_RDWR | O_CLOEXEC);
	if (dev_fd < 0) {
		tst_res(TWARN | TERRNO, "open('%s') failed", dev_path);
		close(file_fd);
		return 1;
	}
	if (ioctl(dev_fd, LOOP_SET_FD, file_fd)) {
		tst_res(TWARN | TERRNO, "ioctl(%s, LOOP_SET_FD, %s) failed",
			dev_path, file_path);
		close(dev_fd);
		close(file_fd);
		return 1;
	}
	close(file_fd);
	if (tst_loop_set_status(dev_fd, file_path))
		tst_res(TWARN | TERRNO, "ioctl(%s, LOOP_SET_STATUS64) failed",
			dev_path);
	close(dev_fd);
	return 0;
}

int tst_detach_device(const char *dev_path)
{
	if (!tst_loop_detach(dev_path))
		return 0;
	tst_res(TWARN | TERRNO, "detaching %s failed", dev_path);
	return 1;
}

/* In parentheses: tst_device.h has a macro of this name. */
int(tst_detach_device_by_fd)(const char *dev_path, int *dev_fd)
{
	/* Our open descriptor would keep the device busy. */
	if (*dev_fd >= 0) {
		close(*dev_fd);
		*dev_fd = -1;
	}
	return tst_detach_device(dev_path);
}

int tst_detach_device_by_fd_val(const char *dev_path, int dev_fd)
{
	return tst_detach_device_by_fd(dev_path, &dev_fd);
}

/* Whether /proc/self/mounts has a mount at path (compared resolved);
 * opts (when not NULL) gets the options of the last, topmost, one. */
struct mount_at {
	char want[PATH_MAX];
	char *opts;
	size_t size;
	int found;
};

/* Never stops the scan: the last entry at the path is the topmost. */
static int note_mount_at(const struct mntent *m, void *data)
{
	struct mount_at *a = data;
	char have[PATH_MAX];

	if (!realpath(m->mnt_dir, have))
		snprintf(have, sizeof(have), "%s", m->mnt_dir);
	if (strcmp(have, a->want))
		return 0;
	if (a->opts)
		snprintf(a->opts, a->size, "%s", m->mnt_opts);
	a->found = 1;
	return 0;
}

static int mount_opts(const char *path, char *opts, size_t size)
{
	struct mount_at a = { .opts = opts, .size = size };

	if (!realpath(path, a.want))
		snprintf(a.want, sizeof(a.want), "%s", path);
	if (tst_mounts_each(note_mount_at, &a) < 0)
		tst_brk(TBROK | TERRNO, "reading /proc/self/mounts");
	return a.found;
}

struct mount_dev {
	char path[PATH_MAX];
	struct stat *st;
	const char *dev;
	int err;
};

static int stat_mount_dev(const struct mntent *m, void *data)
{
	struct mount_dev *d = data;

	if (strcmp(m->mnt_dir, d->path))
		return 0;
	d->dev = strdup(m->mnt_fsname);
	d->err = stat(m->mnt_fsname, d->st) ? errno : 0;
	return 1;
}

void tst_stat_mount_dev(const char *const mnt_path, struct stat *const st)
{
	struct mount_dev d = { .st = st };
	int ret;

	/* The mount table has canonical absolute paths. */
	if (!realpath(mnt_path, d.path))
		snprintf(d.path, sizeof(d.path), "%s", mnt_path);
	ret = tst_mounts_each(stat_mount_dev, &d);

	if (ret < 0)
		tst_brk(TBROK | TERRNO, "reading /proc/self/mounts");
	if (!ret)
		tst_brk(TBROK, "nothing is mounted at %s", mnt_path);
	if (d.err) {
		errno = d.err;
		tst_brk(TBROK | TERRNO, "stat(%s), mounted at %s",
			d.dev ? d.dev : "?", mnt_path);
	}
	free((void *)d.dev);
}

int tst_is_mounted(const char *path)
{
	if (mount_opts(path, NULL, 0))
		return 1;
	tst_res(TINFO, "nothing is mounted at %s", path);
	return 0;
}

int tst_is_mounted_at_tmpdir(const char *path)
{
	const char *tmpdir = tst_core_tmpdir();
	char full[PATH_MAX];

	if (!tmpdir)
		tst_brk(TBROK, "tst_is_mounted_at_tmpdir(): the test has no "
			       "tmpdir");
	snprintf(full, sizeof(full), "%s/%s", tmpdir, path);
	return tst_is_mounted(full);
}

int tst_mount_has_opt(const char *path, const char *opt)
{
	char opts[4096], *tok, *save;

	if (!mount_opts(path, opts, sizeof(opts)))
		tst_brk(TBROK, "nothing is mounted at %s", path);
	for (tok = strtok_r(opts, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		if (!strcmp(tok, opt))
			return 1;
	}
	return 0;
}

int tst_is_mounted_ro(const char *path)
{
	return tst_mount_has_opt(path, "ro");
}

int tst_is_mounted_rw(const char *path)
{
	return tst_mount_has_opt(path, "rw");
}

/* Sectors written to dev since boot (field 7 of /sys/block/DEV/stat). */
static unsigned long sectors_written(const char *dev)
{
	const char *name = strrchr(dev, '/') ? strrchr(dev, '/') + 1 : dev;
	unsigned long v[7];
	char path[PATH_MAX];
	FILE *f;
	int n;

	snprintf(path, sizeof(path), "/sys/block/%s/stat", name);
	f = fopen(path, "r");
	if (!f) {
		tst_brk(TBROK | TERRNO, "reading %s", path);
		return 0;
	}
	n = fscanf(f, "%lu %lu %lu %lu %lu %lu %lu", &v[0], &v[1], &v[2], &v[3],
		   &v[4], &v[5], &v[6]);
	fclose(f);
	if (n != 7) {
		tst_brk(TBROK, "%s: unexpected format", path);
		return 0;
	}
	return v[6];
}

unsigned long tst_dev_bytes_written(const char *dev)
{
	static unsigned long last;
	unsigned long now = sectors_written(dev), delta = now - last;

	last = now;
	return delta * SECTOR_SIZE;
}

void tst_dev_sync(int fd)
{
	if (syncfs(fd))
		tst_brk(TBROK | TERRNO, "syncfs(%d) failed", fd);
}

uint64_t tst_get_device_size(const char *dev_path)
{
	uint64_t bytes = 0;
	int fd = open(dev_path, O_RDONLY | O_CLOEXEC);

	if (fd < 0) {
		tst_brk(TBROK | TERRNO, "open(%s) failed", dev_path);
		return 0;
	}
	if (ioctl(fd, BLKGETSIZE64, &bytes)) {
		close(fd);
		tst_brk(TBROK | TERRNO, "ioctl(%s, BLKGETSIZE64) failed",
			dev_path);
		return 0;
	}
	close(fd);
	return bytes >> 20;
}

int tst_dev_block_size(const char *path)
{
	char dev[PATH_MAX];
	struct stat st;
	int fd, size = 0;

	/* A file or directory: the device its filesystem is on, as the
	 * real call does (tst_device.c of the real library's tests). */
	if (stat(path, &st)) {
		tst_brk(TBROK | TERRNO, "stat(%s) failed", path);
		return 0;
	}
	if (S_ISBLK(st.st_mode))
		snprintf(dev, sizeof(dev), "%s", path);
	else
		(tst_find_backing_dev)(path, dev, sizeof(dev));
	fd = open(dev, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		tst_brk(TBROK | TERRNO, "open(%s) failed", dev);
		return 0;
	}
	if (ioctl(fd, BLKSSZGET, &size)) {
		close(fd);
		tst_brk(TBROK | TERRNO, "ioctl(%s, BLKSSZGET) failed", dev);
		return 0;
	}
	close(fd);
	return size;
}
