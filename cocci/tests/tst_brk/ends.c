/* A helper header's exits: a failure reported, then the process ends. */
#include "test.h"

static pid_t pid;

static void start_child(char *prog)
{
	pid = vfork();
	if (pid == -1) {
		tst_resm(TFAIL, "vfork() failed");
		tst_exit();
	} else if (pid) {
		return;
	}

	if (prepare() != 0) {
		tst_resm(TBROK | TERRNO, "prepare() for %s", prog);
		tst_exit();
	}
	if (skip_it()) {
		tst_resm(TCONF, "nothing to do");
		tst_exit();
	}
	/* not a failure: tst_brk() would make it TBROK */
	if (already_done()) {
		tst_resm(TINFO, "done before");
		tst_exit();
	}

	execlp(prog, prog, "child", NULL);
	tst_resm(TFAIL, "execlp() failed");
	tst_exit();
}
