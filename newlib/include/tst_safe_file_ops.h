/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Whole-file helpers: printf into a file, scanf from one, touch and copy,
 * each opening and closing the file itself (handy for /proc and /sys).
 *
 * The safe_*() forms end the caller through tst_brk_c_() as TBROK on any
 * failure (see tst_safe_macros.h for file, lineno and cleanup_fn); the
 * file_*() forms report TWARN and return -1 instead. Kept apart from the
 * other safe calls because the old API's test.h offered these alone, with
 * few system headers.
 */
#ifndef TST_SAFE_FILE_OPS_H
#define TST_SAFE_FILE_OPS_H

#include <time.h>
#include <sys/types.h>
#include "tst_common.h"

/* Open path for writing (truncating), print into it, close; each step is
 * checked. */
void safe_file_printf(const char *file, const int lineno,
		      void (*cleanup_fn)(void), const char *path,
		      const char *fmt, ...) TST_FMT(5, 6);

/*
 * Read path with fmt; matching fewer items than fmt converts (or an empty
 * file) is TBROK naming the path and the format.
 */
void safe_file_scanf(const char *file, const int lineno,
		     void (*cleanup_fn)(void), const char *path,
		     const char *fmt, ...) __attribute__((format(scanf, 5, 6)));

/*
 * The non-fatal forms: a failure is reported as TWARN (as the old library
 * did) with the caller's file:line and returns -1; 0 on success.
 */
int file_printf(const char *file, const int lineno, const char *path,
		const char *fmt, ...) TST_FMT(4, 5);
int file_scanf(const char *file, const int lineno, const char *path,
	       const char *fmt, ...) __attribute__((format(scanf, 4, 5)));

/*
 * Scan path line by line with fmt until a line matches every item of fmt
 * (e.g. "MemTotal: %lu kB" in /proc/meminfo): 0 then. No such line: with
 * strict TBROK (through cleanup_fn), else 1. A file that cannot be opened
 * is TBROK either way.
 */
int file_lines_scanf(const char *file, const int lineno,
		     void (*cleanup_fn)(void), int strict, const char *path,
		     const char *fmt, ...) __attribute__((format(scanf, 6, 7)));

/*
 * Create pathname if missing; with a mode other than 0, chmod it to mode
 * (so the umask does not matter). Then utimensat(times): NULL sets both
 * times to now, as touch(1) does.
 */
void safe_touch(const char *file, const int lineno, void (*cleanup_fn)(void),
		const char *pathname, mode_t mode,
		const struct timespec times[2]);

/* Copy the contents of src to dst (created or truncated, mode of src). */
void safe_cp(const char *file, const int lineno, void (*cleanup_fn)(void),
	     const char *src, const char *dst);

#ifndef TST_NO_NEW_API_MACROS

#define SAFE_FILE_PRINTF(path, fmt, ...) \
	safe_file_printf(__FILE__, __LINE__, NULL, (path), (fmt), ##__VA_ARGS__)
#define SAFE_FILE_SCANF(path, fmt, ...) \
	safe_file_scanf(__FILE__, __LINE__, NULL, (path), (fmt), ##__VA_ARGS__)
#define FILE_PRINTF(path, fmt, ...) \
	file_printf(__FILE__, __LINE__, (path), (fmt), ##__VA_ARGS__)
#define FILE_SCANF(path, fmt, ...) \
	file_scanf(__FILE__, __LINE__, (path), (fmt), ##__VA_ARGS__)
#define FILE_LINES_SCANF(path, fmt, ...)                             \
	file_lines_scanf(__FILE__, __LINE__, NULL, 0, (path), (fmt), \
			 ##__VA_ARGS__)
#define SAFE_FILE_LINES_SCANF(path, fmt, ...)                        \
	file_lines_scanf(__FILE__, __LINE__, NULL, 1, (path), (fmt), \
			 ##__VA_ARGS__)
#define SAFE_TOUCH(pathname, mode, times) \
	safe_touch(__FILE__, __LINE__, NULL, (pathname), (mode), (times))
#define SAFE_CP(src, dst) safe_cp(__FILE__, __LINE__, NULL, (src), (dst))

#endif /* TST_NO_NEW_API_MACROS */

#endif /* TST_SAFE_FILE_OPS_H */
