// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The call names of the other archs' tables: __NR_ugetrlimit picks the
 * getrlimit() call as the real getrlimit03 does (the arch's own number, or
 * __LTP__NR_INVALID_SYSCALL where it has none), and a call the arch lacks
 * (powerpc's sync_file_range2 on others) is TCONF through tst_syscall().
 */
#include <sys/resource.h>
#include "tst_test.h"
#include "tst_syscall.h"

#if (__NR_ugetrlimit != __LTP__NR_INVALID_SYSCALL)
#define NR_GETRLIMIT __NR_ugetrlimit
#define NR_GETRLIMIT_NAME "__NR_ugetrlimit"
#else
#define NR_GETRLIMIT __NR_getrlimit
#define NR_GETRLIMIT_NAME "__NR_getrlimit"
#endif

static void check_getrlimit(void)
{
	struct rlimit lim, by_call;

	SAFE_GETRLIMIT(RLIMIT_NOFILE, &lim);
	TST_EXP_PASS(tst_syscall(NR_GETRLIMIT, RLIMIT_NOFILE, &by_call), "%s",
		     NR_GETRLIMIT_NAME);
	TST_EXP_EQ_LU(by_call.rlim_cur, lim.rlim_cur);
}

static void check_missing(void)
{
	int fd = SAFE_OPEN("f", O_CREAT | O_WRONLY, 0644);

	TEST(tst_syscall(__NR_sync_file_range2, fd, 0, 0, 0));
	SAFE_CLOSE(fd);
	tst_res(TPASS, "sync_file_range2() exists here: %ld", TST_RET);
}

static void run(unsigned int n)
{
	if (n)
		check_missing();
	else
		check_getrlimit();
}

static struct tst_test test = {
	.test = run,
	.tcnt = 2,
	.needs_tmpdir = 1,
};
