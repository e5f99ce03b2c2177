// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * struct tst_fs's mount_check_support: ext2 mounted with an option it does
 * not know is TCONF for ext2 with it set, and the test goes on to ext4,
 * which mounts and runs; ext3 with the same option and without it is
 * TBROK.
 */
#include "tst_test.h"

static void run(void)
{
	tst_res(TPASS, "running on %s", tst_device->fs_type);
}

static struct tst_test test = {
	.test_all = run,
	.mount_device = 1,
	.mntpoint = "mnt",
	.filesystems = (struct tst_fs[]){ { .type = "ext2",
					    .mnt_data = "no_such_option",
					    .mount_check_support = 1 },
					  { .type = "ext4" },
					  { .type = "ext3",
					    .mnt_data = "no_such_option" },
					  {} },
};
