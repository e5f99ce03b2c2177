/*
 * setpriority(2) and getpriority(2): PRIO_PROCESS and PRIO_PGRP set and
 * read back a raised nice value (allowed for anyone), PRIO_USER reads the
 * user's best one; an unprivileged process may not lower its nice value
 * again below RLIMIT_NICE (EACCES); a bad "which" is EINVAL; an unused pid
 * is ESRCH. Run in a child, which drops to "nobody" when started as root.
 */
#include <errno.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "proc_helpers.h"

char *TCID = "setpriority01";
int TST_TOTAL = 7;

static void setup(void);
static void cleanup(void);

static void check_set(int which, id_t who, int val, const char *desc)
{
	int got;

	TEST(setpriority(which, who, val));
	if (TEST_RETURN != 0) {
		tst_resm(TFAIL | TTERRNO, "%s: setpriority(%d) failed", desc,
			 val);
		return;
	}
	errno = 0;
	got = getpriority(which, who);
	if (got != val) {
		tst_resm(TFAIL | TERRNO, "%s: getpriority() %d, expected %d",
			 desc, got, val);
		return;
	}
	tst_resm(TPASS, "%s: set and read back %d", desc, val);
}

static void check_fail(int which, id_t who, int val, int exp_errno,
		       const char *desc)
{
	TEST(setpriority(which, who, val));
	if (TEST_RETURN != -1 || TEST_ERRNO != exp_errno) {
		tst_resm(TFAIL | TTERRNO, "%s: returned %ld, expected %s", desc,
			 TEST_RETURN, tst_strerrno(exp_errno));
		return;
	}
	tst_resm(TPASS | TTERRNO, "%s", desc);
}

/*
 * Setting PRIO_USER would renice every process of the user on the machine:
 * only read it. It is the best (lowest) nice value among them, ours included.
 */
static void check_user(void)
{
	int got;

	errno = 0;
	got = getpriority(PRIO_USER, getuid());
	if (got == -1 && errno) {
		tst_resm(TFAIL | TERRNO, "getpriority(PRIO_USER) failed");
		return;
	}
	if (got > 19) {
		tst_resm(TFAIL, "PRIO_USER: %d, more than our own 19", got);
		return;
	}
	tst_resm(TPASS, "PRIO_USER: best nice value of the user is %d", got);
}

static void do_child(void)
{
	struct rlimit rl = { 0, 0 };
	int start;

	/* No RLIMIT_NICE headroom, so lowering must need privileges. */
	SAFE_SETRLIMIT(NULL, RLIMIT_NICE, &rl);
	prh_drop_to_nobody(NULL);
	if (setpgid(0, 0) == -1)
		tst_brkm(TBROK | TERRNO, NULL, "setpgid(0, 0) failed");

	/* Raise from where we start: a run under nice(1) starts above 0. */
	errno = 0;
	start = getpriority(PRIO_PROCESS, 0);
	if (start == -1 && errno)
		tst_brkm(TBROK | TERRNO, NULL, "getpriority() failed");
	if (start > 17)
		tst_brkm(TCONF, NULL, "started at nice %d: no room to raise it",
			 start);

	check_set(PRIO_PROCESS, 0, start + 1, "PRIO_PROCESS");
	check_set(PRIO_PGRP, 0, start + 2, "PRIO_PGRP");
	check_set(PRIO_PROCESS, 0, 19, "PRIO_PROCESS to 19");
	check_user();
	check_fail(PRIO_PROCESS, 0, 10, EACCES,
		   "lowering 19 to 10 unprivileged");
	check_fail(PRIO_PROCESS + PRIO_PGRP + PRIO_USER + 7, 0, 1, EINVAL,
		   "bad which");
	check_fail(PRIO_PROCESS, tst_get_unused_pid(NULL), 1, ESRCH,
		   "unused pid");
	tst_exit();
}

int main(int ac, char **av)
{
	int lc;
	pid_t pid;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		pid = FORK_OR_VFORK();
		if (pid == -1)
			tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
		if (pid == 0)
			do_child();
		tst_record_childstatus(cleanup, pid);
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
