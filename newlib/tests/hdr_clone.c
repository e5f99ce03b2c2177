// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_clone.h: SAFE_CLONE() children returning like fork(), one in a UTS
 * namespace of its own whose hostname the parent does not see, one whose
 * arguments are written in order as real tests do ({ flags, exit_signal });
 * ltp_clone() running a function on a stack from ltp_alloc_stack().
 */
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include "tst_test.h"

/* { 0, SIGCHLD } below is written as real tests write it. */
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"

static int clone_fn(void *arg)
{
	return *(int *)arg;
}

static void run(void)
{
	const struct tst_clone_args args = { .exit_signal = SIGCHLD };
	const struct tst_clone_args uts = {
		.flags = CLONE_NEWUTS,
		.exit_signal = SIGCHLD,
	};
	const struct tst_clone_args in_order = { 0, SIGCHLD };
	struct utsname u;
	int status, val = 7;
	void *stack;

	if (!SAFE_CLONE(&args))
		exit(3);
	SAFE_WAIT(&status);
	TST_EXP_EXPR(WIFEXITED(status) && WEXITSTATUS(status) == 3,
		     "the clone child %s", tst_strstatus(status));

	if (!SAFE_CLONE(&uts)) {
		SAFE_SETHOSTNAME("tst-clone", 9);
		exit(0);
	}
	SAFE_WAIT(&status);
	SAFE_UNAME(&u);
	TST_EXP_EXPR(strcmp(u.nodename, "tst-clone"),
		     "the hostname set in the child's namespace stays there");

	/* exit_signal second: a child without SIGCHLD wait() would not see. */
	if (!SAFE_CLONE(&in_order))
		exit(5);
	SAFE_WAIT(&status);
	TST_EXP_EXPR(WIFEXITED(status) && WEXITSTATUS(status) == 5,
		     "the child of { 0, SIGCHLD } %s", tst_strstatus(status));

	stack = ltp_alloc_stack(65536);
	TST_EXP_PID(ltp_clone(SIGCHLD, clone_fn, &val, 65536, stack));
	SAFE_WAIT(&status);
	TST_EXP_EQ_LI(WEXITSTATUS(status), 7);
	free(stack);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
};
