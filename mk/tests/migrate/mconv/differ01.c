#include "tst_test.h"
#include "mhelp.h"

/* A conversion that got the value wrong: its verdict must differ. */
static void run(void)
{
	TST_EXP_EQ_LI(mh_bits(0xf0), 5);
}

static struct tst_test test = {
	.test_all = run,
};
