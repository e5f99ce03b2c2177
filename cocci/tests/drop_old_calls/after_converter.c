#include "test.h"

/* What the converter leaves: main() is gone, run() holds the loop body. */
static void run(void)
{
	tst_count = 0;
	verify_locks();
	/* Used in an expression: left for report mode. */
	tst_resm(TINFO, "%d results so far", tst_count);
}

static void setup(void)
{
	tst_sig(NOFORK, sighandler, NULL);
	TEST_PAUSE;
	/* Not the old calls. */
	pause();
	my_tst_sig(1);
}
