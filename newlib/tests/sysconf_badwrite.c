// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A value the kernel refuses (EINVAL): TBROK naming path and value; the
 * value saved before it is restored all the same.
 */
#include "tst_test.h"

static const struct tst_path_val sr[] = {
	{ "/proc/sys/fs/lease-break-time", "9", TST_SR_TCONF_MISSING },
	{ "/proc/sys/kernel/printk_ratelimit_burst", "not-a-number",
	  TST_SR_TCONF_MISSING },
	{}
};

static void run(void)
{
	tst_res(TFAIL, "the test ran although a value could not be set");
}

static struct tst_test test = {
	.test_all = run,
	.save_restore = sr,
};
