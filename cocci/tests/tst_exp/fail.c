/* Expected-failure checks after TEST(). */
#include "tst_test.h"

static struct tcase {
	const char *path;
	int exp_errno;
} tcases[] = {
	{ "nofile", ENOENT },
};

static void chain(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	TEST(rmdir(tc->path));
	if (TST_RET != -1)
		tst_res(TFAIL, "rmdir() succeeded unexpectedly");
	else if (TST_ERR == tc->exp_errno)
		tst_res(TPASS | TTERRNO, "rmdir() failed as expected");
	else
		tst_res(TFAIL | TTERRNO, "rmdir() failed unexpectedly");

	TEST(open(tc->path, O_RDONLY));
	if (TST_RET == -1) {
		if (TST_ERR == ENOENT)
			tst_res(TPASS | TTERRNO, "open() failed as expected");
		else
			tst_res(TFAIL | TTERRNO, "open() failed, expected ENOENT");
	} else {
		tst_res(TFAIL, "open() succeeded unexpectedly");
	}
}

static void at_the_end(void)
{
	TEST(read(-1, NULL, 0));
	if (TST_RET != -1) {
		tst_res(TFAIL, "read() succeeded unexpectedly");
		return;
	}
	if (TST_ERR == EBADF)
		tst_res(TPASS | TTERRNO, "read() failed as expected");
	else
		tst_res(TFAIL | TTERRNO, "read() failed, expected EBADF");
}

static void not_at_the_end(void)
{
	TEST(unlink("nofile"));
	if (TST_RET != -1) {
		tst_res(TFAIL, "unlink() succeeded unexpectedly");
		return;
	}
	if (TST_ERR == ENOENT)
		tst_res(TPASS | TTERRNO, "unlink() failed as expected");
	else
		tst_res(TFAIL | TTERRNO, "unlink() failed, expected ENOENT");
	tst_res(TINFO, "more checks follow");
}

static void run(void)
{
	chain(0);
	at_the_end();
	not_at_the_end();
}

static struct tst_test test = {
	.test_all = run,
};
