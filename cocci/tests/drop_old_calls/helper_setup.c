/* A local header's setup() and cleanup() the test uses as its own (as
 * mountns_helper.h's): the library's set-up calls go, those that are
 * the lone body of a branch stay for the converter to name. */
#include "test.h"

static void cleanup(void)
{
	umount(DIRA);
	tst_rmdir();
}

static void setup(void)
{
	tst_require_root();
	check_newns();
	tst_tmpdir();
	TST_CHECKPOINT_INIT(tst_rmdir);
	SAFE_MKDIR(cleanup, DIRA, 0777);
	if (need_root)
		tst_require_root();
	else
		tst_tmpdir();
}
