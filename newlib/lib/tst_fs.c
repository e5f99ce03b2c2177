// SPDX-License-Identifier: GPL-2.0-or-later
/* Filesystem type of a path, and the names of the known types. */
#include <sys/vfs.h>

#include "tst_test.h"

struct fs_name {
	long magic;
	const char *name;
};

static const struct fs_name fs_names[] = {
	{ TST_EXT2_OLD_MAGIC, "ext2" },
	{ TST_EXT234_MAGIC, "ext2/ext3/ext4" },
	{ TST_XFS_MAGIC, "xfs" },
	{ TST_BTRFS_MAGIC, "btrfs" },
	{ TST_NFS_MAGIC, "nfs" },
	{ TST_TMPFS_MAGIC, "tmpfs" },
	{ TST_RAMFS_MAGIC, "ramfs" },
	{ TST_V9FS_MAGIC, "9p" },
	{ TST_MINIX_MAGIC, "minix" },
	{ TST_MINIX_MAGIC2, "minix" },
	{ TST_MINIX2_MAGIC, "minix v2" },
	{ TST_MINIX2_MAGIC2, "minix v2" },
	{ TST_MINIX3_MAGIC, "minix v3" },
	{ TST_UDF_MAGIC, "udf" },
	{ TST_SYSV2_MAGIC, "sysv2" },
	{ TST_SYSV4_MAGIC, "sysv4" },
	{ TST_UFS_MAGIC, "ufs" },
	{ TST_UFS2_MAGIC, "ufs2" },
	{ TST_F2FS_MAGIC, "f2fs" },
	{ TST_NILFS_MAGIC, "nilfs" },
	{ TST_EXOFS_MAGIC, "exofs" },
	{ TST_OVERLAYFS_MAGIC, "overlayfs" },
	{ TST_FUSE_MAGIC, "fuse" },
	{ TST_VFAT_MAGIC, "vfat" },
	{ TST_EXFAT_MAGIC, "exfat" },
	{ TST_REISERFS_MAGIC, "reiserfs" },
	{ TST_JFS_MAGIC, "jfs" },
	{ TST_HUGETLBFS_MAGIC, "hugetlbfs" },
	{ TST_PROC_MAGIC, "proc" },
	{ TST_SYSFS_MAGIC, "sysfs" },
	{ TST_DEBUGFS_MAGIC, "debugfs" },
	{ TST_CGROUP_MAGIC, "cgroup" },
	{ TST_CGROUP2_MAGIC, "cgroup2" },
	{ TST_SQUASHFS_MAGIC, "squashfs" },
	{ TST_ISOFS_MAGIC, "iso9660" },
	{ TST_CIFS_MAGIC, "cifs" },
	{ TST_SMB2_MAGIC, "smb2" },
	{ TST_CEPH_MAGIC, "ceph" },
	{ TST_OCFS2_MAGIC, "ocfs2" },
	{ TST_EROFS_MAGIC, "erofs" },
	{ TST_DEVPTS_MAGIC, "devpts" },
	{ TST_BPF_MAGIC, "bpf" },
};

long tst_fs_type_(const char *file, const int lineno, void (*cleanup_fn)(void),
		  const char *path)
{
	struct statfs sbuf;

	if (statfs(path, &sbuf))
		tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
			   "statfs('%s')", path);
	return sbuf.f_type;
}

const char *tst_fs_type_name(long f_type)
{
	size_t i;

	/* f_type is a signed long on some ABIs: compare the low 32 bits. */
	for (i = 0; i < ARRAY_SIZE(fs_names); i++) {
		if ((unsigned int)fs_names[i].magic == (unsigned int)f_type)
			return fs_names[i].name;
	}
	return "unknown";
}
