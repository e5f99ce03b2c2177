/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The old device calls (a loop device for filesystem tests), with the old
 * signatures, on newlib's device code.
 */
#ifndef OLD_DEVICE_H
#define OLD_DEVICE_H

#ifndef TST_NO_NEW_API_MACROS
#define TST_NO_NEW_API_MACROS
#endif
#include "tst_device.h"

/*
 * Attach a loop device over a new file in the tmpdir (which must exist), or
 * use $LTP_DEV when set. Returns the device path, or NULL (after a TINFO
 * saying why) when none is available: tests then TCONF.
 */
#define tst_acquire_device(cleanup_fn) \
	tst_acquire_device_(__FILE__, __LINE__, (cleanup_fn), 0)

/* Detach a device tst_acquire_device() attached (unmounting it first if
 * needed). 0, or -1 after a TWARN. The old API passes no cleanup here. */
#define tst_release_device(dev) tst_release_device_(__FILE__, __LINE__, (dev))

/*
 * mkfs.fs_type [fs_opts...] dev [extra_opt]; a missing mkfs.fs_type is
 * TCONF, a failing one TBROK, both through tst_brkm(..., cleanup_fn).
 * SIGCHLD is at its default while mkfs runs (see tst_run_cmd()).
 */
void old_mkfs(const char *file, const int lineno, void (*cleanup_fn)(void),
	      const char *dev, const char *fs_type, const char *const fs_opts[],
	      const char *extra_opt);
#define tst_mkfs(cleanup_fn, dev, fs_type, fs_opts, extra_opt)       \
	old_mkfs(__FILE__, __LINE__, (cleanup_fn), (dev), (fs_type), \
		 (fs_opts), (extra_opt))

/* tst_dev_fs_type() ($LTP_DEV_FS_TYPE, else "ext2") and tst_umount(path)
 * (umount, retried while busy) are newlib's, with the old signatures. */

#include "old_fs.h"

#endif /* OLD_DEVICE_H */
