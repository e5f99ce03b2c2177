#include "test.h"
#include "safe_macros.h"

static int fd = -1;
static int log_fd = -1;

static void setup(void)
{
	int tmp, ret;

	tmp = SAFE_CREAT(cleanup, "zero", 0755);
	tmp = SAFE_CLOSE(cleanup, tmp);
	fd = SAFE_OPEN(cleanup, "file", O_RDONLY);
	log_fd = SAFE_OPEN(cleanup, "log", O_RDONLY);
	/* its value kept in another variable: left as it is */
	ret = SAFE_CLOSE(cleanup, log_fd);
	if (ret)
		tst_brkm(TBROK, cleanup, "close");
}

static void cleanup(void)
{
	fd = SAFE_CLOSE(NULL, fd);
}
