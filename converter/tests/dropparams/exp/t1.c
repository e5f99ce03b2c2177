#include "tst_test.h"
#include "hl.h"

static void (*hook)(void (*)(void)) = hl_addr;

static void cleanup(void)
{
}

/* Same name as t2.c's, used there: each file decides for its own. */
static void step(int n)
{
	tst_res(TPASS, "step %d", n);
}

static void run(void)
{
	int fd = hl_open("f", 0);

	hl_only();
	hl_chain(fd);
	hl_via_run(cleanup, 1);
	step(fd);
	HL_WHERE(2);
	hook(cleanup);
	hl_printf_(__FILE__, __LINE__, "%d", fd);
	hl_nn(cleanup);
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = cleanup,
};
