/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The old SAFE_* stream calls, given the test's cleanup (safe_macros.h
 * includes this header). */
#ifndef OLD_SAFE_STDIO_H
#define OLD_SAFE_STDIO_H

#ifndef TST_NO_NEW_API_MACROS
#define TST_NO_NEW_API_MACROS
#endif

#include <stdio.h>
#include "tst_safe_macros.h"

#define SAFE_FOPEN(cleanup_fn, path, mode) \
	safe_fopen(__FILE__, __LINE__, (cleanup_fn), (path), (mode))
#define SAFE_FCLOSE(cleanup_fn, f) \
	safe_fclose(__FILE__, __LINE__, (cleanup_fn), (f))
#define SAFE_POPEN(cleanup_fn, command, type) \
	safe_popen(__FILE__, __LINE__, (cleanup_fn), (command), (type))
#define SAFE_ASPRINTF(cleanup_fn, strp, fmt, ...)                      \
	safe_asprintf(__FILE__, __LINE__, (cleanup_fn), (strp), (fmt), \
		      ##__VA_ARGS__)

#endif /* OLD_SAFE_STDIO_H */
