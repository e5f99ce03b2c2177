// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * TST_SYS_CONF_LONG_SET() and TST_SYS_CONF_LONG_GET() on values that
 * .save_restore puts back: lease-break-time takes 9 as it is; with -m round
 * pipe-max-size, which the kernel rounds up to a power-of-two number of
 * pages, keeps 8192 for 4097: unchecked that is fine, checked it is TBROK.
 */
#include <string.h>
#include "tst_test.h"

#define LEASE "/proc/sys/fs/lease-break-time"
#define PIPE_MAX "/proc/sys/fs/pipe-max-size"

static char *mode;

static void run(void)
{
	if (mode && !strcmp(mode, "round")) {
		TST_SYS_CONF_LONG_SET(PIPE_MAX, 4097, 0);
		TST_EXP_EQ_LI(TST_SYS_CONF_LONG_GET(PIPE_MAX), 8192);
		TST_SYS_CONF_LONG_SET(PIPE_MAX, 4097, 1);
		tst_res(TFAIL, "a value the kernel changed passed the check");
		return;
	}
	TST_SYS_CONF_LONG_SET(LEASE, 9, 1);
	TST_EXP_EQ_LI(TST_SYS_CONF_LONG_GET(LEASE), 9);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.options = (struct tst_option[]){ { "m:", &mode, "round" }, {} },
	.save_restore =
		(const struct tst_path_val[]){
			{ LEASE, NULL, TST_SR_TCONF },
			{ PIPE_MAX, NULL, TST_SR_TCONF },
			{},
		},
};
