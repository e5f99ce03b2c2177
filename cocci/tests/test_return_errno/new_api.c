#include "tst_test.h"

/* Already new: nothing to do. */
static void run(void)
{
	TEST(getpid());
	if (TST_RET <= 0)
		tst_res(TFAIL | TTERRNO, "getpid() returned %ld", TST_RET);
	else
		tst_res(TPASS, "getpid() returned %ld", TST_RET);
}
