// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Results: counting in the shared page, the one formatter of both dialects,
 * and the new API's tst_res()/tst_brk() entry points.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tst_core.h"
#include "tst_res.h"
#include "tst_shm.h"
#include "tst_res_internal.h"

long TST_RET;
int TST_ERR;
int TST_PASS;

#define LINE_MAX_LEN 4096

static const struct tst_api_ops *api_ops;

void tst_core_set_api(const struct tst_api_ops *ops)
{
	api_ops = ops;
}

const char *tst_strttype(int ttype)
{
	switch (TTYPE_RESULT(ttype)) {
	case TPASS:
		return "TPASS";
	case TFAIL:
		return "TFAIL";
	case TBROK:
		return "TBROK";
	case TWARN:
		return "TWARN";
	case TINFO:
		return "TINFO";
	case TDEBUG:
		return "TDEBUG";
	case TCONF:
		return "TCONF";
	}
	return "T???";
}

const char *tst_strerrno(int err)
{
	const char *name = err ? strerrorname_np(err) : "SUCCESS";

	return name ? name : "???";
}

const char *tst_strsig(int sig)
{
	const char *name = sigabbrev_np(sig);
	static __thread char buf[16];

	if (!name)
		return "SIG???";
	snprintf(buf, sizeof(buf), "SIG%s", name);
	return buf;
}

/* The value the errno flag asks for, and the label of the old dialect. */
static int suffix_errno(const struct tst_line *l, const char **old_label)
{
	if (l->ttype & TERRNO) {
		*old_label = "errno";
		return l->err;
	}
	if (l->ttype & TTERRNO) {
		*old_label = "TEST_ERRNO";
		return TST_ERR;
	}
	*old_label = "TEST_RETURN";
	return (int)TST_RET;
}

static size_t add(char *buf, size_t size, size_t len, const char *fmt, ...)
	TST_FMT(4, 5);

static size_t add(char *buf, size_t size, size_t len, const char *fmt, ...)
{
	va_list va;
	int n;

	if (len >= size)
		return len;
	va_start(va, fmt);
	n = vsnprintf(buf + len, size - len, fmt, va);
	va_end(va);
	if (n < 0)
		return len;
	return len + n < size ? len + n : size - 1;
}

static const char *base_name(const char *path)
{
	const char *slash = path ? strrchr(path, '/') : NULL;

	return slash ? slash + 1 : path ? path : "?";
}

static size_t add_prefix(char *buf, size_t size, const struct tst_line *l)
{
	const char *type = tst_strttype(l->ttype);
	const char *file = base_name(l->file);
	int rtype = TTYPE_RESULT(l->ttype);

	if (l->dialect == TST_DIALECT_NEW)
		return add(buf, size, 0, "%s:%d: %s: ", file, l->lineno, type);
	if (rtype == TPASS || rtype == TINFO)
		return add(buf, size, 0, "%-8s %4d  %s  :  ", l->tcid, l->num,
			   type);
	return add(buf, size, 0, "%-8s %4d  %s  :  %s:%d: ", l->tcid, l->num,
		   type, file, l->lineno);
}

static size_t add_suffix(char *buf, size_t size, size_t len,
			 const struct tst_line *l)
{
	const char *label;
	int err;

	if (!(l->ttype & (TERRNO | TTERRNO | TRERRNO)))
		return len;
	err = suffix_errno(l, &label);
	if (l->dialect == TST_DIALECT_NEW)
		return add(buf, size, len, ": %s (%s)", tst_strerrno(err),
			   strerror(err));
	return add(buf, size, len, ": %s=%s(%d): %s", label, tst_strerrno(err),
		   err, strerror(err));
}

size_t tst_core_format(char *buf, size_t size, const struct tst_line *l,
		       const char *fmt, va_list va)
{
	size_t len;
	va_list vc;
	int n;

	if (!size)
		return 0;
	/* Leave room for the newline. */
	size--;
	len = add_prefix(buf, size, l);
	if (len < size) {
		va_copy(vc, va);
		n = vsnprintf(buf + len, size - len, fmt, vc);
		va_end(vc);
		if (n > 0)
			len = len + n < size ? len + n : size - 1;
	}
	len = add_suffix(buf, size, len, l);
	buf[len++] = '\n';
	buf[len] = '\0';
	return len;
}

static void count(int ttype)
{
	int rtype = TTYPE_RESULT(ttype);
	uint32_t *counter;

	if (!tst_shm || rtype == TINFO)
		return;
	switch (rtype) {
	case TPASS:
		counter = &tst_shm->passed;
		break;
	case TFAIL:
		counter = &tst_shm->failed;
		break;
	case TBROK:
		counter = &tst_shm->broken;
		break;
	case TWARN:
		counter = &tst_shm->warnings;
		break;
	case TCONF:
		counter = &tst_shm->skipped;
		break;
	default:
		return;
	}
	__atomic_fetch_add(counter, 1, __ATOMIC_SEQ_CST);
	__atomic_fetch_or(&tst_shm->seen, (uint32_t)rtype, __ATOMIC_SEQ_CST);
}

static void write_all(int fd, const char *buf, size_t len)
{
	ssize_t n;

	/* One write() for the whole line; loop only if it was cut short. */
	while (len) {
		n = write(fd, buf, len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return;
		buf += n;
		len -= n;
	}
}

/* TDEBUG lines are shown with -D (which sets it) or LTP_ENABLE_DEBUG. */
static int debug_enabled(void)
{
	const char *env = getenv("LTP_ENABLE_DEBUG");

	return env && (!strcmp(env, "1") || !strcmp(env, "y"));
}

void tst_core_emit(const struct tst_line *l, const char *fmt, va_list va)
{
	char buf[LINE_MAX_LEN];
	int saved = errno;
	size_t len;

	if (TTYPE_RESULT(l->ttype) == TDEBUG && !debug_enabled())
		return;
	count(l->ttype);
	len = tst_core_format(buf, sizeof(buf), l, fmt, va);
	write_all(l->fd, buf, len);
	errno = saved;
}

void tst_core_counts(struct tst_counts *c)
{
	memset(c, 0, sizeof(*c));
	if (!tst_shm)
		return;
	c->passed = __atomic_load_n(&tst_shm->passed, __ATOMIC_SEQ_CST);
	c->failed = __atomic_load_n(&tst_shm->failed, __ATOMIC_SEQ_CST);
	c->broken = __atomic_load_n(&tst_shm->broken, __ATOMIC_SEQ_CST);
	c->skipped = __atomic_load_n(&tst_shm->skipped, __ATOMIC_SEQ_CST);
	c->warnings = __atomic_load_n(&tst_shm->warnings, __ATOMIC_SEQ_CST);
}

unsigned int tst_core_seen(void)
{
	if (!tst_shm)
		return 0;
	return __atomic_load_n(&tst_shm->seen, __ATOMIC_SEQ_CST);
}

void tst_core_set_aborted(void)
{
	if (tst_shm)
		__atomic_store_n(&tst_shm->aborted, 1, __ATOMIC_SEQ_CST);
}

int tst_core_aborted(void)
{
	return tst_shm && __atomic_load_n(&tst_shm->aborted, __ATOMIC_SEQ_CST);
}

int tst_core_exit_status(void)
{
	unsigned int seen = tst_core_seen();
	struct tst_counts c;

	tst_core_counts(&c);
	/* Some cases passed and others were skipped: the test passed. */
	if ((seen & TCONF) && c.passed && !(seen & (TFAIL | TBROK | TWARN)))
		seen &= ~TCONF;
	return (int)(seen & (TFAIL | TBROK | TWARN | TCONF));
}

static uint32_t local_number; /* without a shared page */

static uint32_t *number_word(void)
{
	return tst_shm ? &tst_shm->old_count : &local_number;
}

int tst_core_next_number(void)
{
	return (int)__atomic_add_fetch(number_word(), 1, __ATOMIC_SEQ_CST);
}

void tst_core_set_number(int last)
{
	__atomic_store_n(number_word(), (uint32_t)last, __ATOMIC_SEQ_CST);
}

void tst_core_print_summary(int fd)
{
	struct tst_counts c;

	tst_core_counts(&c);
	dprintf(fd,
		"\nSummary:\npassed   %u\nfailed   %u\nbroken   %u\n"
		"skipped  %u\nwarnings %u\n",
		c.passed, c.failed, c.broken, c.skipped, c.warnings);
}

static void new_vres(const char *file, int lineno, int ttype, int err,
		     const char *fmt, va_list va)
{
	struct tst_line l = {
		.dialect = TST_DIALECT_NEW,
		.file = file,
		.lineno = lineno,
		.ttype = ttype,
		.err = err,
		.fd = STDERR_FILENO,
	};

	tst_core_emit(&l, fmt, va);
}

void tst_res_(const char *file, const int lineno, int ttype, const char *fmt,
	      ...)
{
	int err = errno;
	va_list va;

	va_start(va, fmt);
	if (api_ops) {
		errno = err;
		api_ops->vres(file, lineno, ttype, fmt, va);
	} else {
		new_vres(file, lineno, ttype, err, fmt, va);
	}
	va_end(va);
	errno = err;
}

static void vbrk(const char *file, int lineno, int ttype,
		 void (*cleanup_fn)(void), const char *fmt, va_list va)
{
	int err = errno;

	if (api_ops) {
		errno = err;
		api_ops->vbrk(file, lineno, ttype, cleanup_fn, fmt, va);
	}
	/* A TINFO has no place in a tst_brk(): make it TBROK. */
	if (TTYPE_RESULT(ttype) == TINFO)
		ttype = TBROK | (ttype & ~TTYPE_RESULT(ttype));
	/* In the test's cleanup a TBROK is a warning and the cleanup goes on,
	 * as in the real library: it should undo all it can. */
	if (tst_in_test_cleanup_()) {
		if (TTYPE_RESULT(ttype) == TBROK)
			ttype = TWARN | (ttype & ~TTYPE_RESULT(ttype));
		new_vres(file, lineno, ttype, err, fmt, va);
		errno = err;
		return;
	}
	new_vres(file, lineno, ttype, err, fmt, va);
	tst_brk_exit_(TTYPE_RESULT(ttype));
}

void tst_brk_(const char *file, const int lineno, int ttype, const char *fmt,
	      ...)
{
	va_list va;

	va_start(va, fmt);
	vbrk(file, lineno, ttype, NULL, fmt, va);
	va_end(va);
}

void tst_brk_c_(const char *file, const int lineno, int ttype,
		void (*cleanup_fn)(void), const char *fmt, ...)
{
	va_list va;

	va_start(va, fmt);
	vbrk(file, lineno, ttype, cleanup_fn, fmt, va);
	va_end(va);
}
