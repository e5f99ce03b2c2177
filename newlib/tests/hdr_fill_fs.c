// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_fill_fs(): a 4 MB tmpfs filled with one file of whole blocks,
 * emptied, and filled again with files of random sizes, and by the
 * two-argument form of 2017-2022 (fallocate06's); each time it ends with no
 * block free and the first file left in place.
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

static void check_full(const char *how, const char *first)
{
	struct statvfs sv;
	char path[64];

	SAFE_STATVFS(MNT, &sv);
	TST_EXP_EXPR(sv.f_bavail == 0, "%s: %lu blocks left", how,
		     (unsigned long)sv.f_bavail);
	snprintf(path, sizeof(path), "%s/%s", MNT, first);
	TST_EXP_PASS(access(path, F_OK), "%s: %s is there", how, path);
}

/* The pattern kept in a variable of the enum's type, as fs_fill's workers
 * keep it. */
static const struct fill {
	enum tst_fill_access_pattern pattern;
	int verbose;
	const char *how;
	const char *first;
} fills[] = {
	{ TST_FILL_BLOCKS, 0, "one file", "AOF" },
	{ TST_FILL_RANDOM, 1, "random sizes", "file0" },
};

static void run(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(fills); i++) {
		tst_fill_fs(MNT, fills[i].verbose, fills[i].pattern);
		check_full(fills[i].how, fills[i].first);
		tst_purge_dir(MNT);
	}
	tst_fill_fs(MNT, 0);
	check_full("two arguments", "file0");
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
