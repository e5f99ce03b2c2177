// SPDX-License-Identifier: GPL-2.0-or-later
/* NETLINK_CRYPTO on a session's own socket: tests written before the
 * netlink contexts. */

#include <errno.h>
#include <unistd.h>
#include "tst_test.h"
#include "tst_crypto.h"

#define BUSY_TRIES 1000

void tst_crypto_open(struct tst_crypto_session *ses)
{
	int fd = socket(AF_NETLINK, SOCK_DGRAM, NETLINK_CRYPTO);

	if (fd < 0 && errno == EPROTONOSUPPORT)
		tst_brk(TCONF | TERRNO,
			"NETLINK_CRYPTO is not supported (no crypto_user)");
	if (fd < 0)
		tst_brk(TBROK | TERRNO,
			"socket(AF_NETLINK, SOCK_DGRAM, NETLINK_CRYPTO)");
	ses->fd = fd;
}

void tst_crypto_close(struct tst_crypto_session *ses)
{
	/* 0 is what TST_CRYPTO_SESSION_INIT (or a zeroed session) holds. */
	if (ses->fd > 0)
		SAFE_CLOSE(ses->fd);
}

/* One request and its ack: 0 or the kernel's error as -errno. */
static int session_request(struct tst_crypto_session *ses, int type,
			   const struct crypto_user_alg *alg)
{
	struct nlmsghdr nh = {
		.nlmsg_len = NLMSG_LENGTH(sizeof(*alg)),
		.nlmsg_type = type,
		.nlmsg_flags = NLM_F_REQUEST | NLM_F_ACK,
		.nlmsg_seq = ++ses->seq_num,
	};
	union {
		struct nlmsghdr h;
		char b[4096];
	} buf;
	const struct nlmsghdr *reply;
	const struct nlmsgerr *err;
	size_t len;

	SAFE_NETLINK_SEND(ses->fd, &nh, alg);
	for (;;) {
		len = SAFE_NETLINK_RECV(ses->fd, buf.b, sizeof(buf));
		for (reply = &buf.h; NLMSG_OK(reply, len);
		     reply = NLMSG_NEXT(reply, len)) {
			if (reply->nlmsg_seq != nh.nlmsg_seq ||
			    reply->nlmsg_type != NLMSG_ERROR)
				continue;
			err = NLMSG_DATA(reply);
			return err->error;
		}
	}
}

int tst_crypto_session_add_alg_(struct tst_crypto_session *ses,
				const struct crypto_user_alg *alg)
{
	return session_request(ses, CRYPTO_MSG_NEWALG, alg);
}

int tst_crypto_session_del_alg_(struct tst_crypto_session *ses,
				const struct crypto_user_alg *alg)
{
	int i, ret = 0;

	for (i = 0; i < BUSY_TRIES; i++) {
		ret = session_request(ses, CRYPTO_MSG_DELALG, alg);
		if (ret != -EBUSY)
			break;
		usleep(1000);
	}
	return ret;
}
