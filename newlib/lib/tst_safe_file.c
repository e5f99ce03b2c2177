// SPDX-License-Identifier: GPL-2.0-or-later
/* Safe calls on files, directories and descriptors. */

#include <errno.h>
#include <stdarg.h>
#include <sys/ioctl.h>
#include "tst_res.h"
#include "tst_safe_check.h"
#include "tst_safe_macros.h"

static int takes_mode(int oflags)
{
	return (oflags & O_CREAT) || (oflags & O_TMPFILE) == O_TMPFILE;
}

int safe_open(const char *file, const int lineno, void (*cleanup_fn)(void),
	      const char *pathname, int oflags, ...)
{
	mode_t mode = 0;
	va_list va;
	int rval;

	if (takes_mode(oflags)) {
		va_start(va, oflags);
		mode = va_arg(va, int);
		va_end(va);
	}

	rval = open(pathname, oflags, mode);
	if (takes_mode(oflags))
		tst_safe_check_nonneg(file, lineno, cleanup_fn, rval,
				      "open(%s,%d,%04o)", pathname, oflags,
				      (unsigned int)mode);
	else
		tst_safe_check_nonneg(file, lineno, cleanup_fn, rval,
				      "open(%s,%d)", pathname, oflags);
	return rval;
}

int safe_creat(const char *file, const int lineno, void (*cleanup_fn)(void),
	       const char *pathname, mode_t mode)
{
	int rval;

	rval = creat(pathname, mode);
	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval, "creat(%s,%04o)",
			      pathname, (unsigned int)mode);
	return rval;
}

int safe_close(const char *file, const int lineno, void (*cleanup_fn)(void),
	       int fd)
{
	int rval;

	rval = close(fd);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "close(%d)", fd);
	return rval;
}

/* What read/write-like calls share: failure, nonsense, short transfer. */
static void check_transfer(const char *file, const int lineno,
			   void (*cleanup_fn)(void), char len_strict,
			   ssize_t rval, size_t count, const char *call, int fd,
			   const void *buf)
{
	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval, "%s(%d,%p,%zu)",
			      call, fd, buf, count);
	/* reported, in the test's cleanup, which goes on */
	if (rval < 0)
		return;
	if ((size_t)rval > count)
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "%s(%d,%p,%zu) returned %zd, more than asked", call,
			   fd, buf, count, rval);
	else if (len_strict && (size_t)rval != count)
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "short %s(%d,%p,%zu): %zd bytes transferred", call,
			   fd, buf, count, rval);
}

ssize_t safe_read(const char *file, const int lineno, void (*cleanup_fn)(void),
		  char len_strict, int fd, void *buf, size_t count)
{
	ssize_t rval;

	rval = read(fd, buf, count);
	check_transfer(file, lineno, cleanup_fn, len_strict, rval, count,
		       "read", fd, buf);
	return rval;
}

/* SAFE_WRITE_RETRY: write the rest after a short write; 0 is no progress. */
static ssize_t write_retry(const char *file, const int lineno,
			   void (*cleanup_fn)(void), int fd, const void *buf,
			   size_t count)
{
	size_t done = 0;
	ssize_t n;

	while (done < count) {
		n = write(fd, (const char *)buf + done, count - done);
		tst_safe_check_nonneg(file, lineno, cleanup_fn, n,
				      "write(%d,%p,%zu)", fd,
				      (const char *)buf + done, count - done);
		if (n < 0)
			return n;
		if (!n) {
			tst_brk_c_(file, lineno, TBROK, cleanup_fn,
				   "write(%d,%p,%zu) wrote nothing after %zu "
				   "of %zu bytes",
				   fd, buf, count - done, done, count);
			break;
		}
		done += n;
	}
	return done;
}

ssize_t safe_write(const char *file, const int lineno, void (*cleanup_fn)(void),
		   char len_strict, int fd, const void *buf, size_t count)
{
	ssize_t rval;

	if (len_strict == SAFE_WRITE_RETRY)
		return write_retry(file, lineno, cleanup_fn, fd, buf, count);
	rval = write(fd, buf, count);
	check_transfer(file, lineno, cleanup_fn, len_strict, rval, count,
		       "write", fd, buf);
	return rval;
}

ssize_t safe_pread(const char *file, const int lineno, void (*cleanup_fn)(void),
		   char len_strict, int fd, void *buf, size_t count,
		   off_t offset)
{
	ssize_t rval;

	rval = pread(fd, buf, count, offset);
	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval,
			      "pread(%d,%p,%zu,%lld)", fd, buf, count,
			      (long long)offset);
	check_transfer(file, lineno, cleanup_fn, len_strict, rval, count,
		       "pread", fd, buf);
	return rval;
}

ssize_t safe_pwrite(const char *file, const int lineno,
		    void (*cleanup_fn)(void), char len_strict, int fd,
		    const void *buf, size_t count, off_t offset)
{
	ssize_t rval;

	rval = pwrite(fd, buf, count, offset);
	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval,
			      "pwrite(%d,%p,%zu,%lld)", fd, buf, count,
			      (long long)offset);
	check_transfer(file, lineno, cleanup_fn, len_strict, rval, count,
		       "pwrite", fd, buf);
	return rval;
}

off_t safe_lseek(const char *file, const int lineno, void (*cleanup_fn)(void),
		 int fd, off_t offset, int whence)
{
	off_t rval;

	rval = lseek(fd, offset, whence);
	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval,
			      "lseek(%d,%lld,%d)", fd, (long long)offset,
			      whence);
	return rval;
}

int safe_mkdir(const char *file, const int lineno, void (*cleanup_fn)(void),
	       const char *pathname, mode_t mode)
{
	int rval;

	rval = mkdir(pathname, mode);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "mkdir(%s,%04o)",
			    pathname, (unsigned int)mode);
	return rval;
}

int safe_rmdir(const char *file, const int lineno, void (*cleanup_fn)(void),
	       const char *pathname)
{
	int rval;

	rval = rmdir(pathname);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "rmdir(%s)",
			    pathname);
	return rval;
}

int safe_unlink(const char *file, const int lineno, void (*cleanup_fn)(void),
		const char *pathname)
{
	int rval;

	rval = unlink(pathname);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "unlink(%s)",
			    pathname);
	return rval;
}

int safe_chdir(const char *file, const int lineno, void (*cleanup_fn)(void),
	       const char *path)
{
	int rval;

	rval = chdir(path);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "chdir(%s)", path);
	return rval;
}

char *safe_getcwd(const char *file, const int lineno, void (*cleanup_fn)(void),
		  char *buf, size_t size)
{
	char *rval;

	rval = getcwd(buf, size);
	tst_safe_check_ptr(file, lineno, cleanup_fn, rval, "getcwd(%p,%zu)",
			   (void *)buf, size);
	return rval;
}

int safe_symlink(const char *file, const int lineno, void (*cleanup_fn)(void),
		 const char *oldpath, const char *newpath)
{
	int rval;

	rval = symlink(oldpath, newpath);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "symlink(%s,%s)",
			    oldpath, newpath);
	return rval;
}

int safe_symlinkat(const char *file, const int lineno, void (*cleanup_fn)(void),
		   const char *oldpath, int newdirfd, const char *newpath)
{
	int rval = symlinkat(oldpath, newdirfd, newpath);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "symlinkat(%s,%d,%s)", oldpath, newdirfd, newpath);
	return rval;
}

int safe_link(const char *file, const int lineno, void (*cleanup_fn)(void),
	      const char *oldpath, const char *newpath)
{
	int rval;

	rval = link(oldpath, newpath);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "link(%s,%s)",
			    oldpath, newpath);
	return rval;
}

int safe_linkat(const char *file, const int lineno, void (*cleanup_fn)(void),
		int olddirfd, const char *oldpath, int newdirfd,
		const char *newpath, int flags)
{
	int rval;

	rval = linkat(olddirfd, oldpath, newdirfd, newpath, flags);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "linkat(%d,%s,%d,%s,%d)", olddirfd, oldpath,
			    newdirfd, newpath, flags);
	return rval;
}

ssize_t safe_readlink(const char *file, const int lineno,
		      void (*cleanup_fn)(void), const char *path, char *buf,
		      size_t bufsize)
{
	ssize_t rval;

	rval = readlink(path, buf, bufsize);
	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval,
			      "readlink(%s,%p,%zu)", path, (void *)buf,
			      bufsize);
	if (rval < 0)
		return rval;
	/* A full buffer may hold a cut target and has no room for the NUL. */
	if ((size_t)rval >= bufsize) {
		tst_brk_c_(
			file, lineno, TBROK, cleanup_fn,
			"readlink(%s,%p,%zu): the target does not fit in the buffer",
			path, (void *)buf, bufsize);
		if (!bufsize)
			return -1;
		rval = bufsize - 1;
	}
	buf[rval] = '\0';
	return rval;
}

int safe_rename(const char *file, const int lineno, void (*cleanup_fn)(void),
		const char *oldpath, const char *newpath)
{
	int rval;

	rval = rename(oldpath, newpath);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "rename(%s,%s)",
			    oldpath, newpath);
	return rval;
}

int safe_stat(const char *file, const int lineno, void (*cleanup_fn)(void),
	      const char *path, struct stat *buf)
{
	int rval;

	rval = stat(path, buf);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "stat(%s,%p)", path,
			    (void *)buf);
	return rval;
}

int safe_fstat(const char *file, const int lineno, void (*cleanup_fn)(void),
	       int fd, struct stat *buf)
{
	int rval;

	rval = fstat(fd, buf);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "fstat(%d,%p)", fd,
			    (void *)buf);
	return rval;
}

int safe_lstat(const char *file, const int lineno, void (*cleanup_fn)(void),
	       const char *path, struct stat *buf)
{
	int rval;

	rval = lstat(path, buf);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "lstat(%s,%p)",
			    path, (void *)buf);
	return rval;
}

int safe_chmod(const char *file, const int lineno, void (*cleanup_fn)(void),
	       const char *path, mode_t mode)
{
	int rval;

	rval = chmod(path, mode);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "chmod(%s,%04o)",
			    path, (unsigned int)mode);
	return rval;
}

int safe_fchmod(const char *file, const int lineno, void (*cleanup_fn)(void),
		int fd, mode_t mode)
{
	int rval;

	rval = fchmod(fd, mode);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "fchmod(%d,%04o)",
			    fd, (unsigned int)mode);
	return rval;
}

int safe_chown(const char *file, const int lineno, void (*cleanup_fn)(void),
	       const char *path, uid_t owner, gid_t group)
{
	int rval;

	rval = chown(path, owner, group);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "chown(%s,%d,%d)",
			    path, (int)owner, (int)group);
	return rval;
}

int safe_fchown(const char *file, const int lineno, void (*cleanup_fn)(void),
		int fd, uid_t owner, gid_t group)
{
	int rval;

	rval = fchown(fd, owner, group);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "fchown(%d,%d,%d)",
			    fd, (int)owner, (int)group);
	return rval;
}

int safe_truncate(const char *file, const int lineno, void (*cleanup_fn)(void),
		  const char *path, off_t length)
{
	int rval;

	rval = truncate(path, length);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "truncate(%s,%lld)",
			    path, (long long)length);
	return rval;
}

int safe_ftruncate(const char *file, const int lineno, void (*cleanup_fn)(void),
		   int fd, off_t length)
{
	int rval;

	rval = ftruncate(fd, length);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "ftruncate(%d,%lld)", fd, (long long)length);
	return rval;
}

int safe_pipe(const char *file, const int lineno, void (*cleanup_fn)(void),
	      int fildes[2])
{
	int rval;

	rval = pipe(fildes);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "pipe(%p)",
			    (void *)fildes);
	return rval;
}

int safe_mkfifo(const char *file, const int lineno, void (*cleanup_fn)(void),
		const char *pathname, mode_t mode)
{
	int rval;

	rval = mkfifo(pathname, mode);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "mkfifo(%s,%04o)",
			    pathname, (unsigned int)mode);
	return rval;
}

int safe_ioctl(const char *file, const int lineno, void (*cleanup_fn)(void),
	       int fd, unsigned long request, ...)
{
	va_list va;
	void *arg;
	int rval;

	/* ioctl(2) itself reads its third argument as a pointer. */
	va_start(va, request);
	arg = va_arg(va, void *);
	va_end(va);

	rval = ioctl(fd, request, arg);
	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval,
			      "ioctl(%d,0x%lx,%p)", fd, request, arg);
	return rval;
}
