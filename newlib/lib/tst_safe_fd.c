// SPDX-License-Identifier: GPL-2.0-or-later
/* Safe calls on descriptors: fcntl, pipes, dup, sync, vectored I/O. */

#include <errno.h>
#include <stdarg.h>
#include "tst_res.h"
#include "tst_safe_check.h"
#include "tst_safe_macros.h"

/* fcntl commands whose argument is a pointer rather than an int. */
static int arg_is_ptr(int cmd)
{
	switch (cmd) {
	case F_GETLK:
	case F_SETLK:
	case F_SETLKW:
	case F_OFD_GETLK:
	case F_OFD_SETLK:
	case F_OFD_SETLKW:
	case F_GETOWN_EX:
	case F_SETOWN_EX:
		return 1;
	}
	return 0;
}

int safe_fcntl(TST_SAFE_FN_ARGS, int fd, int cmd, ...)
{
	va_list va;
	void *ptr = NULL;
	long arg = 0;
	int rval;

	va_start(va, cmd);
	if (arg_is_ptr(cmd))
		ptr = va_arg(va, void *);
	else
		arg = va_arg(va, long);
	va_end(va);
	rval = ptr ? fcntl(fd, cmd, ptr) : fcntl(fd, cmd, arg);
	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval,
			      "fcntl(%d,%d,%#lx)", fd, cmd,
			      ptr ? (unsigned long)ptr : (unsigned long)arg);
	return rval;
}

int safe_pipe2(TST_SAFE_FN_ARGS, int fildes[2], int flags)
{
	int rval = pipe2(fildes, flags);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "pipe2(%p,%#x)",
			    (void *)fildes, flags);
	return rval;
}

int safe_dup(TST_SAFE_FN_ARGS, int oldfd)
{
	int rval = dup(oldfd);

	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval, "dup(%d)", oldfd);
	return rval;
}

int safe_dup2(TST_SAFE_FN_ARGS, int oldfd, int newfd)
{
	int rval = dup2(oldfd, newfd);

	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval, "dup2(%d,%d)",
			      oldfd, newfd);
	return rval;
}

int safe_fsync(TST_SAFE_FN_ARGS, int fd)
{
	int rval = fsync(fd);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "fsync(%d)", fd);
	return rval;
}

int safe_posix_fadvise(TST_SAFE_FN_ARGS, int fd, off_t offset, off_t len,
		       int advice)
{
	int rval = posix_fadvise(fd, offset, len, advice);

	/* It returns the error number instead of setting errno. */
	if (rval)
		tst_safe_fail_errno(file, lineno, cleanup_fn, rval,
				    "posix_fadvise(%d,%lld,%lld,%d)", fd,
				    (long long)offset, (long long)len, advice);
	return rval;
}

static size_t iov_total(const struct iovec *iov, int iovcnt)
{
	size_t n = 0;
	int i;

	for (i = 0; i < iovcnt; i++)
		n += iov[i].iov_len;
	return n;
}

/* Failure, or with len_strict anything but the whole length. */
static void check_vec(TST_SAFE_FN_ARGS, char len_strict, ssize_t rval,
		      const char *call, int fd, const struct iovec *iov,
		      int iovcnt)
{
	size_t total = iov_total(iov, iovcnt);

	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval, "%s(%d,%p,%d)",
			      call, fd, (const void *)iov, iovcnt);
	if (rval >= 0 && len_strict && (size_t)rval != total)
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "short %s(%d,%p,%d): %zd of %zu bytes", call, fd,
			   (const void *)iov, iovcnt, rval, total);
}

ssize_t safe_readv(TST_SAFE_FN_ARGS, char len_strict, int fd,
		   const struct iovec *iov, int iovcnt)
{
	ssize_t rval = readv(fd, iov, iovcnt);

	check_vec(file, lineno, cleanup_fn, len_strict, rval, "readv", fd, iov,
		  iovcnt);
	return rval;
}

ssize_t safe_writev(TST_SAFE_FN_ARGS, char len_strict, int fd,
		    const struct iovec *iov, int iovcnt)
{
	ssize_t rval = writev(fd, iov, iovcnt);

	check_vec(file, lineno, cleanup_fn, len_strict, rval, "writev", fd, iov,
		  iovcnt);
	return rval;
}

ssize_t safe_preadv(TST_SAFE_FN_ARGS, char len_strict, int fd,
		    const struct iovec *iov, int iovcnt, off_t offset)
{
	ssize_t rval = preadv(fd, iov, iovcnt, offset);

	check_vec(file, lineno, cleanup_fn, len_strict, rval, "preadv", fd, iov,
		  iovcnt);
	return rval;
}

ssize_t safe_pwritev(TST_SAFE_FN_ARGS, char len_strict, int fd,
		     const struct iovec *iov, int iovcnt, off_t offset)
{
	ssize_t rval = pwritev(fd, iov, iovcnt, offset);

	check_vec(file, lineno, cleanup_fn, len_strict, rval, "pwritev", fd,
		  iov, iovcnt);
	return rval;
}
