// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * pipe2() flags: O_CLOEXEC sets FD_CLOEXEC on both ends and the ends are
 * really gone after execve() (checked by a helper program that attaches to
 * the test's checkpoints), O_NONBLOCK makes an empty read fail with EAGAIN,
 * O_DIRECT gives packet mode (one read returns one write), and a flag that
 * pipe2() does not know is EINVAL.
 */
#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <poll.h>
#include <stdio.h>
#include "tst_test.h"

#define HELPER "pipe2_n01_child"

static struct tcase {
	int flags;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{ 0, 0, "no flags" },
	{ O_CLOEXEC, 0, "O_CLOEXEC" },
	{ O_NONBLOCK, 0, "O_NONBLOCK" },
	{ O_CLOEXEC | O_NONBLOCK, 0, "O_CLOEXEC | O_NONBLOCK" },
	{ O_DIRECT, 0, "O_DIRECT" },
	{ O_RDWR, EINVAL, "O_RDWR" },
};

static int fds[2] = { -1, -1 };

/* Packet mode is a property of the write end: only it shows O_DIRECT. */
static void check_flags(int fd, const struct tcase *tc, int write_end)
{
	int fdflags = fcntl(fd, F_GETFD);
	int flflags = fcntl(fd, F_GETFL);

	if (fdflags == -1 || flflags == -1) {
		tst_res(TFAIL | TERRNO, "fcntl(%d) on a pipe2() end", fd);
		return;
	}
	TST_EXP_EQ_LI(!!(fdflags & FD_CLOEXEC), !!(tc->flags & O_CLOEXEC));
	TST_EXP_EQ_LI(!!(flflags & O_NONBLOCK), !!(tc->flags & O_NONBLOCK));
	TST_EXP_EQ_LI(!!(flflags & O_DIRECT),
		      write_end && (tc->flags & O_DIRECT));
}

static void check_packets(void)
{
	char buf[64];

	SAFE_WRITE(1, fds[1], "abc", 3);
	SAFE_WRITE(1, fds[1], "defgh", 5);
	TST_EXP_VAL(read(fds[0], buf, sizeof(buf)), 3,
		    "first read in packet mode returns the first write");
	TST_EXP_VAL(read(fds[0], buf, sizeof(buf)), 5,
		    "second read in packet mode returns the second write");
}

static void exec_helper(char *const argv[])
{
	char self[PATH_MAX], path[PATH_MAX + 64];
	ssize_t len;

	execvp(argv[0], argv);
	len = readlink("/proc/self/exe", self, sizeof(self) - 1);
	if (len > 0) {
		self[len] = '\0';
		snprintf(path, sizeof(path), "%s/%s", dirname(self), argv[0]);
		execv(path, argv);
	}
	tst_brk(TBROK | TERRNO, "cannot exec %s: not on PATH nor next to %s",
		argv[0], "the test binary");
}

/*
 * The helper reports what it found and, when the write end survived the
 * exec, writes one byte into it before waking us.
 */
static void check_exec(const struct tcase *tc)
{
	char rfd[16], wfd[16], exp_open[4], c = 0;
	char *argv[] = { HELPER, rfd, wfd, exp_open, NULL };
	struct pollfd pfd = { .fd = fds[0], .events = POLLIN };
	int status;
	pid_t pid;

	snprintf(rfd, sizeof(rfd), "%d", fds[0]);
	snprintf(wfd, sizeof(wfd), "%d", fds[1]);
	snprintf(exp_open, sizeof(exp_open), "%d", !(tc->flags & O_CLOEXEC));

	pid = SAFE_FORK();
	if (!pid)
		exec_helper(argv);

	TST_CHECKPOINT_WAIT(0);
	SAFE_WAITPID(pid, &status, 0);
	if (!WIFEXITED(status) || WEXITSTATUS(status)) {
		tst_res(TFAIL, "%s exited with status 0x%x", HELPER, status);
		return;
	}
	if (tc->flags & O_CLOEXEC)
		return;

	if (poll(&pfd, 1, 0) != 1 || read(fds[0], &c, 1) != 1 || c != 'x')
		tst_res(TFAIL,
			"byte written by %s through the inherited end "
			"did not arrive",
			HELPER);
	else
		tst_res(TPASS, "inherited write end works after execve()");
}

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];

	tst_res(TINFO, "pipe2(%s)", tc->desc);
	if (tc->exp_errno) {
		TST_EXP_FAIL(pipe2(fds, tc->flags), tc->exp_errno);
		return;
	}

	TST_EXP_PASS(pipe2(fds, tc->flags));
	if (!TST_PASS)
		return;

	check_flags(fds[0], tc, 0);
	check_flags(fds[1], tc, 1);
	if (tc->flags & O_NONBLOCK) {
		char c;

		TST_EXP_FAIL(read(fds[0], &c, 1), EAGAIN);
	}
	if (tc->flags & O_DIRECT)
		check_packets();
	check_exec(tc);

	SAFE_CLOSE(fds[0]);
	SAFE_CLOSE(fds[1]);
}

static void cleanup(void)
{
	if (fds[0] != -1)
		SAFE_CLOSE(fds[0]);
	if (fds[1] != -1)
		SAFE_CLOSE(fds[1]);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.cleanup = cleanup,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
