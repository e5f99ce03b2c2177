#include "test.h"

/*
 * A fork inside TEST(), its result read from TEST_RETURN (waitid01,
 * fork04): a check that ends the test is dead after SAFE_FORK() and
 * goes; one the test goes on after keeps fork().
 */
static void f(void)
{
	int i, pid;

	TEST(fork());
	if (TEST_RETURN < 0)
		tst_brkm(TBROK | TTERRNO, cleanup, "fork() failed");

	if (TEST_RETURN == 0)
		exit(123);

	TEST(pid = fork());
	if (TEST_RETURN == -1) {
		tst_brkm(TBROK | TTERRNO, cleanup, "fork() failed");
	} else if (TEST_RETURN == 0) {
		exit(0);
	}

	for (i = 0; i < 20; i++) {
		TEST(fork());
		if (TEST_RETURN == -1) {
			tst_resm(TFAIL | TTERRNO, "fork() failed");
			continue;
		}
		if (TEST_RETURN == 0)
			_exit(0);
	}

	TEST(fork());
	TEST(getpid());
	if (TEST_RETURN == -1)
		tst_brkm(TBROK, cleanup, "getpid");
}
