// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .runtime with .min_runtime, tst_set_runtime() and tst_set_timeout():
 * a runtime of 1 s is raised to the minimum of 2; setup sets 3 s. Under
 * LTP_TIMEOUT_MUL=0.1 the default limit is 3 + 3 s: -m long sets the
 * timeout to 100 (10 s) and outlives the default with a 7 s run; -m short
 * sets it to 20 (2 s) and its 5 s run is TBROK.
 */
#include <string.h>
#include "tst_test.h"

static char *mode;

static void setup(void)
{
	TST_EXP_EXPR(tst_remaining_runtime() == 2,
		     "min_runtime raised the runtime to %u",
		     tst_remaining_runtime());
	tst_set_runtime(3);
	if (mode && !strcmp(mode, "long"))
		tst_set_timeout(100);
	if (mode && !strcmp(mode, "short"))
		tst_set_timeout(20);
}

static void run(void)
{
	TST_EXP_EXPR(tst_remaining_runtime() == 3, "runtime now %u",
		     tst_remaining_runtime());
	if (mode && !strcmp(mode, "long"))
		sleep(7);
	if (mode && !strcmp(mode, "short"))
		sleep(5);
	tst_res(TPASS, "the run finished");
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.runtime = 1,
	.min_runtime = 2,
	.options = (struct tst_option[]){ { "m:", &mode, "long | short" }, {} },
};
