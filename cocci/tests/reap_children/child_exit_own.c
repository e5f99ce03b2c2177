#include "test.h"

/* The parent reads the status itself: the exit status stays. */
static void verify_wake(void)
{
	pid = FORK_OR_VFORK();
	if (pid == 0)
		exit(TPASS);
	SAFE_WAIT(cleanup, &status);
	if (WIFEXITED(status) && WEXITSTATUS(status) == TPASS)
		tst_resm(TPASS, "the child woke");
}
