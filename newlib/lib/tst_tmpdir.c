// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The tmpdir: made with mkdtemp() so its name cannot be guessed, opened to
 * every user (tests drop privileges and then create files in it), and
 * removed without following a symlink or crossing into a mount, so that a
 * test that planted either cannot make the removal touch anything outside.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <mntent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tst_core.h"
#include "tst_res.h"
#include "tst_shm.h"

static char *tmpdir_local; /* when there is no shared page */

static const char *tmp_base(void)
{
	const char *env = getenv("TMPDIR");

	return env && env[0] ? env : "/tmp";
}

char *tst_core_tmpdir_create(const char *prefix)
{
	const char *base = tmp_base();
	char templ[PATH_MAX];
	char *path;

	if (base[0] != '/') {
		errno = EINVAL;
		return NULL;
	}
	if (snprintf(templ, sizeof(templ), "%s/%.8sXXXXXX", base,
		     prefix && prefix[0] ? prefix : "tst") >=
	    (int)sizeof(templ)) {
		errno = ENAMETOOLONG;
		return NULL;
	}
	if (!mkdtemp(templ))
		return NULL;
	if (chmod(templ, 0777))
		goto fail;
	path = realpath(templ, NULL);
	if (!path)
		goto fail;
	if (strlen(path) >= TST_SHM_TMPDIR_MAX) {
		free(path);
		errno = ENAMETOOLONG;
		goto fail;
	}
	if (tst_shm)
		strcpy(tst_shm->tmpdir, path);
	free(tmpdir_local);
	tmpdir_local = strdup(path);
	return path;
fail:
	rmdir(templ);
	return NULL;
}

const char *tst_core_tmpdir(void)
{
	if (tst_shm)
		return tst_shm->tmpdir[0] ? tst_shm->tmpdir : NULL;
	return tmpdir_local;
}

/* An exec()ed helper finds the test's tmpdir in the shared page too. */
char *tst_get_tmpdir(void)
{
	const char *dir = tst_core_tmpdir();
	char *copy;

	if (!dir)
		tst_brk_(__FILE_NAME__, __LINE__, TBROK,
			 "tst_get_tmpdir: the test has no tmpdir");
	copy = strdup(dir);
	if (!copy)
		tst_brk_(__FILE_NAME__, __LINE__, TBROK | TERRNO,
			 "strdup() failed");
	return copy;
}

void tst_core_tmpdir_forget(void)
{
	if (tst_shm)
		tst_shm->tmpdir[0] = '\0';
	free(tmpdir_local);
	tmpdir_local = NULL;
}

static int under(const char *mnt, const char *dir, size_t dlen)
{
	return !strncmp(mnt, dir, dlen) && (mnt[dlen] == '/' || !mnt[dlen]);
}

/*
 * Detach every mount at or below dir, the most recent first: a mount is
 * always newer than the one it sits on, so nested and stacked mounts come
 * off in order. getmntent() decodes the escaped paths.
 */
static void umount_below(const char *dir)
{
	size_t dlen = strlen(dir), n = 0;
	struct mntent *m;
	char *mnts[256];
	FILE *f = setmntent("/proc/self/mounts", "re");

	if (!f)
		return;
	while (n < ARRAY_SIZE(mnts) && (m = getmntent(f))) {
		if (under(m->mnt_dir, dir, dlen) &&
		    (mnts[n] = strdup(m->mnt_dir)))
			n++;
	}
	endmntent(f);
	while (n--) {
		umount2(mnts[n], MNT_DETACH);
		free(mnts[n]);
	}
}

static int first_err;

static void note_err(void)
{
	if (!first_err)
		first_err = errno;
}

static int open_dir_at(int dfd, const char *name)
{
	int fd = openat(dfd, name,
			O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);

	/* A test may leave a directory we own without read permission. */
	if (fd < 0 && errno == EACCES && !fchmodat(dfd, name, S_IRWXU, 0))
		fd = openat(dfd, name,
			    O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	return fd;
}

static void remove_entries(int dfd, dev_t dev);

static void remove_entry(int dfd, const char *name, dev_t dev)
{
	struct stat st;
	int fd;

	if (fstatat(dfd, name, &st, AT_SYMLINK_NOFOLLOW)) {
		note_err();
		return;
	}
	if (!S_ISDIR(st.st_mode)) {
		if (unlinkat(dfd, name, 0))
			note_err();
		return;
	}
	if (st.st_dev != dev) {
		/* A mount that could not be detached: leave it alone. */
		errno = EBUSY;
		note_err();
		return;
	}
	fd = open_dir_at(dfd, name);
	if (fd < 0) {
		note_err();
		return;
	}
	remove_entries(fd, dev);
	if (unlinkat(dfd, name, AT_REMOVEDIR))
		note_err();
}

static void remove_entries(int dfd, dev_t dev)
{
	struct dirent *de;
	DIR *d = fdopendir(dfd);

	if (!d) {
		note_err();
		close(dfd);
		return;
	}
	while ((de = readdir(d))) {
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		remove_entry(dirfd(d), de->d_name, dev);
	}
	closedir(d);
}

int tst_core_rmtree(const char *path)
{
	struct stat st;
	int fd;

	first_err = 0;
	if (lstat(path, &st))
		return -1;
	if (!S_ISDIR(st.st_mode))
		return unlink(path);
	umount_below(path);
	if (lstat(path, &st))
		return -1;
	fd = open_dir_at(AT_FDCWD, path);
	if (fd < 0)
		return -1;
	remove_entries(fd, st.st_dev);
	if (rmdir(path))
		note_err();
	if (first_err) {
		errno = first_err;
		return -1;
	}
	return 0;
}
