/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Filesystem facts and fillers, with the old signatures. */
#ifndef OLD_FS_H
#define OLD_FS_H

#include <stddef.h>
#include <sys/types.h>

#include "tst_fs.h"

/* statfs(path) f_type (TST_*_MAGIC of tst_fs.h); TBROK through
 * tst_brkm(..., cleanup) when statfs() fails. tst_fs_type_name() names it. */
#define tst_fs_type(cleanup, path) \
	tst_fs_type_(__FILE__, __LINE__, (cleanup), (path))

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

/* 1 when path is on a mount with every option of the NULL-terminated
 * flags (e.g. "nodev"), 0 if not; TBROK when path does not exist. */
int tst_path_has_mnt_flags(void (*cleanup_fn)(void), const char *path,
			   const char *flags[]);

#endif /* OLD_FS_H */
