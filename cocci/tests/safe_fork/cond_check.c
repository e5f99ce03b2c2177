#include "test.h"

/*
 * A fork assigned in the condition of its check: a check that ends the
 * test or the function other than by tst_brkm() (perror() and exit(),
 * with or without an else) goes as dead with SAFE_FORK(); one the test
 * goes on after (a TFAIL and the next child) keeps fork(), as the same
 * check after "pid = fork();" does.
 */
static void f(void)
{
	int i, pid;

	if ((pid = fork()) == -1) {
		perror("fork");
		exit(1);
	}
	if (pid == 0)
		exit(0);
	if ((pid = fork()) < 0) {
		printf("fork failed\n");
		return;
	} else if (pid == 0) {
		exit(0);
	}
	for (i = 0; i < 4; i++) {
		if ((pid = fork()) < 0) {
			tst_resm(TFAIL, "fork failed (may be OK under stress)");
		}
		if (pid == 0)
			exit(0);
	}
}
