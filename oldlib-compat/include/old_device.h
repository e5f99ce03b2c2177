/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The old device calls (a loop device for filesystem tests), with the old
 * signatures, on newlib's device code.
 */
#ifndef OLD_DEVICE_H
#define OLD_DEVICE_H

/*
 * Attach a fresh backing file (in the tmpdir, which must exist) to a free
 * loop device, or use $LTP_DEV when set. Returns the device path, or NULL
 * (after a TINFO saying why) when none is available: tests then TCONF.
 */
const char *tst_acquire_device(void (*cleanup_fn)(void));

/* Detach a device tst_acquire_device() attached. 0, or 1 on failure. */
int tst_release_device(const char *dev);

/*
 * mkfs -t fs_type [fs_opts...] dev [extra_opt]; a missing mkfs.fs_type is
 * TCONF, a failing one TBROK, both through tst_brkm(..., cleanup_fn).
 */
void tst_mkfs(void (*cleanup_fn)(void), const char *dev, const char *fs_type,
	      const char *const fs_opts[], const char *extra_opt);

/* The filesystem tests should use: $LTP_DEV_FS_TYPE, else "ext2". */
const char *tst_dev_fs_type(void);

/* umount(2), retried for a few seconds while the target is busy (a desktop
 * may be probing a new filesystem). 0, or -1 with errno. */
int tst_umount(const char *path);

#include "old_fs.h"

#endif /* OLD_DEVICE_H */
