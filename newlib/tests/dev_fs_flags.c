// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .dev_fs_flags = TST_FS_SKIP_FUSE (fsmount02, move_mount02, open_tree02 of
 * 2020-2023): with .all_filesystems the test still runs on every filesystem
 * the kernel mounts here, since newlib runs none through FUSE.
 */
#include "tst_test.h"

#define MNT "mntpoint"

static void run(void)
{
	tst_res(TINFO, "running on %s", tst_device->fs_type);
	TST_EXP_EQ_LI(tst_device->is_fuse, 0);
	TST_EXP_EQ_LI(tst_fs_is_supported(tst_device->fs_type), TST_FS_KERNEL);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.mount_device = 1,
	.mntpoint = MNT,
	.all_filesystems = 1,
	.dev_fs_flags = TST_FS_SKIP_FUSE,
};
