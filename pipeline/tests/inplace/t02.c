#include "test.h"
#include "ip.h"

static void cleanup(void)
{
}

static void run(void)
{
	int fd = ip_open(cleanup, "/dev/null");

	tst_resm(TPASS, "test 2 opened fd %d", fd);
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = cleanup,
};
