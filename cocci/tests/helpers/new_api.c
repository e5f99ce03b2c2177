#include <signal.h>
#include "tst_test.h"

/* Already the new form: nothing to do. */
static void run(void)
{
	pid_t pid = tst_get_unused_pid();

	TST_EXP_FAIL(kill(pid, SIGKILL), ESRCH);
	if (tst_get_free_pids() < 10)
		tst_brk(TCONF, "too few free pids");
}
