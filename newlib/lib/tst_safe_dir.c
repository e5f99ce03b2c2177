// SPDX-License-Identifier: GPL-2.0-or-later
/* Safe directory streams and path splitting. */

#include <dirent.h>
#include <errno.h>
#include <libgen.h>
#include "tst_safe_check.h"
#include "tst_safe_macros.h"

DIR *safe_opendir(const char *file, const int lineno, void (*cleanup_fn)(void),
		  const char *name)
{
	DIR *rval;

	rval = opendir(name);
	tst_safe_check_ptr(file, lineno, cleanup_fn, rval, "opendir(%s)", name);
	return rval;
}

int safe_closedir(const char *file, const int lineno, void (*cleanup_fn)(void),
		  DIR *dirp)
{
	/* The stream is gone after closedir(), whatever it returned. */
	int fd = dirfd(dirp);
	int rval;

	rval = closedir(dirp);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "closedir(<stream of fd %d>)", fd);
	return rval;
}

/* The end of the directory is NULL with errno untouched: not an error. */
struct dirent *safe_readdir(const char *file, const int lineno,
			    void (*cleanup_fn)(void), DIR *dirp)
{
	struct dirent *rval;
	int saved = errno;

	errno = 0;
	rval = readdir(dirp);
	if (!rval && errno)
		tst_safe_fail_errno(file, lineno, cleanup_fn, errno,
				    "readdir(%p)", (void *)dirp);
	errno = saved;
	return rval;
}

/* POSIX basename() and dirname() may change path; callers pass strings
 * they own, as with the libc calls. */
char *safe_basename(const char *file, const int lineno,
		    void (*cleanup_fn)(void), char *path)
{
	char *rval;

	rval = basename(path);
	tst_safe_check_ptr(file, lineno, cleanup_fn, rval, "basename(%s)",
			   path);
	return rval;
}

char *safe_dirname(const char *file, const int lineno, void (*cleanup_fn)(void),
		   char *path)
{
	char *rval;

	rval = dirname(path);
	tst_safe_check_ptr(file, lineno, cleanup_fn, rval, "dirname(%s)", path);
	return rval;
}
