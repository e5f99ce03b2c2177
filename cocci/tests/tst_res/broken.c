/* TBROK reports: the new tst_res() refuses them. */
#include "tst_test.h"

static int fd = -1;

static void prepare(int n)
{
	if (fd < 0) {
		tst_resm(TBROK | TERRNO, "open failed");
		exit(1);
	}
	if (n > 5)
		tst_resm(TBROK, "n is %d", n);
	switch (n) {
	case 1:
		tst_resm(TBROK, "case one");
		break;
	}
	if (n == 2) {
		tst_resm(TBROK, "two");
		return;
	}
}

static int count(void)
{
	tst_resm(TBROK, "nothing to count");
	/* the real tst_brk() is not noreturn: a value's return stays */
	return -1;
}

static void cases(int n)
{
	int i;

	for (i = 0; i < n; i++) {
		if (i == 3) {
			tst_resm(TBROK | TERRNO,
				 "case %d could not be set up", i);
			continue;
		}
		/* an operand: the call alone changes */
		i ? tst_resm(TBROK, "odd") : tst_resm(TPASS, "even");
		if (i == 4) {
			tst_resm(TBROK, "case %d", i);
			close(fd);
			exit(1);
		}
	}
}

/* Named by struct tst_test: it goes on with its work. */
static void cleanup(void)
{
	if (close(fd))
		tst_resm(TBROK | TERRNO, "close");
	if (unlink("f"))
		tst_resm(TBROK, "unlink");
	rmdir("d");
}

static void run(void)
{
	prepare(count());
	cases(5);
	/* not a TBROK: a rename only */
	tst_resm(TWARN, "done");
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
