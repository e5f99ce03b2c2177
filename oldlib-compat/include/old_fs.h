/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Filesystem facts and fillers, with the old signatures (newlib's
 * tst_fs.h does the work). */
#ifndef OLD_FS_H
#define OLD_FS_H

#include <stddef.h>
#include <sys/types.h>

#include "tst_fs.h"

/* statfs(path) f_type (TST_*_MAGIC of tst_fs.h); TBROK through
 * tst_brkm(..., cleanup) when statfs() fails. tst_fs_type_name() names it. */
#define tst_fs_type(cleanup, path) \
	tst_fs_type_(__FILE__, __LINE__, (cleanup), (path))

/* 1 when the filesystem of path has size * mult bytes free (TST_KB ...
 * of tst_fs.h), 0 if not; TBROK through tst_brkm(..., cleanup) when
 * statfs() fails. */
#define tst_fs_has_free(cleanup, path, size, mult) \
	tst_fs_has_free_((cleanup), (path), (size), (mult))

/*
 * Make hard links to one file (subdirectories) in dir until link()
 * (mkdir()) fails with EMLINK, and return how many a file (a directory)
 * can have; 0 when another error (e.g. ENOSPC) stopped it first
 * (tst_fs.h).
 */
#define tst_fs_fill_hardlinks(cleanup, dir) \
	tst_fs_fill_hardlinks_((cleanup), (dir))
#define tst_fs_fill_subdirs(cleanup, dir) tst_fs_fill_subdirs_((cleanup), (dir))

/* 1 when directory name has no entry but . and ..; with verbose, the
 * first entry found is said as TINFO (tst_fs.h). */
#define tst_dir_is_empty(cleanup, name, verbose) \
	tst_dir_is_empty_((cleanup), (name), (verbose))

/* 1 when path is on a mount with every option of the NULL-terminated
 * flags (e.g. "nodev"), 0 if not; TBROK when path does not exist. */
#define tst_path_has_mnt_flags(cleanup_fn, path, flags) \
	tst_path_has_mnt_flags_((cleanup_fn), (path), (flags))

#endif /* OLD_FS_H */
