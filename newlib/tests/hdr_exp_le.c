// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * TST_EXP_LE_LU(): equal and smaller values pass, the _SILENT form says
 * nothing then; with -m fail a greater one is a TFAIL. tse_newipc.h (and
 * tst_path_defs.h through it): PATH_KERN_SHMMNI holds what shmctl(IPC_INFO)
 * reports, checked with TST_ASSERT_ULONG(), which fails on another value.
 */
#include <string.h>
#include <sys/shm.h>
#include "tst_test.h"
#include "tst_assert.h"
#include "tse_newipc.h"

static char *mode;

static void run(void)
{
	struct shminfo info;
	unsigned long long two = 2;

	TST_EXP_LE_LU(1, two);
	TST_EXP_LE_LU(two, 2);
	TST_EXP_LE_LU_SILENT(0, two);
	if (mode && !strcmp(mode, "fail"))
		TST_EXP_LE_LU(two + 1, two);

	TST_EXP_POSITIVE(shmctl(0, IPC_INFO, (struct shmid_ds *)&info));
	TST_ASSERT_ULONG(PATH_KERN_SHMMNI, info.shmmni);
	if (mode && !strcmp(mode, "fail"))
		TST_ASSERT_ULONG(PATH_KERN_SHMMNI, info.shmmni + 1);
}

static struct tst_test test = {
	.test_all = run,
	.options = (struct tst_option[]){ { "m:", &mode,
					    "fail: the failing forms too" },
					  {} },
};
