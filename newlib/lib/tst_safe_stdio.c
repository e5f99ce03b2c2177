// SPDX-License-Identifier: GPL-2.0-or-later
/* Safe stream calls and whole-file helpers: printf into a file, scanf from
 * one, touch and copy. */

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "tst_res.h"
#include "tst_safe_check.h"
#include "tst_safe_macros.h"

/* Why a file helper failed: the message, and whether errno explains it. */
struct file_err {
	char msg[512];
	int use_errno;
};

FILE *safe_popen(const char *file, const int lineno, void (*cleanup_fn)(void),
		 const char *command, const char *type)
{
	FILE *rval;

	fflush(NULL);
	rval = popen(command, type);
	tst_safe_check_ptr(file, lineno, cleanup_fn, rval, "popen(%s,%s)",
			   command, type);
	return rval;
}

FILE *safe_fopen(const char *file, const int lineno, void (*cleanup_fn)(void),
		 const char *path, const char *mode)
{
	FILE *rval;

	rval = fopen(path, mode);
	tst_safe_check_ptr(file, lineno, cleanup_fn, rval, "fopen(%s,%s)", path,
			   mode);
	return rval;
}

int safe_fclose(const char *file, const int lineno, void (*cleanup_fn)(void),
		FILE *f)
{
	int fd = fileno(f);
	int rval;

	/* The stream is gone after fclose(), whatever it returned. */
	rval = fclose(f);
	if (rval == EOF)
		rval = -1;
	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "fclose(<stream of fd %d>)", fd);
	return rval;
}

FILE *safe_freopen(const char *file, const int lineno, void (*cleanup_fn)(void),
		   const char *path, const char *mode, FILE *stream)
{
	FILE *rval = freopen(path, mode, stream);

	tst_safe_check_ptr(file, lineno, cleanup_fn, rval, "freopen(%s,%s)",
			   path, mode);
	return rval;
}

/* A short fread()/fwrite(): an error with its errno, or the end of file. */
static void check_items(const char *file, const int lineno,
			void (*cleanup_fn)(void), const char *call, size_t got,
			size_t want, FILE *stream)
{
	if (got == want)
		return;
	if (ferror(stream))
		tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
			   "%s() of %zu items: %zu done", call, want, got);
	else
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "%s() of %zu items: %zu done (end of file)", call,
			   want, got);
}

size_t safe_fread(const char *file, const int lineno, void (*cleanup_fn)(void),
		  void *ptr, size_t size, size_t nmemb, FILE *stream)
{
	size_t rval = fread(ptr, size, nmemb, stream);

	check_items(file, lineno, cleanup_fn, "fread", rval, nmemb, stream);
	return rval;
}

size_t safe_fwrite(const char *file, const int lineno, void (*cleanup_fn)(void),
		   const void *ptr, size_t size, size_t nmemb, FILE *stream)
{
	size_t rval = fwrite(ptr, size, nmemb, stream);

	check_items(file, lineno, cleanup_fn, "fwrite", rval, nmemb, stream);
	return rval;
}

int safe_fseek(const char *file, const int lineno, void (*cleanup_fn)(void),
	       FILE *stream, long offset, int whence)
{
	int rval = fseek(stream, offset, whence);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "fseek(%ld,%d)",
			    offset, whence);
	return rval;
}

long safe_ftell(const char *file, const int lineno, void (*cleanup_fn)(void),
		FILE *stream)
{
	long rval = ftell(stream);

	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval, "ftell()");
	return rval;
}

int safe_fileno(const char *file, const int lineno, void (*cleanup_fn)(void),
		FILE *stream)
{
	int rval = fileno(stream);

	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval, "fileno()");
	return rval;
}

int safe_fflush(const char *file, const int lineno, void (*cleanup_fn)(void),
		FILE *stream)
{
	int rval = fflush(stream);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval == EOF ? -1 : rval,
			    "fflush()");
	return rval;
}

static int fail_errno(struct file_err *e, const char *fmt, ...) TST_FMT(2, 3);
static int fail_errno(struct file_err *e, const char *fmt, ...)
{
	int err = errno;
	va_list va;

	va_start(va, fmt);
	vsnprintf(e->msg, sizeof(e->msg), fmt, va);
	va_end(va);
	e->use_errno = 1;
	errno = err;
	return -1;
}

static int fail_plain(struct file_err *e, const char *fmt, ...) TST_FMT(2, 3);
static int fail_plain(struct file_err *e, const char *fmt, ...)
{
	va_list va;

	va_start(va, fmt);
	vsnprintf(e->msg, sizeof(e->msg), fmt, va);
	va_end(va);
	e->use_errno = 0;
	return -1;
}

/*
 * The text goes out in one write() where the kernel takes it: many /proc
 * and /sys files take a value only when it comes whole.
 */
static int write_all(int fd, const char *text, size_t len, struct file_err *e,
		     const char *path)
{
	size_t done = 0;
	ssize_t ret;

	while (done < len) {
		ret = write(fd, text + done, len - done);
		if (ret < 0)
			return fail_errno(e, "write(%s,\"%.64s\") failed", path,
					  text);
		if (ret == 0)
			return fail_plain(e,
					  "write(%s,\"%.64s\") wrote nothing",
					  path, text);
		done += ret;
	}
	return 0;
}

static int vprint_file(const char *path, const char *fmt, va_list va,
		       struct file_err *e)
{
	char *text;
	int fd, len, ret;

	len = vasprintf(&text, fmt, va);
	if (len < 0)
		return fail_errno(e, "formatting \"%s\" for %s failed", fmt,
				  path);

	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0666);
	if (fd < 0) {
		fail_errno(e, "open(%s,O_WRONLY|O_CREAT|O_TRUNC,0666) failed",
			   path);
		free(text);
		return -1;
	}

	ret = write_all(fd, text, len, e, path);
	free(text);
	if (close(fd) && !ret)
		return fail_errno(e, "close(%s) failed", path);
	return ret;
}

/* The SAFE_ forms end the test; the plain ones only warn and return -1. */
static void file_fail(const char *file, const int lineno,
		      void (*cleanup_fn)(void), int fatal,
		      const struct file_err *e)
{
	int flags = e->use_errno ? TERRNO : 0;

	if (fatal)
		tst_brk_c_(file, lineno, TBROK | flags, cleanup_fn, "%s",
			   e->msg);
	else
		tst_res_(file, lineno, TWARN | flags, "%s", e->msg);
}

void safe_file_printf(const char *file, const int lineno,
		      void (*cleanup_fn)(void), const char *path,
		      const char *fmt, ...)
{
	struct file_err e;
	va_list va;
	int ret;

	va_start(va, fmt);
	ret = vprint_file(path, fmt, va, &e);
	va_end(va);
	if (ret)
		file_fail(file, lineno, cleanup_fn, 1, &e);
}

void safe_try_file_printf(const char *file, const int lineno,
			  void (*cleanup_fn)(void), const char *path,
			  const char *fmt, ...)
{
	struct file_err e;
	va_list va;
	int ret;

	/* A file the system does not have is no failure: nothing to do. */
	if (access(path, F_OK))
		return;
	va_start(va, fmt);
	ret = vprint_file(path, fmt, va, &e);
	va_end(va);
	if (ret)
		file_fail(file, lineno, cleanup_fn, 1, &e);
}

int file_printf(const char *file, const int lineno, const char *path,
		const char *fmt, ...)
{
	struct file_err e;
	va_list va;
	int ret;

	va_start(va, fmt);
	ret = vprint_file(path, fmt, va, &e);
	va_end(va);
	if (ret)
		file_fail(file, lineno, NULL, 0, &e);
	return ret;
}

/* Skip "[...]" of a scanf set: a ']' right after "[" or "[^" is literal. */
static const char *skip_set(const char *p)
{
	p++;
	if (*p == '^')
		p++;
	if (*p == ']')
		p++;
	while (*p && *p != ']')
		p++;
	return p;
}

/* How many items a scanf format assigns: what a full match returns. */
static int count_assignments(const char *fmt)
{
	const char *p = fmt;
	int count = 0, suppressed;

	while ((p = strchr(p, '%'))) {
		p++;
		suppressed = (*p == '*');
		if (suppressed)
			p++;
		p += strspn(p, "0123456789");
		p += strspn(p, "hljztLqm");
		if (!*p)
			break;
		if (*p == '[')
			p = skip_set(p);
		else if (*p == '%' || *p == 'n')
			suppressed = 1;
		if (!*p)
			break;
		p++;
		count += !suppressed;
	}
	return count;
}

static int vscan_file(const char *path, const char *fmt, va_list va,
		      struct file_err *e)
{
	int expected = count_assignments(fmt);
	int matched, read_err, ret = 0;
	FILE *f;

	f = fopen(path, "r");
	if (!f)
		return fail_errno(e, "fopen(%s,r) failed", path);

	matched = vfscanf(f, fmt, va);
	read_err = ferror(f) ? errno : 0;
	if (matched == EOF && read_err) {
		errno = read_err;
		ret = fail_errno(e, "scanf of %s with \"%s\" failed", path,
				 fmt);
	} else if (matched == EOF) {
		ret = fail_plain(
			e,
			"scanf of %s with \"%s\": the file ended before the first item",
			path, fmt);
	} else if (matched < expected) {
		ret = fail_plain(
			e, "scanf of %s with \"%s\" matched %d of %d items",
			path, fmt, matched, expected);
	}
	fclose(f);
	return ret;
}

void safe_file_scanf(const char *file, const int lineno,
		     void (*cleanup_fn)(void), const char *path,
		     const char *fmt, ...)
{
	struct file_err e;
	va_list va;
	int ret;

	va_start(va, fmt);
	ret = vscan_file(path, fmt, va, &e);
	va_end(va);
	if (ret)
		file_fail(file, lineno, cleanup_fn, 1, &e);
}

int file_scanf(const char *file, const int lineno, const char *path,
	       const char *fmt, ...)
{
	struct file_err e;
	va_list va;
	int ret;

	va_start(va, fmt);
	ret = vscan_file(path, fmt, va, &e);
	va_end(va);
	if (ret)
		file_fail(file, lineno, NULL, 0, &e);
	return ret;
}

int safe_sscanf(const char *file, const int lineno, void (*cleanup_fn)(void),
		const char *buf, const char *fmt, ...)
{
	int want = count_assignments(fmt), got;
	va_list va;

	va_start(va, fmt);
	got = vsscanf(buf, fmt, va);
	va_end(va);
	if (got == EOF)
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "sscanf(\"%s\", \"%s\"): the input ended before "
			   "the first item",
			   buf, fmt);
	else if (got < want)
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "sscanf(\"%s\", \"%s\") matched %d of %d items", buf,
			   fmt, got, want);
	return got;
}

void safe_touch(const char *file, const int lineno, void (*cleanup_fn)(void),
		const char *pathname, mode_t mode,
		const struct timespec times[2])
{
	int fd, rval;

	fd = safe_open(file, lineno, cleanup_fn, pathname, O_CREAT | O_WRONLY,
		       mode ? mode : 0666);
	safe_close(file, lineno, cleanup_fn, fd);

	if (mode)
		safe_chmod(file, lineno, cleanup_fn, pathname, mode);

	rval = utimensat(AT_FDCWD, pathname, times, 0);
	if (times)
		tst_safe_check_zero(
			file, lineno, cleanup_fn, rval,
			"utimensat(AT_FDCWD,%s,{{%lld,%ld},{%lld,%ld}},0)",
			pathname, (long long)times[0].tv_sec, times[0].tv_nsec,
			(long long)times[1].tv_sec, times[1].tv_nsec);
	else
		tst_safe_check_zero(file, lineno, cleanup_fn, rval,
				    "utimensat(AT_FDCWD,%s,NULL,0)", pathname);
}

void safe_cp(const char *file, const int lineno, void (*cleanup_fn)(void),
	     const char *src, const char *dst)
{
	char buf[65536], into[PATH_MAX];
	const char *base = strrchr(src, '/');
	struct stat st;
	int in, out;
	ssize_t len;

	/* As cp(1): a directory as the destination receives src's name. */
	if (!stat(dst, &st) && S_ISDIR(st.st_mode)) {
		snprintf(into, sizeof(into), "%s/%s", dst,
			 base ? base + 1 : src);
		dst = into;
	}

	in = safe_open(file, lineno, cleanup_fn, src, O_RDONLY);
	safe_fstat(file, lineno, cleanup_fn, in, &st);
	out = safe_open(file, lineno, cleanup_fn, dst,
			O_WRONLY | O_CREAT | O_TRUNC, st.st_mode & 07777);

	while ((len = safe_read(file, lineno, cleanup_fn, 0, in, buf,
				sizeof(buf))) > 0)
		safe_write(file, lineno, cleanup_fn, 1, out, buf, len);

	safe_close(file, lineno, cleanup_fn, out);
	safe_close(file, lineno, cleanup_fn, in);
}

/* The first line of f that sscanf() matches fully with fmt: 0, else 1. */
static int scan_lines(FILE *f, const char *fmt, va_list va)
{
	int expected = count_assignments(fmt);
	char line[4096];
	va_list vc;
	int n;

	while (fgets(line, sizeof(line), f)) {
		va_copy(vc, va);
		n = vsscanf(line, fmt, vc);
		va_end(vc);
		if (n == expected)
			return 0;
	}
	return 1;
}

int file_lines_scanf(const char *file, const int lineno,
		     void (*cleanup_fn)(void), int strict, const char *path,
		     const char *fmt, ...)
{
	va_list va;
	FILE *f;
	int ret;

	f = fopen(path, "r");
	if (!f) {
		if (strict)
			tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
				   "fopen(%s,r) failed", path);
		else
			tst_res_(file, lineno, TINFO | TERRNO,
				 "fopen(%s,r) failed", path);
		return 1;
	}
	va_start(va, fmt);
	ret = scan_lines(f, fmt, va);
	va_end(va);
	fclose(f);
	if (ret && strict)
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "no line of %s matches \"%s\"", path, fmt);
	return ret;
}

void safe_print_file(const char *file, const int lineno, const char *path)
{
	char buf[4096];
	size_t n;
	FILE *f = fopen(path, "r");

	if (!f) {
		tst_brk_(file, lineno, TBROK | TERRNO, "fopen(%s) failed",
			 path);
		return;
	}
	tst_res_(file, lineno, TINFO, "content of %s:", path);
	/* Where the results go, so it comes out in their order. */
	while ((n = fread(buf, 1, sizeof(buf), f)))
		if (write(STDERR_FILENO, buf, n) < 0)
			break;
	fclose(f);
}
