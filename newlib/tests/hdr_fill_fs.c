// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_fill_fs(): a 4 MB tmpfs filled in blocks in a row, emptied, and
 * filled again in a random block order, and by the two-argument form of
 * 2017-2022 (fallocate06's); each time it ends with no block free and the
 * files left in place.
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

/* The pattern kept in a variable of the enum's type, as fs_fill's workers
 * keep it. */
static const struct fill {
	enum tst_fill_access_pattern pattern;
	int verbose;
	const char *how;
} fills[] = {
	{ TST_FILL_BLOCKS, 0, "in a row" },
	{ TST_FILL_RANDOM, 1, "random order" },
};

static void run(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(fills); i++) {
		tst_fill_fs(MNT, fills[i].verbose, fills[i].pattern);
		check_full(fills[i].how);
		tst_purge_dir(MNT);
	}
	tst_fill_fs(MNT, 0);
	check_full("two arguments");
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
