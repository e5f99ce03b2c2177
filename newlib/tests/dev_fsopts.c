// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .dev_fs_type, .dev_fs_opts and .dev_min_size reach mkfs: ext4 with
 * 1 KiB blocks on a device of 100 MiB.
 */
#include <string.h>
#include <sys/vfs.h>

#include "tst_test.h"

static const char *const good_opts[] = { "-b", "1024", NULL };

static void run(void)
{
	struct statfs sf;
	unsigned long long mib;

	if (statfs("mnt", &sf))
		tst_brk(TBROK | TERRNO, "statfs(mnt)");
	if (sf.f_bsize == 1024)
		tst_res(TPASS, "block size is 1024 as asked");
	else
		tst_res(TFAIL, "block size is %ld, asked 1024",
			(long)sf.f_bsize);
	if (!strcmp(tst_device->fs_type, "ext4"))
		tst_res(TPASS, "tst_device->fs_type is ext4");
	else
		tst_res(TFAIL, "tst_device->fs_type is %s",
			tst_device->fs_type);
	mib = (unsigned long long)sf.f_blocks * sf.f_bsize >> 20;
	if (tst_device->size == 100 && mib > 64 && mib <= 100)
		tst_res(TPASS, "the filesystem has %llu MiB of 100", mib);
	else
		tst_res(TFAIL, "the filesystem has %llu MiB, device %u MiB",
			mib, tst_device->size);
}

static struct tst_test test = {
	.test_all = run,
	.mount_device = 1,
	.mntpoint = "mnt",
	.dev_fs_type = "ext4",
	.dev_fs_opts = good_opts,
	.dev_min_size = 100,
};
