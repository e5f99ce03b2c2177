/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Running a call and checking its outcome.
 *
 * TEST(call) stores the value in TST_RET and errno in TST_ERR (TESTPTR()
 * a pointer in TST_RET_PTR). The TST_EXP_* macros run the call that way,
 * report TPASS or TFAIL with the caller's file:line, and leave TST_PASS 1
 * when the check passed, 0 when it failed. The _SILENT forms report only a
 * failure.
 *
 * Each takes an optional printf format and arguments after its own: the
 * message then starts with that text instead of the call's source text:
 *
 *	TST_EXP_FAIL(open(path, O_RDONLY), ENOENT, "open(%s)", path);
 *
 * The format must be a string literal, as for printf with checking.
 */
#ifndef TST_TEST_MACROS_H
#define TST_TEST_MACROS_H

#include <errno.h>
#include <string.h>
#include <sys/types.h>
#include "tst_common.h"
#include "tst_res.h"

extern void *TST_RET_PTR;
/* Set by the TST_EXP_* macros: 1 when the last check passed. */
extern int TST_PASS;

#define TEST(SCALL)                      \
	do {                             \
		errno = 0;               \
		TST_RET = (long)(SCALL); \
		TST_ERR = errno;         \
	} while (0)

/* Where TEST() put them in the new API's tests of 2016-2018, the names the
 * real library had for TST_RET and TST_ERR until then. */
#define TEST_RETURN TST_RET
#define TEST_ERRNO TST_ERR

#define TEST_VOID(SCALL)         \
	do {                     \
		errno = 0;       \
		SCALL;           \
		TST_ERR = errno; \
	} while (0)

#define TESTPTR(SCALL)                         \
	do {                                   \
		errno = 0;                     \
		TST_RET_PTR = (void *)(SCALL); \
		TST_ERR = errno;               \
	} while (0)

/*
 * The message arguments: the caller's format and its arguments when given,
 * else "%s" and the call's text (so a '%' in the call is no conversion).
 */
#define TST_EXP_2ND_(a, b, ...) b
#define TST_EXP_NOMSG_(SSCALL) "%s", SSCALL
#define TST_EXP_USERMSG_(SSCALL)
#define TST_EXP_MSG_(SSCALL, ...)                                       \
	__VA_OPT__(__VA_ARGS__)                                         \
	TST_EXP_2ND_(__VA_OPT__(, ) TST_EXP_USERMSG_, TST_EXP_NOMSG_, ) \
	(SSCALL)

/* How a check passes; each call reads TST_RET/TST_RET_PTR and TST_ERR. */
enum tst_exp_ret {
	TST_EXP_RET_ZERO, /* 0 */
	TST_EXP_RET_NONNEG, /* >= 0, "returned %ld" */
	TST_EXP_RET_FD, /* >= 0, "returned fd %ld" */
	TST_EXP_RET_PID, /* >= 0, "returned pid %ld" */
};

/* Flags of the checks. */
#define TST_EXP_SILENT 0x1 /* report a failure only */
#define TST_EXP_NONNEG_OK 0x2 /* a failing call: >= 0 means it succeeded */

void tst_exp_ret_(const char *file, const int lineno, int flags,
		  enum tst_exp_ret want, const char *fmt, ...) TST_FMT(5, 6);
void tst_exp_val_(const char *file, const int lineno, int flags, long val,
		  const char *fmt, ...) TST_FMT(5, 6);
void tst_exp_fail_(const char *file, const int lineno, int flags,
		   const int *errs, int nerrs, const char *fmt, ...)
	TST_FMT(6, 7);
/* What the argument after ERRS of TST_EXP_FAIL_ARR() and its relatives
 * is: the message (or none), or the count with its type. */
enum tst_exp_arr_kind {
	TST_EXP_ARR_MSG,
	TST_EXP_ARR_INT,
	TST_EXP_ARR_UINT,
	TST_EXP_ARR_LONG,
	TST_EXP_ARR_ULONG,
	TST_EXP_ARR_LLONG,
	TST_EXP_ARR_ULLONG,
};
void tst_exp_fail_arr_(const char *file, const int lineno, int flags,
		       const int *errs, int arr_size, const char *sscall,
		       enum tst_exp_arr_kind kind, ...);
void tst_exp_pass_ptr_(const char *file, const int lineno, int flags,
		       void *fail_val, const char *fmt, ...) TST_FMT(5, 6);
void tst_exp_fail_ptr_(const char *file, const int lineno, int flags,
		       void *fail_val, const int *errs, int nerrs,
		       const char *fmt, ...) TST_FMT(7, 8);
void tst_exp_expr_(const char *file, const int lineno, int pass,
		   const char *fmt, ...) TST_FMT(4, 5);
void tst_exp_eq_li_(const char *file, const int lineno, int flags, long long a,
		    const char *sa, long long b, const char *sb);
void tst_exp_eq_lu_(const char *file, const int lineno, int flags,
		    unsigned long long a, const char *sa, unsigned long long b,
		    const char *sb);
void tst_exp_le_lu_(const char *file, const int lineno, int flags,
		    unsigned long long a, const char *sa, unsigned long long b,
		    const char *sb);
void tst_exp_eq_str_(const char *file, const int lineno, const char *a,
		     const char *sa, const char *b, const char *sb, size_t n);

/* 1 when err is one of errs[0..nerrs-1]. (_Bool: the old API's test.h
 * includes this header, and legacy tests may name a variable true.) */
_Bool tst_errno_in_set(int err, const int *errs, int nerrs);

/* "EINVAL, EPERM" into buf (20 * nerrs bytes are enough); returns buf. */
const char *tst_errno_names(char *buf, const int *errs, int nerrs);

/*
 * The public macros below stringify the call themselves (SSCALL), so the
 * text is the call as written, before its macros expand.
 */
#define TST_EXP_RET_CHECK_(SCALL, SSCALL, FLAGS, WANT, ...)        \
	({                                                         \
		TEST(SCALL);                                       \
		tst_exp_ret_(__FILE__, __LINE__, (FLAGS), (WANT),  \
			     TST_EXP_MSG_(SSCALL, ##__VA_ARGS__)); \
		TST_RET;                                           \
	})

/* Expect 0; -1 or any other value fails. */
#define TST_EXP_PASS(SCALL, ...)                                      \
	((void)TST_EXP_RET_CHECK_(SCALL, #SCALL, 0, TST_EXP_RET_ZERO, \
				  ##__VA_ARGS__))
#define TST_EXP_PASS_SILENT(SCALL, ...)                          \
	((void)TST_EXP_RET_CHECK_(SCALL, #SCALL, TST_EXP_SILENT, \
				  TST_EXP_RET_ZERO, ##__VA_ARGS__))

/* Expect a value >= 0; the macro's value is TST_RET. */
#define TST_EXP_POSITIVE(SCALL, ...) \
	TST_EXP_RET_CHECK_(SCALL, #SCALL, 0, TST_EXP_RET_NONNEG, ##__VA_ARGS__)
#define TST_EXP_POSITIVE_SILENT(SCALL, ...)                                   \
	TST_EXP_RET_CHECK_(SCALL, #SCALL, TST_EXP_SILENT, TST_EXP_RET_NONNEG, \
			   ##__VA_ARGS__)
#define TST_EXP_FD(SCALL, ...) \
	TST_EXP_RET_CHECK_(SCALL, #SCALL, 0, TST_EXP_RET_FD, ##__VA_ARGS__)
#define TST_EXP_FD_SILENT(SCALL, ...)                                     \
	TST_EXP_RET_CHECK_(SCALL, #SCALL, TST_EXP_SILENT, TST_EXP_RET_FD, \
			   ##__VA_ARGS__)
#define TST_EXP_PID(SCALL, ...) \
	TST_EXP_RET_CHECK_(SCALL, #SCALL, 0, TST_EXP_RET_PID, ##__VA_ARGS__)
#define TST_EXP_PID_SILENT(SCALL, ...)                                     \
	TST_EXP_RET_CHECK_(SCALL, #SCALL, TST_EXP_SILENT, TST_EXP_RET_PID, \
			   ##__VA_ARGS__)

/* Expect the call to return VAL. */
#define TST_EXP_VAL_(SCALL, SSCALL, FLAGS, VAL, ...)                         \
	do {                                                                 \
		long tst_exp_val_want_ = (long)(VAL);                        \
		TEST(SCALL);                                                 \
		tst_exp_val_(__FILE__, __LINE__, (FLAGS), tst_exp_val_want_, \
			     TST_EXP_MSG_(SSCALL, ##__VA_ARGS__));           \
	} while (0)
#define TST_EXP_VAL(SCALL, VAL, ...) \
	TST_EXP_VAL_(SCALL, #SCALL, 0, VAL, ##__VA_ARGS__)
#define TST_EXP_VAL_SILENT(SCALL, VAL, ...) \
	TST_EXP_VAL_(SCALL, #SCALL, TST_EXP_SILENT, VAL, ##__VA_ARGS__)

/*
 * Expect -1 with errno in the set. TST_EXP_FAIL is for calls that return
 * 0 on success, TST_EXP_FAIL2 for calls that return a value >= 0 (a fd, a
 * count): a return of 0 (resp. >= 0) is "succeeded", anything else than
 * -1 an invalid return value.
 */
#define TST_EXP_FAIL_ARR_(SCALL, SSCALL, FLAGS, ERRS, NERRS, ...)           \
	do {                                                                \
		TEST(SCALL);                                                \
		tst_exp_fail_(__FILE__, __LINE__, (FLAGS), (ERRS), (NERRS), \
			      TST_EXP_MSG_(SSCALL, ##__VA_ARGS__));         \
	} while (0)
#define TST_EXP_FAIL_ONE_(SCALL, SSCALL, FLAGS, ERRNO, ...)               \
	do {                                                              \
		int tst_exp_err_ = (ERRNO);                               \
		TST_EXP_FAIL_ARR_(SCALL, SSCALL, FLAGS, &tst_exp_err_, 1, \
				  ##__VA_ARGS__);                         \
	} while (0)

#define TST_EXP_FAIL(SCALL, ERRNO, ...) \
	TST_EXP_FAIL_ONE_(SCALL, #SCALL, 0, ERRNO, ##__VA_ARGS__)
#define TST_EXP_FAIL_SILENT(SCALL, ERRNO, ...) \
	TST_EXP_FAIL_ONE_(SCALL, #SCALL, TST_EXP_SILENT, ERRNO, ##__VA_ARGS__)
#define TST_EXP_FAIL2(SCALL, ERRNO, ...)                           \
	TST_EXP_FAIL_ONE_(SCALL, #SCALL, TST_EXP_NONNEG_OK, ERRNO, \
			  ##__VA_ARGS__)
#define TST_EXP_FAIL2_SILENT(SCALL, ERRNO, ...)                              \
	TST_EXP_FAIL_ONE_(SCALL, #SCALL, TST_EXP_NONNEG_OK | TST_EXP_SILENT, \
			  ERRNO, ##__VA_ARGS__)

/*
 * The expected errnos as an array: TST_EXP_FAIL_ARR(SCALL, ERRS, NERRS, ...)
 * as the real suite has it since 2024, and the 2022 form its tests of
 * those years use, TST_EXP_FAIL_ARR(SCALL, ERRS, ...), where the count is
 * the array's size. The argument after ERRS tells them apart by its type:
 * an integer is the count, a string (or nothing) the message. The check
 * reads the count, the format and its arguments from the variable
 * arguments (a null format: the call's text), ended by a null pointer
 * ("" stands for the missing argument where only its type is asked).
 */
#define TST_EXP_ARR_END_ ((char *)0)
#define TST_EXP_ARR_1ST_(A, ...) A
#define TST_EXP_ARR_KIND_(...) \
	_Generic((TST_EXP_ARR_1ST_(__VA_ARGS__ __VA_OPT__(, ) "")) + 0,     \
		char *: TST_EXP_ARR_MSG,                                    \
		const char *: TST_EXP_ARR_MSG,                              \
		int: TST_EXP_ARR_INT,                                       \
		unsigned int: TST_EXP_ARR_UINT,                             \
		long: TST_EXP_ARR_LONG,                                     \
		unsigned long: TST_EXP_ARR_ULONG,                           \
		long long: TST_EXP_ARR_LLONG,                               \
		unsigned long long: TST_EXP_ARR_ULLONG)
/* The size of ERRS when it is an array (the 2022 form); not used when a
 * count follows, where ERRS may be a pointer (the "* 1" keeps
 * -Wsizeof-pointer-div quiet for that case). */
#define TST_EXP_ARR_SIZE_(ERRS) ((int)(sizeof(ERRS) / (sizeof((ERRS)[0]) * 1)))
#define TST_EXP_FAIL_ARR_ANY_(SCALL, SSCALL, FLAGS, ERRS, ...)         \
	do {                                                           \
		TEST(SCALL);                                           \
		tst_exp_fail_arr_(__FILE__, __LINE__, (FLAGS), (ERRS), \
				  TST_EXP_ARR_SIZE_(ERRS), (SSCALL),   \
				  TST_EXP_ARR_KIND_(__VA_ARGS__),      \
				  __VA_ARGS__ __VA_OPT__(, )           \
					  TST_EXP_ARR_END_);           \
	} while (0)

#define TST_EXP_FAIL_ARR(SCALL, ERRS, ...) \
	TST_EXP_FAIL_ARR_ANY_(SCALL, #SCALL, 0, ERRS, ##__VA_ARGS__)
#define TST_EXP_FAIL_ARR_SILENT(SCALL, ERRS, ...)                  \
	TST_EXP_FAIL_ARR_ANY_(SCALL, #SCALL, TST_EXP_SILENT, ERRS, \
			      ##__VA_ARGS__)
#define TST_EXP_FAIL2_ARR(SCALL, ERRS, ...)                           \
	TST_EXP_FAIL_ARR_ANY_(SCALL, #SCALL, TST_EXP_NONNEG_OK, ERRS, \
			      ##__VA_ARGS__)

/* Expect -1 with errno ERRNO, or with ERRNO 0 a file descriptor. */
#define TST_EXP_FD_OR_FAIL(SCALL, ERRNO, ...)                                \
	({                                                                   \
		if (ERRNO)                                                   \
			TST_EXP_FAIL_ONE_(SCALL, #SCALL, 0, ERRNO,           \
					  ##__VA_ARGS__);                    \
		else                                                         \
			TST_EXP_RET_CHECK_(SCALL, #SCALL, 0, TST_EXP_RET_FD, \
					   ##__VA_ARGS__);                   \
		TST_RET;                                                     \
	})

/* Calls that return a pointer: success is anything but FAIL_VAL (NULL, or
 * (void *)-1 as mmap() and shmat() fail). */
#define TST_EXP_PASS_PTR_(SCALL, SSCALL, FAIL_VAL, ...)                 \
	do {                                                            \
		TESTPTR(SCALL);                                         \
		tst_exp_pass_ptr_(__FILE__, __LINE__, 0, (FAIL_VAL),    \
				  TST_EXP_MSG_(SSCALL, ##__VA_ARGS__)); \
	} while (0)
#define TST_EXP_PASS_PTR_NULL(SCALL, ...) \
	TST_EXP_PASS_PTR_(SCALL, #SCALL, NULL, ##__VA_ARGS__)
#define TST_EXP_PASS_PTR_VOID(SCALL, ...) \
	TST_EXP_PASS_PTR_(SCALL, #SCALL, (void *)-1, ##__VA_ARGS__)

#define TST_EXP_FAIL_PTR_(SCALL, SSCALL, FAIL_VAL, ERRS, NERRS, ...)         \
	do {                                                                 \
		TESTPTR(SCALL);                                              \
		tst_exp_fail_ptr_(__FILE__, __LINE__, 0, (FAIL_VAL), (ERRS), \
				  (NERRS),                                   \
				  TST_EXP_MSG_(SSCALL, ##__VA_ARGS__));      \
	} while (0)
#define TST_EXP_FAIL_PTR_ONE_(SCALL, SSCALL, FAIL_VAL, ERRNO, ...)           \
	do {                                                                 \
		int tst_exp_err_ = (ERRNO);                                  \
		TST_EXP_FAIL_PTR_(SCALL, SSCALL, FAIL_VAL, &tst_exp_err_, 1, \
				  ##__VA_ARGS__);                            \
	} while (0)
#define TST_EXP_FAIL_PTR_NULL(SCALL, ERRNO, ...) \
	TST_EXP_FAIL_PTR_ONE_(SCALL, #SCALL, NULL, ERRNO, ##__VA_ARGS__)
#define TST_EXP_FAIL_PTR_NULL_ARR(SCALL, ERRS, NERRS, ...) \
	TST_EXP_FAIL_PTR_(SCALL, #SCALL, NULL, ERRS, NERRS, ##__VA_ARGS__)
#define TST_EXP_FAIL_PTR_VOID(SCALL, ERRNO, ...) \
	TST_EXP_FAIL_PTR_ONE_(SCALL, #SCALL, (void *)-1, ERRNO, ##__VA_ARGS__)
#define TST_EXP_FAIL_PTR_VOID_ARR(SCALL, ERRS, NERRS, ...) \
	TST_EXP_FAIL_PTR_(SCALL, #SCALL, (void *)-1, ERRS, NERRS, ##__VA_ARGS__)

/* TPASS when EXPR is true, else TFAIL: "Expect: <text or EXPR>". */
#define TST_EXP_EXPR(EXPR, ...)                     \
	tst_exp_expr_(__FILE__, __LINE__, !!(EXPR), \
		      TST_EXP_MSG_(#EXPR, ##__VA_ARGS__))

/* Two values compared as the type of the name: "a == b (5)" or
 * "a (5) != b (6)". */
#define TST_EXP_EQ_LI_(A, SA, B, SB, FLAGS) \
	tst_exp_eq_li_(__FILE__, __LINE__, (FLAGS), (A), SA, (B), SB)
#define TST_EXP_EQ_LU_(A, SA, B, SB, FLAGS) \
	tst_exp_eq_lu_(__FILE__, __LINE__, (FLAGS), (A), SA, (B), SB)
#define TST_EXP_EQ_LI(A, B) TST_EXP_EQ_LI_(A, #A, B, #B, 0)
#define TST_EXP_EQ_LI_SILENT(A, B) TST_EXP_EQ_LI_(A, #A, B, #B, TST_EXP_SILENT)
#define TST_EXP_EQ_LU(A, B) TST_EXP_EQ_LU_(A, #A, B, #B, 0)
#define TST_EXP_EQ_LU_SILENT(A, B) TST_EXP_EQ_LU_(A, #A, B, #B, TST_EXP_SILENT)
#define TST_EXP_EQ_SZ(A, B) TST_EXP_EQ_LU_((size_t)(A), #A, (size_t)(B), #B, 0)
#define TST_EXP_EQ_SZ_SILENT(A, B) \
	TST_EXP_EQ_LU_((size_t)(A), #A, (size_t)(B), #B, TST_EXP_SILENT)
#define TST_EXP_EQ_SSZ(A, B) \
	TST_EXP_EQ_LI_((ssize_t)(A), #A, (ssize_t)(B), #B, 0)
#define TST_EXP_EQ_SSZ_SILENT(A, B) \
	TST_EXP_EQ_LI_((ssize_t)(A), #A, (ssize_t)(B), #B, TST_EXP_SILENT)

/* A <= B as unsigned long long: "a <= b (5 <= 6)" or "a (7) > b (6)". */
#define TST_EXP_LE_LU(A, B) \
	tst_exp_le_lu_(__FILE__, __LINE__, 0, (A), #A, (B), #B)
#define TST_EXP_LE_LU_SILENT(A, B) \
	tst_exp_le_lu_(__FILE__, __LINE__, TST_EXP_SILENT, (A), #A, (B), #B)

/* Strings: whole, or their first LEN bytes. */
#define TST_EXP_EQ_STR(A, B) \
	tst_exp_eq_str_(__FILE__, __LINE__, (A), #A, (B), #B, 0)
#define TST_EXP_EQ_STRN(A, B, LEN) \
	tst_exp_eq_str_(__FILE__, __LINE__, (A), #A, (B), #B, (LEN))

#endif /* TST_TEST_MACROS_H */
