// SPDX-License-Identifier: GPL-2.0-or-later
/* NETLINK_CRYPTO: algorithm instances created and deleted. */

#include <errno.h>
#include <unistd.h>
#include "tst_crypto.h"

/* One request with an ack: 0 or the kernel's error as -errno. */
static int crypto_request(struct tst_netlink_context *ctx, int type,
			  const struct crypto_user_alg *alg)
{
	struct nlmsghdr header = {
		.nlmsg_type = type,
		.nlmsg_flags = NLM_F_REQUEST | NLM_F_ACK,
	};

	NETLINK_ADD_MESSAGE(ctx, &header, alg, sizeof(*alg));
	if (NETLINK_SEND_VALIDATE(ctx))
		return 0;
	return tst_netlink_errno ? -tst_netlink_errno : -ENODATA;
}

int(tst_crypto_add_alg)(struct tst_netlink_context *ctx,
			const struct crypto_user_alg *alg)
{
	return crypto_request(ctx, CRYPTO_MSG_NEWALG, alg);
}

int(tst_crypto_del_alg)(struct tst_netlink_context *ctx,
			const struct crypto_user_alg *alg, unsigned int retries)
{
	unsigned int i;
	int ret = 0;

	for (i = 0; i <= retries; i++) {
		ret = crypto_request(ctx, CRYPTO_MSG_DELALG, alg);
		if (ret != -EBUSY)
			return ret;
		usleep(1000);
	}
	return ret;
}
