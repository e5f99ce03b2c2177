// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Hangs with a child, a grandchild in the same group and one that escaped
 * into its own session; the supervisor must kill all of them on timeout.
 * Each sleeper is named "tstsleeper" so the test script can look for
 * survivors.
 */
#include <sys/prctl.h>
#include "tst_test.h"

static void sleeper(int escape)
{
	prctl(PR_SET_NAME, "tstsleeper");
	if (escape)
		setsid();
	for (;;)
		pause();
}

static void run(void)
{
	if (!SAFE_FORK()) {
		if (!fork())
			sleeper(0);
		if (!fork())
			sleeper(1);
		sleeper(0);
	}
	tst_res(TINFO, "hanging on purpose");
	for (;;)
		pause();
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
	.timeout = 2,
};
