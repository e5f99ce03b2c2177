/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Running a call and checking its outcome.
 *
 * TEST(expr) stores the value in TST_RET and errno in TST_ERR. The
 * TST_EXP_* macros run the call, report TPASS or TFAIL with the caller's
 * file:line and the call's text, and leave TST_PASS set when it passed.
 */
#ifndef TST_TEST_MACROS_H
#define TST_TEST_MACROS_H

#include <errno.h>
#include <string.h>
#include "tst_res.h"

/* Set by the TST_EXP_* macros: 1 when the last check passed. */
extern int TST_PASS;

#define TEST(SCALL)                      \
	do {                             \
		errno = 0;               \
		TST_RET = (long)(SCALL); \
		TST_ERR = errno;         \
	} while (0)

#define TST_MSG_(SSCALL, ...) \
	(sizeof("" __VA_ARGS__) > 1 ? ("" __VA_ARGS__) : (SSCALL))

/* Expect the call to return 0. */
#define TST_EXP_PASS(SCALL, ...)                                           \
	do {                                                               \
		TEST(SCALL);                                               \
		TST_PASS = 0;                                              \
		if (TST_RET == -1) {                                       \
			tst_res(TFAIL | TTERRNO, "%s failed",              \
				TST_MSG_(#SCALL, ##__VA_ARGS__));          \
		} else if (TST_RET != 0) {                                 \
			tst_res(TFAIL | TTERRNO,                           \
				"%s returned %ld, expected 0",             \
				TST_MSG_(#SCALL, ##__VA_ARGS__), TST_RET); \
		} else {                                                   \
			TST_PASS = 1;                                      \
			tst_res(TPASS, "%s passed",                        \
				TST_MSG_(#SCALL, ##__VA_ARGS__));          \
		}                                                          \
	} while (0)

/* Expect the call to fail with -1 and errno ERRNO. */
#define TST_EXP_FAIL(SCALL, ERRNO, ...)                                    \
	do {                                                               \
		TEST(SCALL);                                               \
		TST_PASS = 0;                                              \
		if (TST_RET != -1) {                                       \
			tst_res(TFAIL, "%s succeeded (returned %ld)",      \
				TST_MSG_(#SCALL, ##__VA_ARGS__), TST_RET); \
		} else if (TST_ERR != (ERRNO)) {                           \
			tst_res(TFAIL | TTERRNO, "%s expected %s, got",    \
				TST_MSG_(#SCALL, ##__VA_ARGS__),           \
				tst_strerrno(ERRNO));                      \
		} else {                                                   \
			TST_PASS = 1;                                      \
			tst_res(TPASS | TTERRNO, "%s failed as expected",  \
				TST_MSG_(#SCALL, ##__VA_ARGS__));          \
		}                                                          \
	} while (0)

/* Expect a file descriptor (>= 0). */
#define TST_EXP_FD(SCALL, ...)                                             \
	do {                                                               \
		TEST(SCALL);                                               \
		TST_PASS = 0;                                              \
		if (TST_RET < 0) {                                         \
			tst_res(TFAIL | TTERRNO, "%s failed",              \
				TST_MSG_(#SCALL, ##__VA_ARGS__));          \
		} else {                                                   \
			TST_PASS = 1;                                      \
			tst_res(TPASS, "%s returned fd %ld",               \
				TST_MSG_(#SCALL, ##__VA_ARGS__), TST_RET); \
		}                                                          \
	} while (0)

/* Expect the call to return VAL. */
#define TST_EXP_VAL(SCALL, VAL, ...)                                       \
	do {                                                               \
		TEST(SCALL);                                               \
		TST_PASS = 0;                                              \
		if (TST_RET == -1 && (long)(VAL) != -1) {                  \
			tst_res(TFAIL | TTERRNO, "%s failed",              \
				TST_MSG_(#SCALL, ##__VA_ARGS__));          \
		} else if (TST_RET != (long)(VAL)) {                       \
			tst_res(TFAIL, "%s returned %ld, expected %ld",    \
				TST_MSG_(#SCALL, ##__VA_ARGS__), TST_RET,  \
				(long)(VAL));                              \
		} else {                                                   \
			TST_PASS = 1;                                      \
			tst_res(TPASS, "%s returned %ld",                  \
				TST_MSG_(#SCALL, ##__VA_ARGS__), TST_RET); \
		}                                                          \
	} while (0)

/* Expect two integer expressions to be equal (as long long). */
#define TST_EXP_EQ_LI(VAL_A, VAL_B)                                         \
	do {                                                                \
		long long tst_a_ = (VAL_A), tst_b_ = (VAL_B);               \
		TST_PASS = (tst_a_ == tst_b_);                              \
		tst_res(TST_PASS ? TPASS : TFAIL, "%s (%lld) %s %s (%lld)", \
			#VAL_A, tst_a_, TST_PASS ? "==" : "!=", #VAL_B,     \
			tst_b_);                                            \
	} while (0)

#endif /* TST_TEST_MACROS_H */
