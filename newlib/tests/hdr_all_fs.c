// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .all_filesystems with .skip_filesystems and per-filesystem .filesystems
 * settings: setup, the test and cleanup run once per filesystem, each on a
 * freshly made one mounted at the mntpoint; ext3 is skipped; ext4 is made
 * with 1 KiB blocks and mounted read-only per its entry; tmpfs is limited
 * to the 32 MB a device would have.
 */
#include <string.h>
#include <sys/mount.h>
#include <sys/statvfs.h>
#include "tst_test.h"

#define MNT "mnt"

static int setups;

static void setup(void)
{
	setups++;
	tst_res(TINFO, "setup on %s", tst_device->fs_type);
}

static void run(void)
{
	const char *name = tst_fs_type_name(tst_fs_type(MNT));
	struct statvfs sv;

	TST_EXP_EXPR(strstr(name, tst_device->fs_type) != NULL,
		     "%s is mounted (statfs says %s)", tst_device->fs_type,
		     name);
	TST_EXP_EQ_LI(setups, 1);
	SAFE_STATVFS(MNT, &sv);
	if (!strcmp(tst_device->fs_type, "ext4")) {
		TST_EXP_EQ_LU(sv.f_bsize, 1024);
		TST_EXP_FAIL(mkdir(MNT "/d", 0700), EROFS);
		return;
	}
	if (!strcmp(tst_device->fs_type, "tmpfs"))
		TST_EXP_EQ_LU(sv.f_blocks * sv.f_frsize, 32 * TST_MB);
	TST_EXP_PASS(mkdir(MNT "/d", 0700));
	TST_EXP_FAIL(access(MNT "/from_before", F_OK), ENOENT,
		     "a fresh filesystem");
	SAFE_TOUCH(MNT "/from_before", 0600, NULL);
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.needs_root = 1,
	.mntpoint = MNT,
	.mount_device = 1,
	.all_filesystems = 1,
	.skip_filesystems = (const char *const[]){ "ext3", NULL },
	.filesystems =
		(struct tst_fs[]){
			{ .type = "ext4",
			  .mkfs_opts =
				  (const char *const[]){ "-b", "1024", NULL },
			  .mnt_flags = MS_RDONLY },
			{} },
};
