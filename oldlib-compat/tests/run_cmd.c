// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_run_cmd(cleanup, argv, stdout_path, stderr_path, pass_exit_val) under
 * tst_sig(NOFORK, ...): exit statuses passed back, output to a file, a
 * missing command as 255, and without pass_exit_val a failure is TBROK
 * through cleanup. The command's SIGCHLD is never an unexpected signal.
 *
 *   -f  run `false` without pass_exit_val
 */
#include "test.h"
#include "safe_macros.h"

char *TCID = "run_cmd";
int TST_TOTAL = 4;

static int fail;
static option_t options[] = {
	{ "f", &fail, NULL },
	{ NULL, NULL, NULL },
};

static void cleanup(void)
{
	printf("cleanup run\n");
	tst_rmdir();
}

static void expect(const char *const argv[], int want)
{
	int ret = tst_run_cmd(cleanup, argv, NULL, NULL, 1);

	if (ret == want)
		tst_resm(TPASS, "%s returned %d", argv[0], ret);
	else
		tst_resm(TFAIL, "%s returned %d, expected %d", argv[0], ret,
			 want);
}

int main(int ac, char **av)
{
	const char *const echo[] = { "echo", "hello", NULL };
	const char *const no[] = { "false", NULL };
	const char *const yes[] = { "true", NULL };
	const char *const missing[] = { "no-such-command-here", NULL };
	char buf[16] = "";

	tst_parse_opts(ac, av, options, NULL);
	tst_sig(NOFORK, DEF_HANDLER, cleanup);
	tst_tmpdir();

	if (fail)
		tst_run_cmd(cleanup, no, NULL, NULL, 0);

	tst_run_cmd(cleanup, echo, "out", NULL, 0);
	SAFE_FILE_SCANF(cleanup, "out", "%15s", buf);
	if (!strcmp(buf, "hello"))
		tst_resm(TPASS, "stdout went to the file");
	else
		tst_resm(TFAIL, "the file holds '%s'", buf);
	expect(yes, 0);
	expect(no, 1);
	expect(missing, 255);

	cleanup();
	tst_exit();
}
