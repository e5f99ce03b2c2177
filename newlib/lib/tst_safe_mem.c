// SPDX-License-Identifier: GPL-2.0-or-later
/* Safe memory calls. */

#include <errno.h>
#include <stdarg.h>
#include "tst_res.h"
#include "tst_safe_check.h"
#include "tst_safe_macros.h"

void *safe_malloc(const char *file, const int lineno, void (*cleanup_fn)(void),
		  size_t size)
{
	void *rval;

	rval = malloc(size);
	tst_safe_check_ptr(file, lineno, cleanup_fn, rval, "malloc(%zu)", size);
	return rval;
}

void *safe_memalign(const char *file, const int lineno,
		    void (*cleanup_fn)(void), size_t alignment, size_t size)
{
	void *rval;
	int err;

	err = posix_memalign(&rval, alignment, size);
	if (err) {
		tst_safe_fail_errno(file, lineno, cleanup_fn, err,
				    "memalign(%zu,%zu)", alignment, size);
		return NULL;
	}
	return rval;
}

int safe_asprintf(const char *file, const int lineno, void (*cleanup_fn)(void),
		  char **strp, const char *fmt, ...)
{
	va_list va;
	int rval;

	va_start(va, fmt);
	rval = vasprintf(strp, fmt, va);
	va_end(va);
	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval,
			      "asprintf(%p,\"%s\",...)", (void *)strp, fmt);
	return rval;
}

void *safe_mmap(const char *file, const int lineno, void (*cleanup_fn)(void),
		void *addr, size_t length, int prot, int flags, int fd,
		off_t offset)
{
	void *rval;

	rval = mmap(addr, length, prot, flags, fd, offset);
	if (rval == MAP_FAILED)
		tst_safe_fail_errno(file, lineno, cleanup_fn, errno,
				    "mmap(%p,%zu,%d,%d,%d,%lld)", addr, length,
				    prot, flags, fd, (long long)offset);
	return rval;
}

int safe_munmap(const char *file, const int lineno, void (*cleanup_fn)(void),
		void *addr, size_t length)
{
	int rval;

	rval = munmap(addr, length);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "munmap(%p,%zu)",
			    addr, length);
	return rval;
}

void *safe_realloc(TST_SAFE_FN_ARGS, void *ptr, size_t size)
{
	/* The old pointer is only named in the message, never used. */
	unsigned long old = (unsigned long)ptr;
	void *rval = realloc(ptr, size);

	tst_safe_check_ptr(file, lineno, cleanup_fn, rval, "realloc(%#lx,%zu)",
			   old, size);
	return rval;
}

void *safe_calloc(TST_SAFE_FN_ARGS, size_t nmemb, size_t size)
{
	void *rval = calloc(nmemb, size);

	tst_safe_check_ptr(file, lineno, cleanup_fn, rval, "calloc(%zu,%zu)",
			   nmemb, size);
	return rval;
}

int safe_mprotect(TST_SAFE_FN_ARGS, void *addr, size_t len, int prot)
{
	int rval = mprotect(addr, len, prot);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "mprotect(%p,%zu,%#x)", addr, len, prot);
	return rval;
}

int safe_msync(TST_SAFE_FN_ARGS, void *addr, size_t length, int flags)
{
	int rval = msync(addr, length, flags);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "msync(%p,%zu,%#x)",
			    addr, length, flags);
	return rval;
}

int safe_mlock(TST_SAFE_FN_ARGS, const void *addr, size_t len)
{
	int rval = mlock(addr, len);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "mlock(%p,%zu)",
			    addr, len);
	return rval;
}

int safe_munlock(TST_SAFE_FN_ARGS, const void *addr, size_t len)
{
	int rval = munlock(addr, len);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "munlock(%p,%zu)",
			    addr, len);
	return rval;
}

int safe_mincore(TST_SAFE_FN_ARGS, void *start, size_t length,
		 unsigned char *vec)
{
	int rval = mincore(start, length, vec);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "mincore(%p,%zu,%p)", start, length, (void *)vec);
	return rval;
}

int safe_madvise(TST_SAFE_FN_ARGS, void *addr, size_t length, int advice)
{
	int rval = madvise(addr, length, advice);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "madvise(%p,%zu,%d)", addr, length, advice);
	return rval;
}
