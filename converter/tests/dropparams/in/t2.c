#include "tst_test.h"
#include "hl.h"

static void cleanup(void)
{
}

static void step(void (*cleanup_fn)(void), int n)
{
	if (n)
		cleanup_fn();
}

static void run(void)
{
	step(cleanup, 0);
	hl_run(cleanup, 0);
	HL_WHERE(NULL, 3);
#ifdef HL_CONFIGURED
	hl_skipped(cleanup);
#endif
	tst_res(TPASS, "done");
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = cleanup,
};
