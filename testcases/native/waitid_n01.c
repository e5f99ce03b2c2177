// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * waitid(): the siginfo it fills for a child that exited, was killed while
 * blocked, stopped and continued; WNOWAIT leaves the child waitable; WNOHANG
 * on a running child returns 0 with si_pid 0; P_PGID selects by process
 * group; and the errors ECHILD and EINVAL.
 */
#include <errno.h>
#include <signal.h>
#include <string.h>
#include "tst_test.h"

static void check_info(const siginfo_t *si, pid_t pid, int code, int status)
{
	if (si->si_pid == pid && si->si_code == code &&
	    si->si_status == status && si->si_signo == SIGCHLD &&
	    si->si_uid == getuid()) {
		tst_res(TPASS, "siginfo: pid %d, code %d, status %d", pid, code,
			status);
		return;
	}
	tst_res(TFAIL,
		"siginfo: signo %d pid %d uid %d code %d status %d, "
		"expected SIGCHLD pid %d uid %d code %d status %d",
		si->si_signo, si->si_pid, si->si_uid, si->si_code,
		si->si_status, pid, getuid(), code, status);
}

static void check_exited(void)
{
	siginfo_t si;
	pid_t pid = SAFE_FORK();

	if (!pid)
		_exit(7);

	memset(&si, 0, sizeof(si));
	TST_EXP_PASS(waitid(P_PID, pid, &si, WEXITED | WNOWAIT));
	check_info(&si, pid, CLD_EXITED, 7);

	memset(&si, 0, sizeof(si));
	TST_EXP_PASS(waitid(P_ALL, 0, &si, WEXITED),
		     "waitid() after WNOWAIT finds the child again");
	check_info(&si, pid, CLD_EXITED, 7);
}

static void check_killed(void)
{
	siginfo_t si;
	pid_t pid = SAFE_FORK();

	if (!pid) {
		pause();
		_exit(0);
	}

	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	SAFE_KILL(pid, SIGKILL);
	memset(&si, 0, sizeof(si));
	TST_EXP_PASS(waitid(P_PID, pid, &si, WEXITED));
	check_info(&si, pid, CLD_KILLED, SIGKILL);
}

static void check_stop_cont(void)
{
	siginfo_t si;
	pid_t pid = SAFE_FORK();

	/*
	 * The child must not exit before the continue is seen: its exit
	 * would replace the CLD_CONTINUED report. It waits for checkpoint 0.
	 */
	if (!pid) {
		raise(SIGSTOP);
		TST_CHECKPOINT_WAIT(0);
		_exit(3);
	}

	memset(&si, 0, sizeof(si));
	TST_EXP_PASS(waitid(P_PID, pid, &si, WSTOPPED));
	check_info(&si, pid, CLD_STOPPED, SIGSTOP);

	SAFE_KILL(pid, SIGCONT);
	memset(&si, 0, sizeof(si));
	TST_EXP_PASS(waitid(P_PID, pid, &si, WCONTINUED));
	check_info(&si, pid, CLD_CONTINUED, SIGCONT);
	TST_CHECKPOINT_WAKE(0);

	memset(&si, 0, sizeof(si));
	TST_EXP_PASS(waitid(P_PID, pid, &si, WEXITED));
	check_info(&si, pid, CLD_EXITED, 3);
}

/* The child sits at checkpoint 0 while we look; it runs and is waited. */
static void check_nohang_pgid(void)
{
	siginfo_t si;
	pid_t pid = SAFE_FORK();

	if (!pid) {
		if (setpgid(0, 0))
			tst_brk(TBROK | TERRNO, "setpgid(0, 0)");
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		_exit(5);
	}

	TST_CHECKPOINT_WAIT(0);
	memset(&si, 0xff, sizeof(si));
	si.si_pid = 12345;
	TST_EXP_PASS(waitid(P_PID, pid, &si, WEXITED | WNOHANG));
	TST_EXP_EQ_LI(si.si_pid, 0);

	TST_CHECKPOINT_WAKE(0);
	memset(&si, 0, sizeof(si));
	TST_EXP_PASS(waitid(P_PGID, pid, &si, WEXITED),
		     "waitid(P_PGID) with the child's own group");
	check_info(&si, pid, CLD_EXITED, 5);
}

static void check_errors(void)
{
	siginfo_t si;

	TST_EXP_FAIL(waitid(P_ALL, 0, &si, WEXITED | WNOHANG), ECHILD,
		     "waitid() without children");
	TST_EXP_FAIL(waitid(P_ALL, 0, &si, 0), EINVAL,
		     "waitid() with no options");
	TST_EXP_FAIL(waitid((idtype_t)42, 0, &si, WEXITED), EINVAL,
		     "waitid() with idtype 42");
}

static void (*const checks[])(void) = {
	check_exited,	   check_killed, check_stop_cont,
	check_nohang_pgid, check_errors,
};

static void run(unsigned int n)
{
	checks[n]();
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(checks),
	.forks_child = 1,
	.needs_checkpoints = 1,
};
