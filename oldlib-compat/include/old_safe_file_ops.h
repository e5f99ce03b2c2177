/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The old whole-file calls, each given the test's cleanup: printf into a
 * file, scanf from it (or from its first matching line), touch, copy.
 * test.h includes this header. They are newlib's (tst_safe_file_ops.h).
 */
#ifndef OLD_SAFE_FILE_OPS_H
#define OLD_SAFE_FILE_OPS_H

#ifndef TST_NO_NEW_API_MACROS
#define TST_NO_NEW_API_MACROS
#endif

#include <sys/stat.h>
#include "tst_safe_file_ops.h"

#define SAFE_FILE_PRINTF(cleanup_fn, path, fmt, ...)                      \
	safe_file_printf(__FILE__, __LINE__, (cleanup_fn), (path), (fmt), \
			 ##__VA_ARGS__)
#define SAFE_FILE_SCANF(cleanup_fn, path, fmt, ...)                      \
	safe_file_scanf(__FILE__, __LINE__, (cleanup_fn), (path), (fmt), \
			##__VA_ARGS__)

/* Non-fatal forms: TWARN and -1 on failure, 0 on success. */
#define FILE_PRINTF(path, fmt, ...) \
	file_printf(__FILE__, __LINE__, (path), (fmt), ##__VA_ARGS__)
#define FILE_SCANF(path, fmt, ...) \
	file_scanf(__FILE__, __LINE__, (path), (fmt), ##__VA_ARGS__)

/* The first line matching every item of fmt: 0; none: 1 (FILE_LINES_SCANF)
 * or TBROK (SAFE_FILE_LINES_SCANF). */
#define FILE_LINES_SCANF(cleanup_fn, path, fmt, ...)                         \
	file_lines_scanf(__FILE__, __LINE__, (cleanup_fn), 0, (path), (fmt), \
			 ##__VA_ARGS__)
#define SAFE_FILE_LINES_SCANF(cleanup_fn, path, fmt, ...)                    \
	file_lines_scanf(__FILE__, __LINE__, (cleanup_fn), 1, (path), (fmt), \
			 ##__VA_ARGS__)

#define SAFE_TOUCH(cleanup_fn, pathname, mode, times)                    \
	safe_touch(__FILE__, __LINE__, (cleanup_fn), (pathname), (mode), \
		   (times))
#define SAFE_CP(cleanup_fn, src, dst) \
	safe_cp(__FILE__, __LINE__, (cleanup_fn), (src), (dst))

#endif /* OLD_SAFE_FILE_OPS_H */
