#include "test.h"

static void verify_fork(void)
{
	SAFE_PIPE(cleanup, pipefd);
	pid = FORK_OR_VFORK();
	if (pid == 0)
		do_child(parent);
	SAFE_CLOSE(cleanup, pipefd[1]);
	SAFE_READ(cleanup, 1, pipefd[0], &reported, sizeof(reported));
	tst_record_childstatus(cleanup, pid);
	if (reported != pid)
		tst_resm(TFAIL,
			 "fork() returned %d, the child's getpid() is %d", pid,
			 reported);
}

static void verify_group_kill(void)
{
	int i;

	for (i = 0; i < NCHILDREN; i++)
		tst_record_childstatus(cleanup, pids[i]);
	for (i = 0; i < NCHILDREN; i++) {
		tst_record_childstatus(NULL, pids[i]);
	}
}

/* A pass reported in the file: tst_reap_children() records the children. */
static void verify_pid(void)
{
	if (reported == pid)
		tst_resm(TPASS, "fork() returned the child's pid");
}
