/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * .caps: capabilities the test process must have in its effective set
 * (TST_CAP_REQ, added before setup) or must not have (TST_CAP_DROP,
 * removed after setup, so setup may still use them):
 *
 *	.caps = (struct tst_cap []) {
 *		TST_CAP(TST_CAP_DROP, CAP_SYS_ADMIN),
 *		{}
 *	},
 */
#ifndef TST_CAPABILITY_H
#define TST_CAPABILITY_H

#include <stdint.h>
#include <linux/capability.h>

#define TST_CAP_DROP 1
#define TST_CAP_REQ (1 << 1)

#define TST_CAP(action, capability)             \
	{                                       \
		action, capability, #capability \
	}

struct tst_cap {
	uint32_t action;
	uint32_t id;
	char *name;
};

/*
 * The capget()/capset() calls on the kernel's own structures, for tests
 * that read or set whole capability sets themselves (the fs/acl tests drop
 * every capability in a child). hdr->version is one of the kernel's
 * _LINUX_CAPABILITY_VERSION_* (0x20080522 for version 3, which takes two
 * data entries: bits 0-31 and 32-63); hdr->pid 0 is the caller. Both
 * return the raw call's result: 0, or -1 with errno set.
 */
struct tst_cap_user_header {
	uint32_t version;
	int pid;
};

struct tst_cap_user_data {
	uint32_t effective;
	uint32_t permitted;
	uint32_t inheritable;
};

int tst_capget(struct tst_cap_user_header *hdr, struct tst_cap_user_data *data);
int tst_capset(struct tst_cap_user_header *hdr,
	       const struct tst_cap_user_data *data);

/* Apply one entry now (TBROK when capset() refuses). */
void tst_cap_action(struct tst_cap *cap);

/* Apply the entries of caps ({} terminated) whose action is in mask. */
void tst_cap_setup(struct tst_cap *caps, unsigned int action_mask);

#endif /* TST_CAPABILITY_H */
