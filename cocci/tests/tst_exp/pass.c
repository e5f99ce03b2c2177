/* Success checks after TEST(), as the converted legacy tests have them. */
#include "tst_test.h"

static struct tcase {
	const char *path;
	mode_t mode;
} tcases[] = {
	{ "file", 0644 },
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	TEST(chmod(tc->path, tc->mode));
	if (TST_RET == -1)
		tst_res(TFAIL | TTERRNO, "chmod(%s) failed", tc->path);
	else
		tst_res(TPASS, "chmod(%s) succeeded", tc->path);

	TEST(open(tc->path, O_RDONLY));
	if (TST_RET == -1) {
		tst_res(TFAIL | TTERRNO, "open() failed");
	} else {
		tst_res(TPASS, "open() returned %ld", TST_RET);
	}

	TEST(tst_syscall(__NR_getpid));
	if (TST_RET < 0)
		tst_res(TFAIL | TTERRNO, "getpid failed");
	else
		tst_res(TPASS, "getpid returned %ld", TST_RET);

	TEST(tst_syscall(__NR_sched_yield));
	if (TST_RET != 0)
		tst_res(TFAIL | TTERRNO, "sched_yield failed");
	else
		tst_res(TPASS, "sched_yield");
}

static void leave_alone(void)
{
	/* More than a result in a branch: the check stays. */
	TEST(unlink("file"));
	if (TST_RET == -1) {
		tst_res(TFAIL | TTERRNO, "unlink() failed");
		return;
	} else {
		tst_res(TPASS, "unlink() succeeded");
	}

	/* Failure expected on -1 but reported the other way round. */
	TEST(access("file", F_OK));
	if (TST_RET == -1)
		tst_res(TPASS | TTERRNO, "access() failed as expected");
	else
		tst_res(TFAIL, "access() succeeded");
}

static struct tst_test test = {
	.test = run,
	.tcnt = 1,
	.test_all = leave_alone,
};
