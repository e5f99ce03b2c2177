// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_device->is_fuse: the kernel names the mounted device's type as the
 * tests expect from it, "fuseblk" when is_fuse is set, else fs_type
 * (statmount06); newlib mounts in the kernel, so is_fuse is 0.
 */
#include <limits.h>
#include <mntent.h>
#include <stdio.h>
#include <string.h>

#include "tst_test.h"

#define MNT "mntpoint"

static void run(void)
{
	const char *want =
		tst_device->is_fuse ? "fuseblk" : tst_device->fs_type;
	char dir[PATH_MAX];
	struct mntent *m;
	FILE *f;
	char type[64] = "";

	if (!realpath(MNT, dir))
		tst_brk(TBROK | TERRNO, "realpath(%s)", MNT);
	f = setmntent("/proc/self/mounts", "r");
	if (!f)
		tst_brk(TBROK | TERRNO, "setmntent");
	while ((m = getmntent(f))) {
		if (!strcmp(m->mnt_dir, dir))
			snprintf(type, sizeof(type), "%s", m->mnt_type);
	}
	endmntent(f);

	TST_EXP_EQ_LI(tst_device->is_fuse, 0);
	TST_EXP_EQ_STR(type, want);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.mount_device = 1,
	.mntpoint = MNT,
};
