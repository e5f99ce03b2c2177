/*
 * Expected failure as one condition: the call failed and with the errno
 * wanted is a pass, anything else a fail (sched_get_priority_min02). A
 * check whose other branch is no TFAIL stays.
 */
#include "tst_test.h"

static void run(void)
{
	TEST(sched_get_priority_min(-1));

	if ((TST_RET == -1) && (TST_ERR == EINVAL)) {
		tst_res(TPASS, "Test Passed, Got EINVAL");
	} else {
		tst_res(TFAIL | TTERRNO,
			"Test Failed, sched_get_priority_min()"
			" returned %ld", TST_RET);
	}

	TEST(open("x", O_RDONLY));
	if (TST_RET == -1 && TST_ERR == ENOENT)
		tst_res(TPASS | TTERRNO, "open() failed as expected");
	else
		tst_res(TFAIL | TTERRNO, "open() returned %ld", TST_RET);

	TEST(rmdir("x"));
	if (TST_RET == -1 && TST_ERR == ENOENT)
		tst_res(TPASS | TTERRNO, "rmdir() failed as expected");
	else
		tst_res(TINFO, "rmdir() returned %ld", TST_RET);

	TEST(rmdir("y"));
	if (TST_RET == -1 && TST_ERR == ENOENT)
		tst_res(TPASS | TTERRNO, "rmdir() failed as expected");
	else if (TST_RET == -1)
		tst_res(TFAIL | TTERRNO, "rmdir() failed, wrong errno");
}
