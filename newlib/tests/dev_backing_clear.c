// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_find_backing_dev(): the device the mounted mntpoint is on is the
 * test's device, also with the older call without the buffer's size;
 * tst_dev_block_size() of the mntpoint is the device's logical block size
 * (the real library's tst_device.c test asks it of a mounted directory).
 * -c: tst_clear_device() zeroes the start of the device
 * (unmounted) where a filesystem was (made and mounted again after); -t:
 * a tmpfs path has no block device (TBROK).
 */
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <linux/fs.h>

#include "tst_test.h"
#include "tst_device.h"

#define MNT "mntpoint"

static char *clear, *tmpfs;
static int tmpfs_mounted;

static void check_clear(void)
{
	char buf[4096], zeros[4096] = { 0 };
	int fd;

	SAFE_UMOUNT(MNT);
	fd = SAFE_OPEN(tst_device->dev, O_RDONLY);
	SAFE_PREAD(1, fd, buf, sizeof(buf), 0);
	TST_EXP_EXPR(memcmp(buf, zeros, sizeof(buf)),
		     "the formatted device starts with data");
	TST_EXP_PASS(tst_clear_device(tst_device->dev));
	SAFE_PREAD(1, fd, buf, sizeof(buf), 0);
	TST_EXP_EXPR(!memcmp(buf, zeros, sizeof(buf)),
		     "its first 4 KiB are zero after tst_clear_device()");
	SAFE_CLOSE(fd);
	TST_EXP_FAIL(tst_clear_device("no-such-device"), ENOENT);
	SAFE_MKFS(tst_device->dev, tst_device->fs_type, NULL, NULL);
	SAFE_MOUNT(tst_device->dev, MNT, tst_device->fs_type, 0, NULL);
}

static void run(void)
{
	char dev[128];
	int fd, size = 0;

	if (tmpfs) {
		SAFE_MKDIR("t", 0700);
		SAFE_MOUNT("tmpfs", "t", "tmpfs", 0, NULL);
		tmpfs_mounted = 1;
		tst_find_backing_dev("t", dev, sizeof(dev));
		tst_res(TFAIL, "tmpfs is backed by %s", dev);
		return;
	}
	if (clear) {
		check_clear();
		return;
	}
	tst_find_backing_dev(MNT, dev, sizeof(dev));
	TST_EXP_EXPR(!strcmp(dev, tst_device->dev), "%s is on %s", MNT, dev);
	/* The form without the size, as ioctl_loop05 calls it. */
	memset(dev, 0, sizeof(dev));
	tst_find_backing_dev(MNT, dev);
	TST_EXP_EXPR(!strcmp(dev, tst_device->dev),
		     "without the size too: %s is on %s", MNT, dev);
	fd = SAFE_OPEN(tst_device->dev, O_RDONLY);
	SAFE_IOCTL(fd, BLKSSZGET, &size);
	SAFE_CLOSE(fd);
	TST_EXP_EQ_LI(tst_dev_block_size(MNT), size);
	TST_EXP_EQ_LI(tst_dev_block_size(tst_device->dev), size);
}

static void cleanup(void)
{
	if (tmpfs_mounted)
		SAFE_UMOUNT("t");
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = cleanup,
	.needs_root = 1,
	.mount_device = 1,
	.mntpoint = MNT,
	.options =
		(struct tst_option[]){
			{ "c", &clear, "tst_clear_device() on the device" },
			{ "t", &tmpfs, "a path on tmpfs" },
			{} },
};
