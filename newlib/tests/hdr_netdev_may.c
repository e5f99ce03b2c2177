// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_netdevice.h: NETDEV_MAY_REMOVE_QDISC() removes a clsact qdisc from
 * lo when there is one (1), and is no TBROK when there is none (0, ENOENT
 * or EINVAL from the kernel), where NETDEV_REMOVE_QDISC() is TBROK (-r).
 */
#include <linux/pkt_sched.h>
#include <linux/rtnetlink.h>
#include "tst_test.h"
#include "tst_net.h"
#include "tst_netdevice.h"

static char *strict;

static void run(void)
{
	unsigned int clsact = TC_H_MAKE(TC_H_CLSACT, 0);

	TST_EXP_EQ_LI(NETDEV_MAY_REMOVE_QDISC("lo", AF_UNSPEC, TC_H_CLSACT,
					      clsact, "clsact"),
		      0);
	NETDEV_ADD_QDISC("lo", AF_UNSPEC, TC_H_CLSACT, clsact, "clsact", NULL);
	TST_EXP_EQ_LI(NETDEV_MAY_REMOVE_QDISC("lo", AF_UNSPEC, TC_H_CLSACT,
					      clsact, "clsact"),
		      1);
	if (strict)
		NETDEV_REMOVE_QDISC("lo", AF_UNSPEC, TC_H_CLSACT, clsact,
				    "clsact");
}

static void setup(void)
{
	tst_setup_netns();
	NETDEV_SET_STATE("lo", 1);
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.needs_root = 1,
	.options =
		(struct tst_option[]){
			{ "r", &strict,
			  "NETDEV_REMOVE_QDISC() of none at the end" },
			{} },
	.needs_kconfigs = (const char *[]){ "CONFIG_NET_SCH_INGRESS", NULL },
};
