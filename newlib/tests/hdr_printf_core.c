// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_printf(): a line printed in pieces arrives whole and unprefixed on
 * stderr, before the result that follows it; tst_no_corefile(): a child
 * that aborts after it has RLIMIT_CORE at 1 and dumps no core.
 */
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include "tst_test.h"

static void run(void)
{
	struct rlimit r;
	int status;
	pid_t pid;

	tst_printf("%5u:", 42);
	tst_printf("%10u%c", 7, '+');
	tst_printf("\n");
	tst_res(TPASS, "after the table");

	pid = SAFE_FORK();
	if (!pid) {
		/* As high as allowed first: the limit is the call's doing. */
		SAFE_GETRLIMIT(RLIMIT_CORE, &r);
		r.rlim_cur = r.rlim_max;
		SAFE_SETRLIMIT(RLIMIT_CORE, &r);
		tst_no_corefile(1);
		SAFE_GETRLIMIT(RLIMIT_CORE, &r);
		if (r.rlim_cur != 1)
			tst_res(TFAIL, "RLIMIT_CORE is %ld", (long)r.rlim_cur);
		abort();
	}
	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT &&
			     !WCOREDUMP(status),
		     "the child aborted without a core: %s",
		     tst_strstatus(status));
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
	.needs_tmpdir = 1,
};
