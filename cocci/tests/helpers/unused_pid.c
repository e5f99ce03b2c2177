#include <errno.h>
#include <signal.h>
#include "test.h"

static void cleanup(void);

static void test_kill_unused(void)
{
	pid_t pid = tst_get_unused_pid(cleanup);

	TEST(kill(pid, SIGKILL));
	if (TEST_RETURN == -1 && TEST_ERRNO == ESRCH)
		tst_resm(TPASS, "kill(unused pid) failed with ESRCH");
}

static void child(void)
{
	if (tst_get_free_pids(NULL) < 10)
		tst_brkm(TCONF, NULL, "too few free pids");
}
