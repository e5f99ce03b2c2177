// SPDX-License-Identifier: GPL-2.0-or-later
/* Free space, the link limits of a filesystem found by filling, empty
 * directories and mount options. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <mntent.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>
#include "tst_core.h"
#include "tst_fs.h"
#include "tst_internal.h"
#include "tst_res.h"
#include "tst_safe_macros.h"

int tst_fs_has_free_(void (*cleanup)(void), const char *path, uint64_t size,
		     unsigned int mult)
{
	struct statfs sf;

	if (statfs(path, &sf))
		tst_brk_c_(__FILE_NAME__, __LINE__, TBROK | TERRNO, cleanup,
			   "statfs(%s) failed", path);
	return (uint64_t)sf.f_bavail * sf.f_bsize >= size * mult;
}

/* Gave up here: a filesystem without a limit (ext4's dir_nlink, tmpfs)
 * would otherwise be filled to its last inode. */
#define MAX_SANE_LINKS 65535

/*
 * Make entries with make() in dir until it fails; EMLINK means the limit
 * was reached and the count is returned (the entries are left for the
 * tmpdir's removal). Anything else, or no limit within MAX_SANE_LINKS,
 * gives 0 with a TINFO saying why, and dir is removed again.
 */
static int fill_until_emlink(const char *dir,
			     int (*make)(const char *dir, int n),
			     const char *what)
{
	int n;

	for (n = 0; n < MAX_SANE_LINKS; n++) {
		if (make(dir, n) == 0)
			continue;
		if (errno == EMLINK) {
			tst_res_(__FILE_NAME__, __LINE__, TINFO,
				 "%s limit reached in %s: %d", what, dir, n);
			return n;
		}
		tst_res_(__FILE_NAME__, __LINE__, TINFO | TERRNO,
			 "%s in %s stopped after %d", what, dir, n);
		break;
	}
	if (n == MAX_SANE_LINKS)
		tst_res_(__FILE_NAME__, __LINE__, TINFO,
			 "no %s limit in %s within %d", what, dir, n);
	if (tst_core_rmtree(dir))
		tst_res_(__FILE_NAME__, __LINE__, TWARN | TERRNO,
			 "could not remove %s", dir);
	return 0;
}

static int make_link(const char *dir, int n)
{
	char src[PATH_MAX], dst[PATH_MAX];

	snprintf(src, sizeof(src), "%s/testfile0", dir);
	if (n == 0)
		return close(open(src, O_CREAT | O_WRONLY, 0644));
	snprintf(dst, sizeof(dst), "%s/testfile%d", dir, n);
	return link(src, dst);
}

static int make_subdir(const char *dir, int n)
{
	char path[PATH_MAX];

	snprintf(path, sizeof(path), "%s/testdir%d", dir, n);
	return mkdir(path, 0755);
}

int tst_fs_fill_hardlinks_(void (*cleanup)(void), const char *dir)
{
	safe_mkdir(__FILE_NAME__, __LINE__, cleanup, dir, 0755);
	/* make_link(0) creates the file: its link count is n when the nth
	 * make fails. */
	return fill_until_emlink(dir, make_link, "hard links");
}

int tst_fs_fill_subdirs_(void (*cleanup)(void), const char *dir)
{
	int n;

	safe_mkdir(__FILE_NAME__, __LINE__, cleanup, dir, 0755);
	n = fill_until_emlink(dir, make_subdir, "subdirectories");
	/* A directory's link count is 2 plus its subdirectories. */
	return n ? n + 2 : 0;
}

int tst_dir_is_empty_(void (*cleanup)(void), const char *name, int verbose)
{
	struct dirent *ent;
	DIR *dir = opendir(name);
	int empty = 1;

	if (!dir) {
		tst_brk_c_(__FILE_NAME__, __LINE__, TBROK | TERRNO, cleanup,
			   "opendir(%s) failed", name);
		return 0;
	}
	while ((ent = readdir(dir))) {
		if (!strcmp(ent->d_name, ".") || !strcmp(ent->d_name, ".."))
			continue;
		empty = 0;
		if (verbose)
			tst_res_(__FILE_NAME__, __LINE__, TINFO,
				 "%s is not empty: %s", name, ent->d_name);
		break;
	}
	closedir(dir);
	return empty;
}

/* The mount entry with the longest directory that is a prefix of path. */
struct best_mount {
	const char *path;
	char *opts;
	size_t size, best;
};

/* Never stops the scan: a later entry of the same length wins. */
static int note_best_mount(const struct mntent *m, void *data)
{
	struct best_mount *b = data;
	size_t len = strlen(m->mnt_dir);

	if (strncmp(b->path, m->mnt_dir, len) ||
	    (b->path[len] != '/' && b->path[len] && len > 1))
		return 0;
	if (len < b->best)
		return 0;
	b->best = len;
	snprintf(b->opts, b->size, ",%s,", m->mnt_opts);
	return 0;
}

static int best_mount(const char *path, char *opts, size_t size)
{
	struct best_mount b = { path, opts, size, 0 };

	if (tst_mounts_each(note_best_mount, &b) < 0)
		return -1;
	return b.best ? 0 : -1;
}

int tst_path_has_mnt_flags_(void (*cleanup_fn)(void), const char *path,
			    const char *flags[])
{
	char real[PATH_MAX], opts[4096], want[256];

	if (!realpath(path ? path : ".", real))
		tst_brk_c_(__FILE_NAME__, __LINE__, TBROK | TERRNO, cleanup_fn,
			   "realpath(%s) failed", path);
	if (best_mount(real, opts, sizeof(opts)))
		tst_brk_c_(__FILE_NAME__, __LINE__, TBROK, cleanup_fn,
			   "no mount holds %s", real);
	for (; flags && *flags; flags++) {
		snprintf(want, sizeof(want), ",%s,", *flags);
		if (!strstr(opts, want))
			return 0;
	}
	return 1;
}

int tst_path_exists(const char *fmt, ...)
{
	char path[PATH_MAX];
	va_list ap;
	int len;

	va_start(ap, fmt);
	len = vsnprintf(path, sizeof(path), fmt, ap);
	va_end(ap);
	/* A path too long for PATH_MAX is none the system can have. */
	if (len < 0 || (size_t)len >= sizeof(path))
		return 0;
	return !access(path, F_OK);
}
