// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_taint.h and .taint_check: the library watches W and D while the
 * test runs; the test sees no new taint (it must not taint the machine's
 * kernel on purpose). The watched flags it reads are those of the mask.
 */
#include "tst_test.h"

static void run(void)
{
	unsigned int taint = 0;

	SAFE_FILE_SCANF("/proc/sys/kernel/tainted", "%u", &taint);
	TST_EXP_EQ_LU(tst_taint_check(), taint & (TST_TAINT_W | TST_TAINT_D));
}

static struct tst_test test = {
	.test_all = run,
	.taint_check = TST_TAINT_W | TST_TAINT_D,
};
