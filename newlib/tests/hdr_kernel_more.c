// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_check_preempt_rt() agrees with the kernel's version string;
 * TST_TRACEFS_MAGIC is what a tracefs mount reports (TCONF without
 * tracefs); tse_count_swaps() is tst_count_swaps().
 */
#include <string.h>
#include <sys/mount.h>
#include <sys/utsname.h>

#include "tst_test.h"
#include "tst_kernel.h"
#include "tst_fs.h"
#include "libswap.h"

#define MNT "tracefs"

static int mounted;

static void run(void)
{
	struct utsname u;

	uname(&u);
	TST_EXP_EQ_LI(tst_check_preempt_rt(),
		      strstr(u.version, "PREEMPT_RT") ? -1 : 0);
	TST_EXP_EQ_LI(tse_count_swaps(), tst_count_swaps());

	SAFE_MKDIR(MNT, 0700);
	if (mount("tracefs", MNT, "tracefs", 0, NULL))
		tst_brk(TCONF | TERRNO, "cannot mount tracefs");
	mounted = 1;
	TST_EXP_EQ_LU(tst_fs_type(MNT), TST_TRACEFS_MAGIC);
	SAFE_UMOUNT(MNT);
	mounted = 0;
}

static void cleanup(void)
{
	if (mounted)
		SAFE_UMOUNT(MNT);
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
