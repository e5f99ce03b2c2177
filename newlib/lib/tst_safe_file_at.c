// SPDX-License-Identifier: GPL-2.0-or-later
/* The safe *at() calls of tst_safe_file_at.h. */
#include <errno.h>
#include <stdarg.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tst_test.h"
#include "tst_safe_check.h"
#include "tst_safe_file_at.h"

const char *tst_decode_fd(const int fd)
{
	static char path[PATH_MAX];
	char link[64];
	ssize_t len;

	snprintf(link, sizeof(link), "/proc/self/fd/%d", fd);
	len = readlink(link, path, sizeof(path) - 1);
	if (len < 0)
		return "?";
	path[len] = '\0';
	return path;
}

static int creates(int oflags)
{
	return (oflags & O_CREAT) || (oflags & O_TMPFILE) == O_TMPFILE;
}

int safe_openat(const char *file, const int lineno, void (*cleanup_fn)(void),
		const int dirfd, const char *path, const int oflags, ...)
{
	mode_t mode = 0;
	va_list va;
	int fd;

	if (creates(oflags)) {
		va_start(va, oflags);
		mode = va_arg(va, int);
		va_end(va);
	}
	fd = openat(dirfd, path, oflags, mode);
	tst_safe_check_nonneg(
		file, lineno, cleanup_fn, fd, "openat(%d<%s>, '%s', %o, %o)",
		dirfd, tst_decode_fd(dirfd), path, oflags, (unsigned int)mode);
	return fd;
}

ssize_t safe_file_readat(const char *file, const int lineno,
			 void (*cleanup_fn)(void), const int dirfd,
			 const char *path, char *buf, size_t nbyte)
{
	int fd = safe_openat(file, lineno, cleanup_fn, dirfd, path, O_RDONLY);
	ssize_t ret;
	int err;

	if (fd < 0)
		return -1;
	if (!nbyte) {
		close(fd);
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "reading %d<%s>/'%s' into a buffer of 0 bytes",
			   dirfd, tst_decode_fd(dirfd), path);
		return -1;
	}
	/* One byte is kept for the NUL: tests read the content as a
	 * string. */
	ret = read(fd, buf, nbyte - 1);
	err = errno;
	close(fd);
	errno = err;
	tst_safe_check_nonneg(file, lineno, cleanup_fn, ret,
			      "read(%d<%s>/'%s', %zu)", dirfd,
			      tst_decode_fd(dirfd), path, nbyte - 1);
	if (ret < 0)
		return ret;
	buf[ret] = '\0';
	/* A full buffer may have cut the file short. */
	if ((size_t)ret == nbyte - 1)
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "a buffer of %zu bytes is too small for %d<%s>/'%s'",
			   nbyte, dirfd, tst_decode_fd(dirfd), path);
	return ret;
}

static int file_vprintfat(const int dirfd, const char *path, const char *fmt,
			  va_list va)
{
	char *str = NULL;
	ssize_t ret;
	int fd, len, err;

	len = vasprintf(&str, fmt, va);
	if (len < 0)
		return -1;
	fd = openat(dirfd, path, O_WRONLY | O_TRUNC);
	if (fd < 0) {
		free(str);
		return -1;
	}
	ret = write(fd, str, len);
	err = errno;
	free(str);
	if (close(fd) && ret == len)
		return -1;
	errno = err;
	return ret == len ? 0 : -1;
}

int safe_file_printfat(const char *file, const int lineno,
		       void (*cleanup_fn)(void), const int dirfd,
		       const char *path, const char *fmt, ...)
{
	va_list va;
	int ret;

	va_start(va, fmt);
	ret = file_vprintfat(dirfd, path, fmt, va);
	va_end(va);
	tst_safe_check_zero(file, lineno, cleanup_fn, ret,
			    "writing '%s' to %d<%s>/'%s'", fmt, dirfd,
			    tst_decode_fd(dirfd), path);
	return ret;
}

int safe_unlinkat(const char *file, const int lineno, void (*cleanup_fn)(void),
		  const int dirfd, const char *path, const int flags)
{
	int ret = unlinkat(dirfd, path, flags);

	tst_safe_check_zero(file, lineno, cleanup_fn, ret,
			    "unlinkat(%d<%s>, '%s', %d)", dirfd,
			    tst_decode_fd(dirfd), path, flags);
	return ret;
}

int safe_fchownat(const char *file, const int lineno, void (*cleanup_fn)(void),
		  const int dirfd, const char *path, uid_t owner, gid_t group,
		  int flags)
{
	int ret = fchownat(dirfd, path, owner, group, flags);

	tst_safe_check_zero(file, lineno, cleanup_fn, ret,
			    "fchownat(%d<%s>, '%s', %d, %d, %d)", dirfd,
			    tst_decode_fd(dirfd), path, (int)owner, (int)group,
			    flags);
	return ret;
}

int safe_fstatat(const char *file, const int lineno, void (*cleanup_fn)(void),
		 const int dirfd, const char *path, struct stat *statbuf,
		 int flags)
{
	int ret = fstatat(dirfd, path, statbuf, flags);

	tst_safe_check_zero(file, lineno, cleanup_fn, ret,
			    "fstatat(%d<%s>, '%s', %p, %d)", dirfd,
			    tst_decode_fd(dirfd), path, (void *)statbuf, flags);
	return ret;
}
