#include "tst_test.h"
#include "mhelp.h"

/* A conversion that does not compile: it must be named, not hidden. */
static void run(void)
{
	TST_EXP_EQ_LI(mh_bits(0xf0), 4)
}

static struct tst_test test = {
	.test_all = run,
};
