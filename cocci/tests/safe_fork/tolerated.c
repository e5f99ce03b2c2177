#include "test.h"

/*
 * Forks whose failure the test goes on after: setrlimit01 expects EAGAIN
 * under RLIMIT_NPROC, fork06 counts the failures. They become fork() (FORK_OR_VFORK() too); the
 * forks whose check ends the test become SAFE_FORK().
 */
static void f(void)
{
	int i, pid, fail = 0;

	for (i = 0; i < 20; i++) {
		pid = FORK_OR_VFORK();
		if (pid == -1) {
			if (errno != EAGAIN)
				tst_resm(TWARN, "Expected EAGAIN got %d", errno);
		} else if (pid == 0) {
			exit(0);
		}
	}
	for (i = 0; i < 20; i++) {
		pid = fork();
		if (pid == -1) {
			fail++;
			continue;
		}
		if (pid == 0)
			_exit(0);
	}
	pid = fork();
	if (pid < 0) {
		perror("fork");
		exit(1);
	}
	pid = fork();
	if (pid < 0)
		tst_brkm(TBROK, cleanup, "fork");
}
