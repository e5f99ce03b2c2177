// SPDX-License-Identifier: GPL-2.0-or-later
/* Options: a test option with a value and a flag; counts iterations. */
#include "tst_test.h"

static char *str, *flag;
static int runs;

static void run(void)
{
	runs++;
	tst_res(TPASS, "iteration %d str=%s flag=%s", runs, str ? str : "-",
		flag ? "set" : "unset");
}

static struct tst_test test = {
	.test_all = run,
	.options =
		(struct tst_option[]){
			{ "s:", &str, "a string value" },
			{ "f", &flag, "a flag" },
			{},
		},
};
