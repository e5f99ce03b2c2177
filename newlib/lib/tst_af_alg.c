// SPDX-License-Identifier: GPL-2.0-or-later
/* AF_ALG sockets (tst_af_alg.h). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tst_test.h"
#include "tst_af_alg.h"

int tst_alg_create(void)
{
	int fd = socket(AF_ALG, SOCK_SEQPACKET | SOCK_CLOEXEC, 0);

	if (fd >= 0)
		return fd;
	if (errno == EAFNOSUPPORT)
		tst_brk(TCONF, "the kernel has no AF_ALG sockets");
	tst_brk(TBROK | TERRNO, "socket(AF_ALG, SOCK_SEQPACKET, 0)");
	return -1;
}

static void fill_addr(struct sockaddr_alg *addr, const char *algtype,
		      const char *algname)
{
	memset(addr, 0, sizeof(*addr));
	addr->salg_family = AF_ALG;
	if (strlen(algtype) >= sizeof(addr->salg_type) ||
	    strlen(algname) >= sizeof(addr->salg_name))
		tst_brk(TBROK, "algorithm %s '%s': name too long", algtype,
			algname);
	strcpy((char *)addr->salg_type, algtype);
	strcpy((char *)addr->salg_name, algname);
}

void tst_alg_bind_addr(int algfd, const struct sockaddr_alg *addr)
{
	if (!bind(algfd, (const struct sockaddr *)addr, sizeof(*addr)))
		return;
	if (errno == ENOENT)
		tst_brk(TCONF, "the kernel has no %s algorithm '%s'",
			addr->salg_type, addr->salg_name);
	tst_brk(TBROK | TERRNO, "binding AF_ALG socket to %s algorithm '%s'",
		addr->salg_type, addr->salg_name);
}

void tst_alg_bind(int algfd, const char *algtype, const char *algname)
{
	struct sockaddr_alg addr;

	fill_addr(&addr, algtype, algname);
	tst_alg_bind_addr(algfd, &addr);
}

int tst_try_alg(const char *algtype, const char *algname)
{
	struct sockaddr_alg addr;
	int fd = tst_alg_create(), err = 0;

	fill_addr(&addr, algtype, algname);
	if (bind(fd, (struct sockaddr *)&addr, sizeof(addr)))
		err = errno;
	close(fd);
	return err;
}

bool tst_have_alg(const char *algtype, const char *algname)
{
	int err = tst_try_alg(algtype, algname);

	if (!err)
		return true;
	if (err == ENOENT) {
		tst_res(TCONF, "the kernel has no %s algorithm '%s'", algtype,
			algname);
		return false;
	}
	errno = err;
	tst_brk(TBROK | TERRNO, "binding AF_ALG socket to %s algorithm '%s'",
		algtype, algname);
	return false;
}

void tst_require_alg(const char *algtype, const char *algname)
{
	int fd = tst_alg_create();

	tst_alg_bind(fd, algtype, algname);
	close(fd);
}

void tst_alg_setkey(int algfd, const uint8_t *key, unsigned int keylen)
{
	uint8_t *buf = NULL;
	unsigned int i;

	if (!key && keylen) {
		buf = SAFE_MALLOC(keylen);
		for (i = 0; i < keylen; i++)
			buf[i] = rand();
		key = buf;
	}
	if (setsockopt(algfd, SOL_ALG, ALG_SET_KEY, key, keylen))
		tst_brk(TBROK | TERRNO,
			"setting a key of %u bytes on AF_ALG "
			"socket",
			keylen);
	free(buf);
}

int tst_alg_accept(int algfd)
{
	int fd = accept(algfd, NULL, NULL);

	if (fd < 0)
		tst_brk(TBROK | TERRNO, "accept() on AF_ALG socket");
	return fd;
}

int tst_alg_setup(const char *algtype, const char *algname, const uint8_t *key,
		  unsigned int keylen)
{
	int algfd = tst_alg_create();

	tst_alg_bind(algfd, algtype, algname);
	if (keylen)
		tst_alg_setkey(algfd, key, keylen);
	return algfd;
}

int tst_alg_setup_reqfd(const char *algtype, const char *algname,
			const uint8_t *key, unsigned int keylen)
{
	int algfd = tst_alg_setup(algtype, algname, key, keylen);
	int reqfd = tst_alg_accept(algfd);

	close(algfd);
	return reqfd;
}

/* Append one control message of len bytes to msg; its data. */
static void *add_cmsg(struct msghdr *msg, struct cmsghdr **prev, int type,
		      size_t len)
{
	struct cmsghdr *c =
		*prev ? CMSG_NXTHDR(msg, *prev) : CMSG_FIRSTHDR(msg);

	c->cmsg_level = SOL_ALG;
	c->cmsg_type = type;
	c->cmsg_len = CMSG_LEN(len);
	*prev = c;
	return CMSG_DATA(c);
}

void tst_alg_sendmsg(int reqfd, const void *data, size_t datalen,
		     const struct tst_alg_sendmsg_params *params)
{
	struct iovec iov = { .iov_base = (void *)data, .iov_len = datalen };
	struct msghdr msg = { .msg_iov = &iov, .msg_iovlen = 1 };
	size_t space = 0;
	struct cmsghdr *prev = NULL;
	struct af_alg_iv *iv;
	uint32_t op;
	char *ctl;
	ssize_t n;

	if (params->encrypt || params->decrypt)
		space += CMSG_SPACE(sizeof(uint32_t));
	if (params->iv)
		space += CMSG_SPACE(sizeof(*iv) + params->ivlen);
	if (params->assoclen)
		space += CMSG_SPACE(sizeof(uint32_t));
	ctl = space ? SAFE_MALLOC(space) : NULL;
	if (ctl)
		memset(ctl, 0, space);
	msg.msg_control = ctl;
	msg.msg_controllen = space;

	if (params->encrypt || params->decrypt) {
		op = params->encrypt ? ALG_OP_ENCRYPT : ALG_OP_DECRYPT;
		memcpy(add_cmsg(&msg, &prev, ALG_SET_OP, sizeof(op)), &op,
		       sizeof(op));
	}
	if (params->iv) {
		iv = add_cmsg(&msg, &prev, ALG_SET_IV,
			      sizeof(*iv) + params->ivlen);
		iv->ivlen = params->ivlen;
		memcpy(iv->iv, params->iv, params->ivlen);
	}
	if (params->assoclen)
		memcpy(add_cmsg(&msg, &prev, ALG_SET_AEAD_ASSOCLEN,
				sizeof(uint32_t)),
		       &params->assoclen, sizeof(uint32_t));

	n = sendmsg(reqfd, &msg, params->msg_flags);
	free(ctl);
	if (n < 0)
		tst_brk(TBROK | TERRNO, "sendmsg() on AF_ALG request socket");
	if ((size_t)n != datalen)
		tst_brk(TBROK,
			"sendmsg() on AF_ALG request socket took %zd "
			"of %zu bytes",
			n, datalen);
}
