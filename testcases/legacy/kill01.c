/*
 * kill(2) argument checks: signal 0 reports that a process exists without
 * signalling it (for this process, a live child and a zombie child), a pid
 * no process has gives ESRCH, and an invalid signal number gives EINVAL.
 */
#include <errno.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "usctest.h"
#include "safe_macros.h"

char *TCID = "kill01";

static pid_t unused_pid;
static pid_t child_pid = -1;
static pid_t self_pid;

static struct test_case_t {
	pid_t *pid;
	int sig;
	int exp_errno; /* 0: must succeed */
	const char *desc;
} TC[] = {
	{ &self_pid, 0, 0, "signal 0 to itself" },
	{ &child_pid, 0, 0, "signal 0 to a live child" },
	{ &unused_pid, 0, ESRCH, "signal 0 to an unused pid" },
	{ &unused_pid, SIGTERM, ESRCH, "SIGTERM to an unused pid" },
	{ &self_pid, -1, EINVAL, "signal -1" },
	{ &self_pid, _NSIG + 1, EINVAL, "signal _NSIG + 1" },
};

int TST_TOTAL = sizeof(TC) / sizeof(TC[0]) + 1;

static void setup(void);
static void cleanup(void);

static void verify_kill(struct test_case_t *tc)
{
	TEST(kill(*tc->pid, tc->sig));

	if (!tc->exp_errno) {
		if (TEST_RETURN == 0)
			tst_resm(TPASS, "%s succeeded", tc->desc);
		else
			tst_resm(TFAIL | TTERRNO, "%s failed", tc->desc);
		return;
	}

	if (TEST_RETURN != -1) {
		tst_resm(TFAIL, "%s succeeded, expected %s", tc->desc,
			 tst_strerrno(tc->exp_errno));
		return;
	}
	if (TEST_ERRNO != tc->exp_errno) {
		tst_resm(TFAIL | TTERRNO, "%s: expected %s", tc->desc,
			 tst_strerrno(tc->exp_errno));
		return;
	}
	tst_resm(TPASS | TTERRNO, "%s failed as expected", tc->desc);
}

/* A zombie still owns its pid: signal 0 must find it until it is reaped. */
static void verify_zombie(void)
{
	siginfo_t info;
	pid_t pid;

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		_exit(0);

	if (waitid(P_PID, pid, &info, WEXITED | WNOWAIT) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "waitid(WNOWAIT) failed");

	TEST(kill(pid, 0));
	SAFE_WAITPID(cleanup, pid, NULL, 0);
	if (TEST_RETURN != 0) {
		tst_resm(TFAIL | TTERRNO, "signal 0 to a zombie failed");
		return;
	}
	TEST(kill(pid, 0));
	if (TEST_RETURN != -1 || TEST_ERRNO != ESRCH) {
		tst_resm(TFAIL | TTERRNO,
			 "signal 0 to a reaped pid returned %ld", TEST_RETURN);
		return;
	}
	tst_resm(TPASS, "signal 0 finds a zombie, ESRCH once it is reaped");
}

int main(int ac, char **av)
{
	int lc, i;
	const char *msg;

	msg = parse_opts(ac, av, NULL, NULL);
	if (msg != NULL)
		tst_brkm(TBROK, NULL, "OPTION PARSING ERROR - %s", msg);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		unused_pid = tst_get_unused_pid(cleanup);
		for (i = 0; i < TST_TOTAL - 1; i++)
			verify_kill(&TC[i]);
		verify_zombie();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	self_pid = getpid();

	child_pid = FORK_OR_VFORK();
	if (child_pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (child_pid == 0) {
		for (;;)
			pause();
	}
}

static void cleanup(void)
{
	if (child_pid > 0) {
		kill(child_pid, SIGKILL);
		waitpid(child_pid, NULL, 0);
	}
}
