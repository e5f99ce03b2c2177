// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .needs_overlay: the test's device is mounted at OVL_BASE_MNTPOINT and an
 * overlay of OVL_LOWER and OVL_UPPER at OVL_MNT before setup; a file the
 * library put in the lower layer shows through it, one the test writes
 * there lands in the upper layer. The library unmounts both after it.
 */
#include "tst_test.h"

static void setup(void)
{
	/* As real tests do: remount after filling the lower layer. */
	SAFE_UMOUNT(OVL_MNT);
	SAFE_FILE_PRINTF(OVL_LOWER "/low", "lower");
	SAFE_MOUNT_OVERLAY();
}

static void run(void)
{
	char buf[16];

	TST_EXP_EQ_LI(tst_fs_type(OVL_MNT), TST_OVERLAYFS_MAGIC);
	SAFE_FILE_SCANF(OVL_MNT "/low", "%15s", buf);
	TST_EXP_EQ_STR(buf, "lower");
	SAFE_FILE_PRINTF(OVL_MNT "/new", "upper");
	TST_EXP_PASS(access(OVL_UPPER "/new", F_OK));
	TST_EXP_FAIL(access(OVL_LOWER "/new", F_OK), ENOENT);
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.needs_root = 1,
	.mount_device = 1,
	.needs_overlay = 1,
	.mntpoint = OVL_BASE_MNTPOINT,
};
