// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Helper of pipe2_n01, exec()ed by it (not a test itself):
 *
 *	pipe2_n01_child RFD WFD EXPECT_OPEN
 *
 * Checks whether the two pipe ends survived execve() as EXPECT_OPEN (0 or
 * 1) says, reports through the test's shared page, writes 'x' into WFD
 * when it is open, and wakes checkpoint 0.
 */
#define TST_NO_DEFAULT_MAIN
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include "tst_test.h"

static int is_open(const char *arg, int *fd)
{
	if (tst_parse_int(arg, fd, 0, 1 << 20))
		return -1;
	return fcntl(*fd, F_GETFD) != -1;
}

static void report(const char *end, int fd, int open, int exp_open)
{
	if (open < 0)
		tst_brk(TBROK, "bad fd argument for the %s end", end);
	if (open == exp_open)
		tst_res(TPASS, "%s end (fd %d) is %s after execve()", end, fd,
			open ? "open" : "closed");
	else
		tst_res(TFAIL, "%s end (fd %d) is %s after execve()", end, fd,
			open ? "open" : "closed");
}

int main(int argc, char *argv[])
{
	int rfd = -1, wfd = -1, exp_open = -1, r_open, w_open;

	if (argc != 4) {
		fprintf(stderr, "usage: %s RFD WFD EXPECT_OPEN\n", argv[0]);
		return 2;
	}

	/*
	 * Look at the fds before tst_reinit(): whatever it opens could take
	 * a number that execve() freed and make a closed end look open.
	 */
	r_open = is_open(argv[1], &rfd);
	w_open = is_open(argv[2], &wfd);

	tst_reinit();

	if (tst_parse_int(argv[3], &exp_open, 0, 1))
		tst_brk(TBROK, "EXPECT_OPEN must be 0 or 1, got '%s'", argv[3]);
	report("read", rfd, r_open, exp_open);
	report("write", wfd, w_open, exp_open);

	if (w_open == 1)
		SAFE_WRITE(1, wfd, "x", 1);

	TST_CHECKPOINT_WAKE(0);
	return 0;
}
