// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A legacy test as the old suite wrote them: its own main(), TCID,
 * TST_TOTAL, options, setup(), a TEST_LOOPING loop, cleanup() with
 * tst_rmdir() and tst_exit(). It reports one result of each kind, so the
 * run can check the numbering, the file:line rule and the errno suffixes.
 */
#include <errno.h>
#include <fcntl.h>
#include "test.h"

char *TCID = "res_format";
int TST_TOTAL = 3;

static char *fail_arg;
static int fail_flag;
static option_t options[] = {
	{ "f:", &fail_flag, &fail_arg },
	{ NULL, NULL, NULL },
};

static void help(void)
{
	printf("  -f x    also report TFAIL with message x\n");
}

static void cleanup(void)
{
	tst_rmdir();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);
	TEST_PAUSE;
	tst_tmpdir();
}

static void run(void)
{
	TEST(open("missing", O_RDONLY));
	if (TEST_RETURN == -1)
		tst_resm(TPASS | TTERRNO, "open(missing) failed");
	else
		tst_resm(TFAIL, "open(missing) returned %ld", TEST_RETURN);

	tst_resm(TINFO, "an info line");

	errno = EACCES;
	tst_resm(TWARN | TERRNO, "a warning with errno");

	TEST(EBUSY);
	tst_resm(TINFO | TRERRNO, "TEST_RETURN as an errno");

	if (fail_flag)
		tst_resm(TFAIL, "%s", fail_arg);
	else
		tst_resm(TPASS, "second case");
	tst_resm(TPASS, "third case");
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, options, help);
	setup();
	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		run();
	}
	cleanup();
	tst_exit();
}
