#include "test.h"

/*
 * Forks whose failure is a result the test expects (a TPASS when fork()
 * fails with the errno it waits for) stay fork(), whatever else their
 * check does; the others become SAFE_FORK().
 */
static void oom(int retcode)
{
	int pid;

	switch (pid = fork()) {
	case -1:
		if (errno == retcode) {
			tst_resm(TPASS | TERRNO, "fork");
			return;
		}
		tst_brkm(TBROK | TERRNO, cleanup, "fork");
	case 0:
		child_alloc();
	default:
		break;
	}
	pid = fork();
	if (pid < 0) {
		if (errno == EAGAIN) {
			tst_resm(TPASS, "fork() failed with EAGAIN");
			return;
		}
		tst_brkm(TBROK | TERRNO, cleanup, "fork");
	}
	if (pid == 0)
		exit(0);
	pid = fork();
	switch (pid) {
	case -1:
		tst_brkm(TBROK | TERRNO, cleanup, "fork");
		break;
	case 0:
		exit(0);
	default:
		wait(NULL);
	}
}
