// SPDX-License-Identifier: GPL-2.0-or-later
/* tst_syscall(): a real call returns its value; a call the system lacks
 * ends the test as TCONF naming it. */
#include <sys/types.h>
#include "tst_test.h"
#include "tst_syscall.h"

static void run(void)
{
	long pid = tst_syscall(__NR_getpid);

	if (pid == getpid())
		tst_res(TPASS, "tst_syscall(__NR_getpid) = %ld", pid);
	else
		tst_res(TFAIL, "tst_syscall(__NR_getpid) = %ld, getpid() = %d",
			pid, (int)getpid());
	tst_syscall(__TST_NR_INVALID, 0);
	tst_res(TFAIL, "tst_syscall() of an invalid number returned");
}

static struct tst_test test = {
	.test_all = run,
};
