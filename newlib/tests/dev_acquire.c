// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The old API's device calls made by the test process itself: acquire,
 * mkfs, mount, umount, release. -c: crash before releasing; the library
 * must find the loop device over a file in the tmpdir and detach it.
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>

#include "tst_test.h"

static char *crash;

static int backing_file_of(const char *dev, char *buf, size_t size)
{
	char path[128];
	FILE *f;
	int ok;

	snprintf(path, sizeof(path), "/sys/block/%s/loop/backing_file",
		 strrchr(dev, '/') + 1);
	f = fopen(path, "r");
	if (!f)
		return 0;
	ok = fgets(buf, size, f) != NULL;
	fclose(f);
	return ok;
}

static void run(void)
{
	struct rlimit no_core = { 0, 0 };
	const char *dev;
	char back[4096];

	dev = tst_acquire_device_(__FILE__, __LINE__, NULL, 32);
	if (!dev)
		tst_brk(TCONF, "no device");
	tst_res(TINFO, "tmpdir %s device %s", tst_get_tmpdir_path(), dev);
	if (backing_file_of(dev, back, sizeof(back)) &&
	    strstr(back, tst_get_tmpdir_path()))
		tst_res(TPASS, "%s is backed by a file in the tmpdir", dev);
	else
		tst_res(TFAIL, "%s is not backed by a file in the tmpdir", dev);
	SAFE_MKFS(dev, tst_dev_fs_type(), NULL, NULL);
	SAFE_MKDIR("mnt", 0755);
	SAFE_MOUNT(dev, "mnt", tst_dev_fs_type(), 0, NULL);
	if (crash) {
		setrlimit(RLIMIT_CORE, &no_core);
		/* A real crash, even under a sanitizer's handler. */
		signal(SIGSEGV, SIG_DFL);
		raise(SIGSEGV);
	}
	if (tst_umount("mnt"))
		tst_res(TFAIL | TERRNO, "tst_umount(mnt)");
	if (tst_release_device_(__FILE__, __LINE__, dev))
		tst_res(TFAIL, "tst_release_device_ failed");
	else if (backing_file_of(dev, back, sizeof(back)))
		tst_res(TFAIL, "%s still backed by %s", dev, back);
	else
		tst_res(TPASS, "%s released", dev);
	if (tst_umount("mnt") && errno == EINVAL)
		tst_res(TPASS | TERRNO, "tst_umount of a non-mount fails");
	else
		tst_res(TFAIL | TERRNO, "tst_umount of a non-mount");
}

static struct tst_option options[] = {
	{ "c", &crash, "crash with the device mounted" },
	{},
};

static struct tst_test test = {
	.test_all = run,
	.options = options,
	.needs_tmpdir = 1,
	.needs_root = 1,
};
