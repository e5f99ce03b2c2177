#include "test.h"

/* A clone()d child whose return value is the verdict: nothing reports a pass. */
static int child_fn(void)
{
	int exit_val = 0;

	if (getuid() != 0) {
		printf("unexpected uid\n");
		exit_val = 1;
	}
	return exit_val;
}

static void verify_clone(void)
{
	TEST(ltp_clone_quick(CLONE_NEWUSER | SIGCHLD, (void *)child_fn, NULL));
	if (TEST_RETURN == -1)
		tst_brkm(TBROK | TTERRNO, cleanup, "clone failed");
	tst_record_childstatus(cleanup, TEST_RETURN);
}

/* The function names a status of its own: the check's variable is wstatus. */
static void verify_two(void)
{
	int i, status;

	pid = FORK_OR_VFORK();
	if (pid == 0)
		exit(TFAIL);
	tst_record_childstatus(NULL, pid);
	for (i = 0; i < n; i++)
		tst_record_childstatus(NULL, pids[i]);
	SAFE_WAIT(cleanup, &status);
}
