/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The kernel's crypto user interface (NETLINK_CRYPTO) on a netlink context
 * of tst_netlink.h: create and delete algorithm instances.
 */
#ifndef TST_CRYPTO_H
#define TST_CRYPTO_H

#include <linux/cryptouser.h>
#include "tst_netlink.h"

/* Algorithm type bits of the kernel's crypto API (not in its uapi). */
#ifndef CRYPTO_ALG_TYPE_MASK
#define CRYPTO_ALG_TYPE_MASK 0x0000000f
#endif
#ifndef CRYPTO_ALG_TYPE_AEAD
#define CRYPTO_ALG_TYPE_AEAD 0x00000003
#endif
#ifndef CRYPTO_ALG_TYPE_SKCIPHER
#define CRYPTO_ALG_TYPE_SKCIPHER 0x00000005
#endif
#ifndef CRYPTO_ALG_TYPE_HASH
#define CRYPTO_ALG_TYPE_HASH 0x0000000e
#endif

/* CRYPTO_MSG_NEWALG: 0, or the kernel's error as -errno (-ENOENT: no such
 * algorithm, -EEXIST: it exists already). */
int tst_crypto_add_alg(struct tst_netlink_context *ctx,
		       const struct crypto_user_alg *alg);
/* CRYPTO_MSG_DELALG, tried again up to retries times (a millisecond apart)
 * while the algorithm is busy: 0 or -errno. */
int tst_crypto_del_alg(struct tst_netlink_context *ctx,
		       const struct crypto_user_alg *alg, unsigned int retries);

#endif /* TST_CRYPTO_H */
