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

/* Apply one entry now (TBROK when capset() refuses). */
void tst_cap_action(struct tst_cap *cap);

/* Apply the entries of caps ({} terminated) whose action is in mask. */
void tst_cap_setup(struct tst_cap *caps, unsigned int action_mask);

#endif /* TST_CAPABILITY_H */
