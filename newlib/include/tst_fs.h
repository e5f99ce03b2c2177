/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Filesystem types: the statfs() f_type magic numbers tests compare with,
 * and their names. Values are the kernel's (include/uapi/linux/magic.h).
 */
#ifndef TST_FS_H
#define TST_FS_H

#include <stddef.h>
#include <stdint.h>

#define TST_EXT2_OLD_MAGIC 0xEF51
#define TST_EXT234_MAGIC 0xEF53 /* ext2, ext3 and ext4 share it */
#define TST_EXT2_MAGIC TST_EXT234_MAGIC
#define TST_EXT3_MAGIC TST_EXT234_MAGIC
#define TST_EXT4_MAGIC TST_EXT234_MAGIC
#define TST_XFS_MAGIC 0x58465342
#define TST_BTRFS_MAGIC 0x9123683E
#define TST_NFS_MAGIC 0x6969
#define TST_TMPFS_MAGIC 0x01021994
#define TST_RAMFS_MAGIC 0x858458f6
#define TST_V9FS_MAGIC 0x01021997
#define TST_TRACEFS_MAGIC 0x74726163
#define TST_MINIX_MAGIC 0x137F
#define TST_MINIX_MAGIC2 0x138F
#define TST_MINIX2_MAGIC 0x2468
#define TST_MINIX2_MAGIC2 0x2478
#define TST_MINIX3_MAGIC 0x4D5A
#define TST_UDF_MAGIC 0x15013346
#define TST_SYSV2_MAGIC 0x012FF7B6
#define TST_SYSV4_MAGIC 0x012FF7B5
#define TST_UFS_MAGIC 0x00011954
#define TST_UFS2_MAGIC 0x19540119
#define TST_F2FS_MAGIC 0xF2F52010
#define TST_NILFS_MAGIC 0x3434
#define TST_EXOFS_MAGIC 0x5DF5
#define TST_OVERLAYFS_MAGIC 0x794c7630
#define TST_FUSE_MAGIC 0x65735546
#define TST_VFAT_MAGIC 0x4d44 /* also plain msdos */
#define TST_EXFAT_MAGIC 0x2011BAB0
#define TST_REISERFS_MAGIC 0x52654973
#define TST_JFS_MAGIC 0x3153464a
#define TST_HUGETLBFS_MAGIC 0x958458f6
#define TST_PROC_MAGIC 0x9fa0
#define TST_SYSFS_MAGIC 0x62656572
#define TST_DEBUGFS_MAGIC 0x64626720
#define TST_CGROUP_MAGIC 0x27e0eb
#define TST_CGROUP2_MAGIC 0x63677270
#define TST_SQUASHFS_MAGIC 0x73717368
#define TST_ISOFS_MAGIC 0x9660
#define TST_CIFS_MAGIC 0xFF534D42
#define TST_SMB2_MAGIC 0xFE534D42
#define TST_CEPH_MAGIC 0x00c36400
#define TST_OCFS2_MAGIC 0x7461636f
#define TST_EROFS_MAGIC 0xE0F5E1E2
#define TST_DEVPTS_MAGIC 0x1cd1
#define TST_BPF_MAGIC 0xcafe4a11

/* Units for sizes. */
enum {
	TST_BYTES = 1,
	TST_KB = 1024,
	TST_MB = 1048576,
	TST_GB = 1073741824,
};

/* Where SAFE_MOUNT_OVERLAY() puts an overlay over the tmpdir. */
#define OVL_BASE_MNTPOINT "mntbase"
#define OVL_LOWER OVL_BASE_MNTPOINT "/lower"
#define OVL_UPPER OVL_BASE_MNTPOINT "/upper"
#define OVL_WORK OVL_BASE_MNTPOINT "/work"
#define OVL_MNT OVL_BASE_MNTPOINT "/ovl"

/*
 * Make OVL_LOWER, OVL_UPPER and OVL_WORK and mount an overlay of them at
 * OVL_MNT (in the current directory). A kernel without overlayfs: with
 * strict TCONF, else a TINFO and -1. 0 on success.
 */
int tst_mount_overlay(const char *file, const int lineno, int strict);
#define SAFE_MOUNT_OVERLAY() ((void)tst_mount_overlay(__FILE__, __LINE__, 1))
#define TST_MOUNT_OVERLAY() (tst_mount_overlay(__FILE__, __LINE__, 0) == 0)

/*
 * Write bcount blocks of bs bytes of pattern to the file (created or
 * truncated, mode 0700) or to fd. 0, or -1 with errno (a full device is
 * ENOSPC).
 */
int tst_fill_file(const char *path, char pattern, size_t bs, size_t bcount);
int tst_fill_fd(int fd, char pattern, size_t bs, size_t bcount);

/*
 * A file of bcount blocks of bs bytes, created or truncated (mode 0700),
 * its blocks allocated on the filesystem (fallocate(), or zeros written
 * where the filesystem cannot): what a loop device is backed by. 0, or -1
 * with errno (the file removed).
 */
int tst_prealloc_file(const char *path, size_t bs, size_t bcount);

/* How tst_fill_fs() fills: one file of whole copies of tst_rand_data, or
 * files of random sizes. */
enum tst_fill_access_pattern {
	TST_FILL_BLOCKS,
	TST_FILL_RANDOM,
};

/*
 * Fill the filesystem path is on, as the real library does, and leave what
 * it wrote for the test. TST_FILL_BLOCKS: path/AOF grown by writev() of
 * 512 copies of tst_rand_data until three calls in a row find no space.
 * TST_FILL_RANDOM: path/file0, path/file1 ... of random sizes (below 100
 * MB), each written in order, a write that finds no space tried again
 * after an fsync() with half as much down to half a block, until a create
 * or a write finds none (a TINFO names it). An error other than ENOSPC is
 * TBROK. With verbose, each file made and each writev() that finds no
 * space is a TINFO line.
 */
void tst_fill_fs(const char *path, int verbose,
		 enum tst_fill_access_pattern pattern);

/*
 * Its form of 2017-2022, tst_fill_fs(path, verbose), is taken too: the
 * real library named that way of filling TST_FILL_RANDOM when the pattern
 * came.
 */
#define TST_FILL_FS_PICK_(path, verbose, pattern, fn, ...) fn
#define tst_fill_fs(...)                                                 \
	TST_FILL_FS_PICK_(__VA_ARGS__, tst_fill_fs, tst_fill_fs_2017_, ) \
	(__VA_ARGS__)
#define tst_fill_fs_2017_(path, verbose) \
	tst_fill_fs((path), (verbose), TST_FILL_RANDOM)

/* Find prog_name in PATH; its path goes to buf. 0, or -1 with errno. */
int tst_get_path(const char *prog_name, char *buf, size_t buf_len);

/*
 * The filesystem type (statfs() f_type) of the filesystem path is on.
 * statfs() failing ends the test with TBROK naming the path.
 */
long tst_fs_type_(const char *file, const int lineno, void (*cleanup_fn)(void),
		  const char *path);

/* A name for a type from tst_fs_type_(): "ext2/ext3/ext4", "tmpfs", ...;
 * "unknown" for a type not listed above. */
const char *tst_fs_type_name(long f_type);

/*
 * 1 when the filesystem of path has size * mult bytes free (mult: TST_BYTES,
 * TST_KB, TST_MB or TST_GB), 0 if not; statfs() failing is TBROK.
 */
int tst_fs_has_free_(void (*cleanup)(void), const char *path, uint64_t size,
		     unsigned int mult);

/*
 * Make hard links to one file (subdirectories) in the new directory dir
 * until link() (mkdir()) fails with EMLINK, and return how many links a
 * file (a directory) can have. 0 when another error (ENOSPC ...) stopped
 * it first or there is no limit within 65535, with a TINFO saying which;
 * dir is then removed again.
 */
int tst_fs_fill_hardlinks_(void (*cleanup)(void), const char *dir);
int tst_fs_fill_subdirs_(void (*cleanup)(void), const char *dir);

/* 1 when directory name has no entry but . and ..; with verbose, the
 * first entry found is said as TINFO. opendir() failing is TBROK. */
int tst_dir_is_empty_(void (*cleanup)(void), const char *name, int verbose);

/* Non-zero when the path the printf() format makes exists (access F_OK). */
int tst_path_exists(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/*
 * 1 when path (NULL: the current directory) is on a mount with every
 * option of the NULL-terminated flags (e.g. "nodev"), 0 if not; TBROK when
 * path does not exist.
 */
int tst_path_has_mnt_flags_(void (*cleanup_fn)(void), const char *path,
			    const char *flags[]);

/*
 * The new API's short forms (their failures end the test through its own
 * cleanup). They are only defined under tst_test.h, so that an old-API
 * header can define its own tst_fs_type(cleanup, path) and the others
 * with the cleanup first (old_fs.h).
 */
/* .dev_fs_flags: skip the filesystems a test would get through FUSE. */
#define TST_FS_SKIP_FUSE 0x01

/* How this machine can run a filesystem: not at all, or in the kernel. */
enum tst_fs_impl {
	TST_FS_UNSUPPORTED = 0,
	TST_FS_KERNEL = 1,
	TST_FS_FUSE = 2,
};

/*
 * Whether a test can run on fs_type here: the kernel has it and, but for
 * tmpfs, its mkfs is installed (FUSE filesystems are not tried).
 */
enum tst_fs_impl tst_fs_is_supported(const char *fs_type);

/*
 * The filesystems .all_filesystems would run on here, less those of
 * skiplist (NULL or NULL terminated): a static NULL terminated list.
 */
const char **tst_get_supported_fs_types(const char *const *skiplist);

/* 1 when fs_type is in skiplist (NULL or NULL terminated), else 0. */
int tst_fs_in_skiplist(const char *fs_type, const char *const *skiplist);

#ifdef TST_TEST_H
#define tst_fs_type(path) tst_fs_type_(__FILE__, __LINE__, NULL, (path))
#define tst_fs_has_free(path, size, mult) \
	tst_fs_has_free_(NULL, (path), (size), (mult))
#define tst_fs_fill_hardlinks(dir) tst_fs_fill_hardlinks_(NULL, (dir))
#define tst_fs_fill_subdirs(dir) tst_fs_fill_subdirs_(NULL, (dir))
#define tst_dir_is_empty(name, verbose) \
	tst_dir_is_empty_(NULL, (name), (verbose))
#define tst_path_has_mnt_flags(path, flags) \
	tst_path_has_mnt_flags_(NULL, (path), (flags))
#endif

#endif /* TST_FS_H */
