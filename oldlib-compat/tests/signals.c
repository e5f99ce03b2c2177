// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_sig() and the supervisor's view of signals.
 *
 *   (none)  tst_sig(NOFORK, DEF_HANDLER, cleanup), then raise(SIGUSR1):
 *           TBROK "unexpected signal", cleanup, exit 2
 *   -f      tst_sig(FORK, ...): a child's SIGCHLD is left alone
 *   -s      no tst_sig(), raise(SIGSEGV): the supervisor reports the kill
 */
#include "test.h"

char *TCID = "signals";
int TST_TOTAL = 1;

static int forks, segv;
static option_t options[] = {
	{ "f", &forks, NULL },
	{ "s", &segv, NULL },
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

	if (segv) {
		tst_resm(TPASS, "before the crash");
		signal(SIGSEGV, SIG_DFL);
		raise(SIGSEGV);
		tst_resm(TFAIL, "still alive after SIGSEGV");
		tst_exit();
	}

	tst_sig(forks ? FORK : NOFORK, DEF_HANDLER, cleanup);
	if (forks) {
		pid = tst_fork();
		if (pid == 0)
			exit(0);
		tst_record_childstatus(cleanup, pid);
		tst_resm(TPASS, "SIGCHLD was not reported");
		tst_exit();
	}
	raise(SIGUSR1);
	tst_resm(TFAIL, "SIGUSR1 was not reported");
	tst_exit();
}
