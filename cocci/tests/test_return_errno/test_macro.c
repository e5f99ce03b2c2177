#include "test.h"

static void verify_open(struct tcase *tc)
{
	TEST(open(tc->path, tc->flags));
	if (TEST_RETURN != -1) {
		tst_resm(TFAIL, "open(%s) returned %ld", tc->path, TEST_RETURN);
		close(TEST_RETURN);
		return;
	}
	if (TEST_ERRNO == tc->exp_errno)
		tst_resm(TPASS | TTERRNO, "open(%s) failed as expected",
			 tc->path);
	else
		tst_resm(TFAIL | TTERRNO, "open(%s) should fail with %s",
			 tc->path, tst_strerrno(tc->exp_errno));
}

static void child(int fd)
{
	exit(do_select(fd, -1, -1) == 1 && TEST_RETURN == 1 ? 0 : 1);
}

static void verify_void(void)
{
	TEST_VOID(sync());
	if (TEST_ERRNO)
		tst_resm(TFAIL, "sync() set errno %d", TEST_ERRNO);
	TEST_ERRNO = 0;
	/* Names that only start like the old ones stay. */
	TEST_RETURN_OK = TST_RET;
}
