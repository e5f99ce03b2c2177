// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A test with a main() of its own that hands over to the library with
 * tst_run_tcases(argc, argv, &test), as tests do that prepare something
 * before the library runs (a variable main() sets, the options it passes
 * on): the library parses the options and runs the cases, and
 * tst_run_tcases() does not return.
 */
#define TST_NO_DEFAULT_MAIN
#include "tst_test.h"

static int set_by_main;
static char *opt;

static void run(unsigned int n)
{
	TST_EXP_EQ_LI(set_by_main, 42);
	tst_res(TINFO, "case %u, -o %s", n, opt ? opt : "not given");
}

static struct tst_test test = {
	.test = run,
	.tcnt = 2,
	.options = (struct tst_option[]){ { "o:", &opt, "a word" }, {} },
};

int main(int argc, char *argv[])
{
	set_by_main = 42;
	tst_run_tcases(argc, argv, &test);
	tst_res(TFAIL, "tst_run_tcases() returned");
	return 1;
}
