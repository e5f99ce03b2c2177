// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .dev_extra_opts (mmap16 of 2023): the size mkfs gets after the device.
 * ext4 with 1 KiB blocks, 10240 of them, on a device of the default size:
 * the filesystem has 10 MiB.
 */
#include <sys/vfs.h>

#include "tst_test.h"

static void run(void)
{
	struct statfs sf;
	unsigned long long kib;

	if (statfs("mnt", &sf))
		tst_brk(TBROK | TERRNO, "statfs(mnt)");
	kib = (unsigned long long)sf.f_blocks * sf.f_bsize >> 10;
	if (kib > 5120 && kib <= 10240)
		tst_res(TPASS, "the filesystem has %llu KiB of 10240", kib);
	else
		tst_res(TFAIL, "the filesystem has %llu KiB, asked 10240", kib);
}

static struct tst_test test = {
	.test_all = run,
	.mount_device = 1,
	.mntpoint = "mnt",
	.dev_fs_type = "ext4",
	.dev_fs_opts = (const char *const[]){ "-b", "1024", NULL },
	.dev_extra_opts = (const char *const[]){ "10240", NULL },
};
