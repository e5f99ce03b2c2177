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

#include <stdint.h>
#include "tst_common.h"
#include "tst_mkfs.h"

struct tst_device {
	const char *dev; /* "/dev/loopN", or $LTP_DEV */
	const char *fs_type; /* made by format_device, else the default */
	unsigned int size; /* MiB */
	/*
	 * 1 when fs_type is mounted through FUSE (statmount() then names it
	 * "fuseblk"): newlib runs filesystems in the kernel only, so 0.
	 */
	int is_fuse;
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
 * A test that needs a second device, or one at a time of its choosing,
 * acquires it itself (.needs_device gives the usual one, tst_device).
 * The old API has macros of these names with a cleanup argument.
 */
#ifndef TST_NO_NEW_API_MACROS
#define tst_acquire_device() tst_acquire_device_(__FILE__, __LINE__, NULL, 0)
#define tst_release_device(dev) tst_release_device_(__FILE__, __LINE__, (dev))
#endif

/*
 * Loop devices a test drives itself (e.g. to attach its own image): a free
 * device's number (its path into path when not NULL), or -1; attach and
 * detach return 0, or 1 after a TWARN naming the reason.
 */
int tst_find_free_loopdev(char *path, size_t path_len);
int tst_attach_device(const char *dev_path, const char *file_path);
int tst_detach_device(const char *dev_path);
/* As tst_detach_device() with the device already open as *dev_fd, which
 * it closes (and sets to -1). */
int tst_detach_device_by_fd(const char *dev_path, int *dev_fd);
/* The same for tests written before the descriptor was passed by address
 * (tst_detach_device_by_fd(path, fd)): fd is closed all the same, and the
 * caller opens the device again before using it. */
int tst_detach_device_by_fd_val(const char *dev_path, int dev_fd);
#define tst_detach_device_by_fd(dev_path, dev_fd) \
	_Generic((dev_fd), int *: tst_detach_device_by_fd,       \
		 default: tst_detach_device_by_fd_val)((dev_path), \
							(dev_fd))

/* 1 when something is mounted at path (else 0, with a TINFO); the _at_
 * form takes a path relative to the tmpdir. */
int tst_is_mounted(const char *path);

/* stat() of the device mounted at mnt_path (absolute or relative; its
 * st_rdev: the major and minor numbers); TBROK when nothing is mounted
 * there or it cannot be stat()ed. */
struct stat;
void tst_stat_mount_dev(const char *const mnt_path, struct stat *const st);
int tst_is_mounted_at_tmpdir(const char *path);

/* For the mount at path (the topmost one), from /proc/self/mounts: 1 when
 * it is read-only, read-write, or its options hold opt ("nosuid",
 * "relatime" ...), else 0; TBROK when nothing is mounted there. */
int tst_is_mounted_ro(const char *path);
int tst_is_mounted_rw(const char *path);
int tst_mount_has_opt(const char *path, const char *opt);

/* Bytes written to dev since the previous call (since boot the first
 * time), from /sys/block/DEV/stat. */
unsigned long tst_dev_bytes_written(const char *dev);

/* syncfs() the filesystem of fd: TBROK on failure. */
void tst_dev_sync(int fd);

/*
 * Zero the first blocks of dev (512 KiB, or all of a smaller device), so
 * that no mkfs finds an old filesystem's signature there: 0, or -1 with
 * errno when it cannot be opened or written.
 */
int tst_clear_device(const char *dev);

/*
 * The path of the block device path's filesystem is on ("/dev/loop3"),
 * from its device numbers and /sys/dev/block, into dev (dev_size bytes).
 * A filesystem without a block device (tmpfs ...) is TBROK.
 *
 * Tests written before 2024 call it without the size,
 * tst_find_backing_dev(path, dev), and give a buffer of 100 bytes or more;
 * that form writes at most TST_BACKING_DEV_MIN_SIZE_ bytes (a longer path
 * is cut there, and then TBROK as not there).
 */
void tst_find_backing_dev(const char *path, char *dev, size_t dev_size);
#define TST_BACKING_DEV_MIN_SIZE_ 100
#define TST_FIND_BACKING_DEV_2_(path, dev) \
	(tst_find_backing_dev)((path), (dev), TST_BACKING_DEV_MIN_SIZE_)
#define TST_FIND_BACKING_DEV_3_(path, dev, size) \
	(tst_find_backing_dev)((path), (dev), (size))
#define TST_FIND_BACKING_DEV_PICK_(_1, _2, _3, name, ...) name
#define tst_find_backing_dev(...)                                        \
	TST_FIND_BACKING_DEV_PICK_(__VA_ARGS__, TST_FIND_BACKING_DEV_3_, \
				   TST_FIND_BACKING_DEV_2_, 0)           \
	(__VA_ARGS__)

/* Size of the block device in MiB. */
uint64_t tst_get_device_size(const char *dev_path);
/* The logical block size in bytes of a block device, or of the device a
 * file's or directory's filesystem is on (tst_find_backing_dev()). */
int tst_dev_block_size(const char *path);

/*
 * For an API's supervisor (library use, not tests): unmount and detach
 * what this process acquired, and every loop device backed by a file in
 * the supervisor's own directory (tst_core_owned_dir()), such as one a
 * crashed test process left. Call it before that directory is removed.
 * Never ends the process.
 */
void tst_device_teardown(void);

#endif /* TST_DEVICE_H */
