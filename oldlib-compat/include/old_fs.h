/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Filesystem facts and fillers, with the old signatures. */
#ifndef OLD_FS_H
#define OLD_FS_H

#include <stddef.h>
#include <sys/types.h>

/* f_type values of statfs(2) for the filesystems tests ask about. */
#define TST_BTRFS_MAGIC 0x9123683E
#define TST_NFS_MAGIC 0x6969
#define TST_RAMFS_MAGIC 0x858458f6
#define TST_TMPFS_MAGIC 0x01021994
#define TST_V9FS_MAGIC 0x01021997
#define TST_XFS_MAGIC 0x58465342
#define TST_EXT2_OLD_MAGIC 0xEF51
#define TST_EXT234_MAGIC 0xEF53
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
#define TST_VFAT_MAGIC 0x4d44
#define TST_EXFAT_MAGIC 0x2011BAB0

/* statfs(path) f_type; TBROK through tst_brkm(..., cleanup) on failure. */
long tst_fs_type_(void (*cleanup)(void), const char *path);
#define tst_fs_type(cleanup, path) tst_fs_type_((cleanup), (path))

/* A name for a TST_*_MAGIC value ("ext2/ext3/ext4", ...), "unknown" else. */
const char *tst_fs_type_name(long f_type);

/* Units for tst_fs_has_free(). */
#define TST_BYTES 1
#define TST_KB 1024
#define TST_MB (1024 * 1024)
#define TST_GB (1024 * 1024 * 1024)

/* 1 when the filesystem of path has size * mult bytes free, 0 if not;
 * TBROK through tst_brkm(..., cleanup) when statfs() fails. */
int tst_fs_has_free(void (*cleanup)(void), const char *path, unsigned int size,
		    unsigned int mult);

/*
 * Make hard links to one file (subdirectories) in dir until link()
 * (mkdir()) fails with EMLINK, and return how many a file (a directory)
 * can have; 0 when another error (e.g. ENOSPC) stopped it first.
 */
int tst_fs_fill_hardlinks(void (*cleanup)(void), const char *dir);
int tst_fs_fill_subdirs(void (*cleanup)(void), const char *dir);

/* 1 when directory name has no entry but . and ..; with verbose, the
 * first entry found is said as TINFO. */
int tst_dir_is_empty_(void (*cleanup)(void), const char *name, int verbose);
#define tst_dir_is_empty(cleanup, name, verbose) \
	tst_dir_is_empty_((cleanup), (name), (verbose))

/* Write bcount blocks of bs bytes of pattern to path (created or
 * truncated). 0, or -1 with errno. */
int tst_fill_file(const char *path, char pattern, size_t bs, size_t bcount);

/* 1 when path is on a mount with every option of the NULL-terminated
 * flags (e.g. "nodev"), 0 if not; TBROK when path does not exist. */
int tst_path_has_mnt_flags(void (*cleanup_fn)(void), const char *path,
			   const char *flags[]);

#endif /* OLD_FS_H */
