#include "test.h"

static void verify_block(char state)
{
	pid = FORK_OR_VFORK();
	if (pid == 0)
		do_child();

	TST_PROCESS_STATE_WAIT(cleanup, pid, 'S');
	TST_PROCESS_STATE_WAIT(NULL, pids[i], 'T');
	/* a char variable marks the old form too */
	TST_PROCESS_STATE_WAIT(do_exit, pid, state);
	TST_PROCESS_STATE_WAIT(cleanup_fn, pid, wanted);
	SAFE_KILL(cleanup, pid, SIGKILL);
}
