// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A test that defines a global of the name of a libc function the library
 * itself calls: the fcntl lock tests keep their lock in "struct flock
 * flock;", the *at() tests their directory in "int dirfd;", nptl01 its
 * mutex in "pthread_mutex_t wait;". Linked into the test, the library's
 * calls of that name reach the variable unless the library calls
 * something else. The last two the old headers let a legacy test define;
 * newlib's headers declare them, so they are defined here by their
 * symbols' names. The run uses what calls them: the start's sweep of
 * TMPDIR (a tst_ file there), a tmpdir with a directory in it, a child
 * the library reaps.
 */
#include <fcntl.h>
#include <sys/stat.h>
#include "tst_test.h"

struct flock flock;
int dirfd_var __asm__("dirfd");
long wait_var[8] __asm__("wait");

static void run(void)
{
	flock.l_type = F_WRLCK;
	dirfd_var = -1;
	wait_var[0] = 1;
	SAFE_MKDIR("sub", 0700);
	SAFE_MKDIR("sub/dir", 0700);
	if (!SAFE_FORK())
		exit(0);
	tst_reap_children();
	if (!SAFE_FORK())
		exit(0);
	tst_res(TPASS, "started beside globals named flock, dirfd, wait");
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
