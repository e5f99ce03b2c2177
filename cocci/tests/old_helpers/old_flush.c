#include "test.h"

static void stat_setup(void)
{
	pid_t pid;

	tst_old_flush();
	pid = FORK_OR_VFORK();
	if (pid == 0)
		exit(0);
}
