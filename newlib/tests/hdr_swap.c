// SPDX-License-Identifier: GPL-2.0-or-later
/* libswap.h: swap files on the test's filesystem, on and off again. */
#include "tst_test.h"
#include "libswap.h"
#include <sys/swap.h>

#define MNT "mnt"

static void run(void)
{
	int before = tst_count_swaps();

	TST_EXP_EXPR(is_swap_supported(MNT "/probe"), "swap works on %s",
		     tst_device->fs_type);
	TST_EXP_PASS(SAFE_MAKE_SWAPFILE_SIZE(MNT "/swap", 1));
	TST_EXP_PASS(swapon(MNT "/swap", 0));
	TST_EXP_EQ_LI(tst_count_swaps(), before + 1);
	TST_EXP_PASS(swapoff(MNT "/swap"));
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.mount_device = 1,
	.mntpoint = MNT,
	.filesystems = (struct tst_fs[]){ { .type = "ext4" }, {} },
	.needs_cmds = (struct tst_cmd[]){ { .cmd = "mkswap" }, {} },
};
