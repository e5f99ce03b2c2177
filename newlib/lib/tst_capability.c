// SPDX-License-Identifier: GPL-2.0-or-later
/* .caps: raising or dropping capabilities in the effective set. */
#include <sys/syscall.h>
#include <unistd.h>

#include "tst_test.h"

static void caps_get(struct __user_cap_header_struct *hdr,
		     struct __user_cap_data_struct *data)
{
	hdr->version = _LINUX_CAPABILITY_VERSION_3;
	hdr->pid = 0;
	if (syscall(SYS_capget, hdr, data))
		tst_brk(TBROK | TERRNO, "capget() failed");
}

void tst_cap_action(struct tst_cap *cap)
{
	struct __user_cap_header_struct hdr;
	struct __user_cap_data_struct data[_LINUX_CAPABILITY_U32S_3];
	unsigned int idx = CAP_TO_INDEX(cap->id);
	uint32_t mask = CAP_TO_MASK(cap->id);

	caps_get(&hdr, data);
	switch (cap->action) {
	case TST_CAP_DROP:
		if (!(data[idx].effective & mask))
			return;
		tst_res(TINFO, "dropping %s (%u)", cap->name, cap->id);
		data[idx].effective &= ~mask;
		break;
	case TST_CAP_REQ:
		if (data[idx].effective & mask)
			return;
		if (!(data[idx].permitted & mask))
			tst_brk(TCONF, "%s (%u) is not permitted to the test",
				cap->name, cap->id);
		tst_res(TINFO, "raising %s (%u)", cap->name, cap->id);
		data[idx].effective |= mask;
		break;
	default:
		tst_brk(TBROK, "unknown action %u for %s", cap->action,
			cap->name);
	}
	if (syscall(SYS_capset, &hdr, data))
		tst_brk(TBROK | TERRNO, "capset() for %s failed", cap->name);
}

void tst_cap_setup(struct tst_cap *caps, unsigned int action_mask)
{
	for (; caps && caps->action; caps++) {
		if (caps->action & action_mask)
			tst_cap_action(caps);
	}
}

int tst_capget(struct tst_cap_user_header *hdr, struct tst_cap_user_data *data)
{
	return syscall(SYS_capget, hdr, data);
}

int tst_capset(struct tst_cap_user_header *hdr,
	       const struct tst_cap_user_data *data)
{
	return syscall(SYS_capset, hdr, data);
}
