#include "tst_test.h"

/* The new form also has three arguments: it must stay as it is. */
static void run(void)
{
	pid_t pid = SAFE_FORK();

	if (!pid)
		do_child();
	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	TST_PROCESS_STATE_WAIT(pid, state, 10000);
	SAFE_KILL(pid, SIGKILL);
}
