// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_res_() and tst_brk_() called through a pointer of the one type both
 * fit, with the caller's file and line, as the suite's fanotify.h does
 * (fanotify_flags_err_msg() is given either): the TINFO goes on, the TCONF
 * ends the test with the file and line given, not the library's.
 */
#include "tst_test.h"

typedef void (*report_fn)(const char *file, const int lineno, int ttype,
			  const char *fmt, ...);

static void report(report_fn fn, const char *file, int lineno, int ttype,
		   const char *what)
{
	fn(file, lineno, ttype, "%s not supported here?", what);
}

static void run(void)
{
	report(tst_res_, "caller.c", 11, TINFO, "FLAG_A");
	report(tst_brk_, "caller.c", 22, TCONF, "FLAG_B");
	tst_res(TFAIL, "tst_brk_() returned");
}

static struct tst_test test = {
	.test_all = run,
};
