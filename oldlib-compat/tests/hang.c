// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A legacy test that hangs: it makes its tmpdir, forks a child that hangs
 * too, says both (so the run can check they are gone) and pause()s forever.
 * The supervisor must kill it on timeout, reap the child and remove the
 * tmpdir, though the test never calls tst_rmdir().
 */
#include "test.h"

char *TCID = "hang";
int TST_TOTAL = 1;

static void cleanup(void)
{
	tst_rmdir();
}

int main(int ac, char **av)
{
	char *dir;
	pid_t pid;

	tst_parse_opts(ac, av, NULL, NULL);
	tst_sig(FORK, DEF_HANDLER, cleanup);
	tst_tmpdir();

	pid = tst_fork();
	if (pid == 0) {
		for (;;)
			pause();
	}
	dir = tst_get_tmpdir();
	tst_resm(TINFO, "tmpdir %s child %d", dir, pid);
	free(dir);
	for (;;)
		pause();
}
