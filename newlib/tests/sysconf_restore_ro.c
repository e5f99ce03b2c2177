// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .save_restore of a file that root may open for writing by its mode bits
 * (access(W_OK) says yes) but the kernel refuses to write, a read-only
 * sysfs file, saved only to check that it exists (TST_SR_TCONF), as
 * ksm07 saves ksmd's pages_skipped: writing it back after the test is
 * TINFO, and the test passes.
 */
#include "tst_test.h"

#define RO_FILE "/sys/devices/system/cpu/online"

static void run(void)
{
	tst_res(TPASS, "the test ran with %s saved", RO_FILE);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.save_restore =
		(const struct tst_path_val[]){ { RO_FILE, NULL, TST_SR_TCONF },
					       {} },
};
