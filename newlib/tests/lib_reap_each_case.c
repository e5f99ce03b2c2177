// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The children a case starts are waited for before the next case: case 0
 * clones a child sharing the test's memory (ltp_clone7(), CLONE_VM, its tid
 * written by CLONE_PARENT_SETTID) that sets a flag after 200 ms, and
 * returns at once; case 1 finds the flag set. Without .forks_child the
 * library still waits (the real one always does).
 */
#include <sched.h>
#include <signal.h>
#include "tst_test.h"

#define STACK_SIZE (256 * 1024)

static volatile int child_done;
static pid_t child_tid;
static void *stack;

static int child(void *arg)
{
	(void)arg;
	usleep(200000);
	child_done = 1;
	return 0;
}

static void run(unsigned int n)
{
	pid_t pid;

	if (!n) {
		pid = ltp_clone7(CLONE_VM | CLONE_PARENT_SETTID | SIGCHLD,
				 child, NULL, STACK_SIZE, stack, &child_tid,
				 NULL, NULL);
		if (pid == -1)
			tst_brk(TBROK | TERRNO, "ltp_clone7()");
		TST_EXP_EQ_LI(child_tid, pid);
		return;
	}
	if (child_done)
		tst_res(TPASS, "the child of case 0 ended before case 1");
	else
		tst_res(TFAIL, "the child of case 0 still runs in case 1");
}

static void setup(void)
{
	stack = SAFE_MALLOC(STACK_SIZE);
}

static struct tst_test test = {
	.setup = setup,
	.test = run,
	.tcnt = 2,
};
