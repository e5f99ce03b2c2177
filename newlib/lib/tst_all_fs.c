// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Filesystems for the test's device: the one it runs on (its mkfs and
 * mount settings from .filesystems), or with .all_filesystems every one
 * this machine can make and mount, the whole test once per filesystem.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/utsname.h>

#include "tst_test.h"
#include "tst_core.h"
#include "tst_internal.h"

/* What .all_filesystems tries, in this order. */
const char *const tst_fs_all_types[] = { "ext2",  "ext3",     "ext4",  "xfs",
					 "btrfs", "vfat",     "exfat", "ntfs",
					 "f2fs",  "bcachefs", "tmpfs", NULL };

static int mounted; /* something is mounted at the mntpoint */
static char mnt_path[PATH_MAX];
static int ovl_mounted; /* .needs_overlay: an overlay at ovl_path */
static char ovl_path[PATH_MAX + 16];

/* The settings for type: its own entry, else the entry with a NULL type. */
static const struct tst_fs *fs_settings(const struct tst_test *t,
					const char *type)
{
	const struct tst_fs *fs, *dflt = NULL;

	if (!t->filesystems)
		return NULL;
	if (!t->filesystems[0].type)
		dflt = &t->filesystems[0];
	for (fs = dflt ? dflt + 1 : t->filesystems; fs->type; fs++) {
		if (!strcmp(fs->type, type))
			return fs;
	}
	return dflt;
}

static size_t listed_types(const struct tst_test *t)
{
	size_t n = 0;
	const struct tst_fs *fs = t->filesystems;

	if (!fs)
		return 0;
	if (!fs->type)
		fs++;
	for (; fs->type; fs++)
		n++;
	return n;
}

int tst_fs_multi(const struct tst_test *t)
{
	return t->all_filesystems || listed_types(t) > 1;
}

/* The single filesystem of a test that runs on one. */
const char *tst_fs_default_type(const struct tst_test *t)
{
	if (listed_types(t) == 1)
		return t->filesystems[t->filesystems[0].type ? 0 : 1].type;
	if (t->dev_fs_type)
		return t->dev_fs_type;
	return tst_dev_fs_type();
}

/* Whether the kernel knows type now (/proc/filesystems), or has a module
 * that would teach it. */
static int kernel_has(const char *type)
{
	char line[256], name[64];
	int found = 0;
	FILE *f = fopen("/proc/filesystems", "r");

	if (f) {
		while (!found && fgets(line, sizeof(line), f)) {
			if (sscanf(line, "nodev %63s", name) == 1 ||
			    sscanf(line, "%63s", name) == 1)
				found = !strcmp(name, type);
		}
		fclose(f);
	}
	return found || tst_driver_known(type);
}

const char *tst_fs_lacks(const char *type, char *why, size_t size)
{
	char mkfs[64];

	if (!kernel_has(type))
		return "the kernel does not support it";
	if (strcmp(type, "tmpfs")) {
		snprintf(mkfs, sizeof(mkfs), "mkfs.%s", type);
		if (!tst_cmd_available(mkfs)) {
			snprintf(why, size, "%s is not installed", mkfs);
			return why;
		}
	}
	return NULL;
}

/*
 * The smallest device mkfs makes a filesystem of type on, in MB: mkfs.xfs
 * refuses less than 300 MB since xfsprogs 5.19, mkfs.btrfs less than
 * about 110 MB; the others fit the default device.
 */
static unsigned int fs_min_mb(const char *type)
{
	if (!strcmp(type, "xfs"))
		return 300;
	if (!strcmp(type, "btrfs"))
		return 128;
	return 0;
}

/* Why this machine cannot run the test on type, or NULL when it can. */
static const char *fs_unusable(const struct tst_test *t, const char *type,
			       char *why, size_t size)
{
	const struct tst_fs *fs = fs_settings(t, type);
	const char *lacks;

	if (tst_fs_in_skiplist(type, t->skip_filesystems))
		return "the test does not support it";
	lacks = tst_fs_lacks(type, why, size);
	if (lacks)
		return lacks;
	if (fs && fs->min_kver) {
		struct utsname u;

		uname(&u);
		if (tst_kvercmp_str(u.release, fs->min_kver) < 0) {
			snprintf(why, size, "it needs kernel %s", fs->min_kver);
			return why;
		}
	}
	if (fs && fs->mkfs_ver && !tst_cmd_version_ok(fs->mkfs_ver)) {
		snprintf(why, size, "it needs %s", fs->mkfs_ver);
		return why;
	}
	return NULL;
}

/*
 * tmpfs gets the size a device would have (.dev_min_size, else 32 MB), as
 * the real library gives it, unless the test's mount data names a size: a
 * test that fills the filesystem must not fill half the memory instead.
 */
static const void *tmpfs_data(const struct tst_test *t, const char *data,
			      char *buf, size_t size)
{
	unsigned int mb = t->dev_min_size ? t->dev_min_size : 32;

	if (data && strstr(data, "size="))
		return data;
	snprintf(buf, size, "%s%ssize=%uM", data ? data : "", data ? "," : "",
		 mb);
	tst_res(TINFO, "Limiting tmpfs size to %uMB", mb);
	return buf;
}

/*
 * Mount the formatted device. 0; or -1 when it would not mount and the
 * entry has mount_check_support: TCONF reported for this filesystem when
 * the test runs on several (the next one is tried), the end of the test
 * when it runs on this one alone.
 */
static int mount_fs(const struct tst_test *t, const char *type)
{
	const struct tst_fs *fs = fs_settings(t, type);
	const char *src = strcmp(type, "tmpfs") ? tst_device->dev : "tmpfs";
	const void *data = fs ? fs->mnt_data : NULL;
	char buf[256];

	if (!strcmp(type, "tmpfs"))
		data = tmpfs_data(t, data, buf, sizeof(buf));
	if (mount(src, mnt_path, type, fs ? fs->mnt_flags : 0, data)) {
		if (errno == ENODEV)
			tst_brk(TCONF, "the kernel does not support %s", type);
		if (fs && fs->mount_check_support) {
			tst_res(TCONF | TERRNO,
				"%s as the test makes it cannot be mounted "
				"here",
				type);
			if (!tst_fs_multi(t))
				tst_brk(TCONF, "no filesystem to test on");
			return -1;
		}
		tst_brk(TBROK | TERRNO, "mount(%s, '%s', %s)", src, mnt_path,
			type);
	}
	mounted = 1;
	return 0;
}

int tst_fs_prepare(const struct tst_test *t, const char *type)
{
	const struct tst_fs *fs = fs_settings(t, type);
	const char *const *opts = fs ? fs->mkfs_opts : t->dev_fs_opts;
	const char *size_opt = fs ? fs->mkfs_size_opt : NULL;

	if (!fs && t->dev_extra_opts) {
		size_opt = t->dev_extra_opts[0];
		if (size_opt && t->dev_extra_opts[1])
			tst_brk(TBROK, ".dev_extra_opts: one option after the "
				       "device (a size), not more");
	}

	tst_device->fs_type = type;
	/* As in the real suite, .all_filesystems alone formats: a test that
	 * mounts the device itself (.format_device) finds it unmounted. */
	if (t->mount_device) {
		if (!t->mntpoint || !t->mntpoint[0] || t->mntpoint[0] == '/' ||
		    strstr(t->mntpoint, ".."))
			tst_brk(TBROK,
				".mntpoint '%s' must be a path in the "
				"tmpdir",
				t->mntpoint ? t->mntpoint : "");
		snprintf(mnt_path, sizeof(mnt_path), "%s/%s", tst_core_tmpdir(),
			 t->mntpoint);
		if (mkdir(mnt_path, 0777) && errno != EEXIST)
			tst_brk(TBROK | TERRNO, "mkdir('%s')", mnt_path);
	}
	if (strcmp(type, "tmpfs"))
		tst_mkfs_(__FILE__, __LINE__, NULL, tst_device->dev, type, opts,
			  size_opt);
	if (t->mount_device && mount_fs(t, type))
		return -1;
	if (t->needs_overlay) {
		snprintf(ovl_path, sizeof(ovl_path), "%s/%s", tst_core_tmpdir(),
			 OVL_MNT);
		tst_mount_overlay_at(tst_core_tmpdir(), __FILE__, __LINE__, 1);
		ovl_mounted = 1;
	}
	return 0;
}

void tst_fs_unprepare(void)
{
	/* EINVAL: the test unmounted its overlay itself. */
	if (ovl_mounted && tst_umount(ovl_path) && errno != EINVAL)
		tst_res(TWARN | TERRNO, "umount('%s')", ovl_path);
	ovl_mounted = 0;
	if (!mounted)
		return;
	if (tst_umount(mnt_path))
		tst_res(TWARN | TERRNO, "umount('%s')", mnt_path);
	else
		mounted = 0;
}

/* $LTP_SINGLE_FS_TYPE: run only on this one. */
static int wanted(const char *type)
{
	const char *only = getenv("LTP_SINGLE_FS_TYPE");

	return !only || !*only || !strcmp(only, type);
}

static const char *const *candidates(const struct tst_test *t, const char **buf,
				     size_t size)
{
	const struct tst_fs *fs = t->filesystems;
	size_t n = 0;

	if (t->all_filesystems)
		return tst_fs_all_types;
	if (fs && !fs->type)
		fs++;
	for (; fs && fs->type && n < size - 1; fs++)
		buf[n++] = fs->type;
	buf[n] = NULL;
	return buf;
}

unsigned int tst_fs_dev_min_mb(const struct tst_test *t)
{
	const char *buf[32], *const *types;
	char reason[128];
	unsigned int mb = 0;

	if (!tst_fs_multi(t))
		return tst_fs_default_type(t) ?
			       fs_min_mb(tst_fs_default_type(t)) :
			       0;
	for (types = candidates(t, buf, ARRAY_SIZE(buf)); *types; types++)
		if (wanted(*types) &&
		    !fs_unusable(t, *types, reason, sizeof(reason)) &&
		    fs_min_mb(*types) > mb)
			mb = fs_min_mb(*types);
	return mb;
}

int tst_fs_run_each(const struct tst_test *t, unsigned int variant,
		    int (*run)(unsigned int variant))
{
	const char *buf[32], *const *types =
				     candidates(t, buf, ARRAY_SIZE(buf));
	const char *why;
	char reason[128];
	int ran = 0, ret = 0;

	for (; *types && !ret; types++) {
		if (!wanted(*types))
			continue;
		why = fs_unusable(t, *types, reason, sizeof(reason));
		if (why) {
			tst_res(TINFO, "skipping %s: %s", *types, why);
			continue;
		}
		tst_res(TINFO, "=== testing on %s ===", *types);
		ran++;
		if (tst_fs_prepare(t, *types)) {
			tst_fs_unprepare();
			continue;
		}
		ret = run(variant);
		tst_fs_unprepare();
		if (!ret && t->taint_check && tst_taint_check())
			tst_brk(TBROK,
				"the kernel is tainted now (%#x): "
				"not testing further filesystems",
				tst_taint_check());
	}
	if (!ran)
		tst_brk(TCONF, "no filesystem to test on");
	return ret;
}
