// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_fill_fs(): a 4 MB tmpfs filled in blocks in a row, emptied, and
 * filled again in a random block order; each time it ends with no block
 * free and the files left in place.
 */
#include <sys/mount.h>
#include <sys/statvfs.h>
#include "tst_test.h"

#define MNT "mnt"

static int mounted;

static void setup(void)
{
	SAFE_MKDIR(MNT, 0700);
	SAFE_MOUNT("tmpfs", MNT, "tmpfs", 0, "size=4m");
	mounted = 1;
}

static void check_full(const char *how)
{
	struct statvfs sv;

	SAFE_STATVFS(MNT, &sv);
	TST_EXP_EXPR(sv.f_bavail == 0, "%s: %lu blocks left", how,
		     (unsigned long)sv.f_bavail);
	TST_EXP_PASS(access(MNT "/file0", F_OK), "%s: %s/file0 is there", how,
		     MNT);
}

static void run(void)
{
	tst_fill_fs(MNT, 0, TST_FILL_BLOCKS);
	check_full("in a row");
	tst_purge_dir(MNT);
	tst_fill_fs(MNT, 1, TST_FILL_RANDOM);
	check_full("random order");
	tst_purge_dir(MNT);
}

static void cleanup(void)
{
	if (mounted)
		SAFE_UMOUNT(MNT);
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test_all = run,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
