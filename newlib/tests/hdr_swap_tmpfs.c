// SPDX-License-Identifier: GPL-2.0-or-later
/* libswap.h: on tmpfs, which cannot hold a swap file, is_swap_supported()
 * ends the test as TCONF rather than a failure. */
#include "tst_test.h"
#include "libswap.h"

#define MNT "mnt"

static void run(void)
{
	is_swap_supported(MNT "/probe");
	tst_res(TFAIL, "is_swap_supported() returned on tmpfs");
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.mount_device = 1,
	.mntpoint = MNT,
	.filesystems = (struct tst_fs[]){ { .type = "tmpfs" }, {} },
	.needs_cmds = (struct tst_cmd[]){ { .cmd = "mkswap" }, {} },
};
