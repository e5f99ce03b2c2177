// SPDX-License-Identifier: GPL-2.0-or-later
/* Children of a legacy test: fork, their exit status, the no-MMU helpers. */
#include <stdarg.h>
#include "old_internal.h"

pid_t tst_fork(void)
{
	pid_t pid;

	/* Buffered output would be written twice, once by each process. */
	tst_flush();
	pid = fork();
	if (pid == 0)
		old_add_exit_bits(0);
	return pid;
}

static void say_child_result(int result)
{
	static const struct {
		int bit;
		const char *name;
	} names[] = {
		{ TFAIL, "TFAIL" },
		{ TBROK, "TBROK" },
		{ TWARN, "TWARN" },
		{ TCONF, "TCONF" },
	};
	size_t i;

	if (result == TPASS)
		tst_resm_(OLD_FILE_, __LINE__, TINFO,
			  "Child process returned TPASS");
	for (i = 0; i < ARRAY_SIZE(names); i++) {
		if (result & names[i].bit)
			tst_resm_(OLD_FILE_, __LINE__, TINFO,
				  "Child process returned %s", names[i].name);
	}
}

void tst_record_childstatus(void (*cleanup)(void), pid_t child)
{
	int status, result;

	safe_waitpid(OLD_FILE_, __LINE__, cleanup, child, &status, 0);

	if (WIFSIGNALED(status))
		tst_brkm_(OLD_FILE_, __LINE__, TBROK, cleanup,
			  "child %d was killed by %s", child,
			  tst_strsig(WTERMSIG(status)));
	if (!WIFEXITED(status))
		tst_brkm_(OLD_FILE_, __LINE__, TBROK, cleanup,
			  "child %d ended abnormally (status %#x)", child,
			  status);

	result = TTYPE_RESULT(WEXITSTATUS(status));
	old_add_exit_bits(result);
	say_child_result(result);
}

/*
 * Re-executing the test as a child is only needed where fork() is missing
 * (no-MMU systems). This library runs where fork() exists, and tests call
 * these only under #ifdef UCLINUX: they exist so such code compiles.
 */
int self_exec(const char *argv0, const char *fmt, ...)
{
	tst_resm_(OLD_FILE_, __LINE__, TWARN,
		  "self_exec(%s, \"%s\"): no-MMU re-exec is not supported",
		  argv0, fmt);
	errno = ENOSYS;
	return -1;
}

void maybe_run_child(void (*child)(), const char *fmt, ...)
{
	/* Never started by self_exec(): nothing to run. */
	(void)child;
	(void)fmt;
}
