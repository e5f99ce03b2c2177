#include "tst_test.h"

static pid_t pid, other;

static void run(void)
{
	long ret;

	ret = ptrace(PTRACE_PEEKDATA, pid, NULL, NULL);
	if (ret != -1)
		tst_res(TFAIL, "PEEKDATA returned %li", ret);
	else
		tst_res(TPASS, "PEEKDATA failed");

	/* hopefully this worked */
	ptrace(PTRACE_KILL, pid, NULL, NULL);
}

static void run_waited(void)
{
	/* waited for on every path after: left alone */
	ptrace(PTRACE_KILL, other, NULL, NULL);
	if (waitpid(other, NULL, 0) < 0)
		tst_res(TBROK, "waitpid");
	if (ptrace(PTRACE_KILL, other, NULL, NULL) < 0)
		tst_res(TBROK, "PTRACE_KILL");
}
