/*
 * nice(2) with a negative increment raises the priority, which needs
 * CAP_SYS_NICE: as root, nice(-5) from 10 gives 5 and a huge negative
 * increment is clamped at -20. Unprivileged users get TCONF.
 */
#include <errno.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "nice02";
int TST_TOTAL = 2;

static void setup(void);
static void cleanup(void);

static int nice_check(int inc, int expect)
{
	errno = 0;
	TEST(nice(inc));
	if (TEST_RETURN == -1 && TEST_ERRNO) {
		tst_resm(TFAIL | TTERRNO, "nice(%d) failed", inc);
		return -1;
	}
	if (TEST_RETURN != expect || getpriority(PRIO_PROCESS, 0) != expect) {
		tst_resm(TFAIL, "nice(%d) returned %ld, now %d, expected %d",
			 inc, TEST_RETURN, getpriority(PRIO_PROCESS, 0),
			 expect);
		return -1;
	}
	return 0;
}

static void do_child(void)
{
	if (setpriority(PRIO_PROCESS, 0, 10) == -1)
		tst_brkm(TBROK | TERRNO, NULL, "setpriority(10) failed");

	if (!nice_check(-5, 5))
		tst_resm(TPASS, "nice(-5) raised the priority from 10 to 5");
	if (!nice_check(-100, -20))
		tst_resm(TPASS, "nice(-100) clamped at -20");
	tst_exit();
}

static void verify_nice(void)
{
	pid_t pid = FORK_OR_VFORK();

	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		do_child();
	tst_record_childstatus(cleanup, pid);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_nice();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_require_root();

	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;
}

static void cleanup(void)
{
}
