#include "test.h"

static void verify_two(void)
{
	pid = FORK_OR_VFORK();
	if (pid == 0)
		limited_child(0, 1, EPERM);
	tst_record_childstatus(cleanup, pid);

	/* A loop doing more than recording keeps its shape. */
	for (i = 0; i < n; i++) {
		kill(pids[i], SIGKILL);
		tst_record_childstatus(cleanup, pids[i]);
	}
	/* Waiting by hand is left alone. */
	SAFE_WAITPID(cleanup, pid, &status, 0);
}

static void verify_pid(void)
{
	tst_resm(TPASS, "the children were recorded");
}
