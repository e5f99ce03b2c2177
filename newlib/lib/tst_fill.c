// SPDX-License-Identifier: GPL-2.0-or-later
/* Filling files with a pattern, finding programs, overlay mounts. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tst_test.h"
#include "tst_internal.h"

int tst_fill_fd(int fd, char pattern, size_t bs, size_t bcount)
{
	size_t i, done;
	ssize_t n;
	char *buf;

	buf = malloc(bs ? bs : 1);
	if (!buf)
		return -1;
	memset(buf, pattern, bs);
	for (i = 0; i < bcount; i++) {
		for (done = 0; done < bs; done += n) {
			n = write(fd, buf + done, bs - done);
			if (n > 0)
				continue;
			if (n < 0 && errno == EINTR) {
				n = 0;
				continue;
			}
			if (!n)
				errno = ENOSPC;
			free(buf);
			return -1;
		}
	}
	free(buf);
	return 0;
}

int tst_fill_file(const char *path, char pattern, size_t bs, size_t bcount)
{
	int fd, err;

	fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0700);
	if (fd < 0)
		return -1;
	if (tst_fill_fd(fd, pattern, bs, bcount)) {
		err = errno;
		close(fd);
		unlink(path);
		errno = err;
		return -1;
	}
	if (close(fd))
		return -1;
	return 0;
}

int tst_prealloc_file(const char *path, size_t bs, size_t bcount)
{
	int fd, err = 0;

	fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0700);
	if (fd < 0)
		return -1;
	if (fallocate(fd, 0, 0, (off_t)bs * bcount)) {
		err = errno;
		/* Filesystems without fallocate() get the blocks written. */
		if (err == EOPNOTSUPP || err == ENOSYS)
			err = tst_fill_fd(fd, 0, bs, bcount) ? errno : 0;
	}
	if (close(fd) && !err)
		err = errno;
	if (!err)
		return 0;
	unlink(path);
	errno = err;
	return -1;
}

int tst_get_path(const char *prog_name, char *buf, size_t buf_len)
{
	const char *path = getenv("PATH"), *p, *end;
	struct stat st;
	int n;

	if (!path)
		path = "/usr/local/bin:/usr/bin:/bin";
	for (p = path;; p = end + 1) {
		end = strchrnul(p, ':');
		n = snprintf(buf, buf_len, "%.*s/%s", (int)(end - p), p,
			     prog_name);
		if (n > 0 && (size_t)n < buf_len && !stat(buf, &st) &&
		    S_ISREG(st.st_mode) && !access(buf, X_OK))
			return 0;
		if (!*end)
			break;
	}
	errno = ENOENT;
	return -1;
}

int tst_mount_overlay_at(const char *dir, const char *file, const int lineno,
			 int strict)
{
	static const char *const dirs[] = { OVL_BASE_MNTPOINT, OVL_LOWER,
					    OVL_UPPER, OVL_WORK, OVL_MNT };
	char path[ARRAY_SIZE(dirs)][PATH_MAX], opts[3 * PATH_MAX + 64];
	size_t i;

	for (i = 0; i < ARRAY_SIZE(dirs); i++) {
		snprintf(path[i], sizeof(path[i]), "%s/%s", dir, dirs[i]);
		if (mkdir(path[i], 0777) && errno != EEXIST)
			tst_brk_(file, lineno, TBROK | TERRNO, "mkdir(%s)",
				 path[i]);
	}
	snprintf(opts, sizeof(opts), "lowerdir=%s,upperdir=%s,workdir=%s",
		 path[1], path[2], path[3]);
	if (!mount("overlay", path[4], "overlay", 0, opts))
		return 0;
	if (errno == ENODEV || errno == EINVAL || errno == EPERM) {
		if (strict) {
			tst_brk_(file, lineno, TCONF | TERRNO,
				 "overlayfs cannot be mounted here");
			return -1;
		}
		tst_res_(file, lineno, TINFO | TERRNO,
			 "overlayfs cannot be mounted here");
		return -1;
	}
	tst_brk_(file, lineno, TBROK | TERRNO, "mount(overlay at %s)", path[4]);
	return -1;
}

int tst_mount_overlay(const char *file, const int lineno, int strict)
{
	return tst_mount_overlay_at(".", file, lineno, strict);
}
