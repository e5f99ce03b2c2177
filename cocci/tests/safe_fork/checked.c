#include "test.h"

static void verify_fork(void)
{
	pid_t pid;
	int status;

	alarm(100);
	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		_exit(alarm(0) == 0 ? 0 : 1);
	SAFE_WAITPID(cleanup, pid, &status, 0);
}

void memcg_charge_cache(void (*cleanup)(void), const char *dir)
{
	pid_t pid = tst_fork();
	int status;

	if (pid < 0)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (!pid)
		writer(dir);
	SAFE_WAITPID(cleanup, pid, &status, 0);
}

static void verify_group_kill(void)
{
	int i;

	for (i = 0; i < NCHILDREN; i++) {
		pids[i] = FORK_OR_VFORK();
		if (pids[i] == -1)
			tst_brk(TBROK | TERRNO, "fork() failed");
		if (pids[i] == 0)
			do_child(pgid);
	}
}

static void verify_assign_in_if(void)
{
	if ((pid = fork()) == -1) {
		tst_brkm(TBROK | TERRNO, cleanup, "fork failed");
	}
	if (pid == 0)
		do_child();
	if ((pid2 = fork()) < 0)
		tst_brkm(TBROK | TERRNO, cleanup, "fork #2 failed");
}

static void verify_switch(void)
{
	switch (pid = FORK_OR_VFORK()) {
	case -1:
		tst_brkm(TBROK | TERRNO, cleanup, "fork failed");
	case 0:
		do_child();
		exit(0);
	default:
		break;
	}
	switch (fork()) {
	case -1:
		tst_brkm(TBROK | TERRNO, cleanup, "fork failed");
		break;
	case 0:
		exit(0);
	}
}
