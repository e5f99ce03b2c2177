// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A child forked in a test case that returns from the test function ends
 * there, as in the real library: it runs neither the next case nor the
 * cleanup; its own result counts.
 */
#include "tst_test.h"

static pid_t test_process;

static void setup(void)
{
	test_process = getpid();
}

static void run(unsigned int n)
{
	if (getpid() != test_process)
		tst_res(TFAIL, "a child of an earlier case runs case %u", n);
	if (!SAFE_FORK()) {
		tst_res(TPASS, "the child of case %u returns", n);
		return;
	}
	tst_reap_children();
	tst_res(TPASS, "case %u done", n);
}

static void cleanup(void)
{
	if (getpid() != test_process)
		tst_res(TFAIL, "a child runs the cleanup");
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test = run,
	.tcnt = 2,
	.forks_child = 1,
};
