#include "test.h"

static void do_child(void)
{
	if (open(path, O_RDWR) != -1)
		exit(TFAIL);
	if (errno != EACCES) {
		printf("open: unexpected errno %d\n", errno);
		exit(TFAIL);
	}
	exit(TPASS);
}

static void verify_open(void)
{
	pid = FORK_OR_VFORK();
	if (pid == 0)
		do_child();
	tst_record_childstatus(cleanup, pid);
}
