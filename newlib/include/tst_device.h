/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Block devices for tests: a loop device over a file in the tmpdir (or the
 * device $LTP_DEV names), mkfs and umount helpers.
 *
 * A new-API test asks with .needs_device (.format_device, .mount_device,
 * .mntpoint, .dev_fs_type, .dev_fs_opts, .dev_min_size); the library sets
 * the device up before the test process starts and detaches it afterwards,
 * even when the test crashed or timed out.
 */
#ifndef TST_DEVICE_H
#define TST_DEVICE_H

#include "tst_common.h"

struct tst_device {
	const char *dev; /* "/dev/loopN", or $LTP_DEV */
	const char *fs_type; /* made by format_device, else the default */
	unsigned int size; /* MiB */
};

/* The test's device, or NULL when it asked for none. */
extern struct tst_device *tst_device;

/* Default filesystem type: $LTP_DEV_FS_TYPE, or "ext2". */
const char *tst_dev_fs_type(void);

/*
 * umount(path), retried for a few seconds while it fails with EBUSY
 * (udev or a desktop daemon may hold a fresh mount briefly). 0, or -1 with
 * errno.
 */
int tst_umount(const char *path);

/*
 * Attach a loop device over a new file of size_mb MiB (0: the default,
 * 64) in the tmpdir, or return $LTP_DEV when it is set. Returns the device
 * path, or NULL when the system has no loop device to give (the reason is
 * reported as TINFO). Ends with TBROK when there is no tmpdir or a call
 * that should work fails.
 */
const char *tst_acquire_device_(const char *file, const int lineno,
				void (*cleanup_fn)(void), unsigned int size_mb);

/*
 * Detach a device from tst_acquire_device_() and remove its file; unmount
 * it first where it is still mounted. 0, or -1 after a TWARN.
 */
int tst_release_device_(const char *file, const int lineno, const char *dev);

/*
 * Make a filesystem: mkfs.<fs_type> [force flag] [fs_opts...] dev
 * [extra_opt] (fs_opts NULL terminated or NULL; extra_opt e.g. a size in
 * blocks, or NULL). TCONF when mkfs.<fs_type> is not installed; TBROK
 * with its exit status and last output lines when it fails.
 */
void tst_mkfs_(const char *file, const int lineno, void (*cleanup_fn)(void),
	       const char *dev, const char *fs_type,
	       const char *const fs_opts[], const char *extra_opt);

/*
 * A test that needs a second device, or one at a time of its choosing,
 * acquires it itself (.needs_device gives the usual one, tst_device).
 * The old API has macros of these names with a cleanup argument.
 */
#ifndef TST_NO_NEW_API_MACROS
#define tst_acquire_device() tst_acquire_device_(__FILE__, __LINE__, NULL, 0)
#define tst_release_device(dev) tst_release_device_(__FILE__, __LINE__, (dev))
#endif

#define SAFE_MKFS(dev, fs_type, fs_opts, extra_opt)                      \
	tst_mkfs_(__FILE__, __LINE__, NULL, (dev), (fs_type), (fs_opts), \
		  (extra_opt))

/*
 * For an API's supervisor (library use, not tests): unmount and detach
 * what this process acquired, and every loop device backed by a file in
 * the supervisor's own directory (tst_core_owned_dir()), such as one a
 * crashed test process left. Call it before that directory is removed.
 * Never ends the process.
 */
void tst_device_teardown(void);

#endif /* TST_DEVICE_H */
