// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pidfd_open() and pidfd_send_signal(): a pidfd is close-on-exec, polls
 * readable only once its process has exited, delivers a signal to a
 * process blocked in pause(), can be waited on with waitid(P_PIDFD) (5.4),
 * and refuses to signal a reaped process (ESRCH). Bad pids and flags are
 * EINVAL, a pid that cannot exist is ESRCH.
 */
#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include "tst_test.h"
#include "native_sys.h"

static int pidfd = -1;

static void wait_pidfd(pid_t pid)
{
	siginfo_t si;

	memset(&si, 0, sizeof(si));
	if (tst_kvercmp(5, 4, 0) < 0) {
		SAFE_WAITPID(pid, NULL, 0);
		tst_res(TCONF, "waitid(P_PIDFD) needs Linux 5.4");
		return;
	}
	TST_EXP_PASS(waitid((idtype_t)P_PIDFD, pidfd, &si, WEXITED),
		     "waitid(P_PIDFD)");
	if (si.si_pid == pid && si.si_code == CLD_KILLED &&
	    si.si_status == SIGTERM)
		tst_res(TPASS, "the child was killed by SIGTERM");
	else
		tst_res(TFAIL, "waitid(P_PIDFD): pid %d code %d status %d",
			si.si_pid, si.si_code, si.si_status);
}

static void run(void)
{
	struct pollfd pfd = { .events = POLLIN };
	pid_t pid;

	pid = SAFE_FORK();
	if (!pid) {
		pause();
		exit(0);
	}

	TST_EXP_FD(sys_pidfd_open(pid, 0), "pidfd_open(child)");
	if (!TST_PASS) {
		SAFE_KILL(pid, SIGKILL);
		SAFE_WAITPID(pid, NULL, 0);
		return;
	}
	pidfd = TST_RET;
	TST_EXP_EQ_LI(!!(fcntl(pidfd, F_GETFD) & FD_CLOEXEC), 1);

	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	pfd.fd = pidfd;
	TST_EXP_VAL(poll(&pfd, 1, 0), 0, "poll() on a live process");
	/* 0x1-0x4 select the target's scope on newer kernels (6.9). */
	TST_EXP_FAIL(sys_pidfd_send_signal(pidfd, SIGTERM, NULL, 0x100), EINVAL,
		     "pidfd_send_signal() with flag 0x100");
	TST_EXP_PASS(sys_pidfd_send_signal(pidfd, SIGTERM, NULL, 0),
		     "pidfd_send_signal(SIGTERM)");
	TST_EXP_VAL(poll(&pfd, 1, 10000), 1, "poll() after the child died");
	TST_EXP_EQ_LI(!!(pfd.revents & POLLIN), 1);

	wait_pidfd(pid);
	TST_EXP_FAIL(sys_pidfd_send_signal(pidfd, SIGTERM, NULL, 0), ESRCH,
		     "pidfd_send_signal() to a reaped process");
	SAFE_CLOSE(pidfd);

	TST_EXP_FAIL(sys_pidfd_open(getpid(), 0x1), EINVAL,
		     "pidfd_open() with flag 0x1");
	TST_EXP_FAIL(sys_pidfd_open(-1, 0), EINVAL, "pidfd_open(-1)");
	TST_EXP_FAIL(sys_pidfd_open(INT_MAX, 0), ESRCH, "pidfd_open(INT_MAX)");
}

static void cleanup(void)
{
	if (pidfd != -1)
		SAFE_CLOSE(pidfd);
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = cleanup,
	.forks_child = 1,
	.min_kver = "5.3",
};
