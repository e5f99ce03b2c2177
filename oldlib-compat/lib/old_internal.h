/* SPDX-License-Identifier: GPL-2.0-or-later */
/* How the parts of libtst_old.a meet (not installed). */
#ifndef OLD_INTERNAL_H
#define OLD_INTERNAL_H

#include <stdarg.h>
#include "test.h"
#include "safe_macros.h"
#include "tst_core.h"

/*
 * Each test defines these; the library only refers to them weakly, so a
 * helper program without them links too (and reports as "Unknown").
 */
extern char *TCID __attribute__((weak));
extern int TST_TOTAL __attribute__((weak));

/* The caller's file name in the library's own reports, without the build
 * directory. */
#define OLD_FILE_ __FILE_NAME__

/* TCID, or "Unknown" for a program that has none. */
const char *old_tcid(void);

/* The routing installed into newlib's core (old_res.c). */
extern const struct tst_api_ops old_api_ops;

/* The line format and numbering of the old API, on fd (old_res.c). */
void old_vres(const char *file, int lineno, int ttype, const char *fmt,
	      va_list va);
void old_res_fd(int fd, const char *file, int lineno, int ttype, int num,
		const char *fmt, ...) TST_FMT(6, 7);

/* Add bits to this process's exit status (a child's status, old_fork.c). */
void old_add_exit_bits(unsigned int bits);

/* Mark this process as the test process (its exit status includes the
 * results of all its children); old_main.c calls it after the fork. */
void old_set_test_process(void);

#endif /* OLD_INTERNAL_H */
