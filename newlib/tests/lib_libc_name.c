// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A test that defines a global of the name of a libc function the library
 * itself calls: the fcntl lock tests keep their lock in "struct flock
 * flock;". Linked into the test, the library's calls of that name reach
 * the variable unless the library makes the system call itself.
 */
#include <fcntl.h>
#include "tst_test.h"

struct flock flock;

static void run(void)
{
	flock.l_type = F_WRLCK;
	tst_res(TPASS, "started beside a global named flock");
}

static struct tst_test test = {
	.test_all = run,
};
