// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_test_macros.h as real tests use it: every TST_EXP_* macro once
 * passing and once failing, with and without a message of the test's own,
 * TST_PASS after each, and the values the macros return.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/mman.h>
#include "tst_test.h"

static const int exp_errs[] = { EPERM, ENOENT };

static void run_ret(void)
{
	long fd;

	TST_EXP_PASS(access("/", F_OK));
	TST_EXP_PASS(access("/nonexistent", F_OK));
	TST_EXP_PASS(getpid() > 0, "getpid() > %d", 0);
	TST_EXP_PASS_SILENT(access("/", F_OK));
	TST_EXP_EXPR(TST_PASS, "TST_PASS after a silent pass");
	fd = TST_EXP_FD(open("/dev/null", O_RDONLY));
	TST_EXP_EXPR(fd >= 0 && fd == TST_RET, "TST_EXP_FD's value is the fd");
	SAFE_CLOSE(fd);
	TST_EXP_FD(open("/nonexistent", O_RDONLY));
	fd = TST_EXP_FD_SILENT(open("/dev/null", O_RDONLY), "silent open");
	SAFE_CLOSE(fd);
	TST_EXP_POSITIVE(getpid() - getpid() - 1, "negative %s", "value");
	TST_EXP_PID_SILENT(getpid());
	TST_EXP_PID(getppid());
	TST_EXP_VAL(getpid() > 0, 1);
	TST_EXP_VAL(getpid() > 0, 0);
	TST_EXP_VAL_SILENT(2 * 3, 6);
}

static void run_fail(void)
{
	TST_EXP_FAIL(access("/nonexistent", F_OK), ENOENT);
	TST_EXP_FAIL(access("/", F_OK), ENOENT);
	TST_EXP_FAIL(access("/nonexistent", F_OK), EPERM, "custom %s", "text");
	TST_EXP_FAIL(dup(-1) + 3, EBADF);
	TST_EXP_FAIL2(open("/dev/null", O_RDONLY), ENOENT);
	TST_EXP_FAIL2(open("/nonexistent", O_RDONLY), ENOENT);
	TST_EXP_FAIL_SILENT(access("/nonexistent", F_OK), ENOENT);
	TST_EXP_EXPR(TST_PASS, "TST_PASS after a silent expected failure");
	TST_EXP_FAIL2_SILENT(open("/nonexistent", O_RDONLY), ENOENT);
	TST_EXP_FAIL_ARR(access("/nonexistent", F_OK), exp_errs,
			 ARRAY_SIZE(exp_errs));
	TST_EXP_FAIL_ARR(access("/nonexistent", F_OK), exp_errs, 1);
	TST_EXP_FAIL2_ARR(open("/nonexistent", O_RDONLY), exp_errs,
			  ARRAY_SIZE(exp_errs));
	TST_EXP_FD_OR_FAIL(open("/nonexistent", O_RDONLY), ENOENT);
}

static void run_ptr(void)
{
	TST_EXP_PASS_PTR_VOID(mmap(NULL, 4096, PROT_READ,
				   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0));
	if (TST_PASS)
		SAFE_MUNMAP(TST_RET_PTR, 4096);
	TST_EXP_FAIL_PTR_VOID(
		mmap(NULL, 0, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
		EINVAL);
	TST_EXP_FAIL_PTR_NULL(getenv("TST_NO_SUCH_VARIABLE"), 0);
	TST_EXP_PASS_PTR_NULL(getenv("TST_NO_SUCH_VARIABLE"));
}

static void run_eq(void)
{
	const char *s = "abcdef";

	TST_EXP_EQ_LI(2 + 2, 4);
	TST_EXP_EQ_LI(2 + 2, 5);
	TST_EXP_EQ_LU(-1UL, ~0UL);
	TST_EXP_EQ_SZ(sizeof(int), 4);
	TST_EXP_EQ_SSZ(-1, -1);
	TST_EXP_EQ_LI_SILENT(1, 1);
	TST_EXP_EQ_STR(s, "abcdef");
	TST_EXP_EQ_STR(s, "abc");
	TST_EXP_EQ_STRN(s, "abcxyz", 3);
	TST_EXP_EXPR(1 + 1 == 2);
	TST_EXP_EXPR(1 + 1 == 3, "1 + 1 == %d", 3);
}

static void run(unsigned int n)
{
	static void (*const parts[])(void) = { run_ret, run_fail, run_ptr,
					       run_eq };

	parts[n]();
}

static struct tst_test test = {
	.test = run,
	.tcnt = 4,
};
