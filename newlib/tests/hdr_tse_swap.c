// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tse_swap.h, libswap.h's 2026 name: MAKE_SMALL_SWAPFILE() and its safe
 * form make MINIMAL_SWAP_SIZE_MB (1 MiB) of swap, as the real library
 * has since 2024, which swapon() takes.
 */
#include <sys/stat.h>
#include <sys/swap.h>
#include "tst_test.h"
#include "tse_swap.h"

#define MNT "mnt"

static void run(void)
{
	struct stat st;
	int before = tse_count_swaps();

	TST_EXP_PASS(MAKE_SMALL_SWAPFILE(MNT "/small"));
	SAFE_STAT(MNT "/small", &st);
	TST_EXP_EQ_LI(st.st_size, MINIMAL_SWAP_SIZE_MB * 1024 * 1024);
	TST_EXP_PASS(SAFE_MAKE_SMALL_SWAPFILE(MNT "/safe"));
	SAFE_STAT(MNT "/safe", &st);
	TST_EXP_EQ_LI(st.st_size, MINIMAL_SWAP_SIZE_MB * 1024 * 1024);
	TST_EXP_PASS(swapon(MNT "/small", 0));
	TST_EXP_EQ_LI(tse_count_swaps(), before + 1);
	TST_EXP_PASS(swapoff(MNT "/small"));
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.mount_device = 1,
	.mntpoint = MNT,
	.filesystems = (struct tst_fs[]){ { .type = "ext4" }, {} },
	.needs_cmds = (struct tst_cmd[]){ { .cmd = "mkswap" }, {} },
};
