/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Checks shared by the safe calls (not installed). Each is called right
 * after the call it checks, with the value the call returned and a printf
 * description of the call ("open(%s,%d)"): it returns when the value means
 * success and otherwise ends the caller through tst_brk_c_() as TBROK,
 * with errno as the call left it. In the test's cleanup tst_brk_c_()
 * returns (a TWARN): so do these, errno kept, and the safe call returns the
 * failed call's value.
 */
#ifndef TST_SAFE_CHECK_H
#define TST_SAFE_CHECK_H

#include "tst_common.h"

/* For calls that return 0, or -1 with errno. */
void tst_safe_check_zero(const char *file, const int lineno,
			 void (*cleanup_fn)(void), long rval, const char *fmt,
			 ...) TST_FMT(5, 6);

/* For calls that return a value >= 0 (fd, count, id), or -1 with errno. */
void tst_safe_check_nonneg(const char *file, const int lineno,
			   void (*cleanup_fn)(void), long rval, const char *fmt,
			   ...) TST_FMT(5, 6);

/* For calls that return NULL with errno on failure. rval is not const: gcc
 * would take that to mean the check reads fresh (uninitialised) memory. */
void tst_safe_check_ptr(const char *file, const int lineno,
			void (*cleanup_fn)(void), void *rval, const char *fmt,
			...) TST_FMT(5, 6);

/* Ends as TBROK | TERRNO with errno set to err: "<call> failed". */
void tst_safe_fail_errno(const char *file, const int lineno,
			 void (*cleanup_fn)(void), int err, const char *fmt,
			 ...) TST_FMT(5, 6);

#endif /* TST_SAFE_CHECK_H */
