// SPDX-License-Identifier: GPL-2.0-or-later
/* Safe calls on extended attributes: a filesystem without them is TCONF. */

#include <errno.h>
#include "tst_res.h"
#include "tst_safe_check.h"
#include "tst_safe_macros.h"

static void check_xattr(TST_SAFE_FN_ARGS, long rval, const char *call,
			const char *target, const char *name)
{
	if (rval != -1)
		return;
	if (errno == ENOTSUP)
		tst_brk_c_(file, lineno, TCONF, cleanup_fn,
			   "%s(%s,%s): no extended attributes here "
			   "(filesystem, or mounted without user_xattr)",
			   call, target, name);
	else
		tst_safe_check_nonneg(file, lineno, cleanup_fn, rval,
				      "%s(%s,%s)", call, target, name);
}

int safe_setxattr(TST_SAFE_FN_ARGS, const char *path, const char *name,
		  const void *value, size_t size, int flags)
{
	int rval = setxattr(path, name, value, size, flags);

	check_xattr(file, lineno, cleanup_fn, rval, "setxattr", path, name);
	return rval;
}

int safe_lsetxattr(TST_SAFE_FN_ARGS, const char *path, const char *name,
		   const void *value, size_t size, int flags)
{
	int rval = lsetxattr(path, name, value, size, flags);

	check_xattr(file, lineno, cleanup_fn, rval, "lsetxattr", path, name);
	return rval;
}

int safe_fsetxattr(TST_SAFE_FN_ARGS, int fd, const char *name,
		   const void *value, size_t size, int flags)
{
	char fds[16];
	int rval = fsetxattr(fd, name, value, size, flags);

	snprintf(fds, sizeof(fds), "%d", fd);
	check_xattr(file, lineno, cleanup_fn, rval, "fsetxattr", fds, name);
	return rval;
}

ssize_t safe_getxattr(TST_SAFE_FN_ARGS, const char *path, const char *name,
		      void *value, size_t size)
{
	ssize_t rval = getxattr(path, name, value, size);

	check_xattr(file, lineno, cleanup_fn, rval, "getxattr", path, name);
	return rval;
}

int safe_removexattr(TST_SAFE_FN_ARGS, const char *path, const char *name)
{
	int rval = removexattr(path, name);

	check_xattr(file, lineno, cleanup_fn, rval, "removexattr", path, name);
	return rval;
}

int safe_lremovexattr(TST_SAFE_FN_ARGS, const char *path, const char *name)
{
	int rval = lremovexattr(path, name);

	check_xattr(file, lineno, cleanup_fn, rval, "lremovexattr", path, name);
	return rval;
}

int safe_fremovexattr(TST_SAFE_FN_ARGS, int fd, const char *name)
{
	char fds[16];
	int rval = fremovexattr(fd, name);

	snprintf(fds, sizeof(fds), "%d", fd);
	check_xattr(file, lineno, cleanup_fn, rval, "fremovexattr", fds, name);
	return rval;
}
