// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * TST_PROCESS_STATE_WAIT(cleanup, pid, state) waits for a child to block
 * (the old API's form, with no time limit); a child that is gone is TBROK.
 *
 *   -g  wait for a child that has already been reaped
 */
#include <sys/wait.h>
#include "test.h"

char *TCID = "process_state";
int TST_TOTAL = 1;

static int gone;
static option_t options[] = {
	{ "g", &gone, NULL },
	{ NULL, NULL, NULL },
};

static void cleanup(void)
{
	printf("cleanup run\n");
}

int main(int ac, char **av)
{
	pid_t pid;

	tst_parse_opts(ac, av, options, NULL);

	pid = tst_fork();
	if (pid == 0) {
		if (gone)
			exit(0);
		pause();
		exit(0);
	}
	if (gone) {
		tst_record_childstatus(cleanup, pid);
		TST_PROCESS_STATE_WAIT(cleanup, pid, 'S');
		tst_resm(TFAIL, "waited for a process that is gone");
		tst_exit();
	}
	TST_PROCESS_STATE_WAIT(cleanup, pid, 'S');
	tst_resm(TPASS, "child %d is sleeping", pid);
	kill(pid, SIGKILL);
	waitpid(pid, NULL, 0);
	tst_exit();
}
