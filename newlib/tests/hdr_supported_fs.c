// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_fs_is_supported(), tst_get_supported_fs_types() and
 * tst_fs_in_skiplist(): tmpfs is always there, an unknown type never, and
 * a skip list takes a type out of the list.
 */
#include "tst_test.h"
#include "tst_fs.h"

static const char *const skip_tmpfs[] = { "ext2", "tmpfs", NULL };

static void run(void)
{
	const char **types;

	TST_EXP_EQ_LI(tst_fs_is_supported("tmpfs"), TST_FS_KERNEL);
	TST_EXP_EQ_LI(tst_fs_is_supported("no-such-fs"), TST_FS_UNSUPPORTED);
	TST_EXP_EXPR(tst_fs_in_skiplist("tmpfs", skip_tmpfs) &&
			     !tst_fs_in_skiplist("xfs", skip_tmpfs) &&
			     !tst_fs_in_skiplist("tmpfs", NULL),
		     "tst_fs_in_skiplist()");

	types = tst_get_supported_fs_types(NULL);
	TST_EXP_EXPR(tst_fs_in_skiplist("tmpfs", types),
		     "tmpfs is in the supported list");
	types = tst_get_supported_fs_types(skip_tmpfs);
	TST_EXP_EXPR(!tst_fs_in_skiplist("tmpfs", types) &&
			     !tst_fs_in_skiplist("ext2", types),
		     "the skip list takes tmpfs and ext2 out");
}

static struct tst_test test = {
	.test_all = run,
};
