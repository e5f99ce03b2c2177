// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tse_swap.h, libswap.h's 2026 name: MAKE_SMALL_SWAPFILE() and its safe
 * form make MINIMAL_SWAP_SIZE_MB (1 MiB) of swap, as the real library
 * has since 2024, which swapon() takes. MAKE_SWAPFILE_SIZE() makes the
 * MiB asked for; SAFE_MAKE_SWAPFILE_BLKS() the blocks asked for, each of
 * the filesystem's block size or a page, whichever is larger.
 */
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/swap.h>
#include "tst_test.h"
#include "tse_swap.h"

#define MNT "mnt"

static void check_sizes(void)
{
	struct stat st;
	struct statvfs sv;
	long blk;

	TST_EXP_PASS(MAKE_SWAPFILE_SIZE(MNT "/two", 2));
	SAFE_STAT(MNT "/two", &st);
	TST_EXP_EQ_LI(st.st_size, 2 * 1024 * 1024);

	SAFE_STATVFS(MNT, &sv);
	blk = MAX((long)sv.f_bsize, getpagesize());
	TST_EXP_PASS(SAFE_MAKE_SWAPFILE_BLKS(MNT "/blks", 40));
	SAFE_STAT(MNT "/blks", &st);
	TST_EXP_EQ_LI(st.st_size, 40 * blk);
}

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
	check_sizes();
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.mount_device = 1,
	.mntpoint = MNT,
	.filesystems = (struct tst_fs[]){ { .type = "ext4" }, {} },
	.needs_cmds = (struct tst_cmd[]){ { .cmd = "mkswap" }, {} },
};
