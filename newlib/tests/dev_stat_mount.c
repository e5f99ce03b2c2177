// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_stat_mount_dev(): the device mounted at the mntpoint is the test's
 * device (its major and minor numbers). -n asks for a directory nothing
 * is mounted at: TBROK.
 */
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include "tst_test.h"

#define MNT "mntpoint"

static char *none;

static void run(void)
{
	struct stat st, dev;

	SAFE_STAT(tst_device->dev, &dev);
	tst_stat_mount_dev(none ? "." : MNT, &st);
	TST_EXP_EQ_LU(major(st.st_rdev), major(dev.st_rdev));
	TST_EXP_EQ_LU(minor(st.st_rdev), minor(dev.st_rdev));
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.mount_device = 1,
	.mntpoint = MNT,
	.options =
		(struct tst_option[]){
			{ "n", &none, "a directory with nothing mounted" },
			{} },
};
