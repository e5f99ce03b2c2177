/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Reporting results.
 *
 * Every result is counted once in the shared results page, whatever thread
 * or forked child reports it, and its line goes out in one write(), so lines
 * from concurrent reporters never interleave. A line reads
 * "file.c:LINE: TTYPE: message", with ": ENAME (strerror text)" appended
 * for TERRNO (errno), TTERRNO (TST_ERR) and TRERRNO (TST_RET).
 */
#ifndef TST_RES_H
#define TST_RES_H

#include <stdarg.h>
#include <stddef.h>
#include "tst_common.h"
#include "tst_res_flags.h"

/* Return value and errno of the last TEST(); read by TTERRNO/TRERRNO. */
extern long TST_RET;
extern int TST_ERR;

void tst_res_(const char *file, const int lineno, int ttype, const char *fmt,
	      ...) TST_FMT(4, 5);

/*
 * Report a result and end: in the test process the test cleanup runs once
 * and the run ends; in a forked child only that child ends (its result is
 * still counted). ttype is TBROK, TCONF, TFAIL or TPASS (a TINFO is made
 * TBROK). As in the real library since 2025, a TBROK ends the whole test:
 * no further variant or filesystem runs, and a child's TBROK kills the test
 * process (its cleanup does not run; the library's teardown does).
 *
 * Called by the thread running the test's cleanup, it returns, as in the
 * real library: a TBROK is reported as TWARN, any other type as it is, and
 * the cleanup goes on with its next step. So it is not noreturn, and a
 * function that calls it must still return a value (and not use what
 * failed) after it.
 */
void tst_brk_(const char *file, const int lineno, int ttype, const char *fmt,
	      ...) TST_FMT(4, 5);

/*
 * As tst_brk_(), with the cleanup function that an old-API caller passed:
 * the old API runs that one and never returns (its own rules); the new API
 * ignores it and runs the global cleanup, returning in that cleanup as
 * tst_brk_() does. The SAFE_* calls of both APIs end through this.
 */
void tst_brk_c_(const char *file, const int lineno, int ttype,
		void (*cleanup_fn)(void), const char *fmt, ...) TST_FMT(5, 6);

/*
 * Report a result with a hex dump of size bytes of buf: on the message's
 * line when it fits in 16 bytes, else in lines of 16 bytes after it.
 */
void tst_res_hexd_(const char *file, const int lineno, int ttype,
		   const void *buf, size_t size, const char *fmt, ...)
	TST_FMT(6, 7);

/*
 * A constant result type tst_res() takes: TPASS, TFAIL, TWARN, TINFO, TCONF
 * or TDEBUG, with flags. As in the real library, any other (a TBROK) is a
 * build error: a broken test ends with tst_brk(). A type held in a
 * variable is not checked: it is reported as it is. (The library's own
 * TBROKs that it goes on after call tst_res_() itself.)
 */
#define TST_RES_TYPE_OK(ttype)           \
	(TTYPE_RESULT(ttype) == TPASS || \
	 (TTYPE_RESULT(ttype) & (TFAIL | TWARN | TINFO | TCONF | TDEBUG)))

#define tst_res(ttype, arg_fmt, ...)                             \
	({                                                       \
		TST_BUILD_BUG_ON(!TST_RES_TYPE_OK(ttype));       \
		tst_res_(__FILE__, __LINE__, (ttype), (arg_fmt), \
			 ##__VA_ARGS__);                         \
	})

#define tst_brk(ttype, arg_fmt, ...) \
	tst_brk_(__FILE__, __LINE__, (ttype), (arg_fmt), ##__VA_ARGS__)

#define tst_res_hexd(ttype, buf, size, arg_fmt, ...)                         \
	tst_res_hexd_(__FILE__, __LINE__, (ttype), (buf), (size), (arg_fmt), \
		      ##__VA_ARGS__)

/* Symbolic names: "ENOENT", "SIGSEGV"; "???" when unknown. */
const char *tst_strerrno(int err);
const char *tst_strsig(int sig);
/* Name of a result type: "TPASS", "TFAIL", ... */
const char *tst_strttype(int ttype);

#endif /* TST_RES_H */
