#include "test.h"

/*
 * Checks of a fork's result that are not a lone tst_brkm(): dead once the
 * fork is SAFE_FORK(), they go; the else branch stays in their place. A
 * check that jumps to a label stays (the label could be left unused).
 */
static void verify_if(void)
{
	pid = fork();
	if (pid < 0) {
		tst_resm(TFAIL, "fork() failed");
		failed = 1;
		return;
	} else if (pid == 0) {
		do_child();
	}
	pid = fork();
	if (pid == -1)
		perror("fork");
	else if (pid == 0)
		exit(0);
	wait(NULL);
}

static void verify_jump(void)
{
	pid = fork();
	if (pid == -1) {
		perror("fork");
		goto out;
	}
	if (pid == 0)
		exit(0);
	wait(NULL);
out:
	return;
}

/* case -1 after a case 0 that breaks, before the default */
static int verify_switch_middle(void)
{
	int status;

	pid = fork();
	switch (pid) {
	case 0:
		exit(1);
	break;
	case -1:
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	break;
	default:
		wait(&status);
	break;
	}
	switch ((pid = FORK_OR_VFORK())) {
	case 0:
		do_child();
		break;
	case -1:
		tst_resm(TBROK | TERRNO, "fork() failed");
		return -1;
	default:
		wait(&status);
	}
	switch (pid = fork()) {
	case 0:
		do_child();
		break;
	case -1:
		perror("fork");
		goto out;
	default:
		wait(&status);
	}
out:
	return 0;
}

/* case -1 first, a report and a way out */
static void verify_switch_first(void)
{
	switch (pid = fork()) {
	case -1:
		tst_resm(TBROK | TERRNO, "fork() failed");
		return;
	case 0:
		if (x)
			exit(1);
		else if (y)
			exit(2);
		exit(0);
	default:
		break;
	}
}
