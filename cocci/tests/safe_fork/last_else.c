#include "test.h"

/*
 * A fork tested for the parent and for the child: the last else is the
 * failure. When it ends the test the fork is SAFE_FORK() and the else
 * goes; when it goes on, the fork stays.
 */
static void f(void)
{
	int pid1, pid2, fails = 0;

	if ((pid1 = FORK_OR_VFORK()) > 0) {
		if ((pid2 = FORK_OR_VFORK()) > 0) {
			parent();
		} else if (pid2 == 0) {
			child2();
		} else {
			kill(pid1, SIGKILL);
			tst_brkm(TBROK | TERRNO, cleanup, "fork failed");
		}
	} else if (pid1 == 0) {
		child1();
	} else {
		tst_brkm(TBROK | TERRNO, cleanup, "fork failed");
	}

	pid1 = fork();
	if (pid1 == 0) {
		exit(0);
	} else if (pid1 > 0) {
		wait(NULL);
	} else {
		perror("fork");
		exit(1);
	}

	pid1 = fork();
	if (pid1 > 0)
		wait(NULL);
	else if (pid1 == 0)
		exit(0);
	else
		fails++;
}
