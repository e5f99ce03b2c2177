/*
 * kill(2) permission check: an unprivileged process may not signal a
 * process of another user (EPERM), while signal 0 to a process of its own
 * succeeds. As root the test forks a child that becomes "nobody" and
 * targets its root parent; as an unprivileged user it targets init.
 */
#include <errno.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "proc_helpers.h"

char *TCID = "kill02";
int TST_TOTAL = 2;

static void setup(void);
static void cleanup(void);

static void check_eperm(pid_t target, const char *desc)
{
	TEST(kill(target, SIGUSR1));
	if (TEST_RETURN != -1) {
		tst_resm(TFAIL, "SIGUSR1 to %s (pid %d) succeeded", desc,
			 target);
		return;
	}
	if (TEST_ERRNO != EPERM) {
		tst_resm(TFAIL | TTERRNO, "SIGUSR1 to %s: expected EPERM",
			 desc);
		return;
	}
	tst_resm(TPASS | TTERRNO, "SIGUSR1 to %s refused", desc);
}

static void check_own(void)
{
	TEST(kill(getpid(), 0));
	if (TEST_RETURN != 0)
		tst_resm(TFAIL | TTERRNO, "signal 0 to itself failed");
	else
		tst_resm(TPASS, "signal 0 to a process of the same user works");
}

static void verify_as_child(void)
{
	pid_t parent = getpid(), pid;

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0) {
		prh_drop_to_nobody(NULL);
		check_eperm(parent, "the root parent");
		check_own();
		tst_exit();
	}
	tst_record_childstatus(cleanup, pid);
}

static void verify_as_user(void)
{
	struct stat st;

	SAFE_STAT(cleanup, "/proc/1", &st);
	if (st.st_uid == geteuid())
		tst_brkm(
			TCONF, cleanup,
			"init runs as our uid %d: no process of another user to target",
			(int)st.st_uid);
	check_eperm(1, "init");
	check_own();
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		if (geteuid() == 0)
			verify_as_child();
		else
			verify_as_user();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;
}

static void cleanup(void)
{
}
