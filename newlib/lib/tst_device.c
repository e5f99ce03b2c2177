// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Loop devices over files in the tmpdir, and the new API's device set up
 * and torn down by the library process around the test process.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <mntent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <linux/fs.h>
#include <linux/loop.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

#include "tst_test.h"
#include "tst_core.h"
#include "tst_internal.h"
#include "tst_loop.h"

#define DEV_DEFAULT_MB 64
#define MAX_DEVS 8
#define LOOP_MAJOR 7
/* Tries of a call that may meet EBUSY for a moment, 100 ms apart. */
#define BUSY_TRIES 50

struct acquired {
	int used;
	char dev[64];
	char img[PATH_MAX]; /* backing file; "" for $LTP_DEV */
	unsigned int size;
};

static struct acquired devs[MAX_DEVS];

struct tst_device *tst_device;
static struct tst_device the_device;

static void sleep_ms(long ms)
{
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000 };

	while (nanosleep(&ts, &ts) && errno == EINTR)
		;
}

const char *tst_dev_fs_type(void)
{
	const char *t = getenv("LTP_DEV_FS_TYPE");

	return (t && *t) ? t : "ext2";
}

int tst_umount(const char *path)
{
	int i;

	for (i = 0; i < BUSY_TRIES; i++) {
		if (!umount(path))
			return 0;
		if (errno != EBUSY)
			return -1;
		if (!i)
			tst_res(TINFO, "umount('%s') busy, retrying for %d s",
				path, BUSY_TRIES / 10);
		sleep_ms(100);
	}
	errno = EBUSY;
	return -1;
}

/* ---- finding and attaching a loop device ---- */

/* The node of loop device n, made when udev has not (yet) made it. */
int tst_loop_open_node(int n, char *path, size_t size)
{
	char sys[64], buf[32];
	unsigned int maj = LOOP_MAJOR, min = n;
	FILE *f;
	int fd;

	snprintf(path, size, "/dev/loop%d", n);
	fd = open(path, O_RDWR | O_CLOEXEC);
	if (fd >= 0 || errno != ENOENT)
		return fd;
	snprintf(sys, sizeof(sys), "/sys/block/loop%d/dev", n);
	f = fopen(sys, "r");
	if (f) {
		if (!fgets(buf, sizeof(buf), f) ||
		    sscanf(buf, "%u:%u", &maj, &min) != 2) {
			maj = LOOP_MAJOR;
			min = n;
		}
		fclose(f);
	}
	if (mknod(path, S_IFBLK | 0660, makedev(maj, min)) && errno != EEXIST)
		return -1;
	return open(path, O_RDWR | O_CLOEXEC);
}

/* A free loop device number, or -1 with a reason in why. */
int tst_loop_free(char *why, size_t size)
{
	struct loop_info64 info;
	char path[32];
	int ctl, n, fd;

	ctl = open("/dev/loop-control", O_RDWR | O_CLOEXEC);
	if (ctl >= 0) {
		n = ioctl(ctl, LOOP_CTL_GET_FREE);
		if (n < 0)
			snprintf(why, size, "LOOP_CTL_GET_FREE: %s",
				 strerror(errno));
		close(ctl);
		return n;
	}
	snprintf(why, size, "/dev/loop-control: %s", strerror(errno));
	/* Kernels or containers without loop-control: probe the nodes. */
	for (n = 0; n < 256; n++) {
		fd = tst_loop_open_node(n, path, sizeof(path));
		if (fd < 0)
			continue;
		if (ioctl(fd, LOOP_GET_STATUS64, &info) && errno == ENXIO) {
			close(fd);
			return n;
		}
		close(fd);
	}
	return -1;
}

int tst_loop_set_status(int lfd, const char *img)
{
	struct loop_info64 info;

	memset(&info, 0, sizeof(info));
	strncpy((char *)info.lo_file_name, img, LO_NAME_SIZE - 1);
	return ioctl(lfd, LOOP_SET_STATUS64, &info);
}

/*
 * Attach img to a free loop device; its path goes to dev. Another process
 * may take the same free device between the query and LOOP_SET_FD: then
 * ask again. 0, or -1 with the reason in why.
 */
static int attach_loop(const char *img, char *dev, size_t size, char *why,
		       size_t wsize)
{
	int ffd, lfd, n, i;

	ffd = open(img, O_RDWR | O_CLOEXEC);
	if (ffd < 0) {
		snprintf(why, wsize, "open('%s'): %s", img, strerror(errno));
		return -1;
	}
	for (i = 0; i < BUSY_TRIES; i++) {
		n = tst_loop_free(why, wsize);
		if (n < 0)
			break;
		lfd = tst_loop_open_node(n, dev, size);
		if (lfd < 0) {
			snprintf(why, wsize, "open('%s'): %s", dev,
				 strerror(errno));
			break;
		}
		if (ioctl(lfd, LOOP_SET_FD, ffd)) {
			snprintf(why, wsize, "LOOP_SET_FD on %s: %s", dev,
				 strerror(errno));
			close(lfd);
			if (errno == EBUSY)
				continue;
			break;
		}
		if (tst_loop_set_status(lfd, img))
			tst_res(TWARN | TERRNO, "LOOP_SET_STATUS64 on %s", dev);
		close(lfd);
		close(ffd);
		return 0;
	}
	close(ffd);
	return -1;
}

int tst_loop_detach(const char *dev)
{
	int fd, i;

	fd = open(dev, O_RDWR | O_CLOEXEC);
	if (fd < 0)
		return -1;
	for (i = 0; i < BUSY_TRIES; i++) {
		if (!ioctl(fd, LOOP_CLR_FD, 0) || errno == ENXIO) {
			close(fd);
			return 0;
		}
		if (errno != EBUSY)
			break;
		sleep_ms(100);
	}
	close(fd);
	return -1;
}

/* ---- unmounting what is mounted from a device ---- */

struct dev_mounts {
	const char *dev, *under;
	size_t ulen;
	char *dirs[64];
	size_t n;
};

/* Collects the directories of dev's mounts; stops when the array is full. */
static int note_dev_mount(const struct mntent *m, void *data)
{
	struct dev_mounts *d = data;

	if (strcmp(m->mnt_fsname, d->dev))
		return 0;
	if (d->under && (strncmp(m->mnt_dir, d->under, d->ulen) ||
			 (m->mnt_dir[d->ulen] && m->mnt_dir[d->ulen] != '/')))
		return 0;
	d->dirs[d->n] = strdup(m->mnt_dir);
	if (d->dirs[d->n])
		d->n++;
	return d->n == ARRAY_SIZE(d->dirs);
}

/*
 * Unmount every mount of dev (under the directory "under", when given),
 * the most recent first, so stacked mounts come off in order. Returns the
 * number that would not come off.
 */
static int umount_dev(const char *dev, const char *under)
{
	struct dev_mounts d = { .dev = dev,
				.under = under,
				.ulen = under ? strlen(under) : 0 };
	char **dirs = d.dirs;
	size_t n;
	int left = 0;

	tst_mounts_each(note_dev_mount, &d);
	n = d.n;
	while (n--) {
		if (tst_umount(dirs[n]) && errno != EINVAL) {
			tst_res(TWARN | TERRNO, "umount('%s') of %s", dirs[n],
				dev);
			umount2(dirs[n], MNT_DETACH);
			left++;
		}
		free(dirs[n]);
	}
	return left;
}

/* ---- acquiring and releasing ---- */

static struct acquired *new_slot(void)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(devs); i++) {
		if (!devs[i].used)
			return &devs[i];
	}
	return NULL;
}

static struct acquired *find_slot(const char *dev)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(devs); i++) {
		if (devs[i].used && !strcmp(devs[i].dev, dev))
			return &devs[i];
	}
	return NULL;
}

/* $LTP_DEV: the user's block device instead of a loop device. 0, or -1
 * when refused (reported: only the test's cleanup gets -1 back). */
static int use_ltp_dev(const char *file, const int lineno,
		       void (*cleanup_fn)(void), const char *path,
		       struct acquired *a)
{
	unsigned long long bytes = 0;
	struct stat st;
	int fd;

	if (stat(path, &st)) {
		tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
			   "LTP_DEV='%s'", path);
		return -1;
	}
	if (!S_ISBLK(st.st_mode)) {
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "LTP_DEV='%s' is not a block device", path);
		return -1;
	}
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd >= 0) {
		if (ioctl(fd, BLKGETSIZE64, &bytes))
			bytes = 0;
		close(fd);
	}
	if (bytes && bytes < (unsigned long long)a->size << 20) {
		tst_brk_c_(file, lineno, TCONF, cleanup_fn,
			   "LTP_DEV='%s' has %llu MiB, the test needs %u", path,
			   bytes >> 20, a->size);
		return -1;
	}
	snprintf(a->dev, sizeof(a->dev), "%s", path);
	a->img[0] = 0;
	return 0;
}

/* The backing file: 0, or -1 as use_ltp_dev(). */
static int make_image(const char *file, const int lineno,
		      void (*cleanup_fn)(void), struct acquired *a)
{
	const char *tmpdir = tst_core_tmpdir();
	char real[PATH_MAX];
	int fd, i;

	if (!tmpdir) {
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "a device needs the tmpdir (.needs_tmpdir)");
		return -1;
	}
	for (i = 0;; i++) {
		snprintf(a->img, sizeof(a->img), "%s/test_dev%.0d.img", tmpdir,
			 i);
		fd = open(a->img, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
		if (fd >= 0 || errno != EEXIST || i > MAX_DEVS)
			break;
	}
	if (fd < 0) {
		tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
			   "creating '%s'", a->img);
		return -1;
	}
	/* Sparse: blocks are only used where the filesystem writes. */
	if (ftruncate(fd, (off_t)a->size << 20)) {
		close(fd);
		unlink(a->img);
		tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
			   "ftruncate('%s', %u MiB)", a->img, a->size);
		return -1;
	}
	close(fd);
	/* The kernel reports the backing file by its real path. */
	if (realpath(a->img, real))
		strcpy(a->img, real);
	return 0;
}

/* The device, or NULL with the reason in why. */
static const char *acquire(const char *file, const int lineno,
			   void (*cleanup_fn)(void), unsigned int size_mb,
			   char *why, size_t wsize)
{
	const char *ltp_dev = getenv("LTP_DEV");
	struct acquired *a = new_slot();

	if (!a) {
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "more than %d devices acquired", MAX_DEVS);
		snprintf(why, wsize, "more than %d devices", MAX_DEVS);
		return NULL;
	}
	a->size = size_mb ? size_mb : DEV_DEFAULT_MB;
	if (ltp_dev && *ltp_dev) {
		if (use_ltp_dev(file, lineno, cleanup_fn, ltp_dev, a)) {
			snprintf(why, wsize, "LTP_DEV refused");
			return NULL;
		}
		a->used = 1;
		return a->dev;
	}
	if (geteuid()) {
		snprintf(why, wsize, "loop devices need root");
		return NULL;
	}
	if (make_image(file, lineno, cleanup_fn, a)) {
		snprintf(why, wsize, "no backing file");
		return NULL;
	}
	if (attach_loop(a->img, a->dev, sizeof(a->dev), why, wsize)) {
		unlink(a->img);
		return NULL;
	}
	a->used = 1;
	return a->dev;
}

const char *tst_acquire_device_(const char *file, const int lineno,
				void (*cleanup_fn)(void), unsigned int size_mb)
{
	char why[256] = "no free loop device";
	const char *dev;

	dev = acquire(file, lineno, cleanup_fn, size_mb, why, sizeof(why));
	if (!dev)
		tst_res_(file, lineno, TINFO, "no device: %s", why);
	return dev;
}

/*
 * Whether loop device dev is still backed by img: the test process may
 * have released it already, and another test may have taken the number.
 */
static int backed_by(const char *dev, const char *img)
{
	char path[128], back[PATH_MAX];
	size_t len = strlen(img);
	int ok = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/sys/block/%s/loop/backing_file",
		 strrchr(dev, '/') ? strrchr(dev, '/') + 1 : dev);
	f = fopen(path, "r");
	if (!f)
		return 0;
	if (fgets(back, sizeof(back), f))
		ok = !strncmp(back, img, len) &&
		     (back[len] == '\n' || back[len] == ' ' || !back[len]);
	fclose(f);
	return ok;
}

static int release(struct acquired *a)
{
	int ret = 0;

	if (a->img[0] && !backed_by(a->dev, a->img)) {
		unlink(a->img);
	} else if (a->img[0]) {
		umount_dev(a->dev, NULL);
		if (tst_loop_detach(a->dev)) {
			tst_res(TWARN | TERRNO, "detaching %s from '%s'",
				a->dev, a->img);
			ret = -1;
		}
		unlink(a->img);
	} else if (tst_core_tmpdir()) {
		umount_dev(a->dev, tst_core_tmpdir());
	}
	/* The name stays readable: callers often still hold it. */
	a->used = 0;
	return ret;
}

int tst_release_device_(const char *file, const int lineno, const char *dev)
{
	struct acquired *a = dev ? find_slot(dev) : NULL;

	if (!a) {
		tst_res_(file, lineno, TWARN, "release of '%s': not acquired",
			 dev ? dev : "(null)");
		return -1;
	}
	return release(a);
}

/* ---- the new API's device ---- */

static int in_skiplist(const char *type, const char *const *list)
{
	for (; list && *list; list++) {
		if (!strcmp(*list, type))
			return 1;
	}
	return 0;
}

void tst_device_setup(const struct tst_test *t)
{
	char why[256] = "no free loop device";
	const char *dev;
	unsigned int size;

	if (t->needs_overlay && !t->mount_device)
		tst_brk(TBROK, ".needs_overlay needs .mount_device");
	if (!t->needs_device && !t->format_device && !t->mount_device &&
	    !t->all_filesystems)
		return;
	if (t->mount_device && (!t->mntpoint || !t->mntpoint[0]))
		tst_brk(TBROK, ".mount_device needs .mntpoint");
	size = tst_fs_dev_min_mb(t);
	if (t->dev_min_size > size)
		size = t->dev_min_size;
	dev = acquire(__FILE__, __LINE__, NULL, size, why, sizeof(why));
	if (!dev)
		tst_brk(TCONF, "needs_device: %s", why);
	the_device.dev = dev;
	the_device.fs_type = tst_fs_default_type(t);
	the_device.size = find_slot(dev)->size;
	tst_device = &the_device;
	/* A test on several filesystems formats before each run. */
	if (tst_fs_multi(t))
		return;
	if (in_skiplist(the_device.fs_type, t->skip_filesystems))
		tst_brk(TCONF, "the test does not support %s",
			the_device.fs_type);
	if (t->format_device || t->mount_device)
		tst_fs_prepare(t, the_device.fs_type);
}

/* Loop devices over files in dir that no one released (a crashed old-API
 * test acquired them in its own process). */
static void release_leftovers(const char *dir)
{
	char real[PATH_MAX], path[PATH_MAX], back[PATH_MAX];
	struct acquired a;
	struct dirent *de;
	size_t len;
	DIR *d;
	FILE *f;

	if (!dir || !realpath(dir, real))
		return;
	len = strlen(real);
	d = opendir("/sys/block");
	if (!d)
		return;
	while ((de = readdir(d))) {
		if (strncmp(de->d_name, "loop", 4))
			continue;
		snprintf(path, sizeof(path), "/sys/block/%s/loop/backing_file",
			 de->d_name);
		f = fopen(path, "r");
		if (!f)
			continue;
		if (!fgets(back, sizeof(back), f))
			back[0] = 0;
		fclose(f);
		back[strcspn(back, "\n")] = 0;
		if (strncmp(back, real, len) || back[len] != '/')
			continue;
		memset(&a, 0, sizeof(a));
		snprintf(a.dev, sizeof(a.dev), "/dev/%.48s", de->d_name);
		snprintf(a.img, sizeof(a.img), "%s", back);
		tst_res(TINFO, "detaching %s left over by the test", a.dev);
		release(&a);
	}
	closedir(d);
}

void tst_device_teardown(void)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(devs); i++) {
		if (devs[i].used)
			release(&devs[i]);
	}
	tst_device = NULL;
	/* The supervisor's own directory, not a path the test could write. */
	release_leftovers(tst_core_owned_dir());
}
