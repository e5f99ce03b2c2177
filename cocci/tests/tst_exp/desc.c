/* Checks whose TPASS message names the case with "%s" (a description, a
 * name, a member, an element): the macro prints it after the call. Not
 * the call's own argument (the macro prints the call's text), nor an
 * errno's text. */
#include "tst_test.h"

static struct tcase {
	char *path;
	char *desc;
	int exp_errno;
} tcases[] = {
	{ "", "empty path", ENOENT },
};

static void nested(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	struct stat buf;

	TEST(stat(tc->path, &buf));
	if (TST_RET == -1) {
		if (TST_ERR == tc->exp_errno)
			tst_res(TPASS, "stat() fails, %s, errno:%d", tc->desc,
				TST_ERR);
		else
			tst_res(TFAIL, "stat() fails, %s, errno:%d, expected %d",
				tc->desc, TST_ERR, tc->exp_errno);
	} else {
		tst_res(TFAIL, "stat() returned %ld, expected -1", TST_RET);
	}
}

static void chain(void)
{
	char *test_desc = "no such file";

	TEST(unlink("nofile"));
	if (TST_RET != -1)
		tst_res(TFAIL, "unlink() succeeded unexpectedly");
	else if (TST_ERR == ENOENT)
		tst_res(TPASS | TTERRNO, "case %d: %s", 1, test_desc);
	else
		tst_res(TFAIL | TTERRNO, "unlink() failed unexpectedly");
}

static void named_in_call(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	TEST(chdir(tc->path));
	if (TST_RET == -1)
		tst_res(TFAIL | TTERRNO, "chdir(%s) failed", tc->path);
	else
		tst_res(TPASS, "chdir(%s) succeeded", tc->path);
}

static void errno_text(void)
{
	TEST(rmdir("nodir"));
	if (TST_RET != -1)
		tst_res(TFAIL, "rmdir() succeeded unexpectedly");
	else if (TST_ERR == ENOENT)
		tst_res(TPASS, "rmdir() failed: %s", strerror(TST_ERR));
	else
		tst_res(TFAIL | TTERRNO, "rmdir() failed unexpectedly");
}

static void pass_named(unsigned int n)
{
	struct tcase *tc = &tcases[n];

	TEST(chmod("file", 0644));
	if (TST_RET == -1)
		tst_res(TFAIL | TTERRNO, "chmod() failed");
	else
		tst_res(TPASS, "chmod() succeeded: %s", tc->desc);
}
