/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * AF_ALG sockets: the kernel's crypto algorithms from user space. A kernel
 * without AF_ALG, or without an algorithm the test must have, is TCONF;
 * any other failure TBROK.
 *
 *	reqfd = tst_alg_setup_reqfd("hash", "sha256", NULL, 0);
 *	SAFE_WRITE(SAFE_WRITE_ALL, reqfd, data, len);
 *	SAFE_READ(1, reqfd, digest, 32);
 */
#ifndef TST_AF_ALG_H
#define TST_AF_ALG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>
#include <linux/if_alg.h>

#ifndef AF_ALG
#define AF_ALG 38
#endif
#ifndef SOL_ALG
#define SOL_ALG 279
#endif

/* A new AF_ALG socket (SOCK_SEQPACKET). */
int tst_alg_create(void);

/* Bind the socket to an algorithm: ENOENT (the kernel has no such
 * algorithm) is TCONF. */
void tst_alg_bind_addr(int algfd, const struct sockaddr_alg *addr);
void tst_alg_bind(int algfd, const char *algtype, const char *algname);

/* Whether the algorithm can be bound: 0, or the errno of the bind
 * (ENOENT: the kernel does not have it). */
int tst_try_alg(const char *algtype, const char *algname);

/* true when the kernel has the algorithm; else false after a TCONF line
 * naming it (the test goes on with its next case). */
bool tst_have_alg(const char *algtype, const char *algname);

/* TCONF, ending the test, unless the kernel has the algorithm. */
void tst_require_alg(const char *algtype, const char *algname);

/* Set the key (keylen bytes; key NULL: random bytes). */
void tst_alg_setkey(int algfd, const uint8_t *key, unsigned int keylen);

/* A request socket of the bound algorithm socket. */
int tst_alg_accept(int algfd);

/* The algorithm socket bound to the algorithm, with the key set when
 * keylen is not 0. */
int tst_alg_setup(const char *algtype, const char *algname, const uint8_t *key,
		  unsigned int keylen);

/* As tst_alg_setup(), then a request socket of it; the algorithm socket
 * is closed. */
int tst_alg_setup_reqfd(const char *algtype, const char *algname,
			const uint8_t *key, unsigned int keylen);

/* What tst_alg_sendmsg() passes along with the data: the operation, an IV,
 * the AEAD associated data length, sendmsg() flags. */
struct tst_alg_sendmsg_params {
	bool encrypt;
	bool decrypt;
	const uint8_t *iv;
	unsigned int ivlen;
	unsigned int assoclen;
	int msg_flags;
};

/* sendmsg() the data to the request socket with the params' control
 * messages; TBROK unless all of it was taken. */
void tst_alg_sendmsg(int reqfd, const void *data, size_t datalen,
		     const struct tst_alg_sendmsg_params *params);

#endif /* TST_AF_ALG_H */
