// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_capability.h: .caps raises CAP_NET_RAW before setup and drops
 * CAP_SYS_ADMIN after it; setup still has the capability it drops, the
 * test functions do not.
 */
#include <sys/syscall.h>
#include "tst_test.h"

static int setup_had_admin;

static int has_cap(unsigned int cap)
{
	struct __user_cap_header_struct hdr = {
		.version = _LINUX_CAPABILITY_VERSION_3,
	};
	struct __user_cap_data_struct data[2];

	if (syscall(SYS_capget, &hdr, data))
		tst_brk(TBROK | TERRNO, "capget");
	return !!(data[CAP_TO_INDEX(cap)].effective & CAP_TO_MASK(cap));
}

static void setup(void)
{
	setup_had_admin = has_cap(CAP_SYS_ADMIN);
}

static void run(void)
{
	TST_EXP_EXPR(setup_had_admin, "setup had CAP_SYS_ADMIN");
	TST_EXP_EXPR(!has_cap(CAP_SYS_ADMIN), "the test has no CAP_SYS_ADMIN");
	TST_EXP_EXPR(has_cap(CAP_NET_RAW), "the test has CAP_NET_RAW");
	TST_EXP_FAIL(sethostname("x", 1), EPERM,
		     "sethostname() without CAP_SYS_ADMIN");
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.needs_root = 1,
	.caps = (struct tst_cap[]){ TST_CAP(TST_CAP_REQ, CAP_NET_RAW),
				    TST_CAP(TST_CAP_DROP, CAP_SYS_ADMIN),
				    {} },
};
