// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The netlink calls of tests written before the netlink contexts: one
 * RTM_GETLINK request for lo sent with SAFE_NETLINK_SEND() on a socket of
 * the test's own, its reply read with SAFE_NETLINK_RECV(); -m badfd: a send
 * on a closed descriptor is TBROK at the caller's line; -m crypto: an
 * hmac instance added and deleted on a struct tst_crypto_session
 * (crypto_user01's and pcrypt_aead01's calls; TCONF without crypto_user).
 */
#include <errno.h>
#include <net/if.h>
#include <string.h>

#include "tst_test.h"
#include "tst_netlink.h"
#include "tst_crypto.h"

static char *mode;
static struct tst_crypto_session ses = TST_CRYPTO_SESSION_INIT;

static void run_route(void)
{
	int fd = SAFE_SOCKET(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	struct ifinfomsg ifi = { .ifi_family = AF_UNSPEC, .ifi_index = 1 };
	struct nlmsghdr nh = {
		.nlmsg_len = NLMSG_LENGTH(sizeof(ifi)),
		.nlmsg_type = RTM_GETLINK,
		.nlmsg_flags = NLM_F_REQUEST,
		.nlmsg_seq = 4711,
	};
	union {
		struct nlmsghdr h;
		char b[8192];
	} buf;
	struct ifinfomsg *got;
	ssize_t len;

	TST_EXP_EQ_LI(SAFE_NETLINK_SEND(fd, &nh, &ifi), nh.nlmsg_len);
	len = SAFE_NETLINK_RECV(fd, buf.b, sizeof(buf));
	if (!NLMSG_OK(&buf.h, (size_t)len))
		tst_brk(TBROK, "no whole netlink message in %zd bytes", len);
	TST_EXP_EQ_LI(buf.h.nlmsg_type, RTM_NEWLINK);
	TST_EXP_EQ_LI(buf.h.nlmsg_seq, 4711);
	got = NLMSG_DATA(&buf.h);
	TST_EXP_EXPR(got->ifi_index == 1 && (got->ifi_flags & IFF_LOOPBACK),
		     "the reply describes lo");
	SAFE_CLOSE(fd);
}

static void run_badfd(void)
{
	struct nlmsghdr nh = { .nlmsg_len = NLMSG_LENGTH(0) };
	int fd = SAFE_SOCKET(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);

	SAFE_CLOSE(fd);
	SAFE_NETLINK_SEND(fd, &nh, NULL);
	tst_res(TFAIL, "a send on a closed descriptor returned");
}

static void run_crypto(void)
{
	struct crypto_user_alg alg = { .cru_driver_name =
					       "hmac(sha256-generic)" };
	int ret;

	tst_crypto_open(&ses);
	ret = tst_crypto_add_alg(&ses, &alg);
	if (ret == -ENOENT)
		tst_brk(TCONF, "no hmac(sha256-generic) here");
	TST_EXP_EXPR(!ret || ret == -EEXIST, "add_alg: %s", tst_strerrno(-ret));
	TST_EXP_EQ_LI(tst_crypto_del_alg(&ses, &alg), 0);
	TST_EXP_EQ_LI(ses.seq_num, 2);
}

static void run(void)
{
	if (!mode)
		run_route();
	else if (!strcmp(mode, "badfd"))
		run_badfd();
	else
		run_crypto();
}

static void cleanup(void)
{
	tst_crypto_close(&ses);
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = cleanup,
	.needs_root = 1,
	.options =
		(struct tst_option[]){
			{ "m:", &mode, "badfd or crypto (default: route)" },
			{} },
};
