// SPDX-License-Identifier: GPL-2.0-or-later
/* The checks behind every safe call: one wording for all of them. */

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include "tst_res.h"
#include "tst_safe_check.h"

/*
 * Describe the call and end (in the test's cleanup: report and return).
 * err is restored just before reporting, since formatting the description
 * may itself change errno.
 */
static void vfail(const char *file, const int lineno, void (*cleanup_fn)(void),
		  int ttype, int err, const char *what, const char *fmt,
		  va_list va)
{
	char *call;

	/* Without memory, the unformatted description still names the call. */
	if (vasprintf(&call, fmt, va) < 0)
		call = (char *)fmt;

	errno = err;
	tst_brk_c_(file, lineno, ttype, cleanup_fn, "%s %s", call, what);
	if (call != fmt)
		free(call);
	errno = err;
}

void tst_safe_check_zero(const char *file, const int lineno,
			 void (*cleanup_fn)(void), long rval, const char *fmt,
			 ...)
{
	int err = errno;
	char what[64];
	va_list va;

	if (rval == 0)
		return;

	va_start(va, fmt);
	if (rval == -1) {
		vfail(file, lineno, cleanup_fn, TBROK | TERRNO, err, "failed",
		      fmt, va);
	} else {
		snprintf(what, sizeof(what), "returned %ld, expected 0 or -1",
			 rval);
		vfail(file, lineno, cleanup_fn, TBROK, err, what, fmt, va);
	}
	va_end(va);
}

void tst_safe_check_nonneg(const char *file, const int lineno,
			   void (*cleanup_fn)(void), long rval, const char *fmt,
			   ...)
{
	int err = errno;
	char what[64];
	va_list va;

	if (rval >= 0)
		return;

	va_start(va, fmt);
	if (rval == -1) {
		vfail(file, lineno, cleanup_fn, TBROK | TERRNO, err, "failed",
		      fmt, va);
	} else {
		snprintf(what, sizeof(what), "returned invalid value %ld",
			 rval);
		vfail(file, lineno, cleanup_fn, TBROK, err, what, fmt, va);
	}
	va_end(va);
}

void tst_safe_check_ptr(const char *file, const int lineno,
			void (*cleanup_fn)(void), void *rval, const char *fmt,
			...)
{
	int err = errno;
	va_list va;

	if (rval)
		return;

	va_start(va, fmt);
	vfail(file, lineno, cleanup_fn, TBROK | TERRNO, err, "failed", fmt, va);
	va_end(va);
}

void tst_safe_fail_errno(const char *file, const int lineno,
			 void (*cleanup_fn)(void), int err, const char *fmt,
			 ...)
{
	va_list va;

	va_start(va, fmt);
	vfail(file, lineno, cleanup_fn, TBROK | TERRNO, err, "failed", fmt, va);
	va_end(va);
}
