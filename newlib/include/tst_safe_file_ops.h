/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Whole files in one call: print a value into a /proc or /sys file, scan
 * one out of it, touch, copy. The SAFE_ forms end the test as TBROK with
 * the caller's file:line; the others report and return.
 */
#ifndef TST_SAFE_FILE_OPS_H
#define TST_SAFE_FILE_OPS_H

#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>
#include "tst_common.h"

/* Open path for writing (truncating), print into it, close; each step is
 * checked. */
void safe_file_printf(TST_SAFE_FN_ARGS, const char *path, const char *fmt, ...)
	TST_FMT(5, 6);

/* As safe_file_printf(); a path that does not exist is TCONF. */
void safe_try_file_printf(TST_SAFE_FN_ARGS, const char *path, const char *fmt,
			  ...) TST_FMT(5, 6);

/*
 * Read path with fmt; matching fewer items than fmt converts (or an empty
 * file) is TBROK naming the path and the format.
 */
void safe_file_scanf(TST_SAFE_FN_ARGS, const char *path, const char *fmt, ...)
	__attribute__((format(scanf, 5, 6)));

/*
 * The content of path as a string in buf (at most buf_size - 1 bytes, the
 * rest left out), without the whitespace that ends it: an empty file, or
 * one of whitespace alone (sysfs and procfs files often are), gives the
 * empty string where SAFE_FILE_SCANF(path, "%s") would be TBROK. A file
 * that cannot be opened or read is TBROK.
 */
void safe_file_read_str(TST_SAFE_FN_ARGS, const char *path, char *buf,
			size_t buf_size);

/*
 * Scan path line by line with fmt until a line matches every conversion
 * (e.g. "MemFree: %ld" in /proc/meminfo). file_lines_scanf() returns 0
 * then and 1 when no line matched (or the file cannot be read, with a
 * TINFO); with strict set it ends as TBROK instead.
 */
int file_lines_scanf(TST_SAFE_FN_ARGS, int strict, const char *path,
		     const char *fmt, ...) __attribute__((format(scanf, 6, 7)));

/* The file's content into the test's output (where the results go),
 * after a TINFO naming it
 * (TBROK when it cannot be read): TST_PRINT_MEMINFO() of tst_memutils.h. */
void safe_print_file(const char *file, const int lineno, const char *path);

/*
 * The non-fatal forms: a failure is reported as TWARN (as the old library
 * did) with the caller's file:line and returns -1; 0 on success.
 */
int file_printf(const char *file, const int lineno, const char *path,
		const char *fmt, ...) TST_FMT(4, 5);
int file_scanf(const char *file, const int lineno, const char *path,
	       const char *fmt, ...) __attribute__((format(scanf, 4, 5)));

/*
 * Create pathname if missing; with a mode other than 0, chmod it to mode
 * (so the umask does not matter). Then utimensat(times): NULL sets both
 * times to now, as touch(1) does.
 */
void safe_touch(TST_SAFE_FN_ARGS, const char *pathname, mode_t mode,
		const struct timespec times[2]);

/*
 * Copy the contents of src to dst (created or truncated, mode of src); when
 * dst is a directory, to dst/<src's last component>, as cp(1) does.
 */
void safe_cp(TST_SAFE_FN_ARGS, const char *src, const char *dst);

#ifndef TST_NO_NEW_API_MACROS

#define SAFE_FILE_PRINTF(path, fmt, ...) \
	safe_file_printf(TST_SAFE_, (path), (fmt), ##__VA_ARGS__)
#define SAFE_TRY_FILE_PRINTF(path, fmt, ...) \
	safe_try_file_printf(TST_SAFE_, (path), (fmt), ##__VA_ARGS__)
#define SAFE_FILE_SCANF(path, fmt, ...) \
	safe_file_scanf(TST_SAFE_, (path), (fmt), ##__VA_ARGS__)
#define SAFE_FILE_READ_STR(path, buf, buf_size) \
	safe_file_read_str(TST_SAFE_, (path), (buf), (buf_size))
#define FILE_LINES_SCANF(path, fmt, ...) \
	file_lines_scanf(TST_SAFE_, 0, (path), (fmt), ##__VA_ARGS__)
#define SAFE_FILE_LINES_SCANF(path, fmt, ...) \
	file_lines_scanf(TST_SAFE_, 1, (path), (fmt), ##__VA_ARGS__)
#define FILE_PRINTF(path, fmt, ...) \
	file_printf(__FILE__, __LINE__, (path), (fmt), ##__VA_ARGS__)
#define FILE_SCANF(path, fmt, ...) \
	file_scanf(__FILE__, __LINE__, (path), (fmt), ##__VA_ARGS__)
#define SAFE_TOUCH(pathname, mode, times) \
	safe_touch(TST_SAFE_, (pathname), (mode), (times))
#define SAFE_CP(src, dst) safe_cp(TST_SAFE_, (src), (dst))

/* The number of an item of /proc/meminfo, e.g. "MemAvailable:" (kB). */
#define SAFE_READ_MEMINFO(item)                                              \
	({                                                                   \
		long tst_mi_val_;                                            \
		file_lines_scanf(TST_SAFE_, 1, "/proc/meminfo", item " %ld", \
				 &tst_mi_val_);                              \
		tst_mi_val_;                                                 \
	})

/* The number of an item of /proc/PID/status, e.g. "VmRSS:". */
#define SAFE_READ_PROC_STATUS(pid, item)                                  \
	({                                                                \
		long tst_ps_val_;                                         \
		char tst_ps_path_[64];                                    \
		snprintf(tst_ps_path_, sizeof(tst_ps_path_),              \
			 "/proc/%d/status", (int)(pid));                  \
		file_lines_scanf(TST_SAFE_, 1, tst_ps_path_, item " %ld", \
				 &tst_ps_val_);                           \
		tst_ps_val_;                                              \
	})

#endif /* TST_NO_NEW_API_MACROS */

#endif /* TST_SAFE_FILE_OPS_H */
