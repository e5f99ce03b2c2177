#include "test.h"

/* The child and the parent in the else branches of the failure check. */
static void verify_setsid(void)
{
	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	else if (pid == 0)
		do_child();
	else
		tst_record_childstatus(cleanup, pid);
}

static void verify_nice(void)
{
	pid_t pid = tst_fork();

	if (pid < 0) {
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	} else if (pid == 0) {
		do_child();
	}
}

static void verify_pipe(void)
{
	if ((pid = fork()) < 0) {
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	} else if (pid == 0) {
		close(fds[0]);
		do_child();
	}
	close(fds[1]);
}
