#include "test.h"

static void grandchild(void)
{
	pid_t pid;
	int status;

	/* No check at all: SAFE_FORK() adds one. */
	pid = fork();
	if (pid == 0) {
		prh_burn_cpu_ns(NULL, GRAND_BURN_MS * 1000000LL);
		_exit(0);
	}
	SAFE_WAITPID(NULL, pid, &status, 0);
	_exit(0);
}

static void verify_other_check(void)
{
	pid_t pid;

	/* A check that is not a lone tst_brkm(): dead after SAFE_FORK(), it goes. */
	pid = fork();
	if (pid == -1) {
		perror("fork");
		exit(1);
	}
	if (pid == 0)
		exit(0);
	if (fork() == 0)
		exit(0);
	/* vfork() is not touched. */
	pid = vfork();
}

static void verify_decl_check(void)
{
	pid_t pid = FORK_OR_VFORK();

	if (pid < 0) {
		tst_resm(TFAIL | TERRNO, "fork() failed");
		return;
	}
	if (!pid)
		exit(0);
}
