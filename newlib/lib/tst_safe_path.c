// SPDX-License-Identifier: GPL-2.0-or-later
/* Safe calls on paths and directories. */

#include <errno.h>
#include <libgen.h>
#include "tst_res.h"
#include "tst_safe_check.h"
#include "tst_safe_macros.h"

int safe_access(TST_SAFE_FN_ARGS, const char *pathname, int mode)
{
	int rval = access(pathname, mode);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "access(%s,%d)",
			    pathname, mode);
	return rval;
}

int safe_mknod(TST_SAFE_FN_ARGS, const char *pathname, mode_t mode, dev_t dev)
{
	int rval = mknod(pathname, mode, dev);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "mknod(%s,%04o,%#llx)", pathname,
			    (unsigned int)mode, (unsigned long long)dev);
	return rval;
}

int safe_chroot(TST_SAFE_FN_ARGS, const char *path)
{
	int rval = chroot(path);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "chroot(%s)", path);
	return rval;
}

int safe_lchown(TST_SAFE_FN_ARGS, const char *path, uid_t owner, gid_t group)
{
	int rval = lchown(path, owner, group);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "lchown(%s,%d,%d)",
			    path, (int)owner, (int)group);
	return rval;
}

int safe_statfs(TST_SAFE_FN_ARGS, const char *path, struct statfs *buf)
{
	int rval = statfs(path, buf);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "statfs(%s,%p)",
			    path, (void *)buf);
	return rval;
}

int safe_statvfs(TST_SAFE_FN_ARGS, const char *path, struct statvfs *buf)
{
	int rval = statvfs(path, buf);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "statvfs(%s,%p)",
			    path, (void *)buf);
	return rval;
}

DIR *safe_opendir(TST_SAFE_FN_ARGS, const char *name)
{
	DIR *rval = opendir(name);

	tst_safe_check_ptr(file, lineno, cleanup_fn, rval, "opendir(%s)", name);
	return rval;
}

int safe_closedir(TST_SAFE_FN_ARGS, DIR *dirp)
{
	unsigned long d = (unsigned long)dirp;
	int rval = closedir(dirp);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "closedir(%#lx)",
			    d);
	return rval;
}

struct dirent *safe_readdir(TST_SAFE_FN_ARGS, DIR *dirp)
{
	struct dirent *rval;

	/* NULL is also the end of the directory: only errno tells. */
	errno = 0;
	rval = readdir(dirp);
	if (!rval && errno)
		tst_safe_fail_errno(file, lineno, cleanup_fn, errno,
				    "readdir(%p)", (void *)dirp);
	return rval;
}

char *safe_basename(TST_SAFE_FN_ARGS, char *path)
{
	char *rval = basename(path);

	tst_safe_check_ptr(file, lineno, cleanup_fn, rval, "basename(%s)",
			   path);
	return rval;
}

char *safe_dirname(TST_SAFE_FN_ARGS, char *path)
{
	char *rval = dirname(path);

	tst_safe_check_ptr(file, lineno, cleanup_fn, rval, "dirname(%s)", path);
	return rval;
}
