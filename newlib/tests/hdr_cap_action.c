// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_cap_action() called by the test itself, between two calls
 * (open_by_handle_at02, quotactl tests): a drop clears the capability from
 * the effective set only, so a later request raises it again; a drop or a
 * request with nothing to change says nothing. With -n the capability is
 * first taken from the permitted set too, and the request is TCONF.
 */
#include <sys/syscall.h>
#include "tst_test.h"

static char *not_permitted;
static struct tst_cap cap_drop = TST_CAP(TST_CAP_DROP, CAP_DAC_READ_SEARCH);
static struct tst_cap cap_req = TST_CAP(TST_CAP_REQ, CAP_DAC_READ_SEARCH);

static struct __user_cap_data_struct *caps(void)
{
	static struct __user_cap_data_struct data[2];
	struct __user_cap_header_struct hdr = {
		.version = _LINUX_CAPABILITY_VERSION_3,
	};

	if (syscall(SYS_capget, &hdr, data))
		tst_brk(TBROK | TERRNO, "capget");
	return &data[CAP_TO_INDEX(CAP_DAC_READ_SEARCH)];
}

static int effective(void)
{
	return !!(caps()->effective & CAP_TO_MASK(CAP_DAC_READ_SEARCH));
}

static int permitted(void)
{
	return !!(caps()->permitted & CAP_TO_MASK(CAP_DAC_READ_SEARCH));
}

static void run(void)
{
	if (not_permitted) {
		struct __user_cap_header_struct hdr = {
			.version = _LINUX_CAPABILITY_VERSION_3,
		};
		struct __user_cap_data_struct data[2];

		if (syscall(SYS_capget, &hdr, data))
			tst_brk(TBROK | TERRNO, "capget");
		data[CAP_TO_INDEX(CAP_DAC_READ_SEARCH)].effective &=
			~CAP_TO_MASK(CAP_DAC_READ_SEARCH);
		data[CAP_TO_INDEX(CAP_DAC_READ_SEARCH)].permitted &=
			~CAP_TO_MASK(CAP_DAC_READ_SEARCH);
		if (syscall(SYS_capset, &hdr, data))
			tst_brk(TBROK | TERRNO, "capset");
		tst_cap_action(&cap_req);
		tst_res(TFAIL, "the request of a capability not permitted "
			       "went on");
		return;
	}

	TST_EXP_EQ_LI(effective(), 1);
	tst_cap_action(&cap_drop);
	TST_EXP_EQ_LI(effective(), 0);
	TST_EXP_EQ_LI(permitted(), 1);
	tst_cap_action(&cap_drop);
	tst_cap_action(&cap_req);
	TST_EXP_EQ_LI(effective(), 1);
	tst_cap_action(&cap_req);
	TST_EXP_EQ_LI(effective(), 1);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.options =
		(struct tst_option[]){
			{ "n", &not_permitted,
			  "take the capability from the permitted set first" },
			{} },
};
