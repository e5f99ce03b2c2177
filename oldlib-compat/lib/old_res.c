// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Results of the old API: numbering, the remaining-cases line of
 * tst_brkm(), the cleanup rules and the exit status. Counting, formatting
 * and writing are newlib's (tst_core_emit() in the old dialect).
 */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include "old_internal.h"

#define OLD_EXIT_BITS (TFAIL | TBROK | TWARN | TCONF)

int tst_count;

/*
 * What this process itself reported, for the exit status of a forked child
 * (whose results also count in the shared page, but whose exit status, as
 * in the old library, says only its own). Reset when the pid changes.
 */
static pid_t local_pid;
static unsigned int local_bits;
static int is_test_process;
static int in_cleanup;

const char *old_tcid(void)
{
	if (&TCID && TCID)
		return TCID;
	return "Unknown";
}

static void note_local(unsigned int bits)
{
	pid_t pid = getpid();

	if (pid != local_pid) {
		local_pid = pid;
		local_bits = 0;
		is_test_process = 0;
	}
	local_bits |= bits & OLD_EXIT_BITS;
}

void old_add_exit_bits(unsigned int bits)
{
	note_local(bits);
}

void old_set_test_process(void)
{
	note_local(0);
	is_test_process = 1;
}

/*
 * Numbers come from one sequence in the shared page, so threads and
 * children never take the same one. tst_count shows the last number this
 * process took; when the test wrote it itself (tst_count = 0 before each
 * iteration), the sequence goes on from there. The lock keeps threads from
 * mistaking each other's updates of tst_count for the test's.
 */
static pthread_mutex_t number_lock = PTHREAD_MUTEX_INITIALIZER;
static int number_seen; /* tst_count as this process last set it */

/*
 * The thread's signals wait while it holds the lock: old tests report from
 * signal handlers (an alarm's that ends the run), and a handler that came
 * while its own thread held the lock, in a result or around a fork(), would
 * wait for it for ever.
 */
static __thread sigset_t number_mask;

static void number_take(void)
{
	sigset_t all;

	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, &number_mask);
	pthread_mutex_lock(&number_lock);
}

static void number_give(void)
{
	pthread_mutex_unlock(&number_lock);
	pthread_sigmask(SIG_SETMASK, &number_mask, NULL);
}

/* The test set tst_count since: the sequence goes on from its value. */
static void take_test_count(void)
{
	if (tst_count != number_seen) {
		tst_core_set_number(tst_count);
		number_seen = tst_count;
	}
}

/*
 * Around a fork(): the lock must not be held by another thread in the
 * child, and a tst_count the test set before forking counts once, here,
 * not once in each child that inherits it.
 */
static void number_prepare_fork(void)
{
	number_take();
	take_test_count();
}

/* Before main(), so that a fork() before the first result is covered. */
__attribute__((constructor)) static void number_atfork(void)
{
	pthread_atfork(number_prepare_fork, number_give, number_give);
}

static int take_number(int ttype)
{
	int num;

	switch (TTYPE_RESULT(ttype)) {
	case TPASS:
	case TFAIL:
	case TBROK:
	case TCONF:
		break;
	default:
		return 0;
	}
	number_take();
	take_test_count();
	num = tst_core_next_number();
	tst_count = number_seen = num;
	number_give();
	return num;
}

static void emit(int fd, const char *file, int lineno, int ttype, int num,
		 const char *fmt, va_list va)
{
	struct tst_line l = {
		.dialect = TST_DIALECT_OLD,
		.file = file,
		.lineno = lineno,
		.ttype = ttype,
		.err = errno,
		.tcid = old_tcid(),
		.num = num,
		.fd = fd,
	};
	int saved_errno = errno;

	/* The test's own printf() output comes out before the result. */
	fflush(stdout);
	note_local(TTYPE_RESULT(ttype));
	tst_core_emit(&l, fmt, va);
	errno = saved_errno;
}

void old_vres(const char *file, int lineno, int ttype, const char *fmt,
	      va_list va)
{
	emit(STDOUT_FILENO, file, lineno, ttype, take_number(ttype), fmt, va);
}

void old_res_fd(int fd, const char *file, int lineno, int ttype, int num,
		const char *fmt, ...)
{
	va_list va;

	va_start(va, fmt);
	emit(fd, file, lineno, ttype, num, fmt, va);
	va_end(va);
}

static void res(const char *file, int lineno, int ttype, const char *fmt, ...)
	TST_FMT(4, 5);

static void res(const char *file, int lineno, int ttype, const char *fmt, ...)
{
	va_list va;

	va_start(va, fmt);
	old_vres(file, lineno, ttype, fmt, va);
	va_end(va);
}

void tst_resm_(const char *file, const int lineno, int ttype,
	       const char *arg_fmt, ...)
{
	va_list va;

	va_start(va, arg_fmt);
	old_vres(file, lineno, ttype, arg_fmt, va);
	va_end(va);
}

void tst_flush(void)
{
	fflush(stdout);
}

void tst_old_flush(void)
{
	tst_flush();
}

TST_NORETURN void tst_exit(void)
{
	unsigned int status;

	tst_flush();
	note_local(0);
	status = local_bits;
	if (is_test_process)
		status |= tst_core_seen() & OLD_EXIT_BITS;
	exit(status);
}

/*
 * The cleanup runs at most once per process: a tst_brkm() from inside it
 * (or from anything it calls) only reports and exits.
 */
static TST_NORETURN void old_vbrk(const char *file, int lineno, int ttype,
				  void (*cleanup_fn)(void), const char *fmt,
				  va_list va)
{
	old_vres(file, lineno, ttype, fmt, va);
	if (TTYPE_RESULT(ttype) == TCONF)
		res(file, lineno, TCONF,
		    "Remaining cases not appropriate for configuration");
	else
		res(file, lineno, TBROK, "Remaining cases broken");

	if (cleanup_fn && !in_cleanup) {
		in_cleanup = 1;
		cleanup_fn();
	}
	tst_exit();
}

void tst_brkm_(const char *file, const int lineno, int ttype,
	       void (*func)(void), const char *arg_fmt, ...)
{
	va_list va;

	va_start(va, arg_fmt);
	old_vbrk(file, lineno, ttype, func, arg_fmt, va);
}

const struct tst_api_ops old_api_ops = {
	.vres = old_vres,
	.vbrk = old_vbrk,
};

void tst_require_root_(void)
{
	if (geteuid() != 0)
		tst_brkm_(OLD_FILE_, __LINE__, TCONF, NULL,
			  "Test needs to be run as root");
}

/* The dump itself is newlib's; its lines come back through old_vres(). */
void tst_resm_hexd_(const char *file, const int lineno, int ttype,
		    const void *buf, size_t size, const char *arg_fmt, ...)
{
	char msg[512];
	va_list va;

	va_start(va, arg_fmt);
	vsnprintf(msg, sizeof(msg), arg_fmt, va);
	va_end(va);
	tst_res_hexd_(file, lineno, ttype, buf, size, "%s", msg);
}
