// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .save_restore: lease-break-time is set to 7 for the test; printk's
 * ratelimit burst is only saved, and the test changes it itself. The
 * shell reads both before and after the run: they must be back.
 */
#include <stdio.h>

#include "tst_test.h"

#define LEASE "/proc/sys/fs/lease-break-time"
#define BURST "/proc/sys/kernel/printk_ratelimit_burst"

static const struct tst_path_val sr[] = { { LEASE, "7", TST_SR_TCONF_MISSING },
					  { BURST, NULL, TST_SR_TCONF_MISSING },
					  { "/proc/sys/no/such/value", "1",
					    TST_SR_SKIP_MISSING },
					  {} };

static void run(void)
{
	int val;

	SAFE_FILE_SCANF(LEASE, "%d", &val);
	if (val == 7)
		tst_res(TPASS, "%s is 7 during the test", LEASE);
	else
		tst_res(TFAIL, "%s is %d during the test, expected 7", LEASE,
			val);
	SAFE_FILE_SCANF(BURST, "%d", &val);
	SAFE_FILE_PRINTF(BURST, "%d", val + 13);
	tst_res(TINFO, "%s changed from %d to %d", BURST, val, val + 13);
}

static struct tst_test test = {
	.test_all = run,
	.save_restore = sr,
};
