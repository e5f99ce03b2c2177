// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The checks behind the TST_EXP_* macros: each reads what TEST() or
 * TESTPTR() stored, reports, and sets TST_PASS.
 */
#include <limits.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "tst_test_macros.h"

void *TST_RET_PTR;

#define MSG_MAX 1024

/* The message: the caller's format with its arguments, or "%s" with the
 * call's text, as the macro passed them. */
static const char *compose(char *buf, const char *fmt, va_list va)
{
	vsnprintf(buf, MSG_MAX, fmt, va);
	return buf;
}

static void report(const char *file, int lineno, int flags, int ttype,
		   const char *msg, const char *what)
{
	TST_PASS = (ttype == TPASS || ttype == (TPASS | TTERRNO));
	if (TST_PASS && (flags & TST_EXP_SILENT))
		return;
	tst_res_(file, lineno, ttype, "%s%s", msg, what);
}

static const char *ret_word(enum tst_exp_ret want)
{
	switch (want) {
	case TST_EXP_RET_FD:
		return " returned fd";
	case TST_EXP_RET_PID:
		return " returned pid";
	default:
		return " returned";
	}
}

void tst_exp_ret_(const char *file, const int lineno, int flags,
		  enum tst_exp_ret want, const char *fmt, ...)
{
	char buf[MSG_MAX], what[64];
	const char *msg;
	va_list va;

	va_start(va, fmt);
	msg = compose(buf, fmt, va);
	va_end(va);
	if (TST_RET == -1) {
		report(file, lineno, flags, TFAIL | TTERRNO, msg, " failed");
		return;
	}
	if (want == TST_EXP_RET_ZERO ? TST_RET != 0 : TST_RET < 0) {
		snprintf(what, sizeof(what), " invalid retval %ld", TST_RET);
		report(file, lineno, flags, TFAIL | TTERRNO, msg, what);
		return;
	}
	if (want == TST_EXP_RET_ZERO)
		snprintf(what, sizeof(what), " passed");
	else
		snprintf(what, sizeof(what), "%s %ld", ret_word(want), TST_RET);
	report(file, lineno, flags, TPASS, msg, what);
}

void tst_exp_val_(const char *file, const int lineno, int flags, long val,
		  const char *fmt, ...)
{
	char buf[MSG_MAX], what[64];
	const char *msg;
	va_list va;

	va_start(va, fmt);
	msg = compose(buf, fmt, va);
	va_end(va);
	if (TST_RET != val) {
		snprintf(what, sizeof(what), " retval %ld != %ld", TST_RET,
			 val);
		report(file, lineno, flags, TFAIL | TTERRNO, msg, what);
		return;
	}
	report(file, lineno, flags, TPASS, msg, " passed");
}

bool tst_errno_in_set(int err, const int *errs, int nerrs)
{
	int i;

	for (i = 0; i < nerrs; i++) {
		if (errs[i] == err)
			return true;
	}
	return false;
}

const char *tst_errno_names(char *buf, const int *errs, int nerrs)
{
	size_t len = 0, size = (size_t)nerrs * 20;
	int i;

	buf[0] = 0;
	for (i = 0; i < nerrs && len < size; i++)
		len += snprintf(buf + len, size - len, "%s%s", i ? ", " : "",
				tst_strerrno(errs[i]));
	return buf;
}

/* The call failed as TST_ERR says: is that one of the expected errnos? */
static void check_errno(const char *file, int lineno, int flags,
			const int *errs, int nerrs, const char *msg)
{
	char names[MSG_MAX], what[MSG_MAX + 16];

	if (tst_errno_in_set(TST_ERR, errs, nerrs)) {
		report(file, lineno, flags, TPASS | TTERRNO, msg, "");
		return;
	}
	if ((size_t)nerrs * 20 > sizeof(names))
		nerrs = sizeof(names) / 20;
	snprintf(what, sizeof(what), " expected %s",
		 tst_errno_names(names, errs, nerrs));
	report(file, lineno, flags, TFAIL | TTERRNO, msg, what);
}

static void fail_check(const char *file, int lineno, int flags, const int *errs,
		       int nerrs, const char *msg)
{
	char what[64];

	if (flags & TST_EXP_NONNEG_OK ? TST_RET >= 0 : TST_RET == 0) {
		report(file, lineno, flags, TFAIL, msg, " succeeded");
		return;
	}
	if (TST_RET != -1) {
		snprintf(what, sizeof(what), " invalid retval %ld", TST_RET);
		report(file, lineno, flags, TFAIL | TTERRNO, msg, what);
		return;
	}
	check_errno(file, lineno, flags, errs, nerrs, msg);
}

void tst_exp_fail_(const char *file, const int lineno, int flags,
		   const int *errs, int nerrs, const char *fmt, ...)
{
	char buf[MSG_MAX];
	const char *msg;
	va_list va;

	va_start(va, fmt);
	msg = compose(buf, fmt, va);
	va_end(va);
	fail_check(file, lineno, flags, errs, nerrs, msg);
}

/* The count as the caller's type was promoted for the variable arguments. */
static long long arr_count(enum tst_exp_arr_kind kind, va_list *va)
{
	switch (kind) {
	case TST_EXP_ARR_INT:
		return va_arg(*va, int);
	case TST_EXP_ARR_UINT:
		return va_arg(*va, unsigned int);
	case TST_EXP_ARR_LONG:
		return va_arg(*va, long);
	case TST_EXP_ARR_ULONG:
		return (long long)va_arg(*va, unsigned long);
	case TST_EXP_ARR_LLONG:
		return va_arg(*va, long long);
	case TST_EXP_ARR_ULLONG:
		return (long long)va_arg(*va, unsigned long long);
	default:
		return -1;
	}
}

void tst_exp_fail_arr_(const char *file, const int lineno, int flags,
		       const int *errs, int arr_size, const char *sscall,
		       enum tst_exp_arr_kind kind, ...)
{
	char buf[MSG_MAX];
	const char *fmt, *msg = sscall;
	long long nerrs = arr_size;
	va_list va;

	va_start(va, kind);
	if (kind != TST_EXP_ARR_MSG)
		nerrs = arr_count(kind, &va);
	fmt = va_arg(va, const char *);
	if (fmt)
		msg = compose(buf, fmt, va);
	va_end(va);
	if (nerrs < 0 || nerrs > INT_MAX)
		tst_brk_(file, lineno, TBROK, "%lld expected errnos", nerrs);
	fail_check(file, lineno, flags, errs, (int)nerrs, msg);
}

void tst_exp_pass_ptr_(const char *file, const int lineno, int flags,
		       void *fail_val, const char *fmt, ...)
{
	char buf[MSG_MAX];
	const char *msg;
	va_list va;

	va_start(va, fmt);
	msg = compose(buf, fmt, va);
	va_end(va);
	if (TST_RET_PTR == fail_val)
		report(file, lineno, flags, TFAIL | TTERRNO, msg, " failed");
	else
		report(file, lineno, flags, TPASS, msg, " passed");
}

void tst_exp_fail_ptr_(const char *file, const int lineno, int flags,
		       void *fail_val, const int *errs, int nerrs,
		       const char *fmt, ...)
{
	char buf[MSG_MAX];
	const char *msg;
	va_list va;

	va_start(va, fmt);
	msg = compose(buf, fmt, va);
	va_end(va);
	if (TST_RET_PTR != fail_val) {
		report(file, lineno, flags, TFAIL, msg, " succeeded");
		return;
	}
	check_errno(file, lineno, flags, errs, nerrs, msg);
}

void tst_exp_expr_(const char *file, const int lineno, int pass,
		   const char *fmt, ...)
{
	char buf[MSG_MAX];
	const char *msg;
	va_list va;

	va_start(va, fmt);
	msg = compose(buf, fmt, va);
	va_end(va);
	report(file, lineno, 0, pass ? TPASS : TFAIL, "Expect: ", msg);
}

void tst_exp_eq_li_(const char *file, const int lineno, int flags, long long a,
		    const char *sa, long long b, const char *sb)
{
	TST_PASS = (a == b);
	if (!TST_PASS)
		tst_res_(file, lineno, TFAIL, "%s (%lli) != %s (%lli)", sa, a,
			 sb, b);
	else if (!(flags & TST_EXP_SILENT))
		tst_res_(file, lineno, TPASS, "%s == %s (%lli)", sa, sb, a);
}

void tst_exp_eq_lu_(const char *file, const int lineno, int flags,
		    unsigned long long a, const char *sa, unsigned long long b,
		    const char *sb)
{
	TST_PASS = (a == b);
	if (!TST_PASS)
		tst_res_(file, lineno, TFAIL, "%s (%llu) != %s (%llu)", sa, a,
			 sb, b);
	else if (!(flags & TST_EXP_SILENT))
		tst_res_(file, lineno, TPASS, "%s == %s (%llu)", sa, sb, a);
}

void tst_exp_le_lu_(const char *file, const int lineno, int flags,
		    unsigned long long a, const char *sa, unsigned long long b,
		    const char *sb)
{
	TST_PASS = (a <= b);
	if (!TST_PASS)
		tst_res_(file, lineno, TFAIL, "%s (%llu) > %s (%llu)", sa, a,
			 sb, b);
	else if (!(flags & TST_EXP_SILENT))
		tst_res_(file, lineno, TPASS, "%s <= %s (%llu <= %llu)", sa, sb,
			 a, b);
}

void tst_exp_eq_str_(const char *file, const int lineno, const char *a,
		     const char *sa, const char *b, const char *sb, size_t n)
{
	int la = n ? (int)strnlen(a, n) : (int)strlen(a);
	int lb = n ? (int)strnlen(b, n) : (int)strlen(b);

	TST_PASS = n ? !strncmp(a, b, n) : !strcmp(a, b);
	if (TST_PASS)
		tst_res_(file, lineno, TPASS, "%s == %s (%.*s)", sa, sb, la, a);
	else
		tst_res_(file, lineno, TFAIL, "%s (%.*s) != %s (%.*s)", sa, la,
			 a, sb, lb, b);
}
