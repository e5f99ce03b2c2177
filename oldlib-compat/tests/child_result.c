// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Forked children. A child that reports TFAIL and then exits 0 still fails
 * the test (the intended difference: in the old library that result was
 * lost). tst_record_childstatus() adds a child's exit status and says it.
 *
 *   (none)  child: TFAIL, exit(0); parent: TPASS
 *   -r      child: TPASS then TWARN, tst_exit(); parent records it
 *   -k      child is killed by SIGKILL; parent records it (TBROK)
 */
#include <sys/wait.h>
#include "test.h"

char *TCID = "child_result";
int TST_TOTAL = 1;

static int record, killed;
static option_t options[] = {
	{ "r", &record, NULL },
	{ "k", &killed, NULL },
	{ NULL, NULL, NULL },
};

static void cleanup(void)
{
	printf("cleanup run\n");
}

int main(int ac, char **av)
{
	pid_t pid;
	int status;

	tst_parse_opts(ac, av, options, NULL);

	pid = tst_fork();
	if (pid < 0)
		tst_brkm(TBROK | TERRNO, NULL, "fork() failed");
	if (pid == 0) {
		if (killed)
			pause();
		if (record) {
			tst_resm(TPASS, "child passes");
			tst_resm(TWARN, "child warns");
			tst_exit();
		}
		tst_resm(TFAIL, "child fails");
		exit(0);
	}

	if (killed) {
		kill(pid, SIGKILL);
		tst_record_childstatus(cleanup, pid);
	} else if (record) {
		tst_record_childstatus(cleanup, pid);
	} else {
		waitpid(pid, &status, 0);
		tst_resm(TINFO, "child exited with %d", WEXITSTATUS(status));
		tst_resm(TPASS, "parent passes");
	}
	tst_exit();
}
