// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_path_exists() builds the path from a format and says whether it is
 * there; tst_timespec_diff_ns() is t1 - t2 in nanoseconds, with its sign.
 */
#include "tst_test.h"

static void run(void)
{
	struct timespec a = { .tv_sec = 5, .tv_nsec = 100 };
	struct timespec b = { .tv_sec = 3, .tv_nsec = 999999900 };
	int fd = SAFE_OPEN("present", O_CREAT | O_RDWR, 0600);

	TST_EXP_EXPR(tst_path_exists("/proc/self/fd/%d", fd) &&
			     tst_path_exists("%s", "present"),
		     "an open descriptor and a file are there");
	SAFE_CLOSE(fd);
	TST_EXP_EXPR(!tst_path_exists("/proc/self/fd/%d", fd) &&
			     !tst_path_exists("absent_%d", 1),
		     "a closed descriptor and a missing file are not");

	TST_EXP_EQ_LI(tst_timespec_diff_ns(a, b), 1000000200LL);
	TST_EXP_EQ_LI(tst_timespec_diff_ns(b, a), -1000000200LL);
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
