#include "test.h"

/*
 * A fork's failure checked in the else-if after a test for the child or
 * the parent: when the check ends the test or the function, the fork is
 * SAFE_FORK() and the check, dead, goes (a trailing else stays); when it
 * goes on, or the loop that forks ends on the failure, the fork stays.
 */
static int f(void)
{
	int pid, pid2, forks = 0;

	if ((pid = fork()) == 0) {
		do_child();
	} else if (pid < 0)
		tst_brkm(TBROK | TERRNO, cleanup, "fork failed");

	if ((pid2 = FORK_OR_VFORK()) == 0) {
		do_child();
	} else if (pid2 == -1) {
		kill(pid, SIGKILL);
		tst_brkm(TBROK, cleanup, "fork failed");
	} else {
		wait(NULL);
	}

	pid = fork();
	if (pid == 0) {
		exit(0);
	} else if (pid < 0) {
		tst_resm(TINFO, "fork failed");
		return 0;
	}

	pid = fork();
	if (pid == 0) {
		exit(0);
	} else if (pid < 0) {
		perror("fork");
		goto out;
	}

	pid = fork();
	if (pid > 0) {
		wait(NULL);
	} else if (pid < 0) {
		forks++;
	} else {
		exit(0);
	}

	while ((pid = fork()) != -1) {
		if (pid == 0) {
			pause();
			exit(0);
		}
		forks++;
	}
	return forks;
out:
	return -1;
}

static int fails;

static void g(void)
{
	pid_t pid = fork();

	if (pid == 0)
		exit(0);
	else if (pid < 0)
		fails++;

	pid_t pid2 = fork();

	if (pid2 == 0)
		exit(0);
	else if (pid2 < 0)
		tst_brkm(TBROK | TERRNO, cleanup, "fork");
	wait(NULL);
}
