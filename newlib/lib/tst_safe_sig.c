// SPDX-License-Identifier: GPL-2.0-or-later
/* Safe signal calls, and the end of a SAFE_EXEC*() that did not exec. */

#include <errno.h>
#include <stdlib.h>
#include "tst_res.h"
#include "tst_safe_check.h"
#include "tst_safe_macros.h"

sighandler_t safe_signal(TST_SAFE_FN_ARGS, int signum, sighandler_t handler)
{
	sighandler_t rval = signal(signum, handler);

	if (rval == SIG_ERR)
		tst_safe_fail_errno(file, lineno, cleanup_fn, errno,
				    "signal(%s,%p)", tst_strsig(signum),
				    (void *)(unsigned long)handler);
	return rval;
}

int safe_sigaction(TST_SAFE_FN_ARGS, int signum, const struct sigaction *act,
		   struct sigaction *oldact)
{
	int rval = sigaction(signum, act, oldact);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "sigaction(%s,%p,%p)", tst_strsig(signum),
			    (const void *)act, (void *)oldact);
	return rval;
}

int safe_sigemptyset(TST_SAFE_FN_ARGS, sigset_t *set)
{
	int rval = sigemptyset(set);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "sigemptyset(%p)",
			    (void *)set);
	return rval;
}

int safe_sigfillset(TST_SAFE_FN_ARGS, sigset_t *set)
{
	int rval = sigfillset(set);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "sigfillset(%p)",
			    (void *)set);
	return rval;
}

int safe_sigaddset(TST_SAFE_FN_ARGS, sigset_t *set, int signo)
{
	int rval = sigaddset(set, signo);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "sigaddset(%p,%d)",
			    (void *)set, signo);
	return rval;
}

int safe_sigdelset(TST_SAFE_FN_ARGS, sigset_t *set, int signo)
{
	int rval = sigdelset(set, signo);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "sigdelset(%p,%d)",
			    (void *)set, signo);
	return rval;
}

int safe_sigprocmask(TST_SAFE_FN_ARGS, int how, const sigset_t *set,
		     sigset_t *oldset)
{
	int rval = sigprocmask(how, set, oldset);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "sigprocmask(%d,%p,%p)", how, (const void *)set,
			    (void *)oldset);
	return rval;
}

int safe_sigwait(TST_SAFE_FN_ARGS, const sigset_t *set, int *sig)
{
	int rval = sigwait(set, sig);

	/* It returns the error number instead of setting errno. */
	if (rval)
		tst_safe_fail_errno(file, lineno, cleanup_fn, rval,
				    "sigwait(%p,%p)", (const void *)set,
				    (void *)sig);
	return rval;
}

void tst_safe_exec_failed(const char *file, const int lineno, const char *call,
			  const char *path)
{
	tst_brk_(file, lineno, TBROK | TERRNO, "%s(%s) failed", call, path);
	/* Only the test's cleanup gets here (tst_brk() returns there), and
	 * it cannot go on as the program it meant to become. */
	exit(TBROK);
}
