/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The kernel's crypto user interface (NETLINK_CRYPTO) on a netlink context
 * of tst_netlink.h, or on the session of tests written before those:
 * create and delete algorithm instances.
 */
#ifndef TST_CRYPTO_H
#define TST_CRYPTO_H

#include <stdint.h>
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

/*
 * The session of tests written before the netlink contexts (2018-2023): a
 * NETLINK_CRYPTO socket of its own (fd, for SAFE_NETLINK_SEND() and
 * SAFE_NETLINK_RECV()) and the sequence number of its last request.
 * Initialize it with TST_CRYPTO_SESSION_INIT (or zero it).
 */
struct tst_crypto_session {
	int fd;
	uint32_t seq_num;
};
#define TST_CRYPTO_SESSION_INIT       \
	{                             \
		.fd = 0, .seq_num = 0 \
	}

/* Opens the session's socket: TCONF when the kernel has no NETLINK_CRYPTO
 * (no crypto_user), TBROK on another failure. */
void tst_crypto_open(struct tst_crypto_session *ses);
/* Closes the socket of an opened session; a session never opened is left
 * as it is. */
void tst_crypto_close(struct tst_crypto_session *ses);

/*
 * With a session, as those tests call them: tst_crypto_add_alg(&ses, alg)
 * and tst_crypto_del_alg(&ses, alg), the latter tried again while the
 * algorithm is busy (up to a second); each returns 0 or -errno as above.
 */
int tst_crypto_session_add_alg_(struct tst_crypto_session *ses,
				const struct crypto_user_alg *alg);
int tst_crypto_session_del_alg_(struct tst_crypto_session *ses,
				const struct crypto_user_alg *alg);
#define tst_crypto_add_alg(h, alg)                      \
	_Generic((h), struct tst_crypto_session *       \
		 : tst_crypto_session_add_alg_, default \
		 : tst_crypto_add_alg)((h), (alg))
#define TST_CRYPTO_DEL_ALG_2_(ses, alg) \
	tst_crypto_session_del_alg_((ses), (alg))
#define TST_CRYPTO_DEL_ALG_3_(ctx, alg, retries) \
	(tst_crypto_del_alg)((ctx), (alg), (retries))
#define TST_CRYPTO_DEL_ALG_PICK_(_1, _2, _3, name, ...) name
#define tst_crypto_del_alg(...)                                      \
	TST_CRYPTO_DEL_ALG_PICK_(__VA_ARGS__, TST_CRYPTO_DEL_ALG_3_, \
				 TST_CRYPTO_DEL_ALG_2_, 0)           \
	(__VA_ARGS__)

#endif /* TST_CRYPTO_H */
