/*
 * A helper library converted with TST_NO_DEFAULT_MAIN and no main() of
 * its own: the tests that link it run its fork, with .forks_child set;
 * SAFE_FORK() it is, its dead check gone.
 */
#define TST_NO_DEFAULT_MAIN
#include <stdlib.h>
#include <unistd.h>
#include "tst_test.h"

void spawn_child(void)
{
	pid_t pid;

	pid = fork();
	if (pid == -1)
		tst_brk(TBROK | TERRNO, "fork");
	if (pid == 0)
		exit(0);
}
