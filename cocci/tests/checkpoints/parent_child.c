#include "test.h"

static void do_child(void)
{
	int child_fd;

	child_fd = SAFE_OPEN(NULL, FNAME, O_RDWR);
	TST_SAFE_CHECKPOINT_WAKE(NULL, 0);
	TST_SAFE_CHECKPOINT_WAIT(NULL, 1);
	SAFE_CLOSE(NULL, child_fd);
	tst_exit();
}

static void verify_locks(void)
{
	pid = FORK_OR_VFORK();
	if (pid == 0)
		do_child();

	TST_SAFE_CHECKPOINT_WAIT(cleanup, 0);
	lh_lock(cleanup, fd, F_SETLK, F_UNLCK, 0, 0);
	TST_SAFE_CHECKPOINT_WAKE(cleanup, 1);
	tst_record_childstatus(cleanup, pid);
}

static void setup(void)
{
	tst_tmpdir();
	/* The converter turns this into .needs_checkpoints = 1. */
	TST_CHECKPOINT_INIT(cleanup);
}
