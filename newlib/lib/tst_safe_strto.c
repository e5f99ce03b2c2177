// SPDX-License-Identifier: GPL-2.0-or-later
/* Safe, range-checked string to number conversions. */

#include <ctype.h>
#include <errno.h>
#include "tst_res.h"
#include "tst_safe_macros.h"

/* Values are often read from /proc or sysfs, which end them with '\n'. */
static int only_newline_left(const char *end)
{
	return *end == '\0' || (end[0] == '\n' && end[1] == '\0');
}

/* 0 when str is a number; else reported, and -1 (only the test's cleanup
 * sees that: the caller returns 0 there). */
static int check_syntax(const char *file, const int lineno,
			void (*cleanup_fn)(void), const char *call,
			const char *str, const char *end)
{
	if (end == str || !only_newline_left(end)) {
		errno = EINVAL;
		tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
			   "%s(\"%s\") failed: not a base-10 number", call,
			   str);
		return -1;
	}
	return 0;
}

long safe_strtol(const char *file, const int lineno, void (*cleanup_fn)(void),
		 const char *str, long min, long max)
{
	char *end;
	long rval;

	errno = 0;
	rval = strtol(str, &end, 10);
	if (check_syntax(file, lineno, cleanup_fn, "strtol", str, end))
		return 0;
	if (errno == ERANGE || rval < min || rval > max) {
		errno = ERANGE;
		tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
			   "strtol(\"%s\") failed: not in [%ld, %ld]", str, min,
			   max);
	}
	return rval;
}

unsigned long safe_strtoul(const char *file, const int lineno,
			   void (*cleanup_fn)(void), const char *str,
			   unsigned long min, unsigned long max)
{
	const char *p = str;
	unsigned long rval;
	char *end;

	/* strtoul() would silently turn "-1" into ULONG_MAX. */
	while (isspace((unsigned char)*p))
		p++;
	if (*p == '-') {
		errno = EINVAL;
		tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
			   "strtoul(\"%s\") failed: negative", str);
		return 0;
	}

	errno = 0;
	rval = strtoul(str, &end, 10);
	if (check_syntax(file, lineno, cleanup_fn, "strtoul", str, end))
		return 0;
	if (errno == ERANGE || rval < min || rval > max) {
		errno = ERANGE;
		tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
			   "strtoul(\"%s\") failed: not in [%lu, %lu]", str,
			   min, max);
	}
	return rval;
}
