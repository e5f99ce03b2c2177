// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .all_filesystems with .format_device and no .mount_device: each run gets
 * the device formatted with the filesystem it names and nothing mounted at
 * the mntpoint; the test mounts it itself and unmounts it (a mount07-like
 * test, which got EBUSY when the library had mounted it already).
 */
#include <sys/mount.h>
#include "tst_test.h"

#define MNT "mnt"

static void run(void)
{
	const char *src = strcmp(tst_device->fs_type, "tmpfs") ?
				  tst_device->dev :
				  "tmpfs";

	TST_EXP_EXPR(!tst_is_mounted_at_tmpdir(MNT),
		     "nothing mounted at " MNT " on %s", tst_device->fs_type);
	TST_EXP_PASS(mount(src, MNT, tst_device->fs_type, 0, NULL),
		     "the test mounts %s itself", tst_device->fs_type);
	if (TST_PASS)
		SAFE_UMOUNT(MNT);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.format_device = 1,
	.mntpoint = MNT,
	.all_filesystems = 1,
	.skip_filesystems = (const char *const[]){ "xfs", "btrfs", NULL },
};
