// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_fs_type() and tst_fs_type_name() on filesystems every Linux system
 * mounts. -n: a path that does not exist, which must end with TBROK.
 */
#include <errno.h>
#include <string.h>
#include <sys/vfs.h>

#include "tst_test.h"

static char *nopath;

static void expect(const char *path, long magic, const char *name)
{
	long type = tst_fs_type(path);

	if (type == magic && !strcmp(tst_fs_type_name(type), name))
		tst_res(TPASS, "%s is %s", path, name);
	else
		tst_res(TFAIL, "%s is 0x%lx (%s), expected 0x%lx (%s)", path,
			type, tst_fs_type_name(type), magic, name);
}

static void run(void)
{
	struct statfs sf;

	if (nopath)
		tst_fs_type("/no/such/dir");
	expect("/proc", TST_PROC_MAGIC, "proc");
	expect("/proc/self", TST_PROC_MAGIC, "proc");
	if (!statfs("/sys", &sf) && sf.f_type == TST_SYSFS_MAGIC)
		expect("/sys", TST_SYSFS_MAGIC, "sysfs");
	if (!statfs("/dev/shm", &sf) && sf.f_type == TST_TMPFS_MAGIC)
		expect("/dev/shm", TST_TMPFS_MAGIC, "tmpfs");
	if (!strcmp(tst_fs_type_name(0x12345678), "unknown"))
		tst_res(TPASS, "an unknown magic is named 'unknown'");
	else
		tst_res(TFAIL, "0x12345678 is named %s",
			tst_fs_type_name(0x12345678));
	if (!strcmp(tst_fs_type_name(TST_EXT4_MAGIC), "ext2/ext3/ext4") &&
	    !strcmp(tst_fs_type_name(TST_XFS_MAGIC), "xfs") &&
	    !strcmp(tst_fs_type_name(TST_BTRFS_MAGIC), "btrfs") &&
	    !strcmp(tst_fs_type_name(TST_NFS_MAGIC), "nfs"))
		tst_res(TPASS, "ext4, xfs, btrfs and nfs are named");
	else
		tst_res(TFAIL, "a common filesystem is misnamed");
}

static struct tst_option options[] = {
	{ "n", &nopath, "statfs() a path that does not exist" },
	{},
};

static struct tst_test test = {
	.test_all = run,
	.options = options,
};
