// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * signalfd(): a queued signal is read back with its sender, value and code;
 * a reader blocked in read() on a signalfd is released by kill() from
 * another process; poll() sees a pending signal; the mask of an existing
 * signalfd can be replaced; EAGAIN when nothing is pending in non-blocking
 * mode; EINVAL for unknown flags and a buffer smaller than one record.
 */
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <sys/signalfd.h>
#include "tst_test.h"

static int sfd = -1;
static sigset_t mask;

static void check_sigqueue(void)
{
	struct signalfd_siginfo si = { 0 };
	union sigval val = { .sival_int = 42 };
	pid_t parent = getpid(), pid;

	pid = SAFE_FORK();
	if (!pid) {
		if (sigqueue(parent, SIGUSR1, val))
			tst_brk(TBROK | TERRNO, "sigqueue(SIGUSR1)");
		exit(0);
	}

	SAFE_READ(1, sfd, &si, sizeof(si));
	tst_reap_children();
	TST_EXP_EQ_LI(si.ssi_signo, SIGUSR1);
	TST_EXP_EQ_LI(si.ssi_pid, pid);
	TST_EXP_EQ_LI(si.ssi_uid, getuid());
	TST_EXP_EQ_LI(si.ssi_code, SI_QUEUE);
	TST_EXP_EQ_LI(si.ssi_int, 42);
}

/* A signalfd reads the signals of the task that reads it: the child's own. */
static void check_blocked_reader(void)
{
	pid_t pid;

	pid = SAFE_FORK();
	if (!pid) {
		struct signalfd_siginfo si = { 0 };

		SAFE_READ(1, sfd, &si, sizeof(si));
		if (si.ssi_signo == SIGUSR2 && (pid_t)si.ssi_pid == getppid())
			tst_res(TPASS,
				"blocked reader got SIGUSR2 from parent");
		else
			tst_res(TFAIL, "blocked reader got signal %u from %u",
				si.ssi_signo, si.ssi_pid);
		exit(0);
	}

	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	SAFE_KILL(pid, SIGUSR2);
	tst_reap_children();
}

static void check_poll_and_mask(void)
{
	struct pollfd pfd = { .fd = sfd, .events = POLLIN };
	struct signalfd_siginfo si;
	sigset_t only_usr2;

	TST_EXP_VAL(poll(&pfd, 1, 0), 0, "poll() with nothing pending");
	raise(SIGUSR1);
	TST_EXP_VAL(poll(&pfd, 1, 0), 1, "poll() with SIGUSR1 pending");

	sigemptyset(&only_usr2);
	sigaddset(&only_usr2, SIGUSR2);
	TST_EXP_VAL(signalfd(sfd, &only_usr2, 0), sfd,
		    "signalfd() replacing the mask");
	TST_EXP_VAL(poll(&pfd, 1, 0), 0, "poll() after SIGUSR1 left the mask");

	signalfd(sfd, &mask, 0);
	SAFE_READ(1, sfd, &si, sizeof(si));
	TST_EXP_EQ_LI(si.ssi_code, SI_TKILL);
	TST_EXP_FAIL(read(sfd, &si, sizeof(si)), EAGAIN,
		     "read with nothing pending");
	TST_EXP_FAIL(read(sfd, &si, sizeof(si) - 1), EINVAL,
		     "read into a buffer smaller than a record");
	TST_EXP_FAIL(signalfd(-1, &mask, 0x1), EINVAL,
		     "signalfd() with flag 0x1");
}

static void run(void)
{
	sfd = signalfd(-1, &mask, 0);
	if (sfd == -1)
		tst_brk(TBROK | TERRNO, "signalfd()");
	check_sigqueue();
	check_blocked_reader();
	SAFE_CLOSE(sfd);

	sfd = signalfd(-1, &mask, SFD_NONBLOCK | SFD_CLOEXEC);
	if (sfd == -1)
		tst_brk(TBROK | TERRNO, "signalfd(SFD_NONBLOCK | SFD_CLOEXEC)");
	TST_EXP_EQ_LI(!!(fcntl(sfd, F_GETFD) & FD_CLOEXEC), 1);
	check_poll_and_mask();
	SAFE_CLOSE(sfd);
}

static void setup(void)
{
	sigemptyset(&mask);
	sigaddset(&mask, SIGUSR1);
	sigaddset(&mask, SIGUSR2);
	if (sigprocmask(SIG_BLOCK, &mask, NULL))
		tst_brk(TBROK | TERRNO, "sigprocmask()");
}

static void cleanup(void)
{
	if (sfd != -1)
		SAFE_CLOSE(sfd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.forks_child = 1,
};
