#include "test.h"

static void cleanup(void);

static void do_child(int pgid)
{
	if (setpgid(0, pgid) == -1)
		tst_brkm(TBROK | TERRNO, NULL, "setpgid(0, %d) failed", pgid);
	tst_exit();
}

static void setup(void)
{
	struct statfs sf;

	tst_require_root();
	if (statfs(".", &sf))
		tst_brkm(TBROK | TERRNO, cleanup, "statfs(.) failed");
	if (sf.f_type == TST_TMPFS_MAGIC)
		tst_brkm(TCONF, cleanup,
			 "the tmpdir is on tmpfs, whose pages are not "
			 "reclaimable page cache");
	if (tst_kvercmp(2, 6, 32) < 0) {
		tst_brkm(TCONF, NULL, "needs kernel 2.6.32 or newer");
	}
}

static void verify(void)
{
	/* Already converted: left alone. */
	if (getpid() < 0)
		tst_brk(TBROK, "getpid() failed");
}
