// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_device.h for a test that handles loop devices itself: a free one,
 * attached to an image of its own, written to (tst_dev_bytes_written()),
 * mounted and checked with tst_is_mounted(), synced, detached while the
 * test holds it open (tst_detach_device_by_fd()), attached again and
 * detached by the older form that passes the descriptor by value.
 */
#include <stdio.h>
#include <stdint.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <linux/fs.h>
#include <linux/loop.h>
#include "tst_test.h"

static char dev[64];
static int attached, mounted;

static void run(void)
{
	char buf[4096] = { 1 };
	struct loop_info64 info;
	uint64_t size;
	int fd, dev_fd;

	TST_EXP_EXPR(tst_find_free_loopdev(dev, sizeof(dev)) >= 0,
		     "free loop device %s", dev);
	tst_fill_file("img", 0, 1024 * 1024, 16);
	TST_EXP_PASS(tst_attach_device(dev, "img"));
	attached = 1;
	SAFE_MKFS(dev, "ext2", NULL, NULL);
	SAFE_MKDIR("mnt", 0700);
	SAFE_MOUNT(dev, "mnt", "ext2", 0, NULL);
	mounted = 1;
	TST_EXP_EXPR(tst_is_mounted("mnt"), "mnt is mounted");
	tst_dev_bytes_written(dev);
	fd = SAFE_OPEN("mnt/f", O_CREAT | O_WRONLY, 0600);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, buf, sizeof(buf));
	tst_dev_sync(fd);
	SAFE_CLOSE(fd);
	TST_EXP_EXPR(tst_dev_bytes_written(dev) >= sizeof(buf),
		     "the write reached the device");
	TST_EXP_EQ_LU(tst_get_device_size(dev), 16);
	SAFE_UMOUNT("mnt");
	mounted = 0;
	TST_EXP_EXPR(!tst_is_mounted("mnt"), "mnt is not mounted");
	dev_fd = SAFE_OPEN(dev, O_RDONLY);
	TST_EXP_PASS(tst_detach_device_by_fd(dev, &dev_fd));
	attached = 0;
	TST_EXP_EQ_LI(dev_fd, -1);

	TST_EXP_PASS(tst_attach_device(dev, "img"));
	attached = 1;
	dev_fd = SAFE_OPEN(dev, O_RDONLY);
	TST_EXP_PASS(tst_detach_device_by_fd(dev, dev_fd));
	attached = 0;
	TST_EXP_FAIL(ioctl(dev_fd, BLKGETSIZE64, &size), EBADF,
		     "the descriptor passed by value is closed");
	dev_fd = SAFE_OPEN(dev, O_RDONLY);
	TST_EXP_FAIL(ioctl(dev_fd, LOOP_GET_STATUS64, &info), ENXIO,
		     "%s is detached", dev);
	SAFE_CLOSE(dev_fd);
}

static void cleanup(void)
{
	if (mounted)
		tst_umount("mnt");
	if (attached)
		tst_detach_device(dev);
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.needs_cmds = (struct tst_cmd[]){ { .cmd = "mkfs.ext2" }, {} },
};
