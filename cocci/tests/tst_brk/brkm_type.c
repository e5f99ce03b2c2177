#include "test.h"

static void cleanup(void);
static int fflag;

/* held-out set 18's execve02: no -F given */
static void setup(void)
{
	if (!fflag)
		tst_brkm(TWARN, NULL, "You must specify a test executable "
			 "with the -F option.");
	if (access("/", F_OK))
		tst_brkm(TWARN | TERRNO, cleanup, "access(/) failed");
	if (getuid() == 12345)
		tst_brkm(TINFO, cleanup, "an odd user");
	if (getgid() == 12345)
		tst_brkm(TPASS, cleanup, "an odd group");
	if (getpid() == 1)
		tst_brkm(TFAIL, cleanup, "pid 1");
}

void helper(const char *file, const int lineno)
{
	tst_brkm_(file, lineno, TWARN, NULL, "helper: a warning ends it");
	tst_brkm_(file, lineno, TCONF, NULL, "helper: not for here");
}
