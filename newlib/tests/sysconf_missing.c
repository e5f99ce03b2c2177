// SPDX-License-Identifier: GPL-2.0-or-later
/* A save_restore path that does not exist, with TST_SR_TCONF_MISSING:
 * TCONF naming it, and the test never runs. */
#include "tst_test.h"

static const struct tst_path_val sr_tconf[] = { { "/proc/sys/no/such/value",
						  "1", TST_SR_TCONF_MISSING },
						{} };

static void run(void)
{
	tst_res(TFAIL, "the test ran without its value");
}

static struct tst_test test = {
	.test_all = run,
	.save_restore = sr_tconf,
};
