#include "test.h"

static void do_master_child(void)
{
	int pid, status;

	pid = FORK_OR_VFORK();
	if (pid == 0) {
		if (open(path, O_RDWR) != -1)
			exit(TFAIL);
		exit(TPASS);
	} else {
		if (waitpid(pid, &status, 0) == -1)
			exit(TFAIL);
		if (WEXITSTATUS(status) != TPASS)
			exit(WEXITSTATUS(status));
	}
	exit(TPASS);
}

static void verify(void)
{
	pid = FORK_OR_VFORK();
	if (pid == 0)
		do_master_child();
	tst_record_childstatus(cleanup, pid);
}
