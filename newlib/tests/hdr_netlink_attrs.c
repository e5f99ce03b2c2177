// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * NETLINK_ADD_ATTR_LIST() as cve-2023-31248 and the 2026 xfrm test use it:
 * a veth pair made in a network namespace of the test's own from nested
 * lists (the link's kind, its data, the peer's name), each list ended by
 * its first entry with a negative length. An entry of type 0 before the
 * end is an attribute like any other (the kernel ignores it), so the peer
 * that follows it in the same list is still added; the entry after the end
 * (an mtu the kernel refuses) is not. The call answers the number of
 * entries of the list it was given.
 */
#include <net/if.h>
#include <linux/if_link.h>
#include <linux/rtnetlink.h>
#include <linux/veth.h>
#include "tst_test.h"
#include "tst_netlink.h"

static const uint32_t zero, bad_mtu = 1;
static struct ifinfomsg info = { .ifi_family = AF_UNSPEC };

static const struct tst_netlink_attr_list peer[] = {
	{ IFLA_IFNAME, "ltp_peer1", sizeof("ltp_peer1"), NULL },
	{ 0, NULL, -1, NULL },
};

static const struct tst_netlink_attr_list data[] = {
	{ 0, &zero, sizeof(zero), NULL },
	{ VETH_INFO_PEER, &info, sizeof(info), peer },
	{ 0, NULL, -1, NULL },
};

static const struct tst_netlink_attr_list kind[] = {
	{ IFLA_INFO_KIND, "veth", sizeof("veth"), NULL },
	{ IFLA_INFO_DATA, NULL, 0, data },
	{ 0, NULL, -1, NULL },
};

static const struct tst_netlink_attr_list newlink[] = {
	{ IFLA_IFNAME, "ltp_veth1", sizeof("ltp_veth1"), NULL },
	{ IFLA_LINKINFO, NULL, 0, kind },
	{ 0, NULL, -1, NULL },
	{ IFLA_MTU, &bad_mtu, sizeof(bad_mtu), NULL },
	{ 0, NULL, -1, NULL },
};

static void run(void)
{
	struct nlmsghdr header = {
		.nlmsg_type = RTM_NEWLINK,
		.nlmsg_flags =
			NLM_F_REQUEST | NLM_F_CREATE | NLM_F_EXCL | NLM_F_ACK,
	};
	struct tst_netlink_context *ctx;

	SAFE_UNSHARE(CLONE_NEWNET);
	ctx = NETLINK_CREATE_CONTEXT(NETLINK_ROUTE);
	NETLINK_ADD_MESSAGE(ctx, &header, &info, sizeof(info));
	TST_EXP_EQ_LI(NETLINK_ADD_ATTR_LIST(ctx, newlink), 2);
	TST_EXP_EQ_LI(NETLINK_SEND_VALIDATE(ctx), 1);
	TST_EXP_EQ_LI(tst_netlink_errno, 0);
	NETLINK_DESTROY_CONTEXT(ctx);

	TST_EXP_EXPR(if_nametoindex("ltp_veth1") > 0, "ltp_veth1 exists");
	TST_EXP_EXPR(if_nametoindex("ltp_peer1") > 0,
		     "its peer has the name of the nested list");
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
};
