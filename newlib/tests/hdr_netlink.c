// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_netlink.h and tst_crypto.h: a NETLINK_ROUTE context asks for the
 * loopback link by name (an attribute) and reads the reply; a request for a
 * link that does not exist, with an ack, fails NETLINK_SEND_VALIDATE() with
 * tst_netlink_errno ENODEV. With -m crypto, a NETLINK_CRYPTO context adds
 * and deletes an hmac instance (TCONF where the kernel lacks crypto_user).
 */
#include <string.h>
#include <net/if.h>
#include <linux/cryptouser.h>
#include "tst_test.h"
#include "tst_netlink.h"
#include "tst_crypto.h"

static char *mode;

static void get_link(struct tst_netlink_context *ctx, int index,
		     const char *name, int flags)
{
	struct nlmsghdr header = {
		.nlmsg_type = RTM_GETLINK,
		.nlmsg_flags = NLM_F_REQUEST | flags,
	};
	struct ifinfomsg info = { .ifi_family = AF_UNSPEC, .ifi_index = index };

	NETLINK_ADD_MESSAGE(ctx, &header, &info, sizeof(info));
	if (name)
		NETLINK_ADD_ATTR_STRING(ctx, IFLA_IFNAME, name);
}

static void run_route(void)
{
	struct tst_netlink_context *ctx = NETLINK_CREATE_CONTEXT(NETLINK_ROUTE);
	struct tst_netlink_message *reply;
	struct ifinfomsg *info;

	get_link(ctx, 0, "lo", 0);
	TST_EXP_POSITIVE(NETLINK_SEND(ctx));
	TST_EXP_EQ_LI(NETLINK_WAIT(ctx), 1);
	reply = NETLINK_RECV(ctx);
	if (!reply || !reply[0].header)
		tst_brk(TBROK, "no reply to RTM_GETLINK");
	TST_EXP_EQ_LI(reply[0].header->nlmsg_type, RTM_NEWLINK);
	info = reply[0].payload;
	TST_EXP_EXPR(info->ifi_flags & IFF_LOOPBACK, "lo is a loopback link");
	NETLINK_FREE_MESSAGE(reply);

	get_link(ctx, 0x7fffffff, NULL, NLM_F_ACK);
	TST_EXP_EQ_LI(NETLINK_SEND_VALIDATE(ctx), 0);
	TST_EXP_EQ_LI(tst_netlink_errno, ENODEV);
	NETLINK_DESTROY_CONTEXT(ctx);
}

static void run_crypto(void)
{
	struct tst_netlink_context *ctx =
		NETLINK_CREATE_CONTEXT(NETLINK_CRYPTO);
	struct crypto_user_alg alg = { .cru_driver_name =
					       "hmac(sha256-generic)" };
	int ret = tst_crypto_add_alg(ctx, &alg);

	if (ret == -ENOENT)
		tst_brk(TCONF, "no hmac(sha256-generic) here");
	TST_EXP_EXPR(!ret || ret == -EEXIST, "add_alg: %s", tst_strerrno(-ret));
	TST_EXP_EQ_LI(tst_crypto_del_alg(ctx, &alg, 100), 0);
	NETLINK_DESTROY_CONTEXT(ctx);
}

static void run(void)
{
	if (mode && !strcmp(mode, "crypto"))
		run_crypto();
	else
		run_route();
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.options = (struct tst_option[]){ { "m:", &mode,
					    "route (default) or crypto" },
					  {} },
};
