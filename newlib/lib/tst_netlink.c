// SPDX-License-Identifier: GPL-2.0-or-later
/* Netlink contexts: a socket and the messages added since the last send. */

#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "tst_res.h"
#include "tst_netlink.h"

#define NO_MSG SIZE_MAX

struct tst_netlink_context {
	int fd;
	uint32_t seq;
	/* sequence numbers of the last send: its acks are checked */
	uint32_t sent_first, sent_last;
	char *buf;
	size_t size, len;
	/* offset of the last message added (attributes go to it) */
	size_t cur;
};

int tst_netlink_errno;

struct tst_netlink_context *
tst_netlink_create_context(const char *file, const int lineno, int protocol)
{
	struct sockaddr_nl addr = { .nl_family = AF_NETLINK };
	struct tst_netlink_context *ctx = calloc(1, sizeof(*ctx));

	if (!ctx) {
		tst_brk_(file, lineno, TBROK | TERRNO, "netlink context");
		return NULL;
	}
	ctx->cur = NO_MSG;
	ctx->fd = socket(AF_NETLINK, SOCK_DGRAM | SOCK_CLOEXEC, protocol);
	if (ctx->fd < 0) {
		/* as SAFE_SOCKET(): a protocol the kernel lacks is TCONF */
		int ttype = errno == EPROTONOSUPPORT ? TCONF : TBROK;

		free(ctx);
		tst_brk_(file, lineno, ttype | TERRNO,
			 "socket(AF_NETLINK, SOCK_DGRAM, %d) failed", protocol);
		return NULL;
	}
	if (bind(ctx->fd, (struct sockaddr *)&addr, sizeof(addr))) {
		close(ctx->fd);
		free(ctx);
		tst_brk_(file, lineno, TBROK | TERRNO,
			 "bind() of netlink failed");
		return NULL;
	}
	return ctx;
}

void tst_netlink_destroy_context(const char *file, const int lineno,
				 struct tst_netlink_context *ctx)
{
	if (!ctx)
		return;
	if (close(ctx->fd))
		tst_res_(file, lineno, TWARN | TERRNO, "close() of netlink");
	free(ctx->buf);
	free(ctx);
}

/* Room for len more bytes, zeroed, at the end of the buffer; its offset. */
static size_t grow(const char *file, const int lineno,
		   struct tst_netlink_context *ctx, size_t len)
{
	size_t off = ctx->len;

	if (off + len > ctx->size) {
		size_t size = (off + len) * 2 + 256;
		char *buf = realloc(ctx->buf, size);

		if (!buf)
			tst_brk_(file, lineno, TBROK | TERRNO,
				 "netlink buffer of %zu bytes", size);
		ctx->buf = buf;
		ctx->size = size;
	}
	memset(ctx->buf + off, 0, len);
	ctx->len += len;
	return off;
}

int tst_netlink_add_message(const char *file, const int lineno,
			    struct tst_netlink_context *ctx,
			    const struct nlmsghdr *header, const void *payload,
			    size_t payload_size)
{
	size_t off = grow(file, lineno, ctx, NLMSG_SPACE(payload_size));
	struct nlmsghdr *msg = (struct nlmsghdr *)(ctx->buf + off);

	*msg = *header;
	msg->nlmsg_len = NLMSG_LENGTH(payload_size);
	if (!msg->nlmsg_seq)
		msg->nlmsg_seq = ++ctx->seq;
	if (payload_size)
		memcpy(NLMSG_DATA(msg), payload, payload_size);
	ctx->cur = off;
	return 1;
}

/* The attribute's header at the end of the last message; its offset. */
static size_t attr_start(const char *file, const int lineno,
			 struct tst_netlink_context *ctx, unsigned short type,
			 size_t len)
{
	size_t off;
	struct nlattr *attr;

	if (ctx->cur == NO_MSG)
		tst_brk_(file, lineno, TBROK, "netlink attribute: no message");
	off = grow(file, lineno, ctx, NLA_ALIGN(NLA_HDRLEN + len));
	attr = (struct nlattr *)(ctx->buf + off);
	attr->nla_type = type;
	attr->nla_len = NLA_HDRLEN + len;
	return off;
}

/* The last message ends where the buffer ends. */
static void msg_end(struct tst_netlink_context *ctx)
{
	struct nlmsghdr *msg = (struct nlmsghdr *)(ctx->buf + ctx->cur);

	msg->nlmsg_len = ctx->len - ctx->cur;
}

int tst_netlink_add_attr(const char *file, const int lineno,
			 struct tst_netlink_context *ctx, unsigned short type,
			 const void *data, unsigned short len)
{
	size_t off = attr_start(file, lineno, ctx, type, len);

	if (len)
		memcpy(ctx->buf + off + NLA_HDRLEN, data, len);
	msg_end(ctx);
	return 1;
}

int tst_netlink_add_attr_string(const char *file, const int lineno,
				struct tst_netlink_context *ctx,
				unsigned short type, const char *data)
{
	return tst_netlink_add_attr(file, lineno, ctx, type, data,
				    strlen(data) + 1);
}

int tst_netlink_add_attr_list(const char *file, const int lineno,
			      struct tst_netlink_context *ctx,
			      const struct tst_netlink_attr_list *list)
{
	int i;

	for (i = 0; list[i].len >= 0; i++) {
		size_t len = list[i].len, off;
		struct nlattr *attr;

		if (len > USHRT_MAX)
			tst_brk_(file, lineno, TBROK,
				 "netlink attribute %u: %zu bytes, more than "
				 "an attribute holds",
				 list[i].type, len);
		off = attr_start(file, lineno, ctx, list[i].type, len);
		if (len)
			memcpy(ctx->buf + off + NLA_HDRLEN, list[i].data, len);
		if (!list[i].sublist)
			continue;
		tst_netlink_add_attr_list(file, lineno, ctx, list[i].sublist);
		if (ctx->len - off > USHRT_MAX)
			tst_brk_(file, lineno, TBROK,
				 "netlink attribute %u: its sublist makes it "
				 "%zu bytes, more than an attribute holds",
				 list[i].type, ctx->len - off);
		attr = (struct nlattr *)(ctx->buf + off);
		attr->nla_len = ctx->len - off;
	}
	if (ctx->cur != NO_MSG)
		msg_end(ctx);
	return i;
}

int tst_netlink_send(const char *file, const int lineno,
		     struct tst_netlink_context *ctx)
{
	struct sockaddr_nl addr = { .nl_family = AF_NETLINK };
	struct nlmsghdr *first = (struct nlmsghdr *)ctx->buf;
	struct nlmsghdr *last = (struct nlmsghdr *)(ctx->buf + ctx->cur);
	ssize_t ret;

	if (!ctx->len) {
		tst_brk_(file, lineno, TBROK, "netlink send: no message");
		return -1;
	}
	ret = sendto(ctx->fd, ctx->buf, ctx->len, 0, (struct sockaddr *)&addr,
		     sizeof(addr));
	if (ret < 0 || (size_t)ret != ctx->len) {
		tst_brk_(file, lineno, TBROK | TERRNO,
			 "netlink sendto() of %zu bytes returned %zd", ctx->len,
			 ret);
		ctx->len = 0;
		ctx->cur = NO_MSG;
		return -1;
	}
	ctx->sent_first = first->nlmsg_seq;
	ctx->sent_last = last->nlmsg_seq;
	ctx->len = 0;
	ctx->cur = NO_MSG;
	return ret;
}

int tst_netlink_wait(struct tst_netlink_context *ctx)
{
	struct pollfd pfd = { .fd = ctx->fd, .events = POLLIN };

	return poll(&pfd, 1, 1000);
}

static size_t count_messages(char *buf, size_t len)
{
	struct nlmsghdr *h = (struct nlmsghdr *)buf;
	size_t n = 0;

	for (; NLMSG_OK(h, len); h = NLMSG_NEXT(h, len))
		n++;
	return n;
}

struct tst_netlink_message *tst_netlink_recv(const char *file, const int lineno,
					     struct tst_netlink_context *ctx)
{
	struct tst_netlink_message *msgs;
	struct nlmsghdr *h;
	ssize_t size;
	size_t len, n, i;
	char *buf;

	size = recv(ctx->fd, NULL, 0, MSG_PEEK | MSG_TRUNC | MSG_DONTWAIT);
	if (size < 0) {
		if (errno != EAGAIN)
			tst_res_(file, lineno, TWARN | TERRNO,
				 "netlink recv()");
		return NULL;
	}
	buf = malloc(size ? size : 1);
	if (!buf) {
		tst_brk_(file, lineno, TBROK | TERRNO, "netlink reply buffer");
		return NULL;
	}
	size = recv(ctx->fd, buf, size, 0);
	if (size < 0) {
		tst_brk_(file, lineno, TBROK | TERRNO, "netlink recv()");
		free(buf);
		return NULL;
	}
	len = size;
	n = count_messages(buf, len);
	msgs = calloc(n + 1, sizeof(*msgs));
	if (!msgs) {
		tst_brk_(file, lineno, TBROK | TERRNO, "netlink messages");
		free(buf);
		return NULL;
	}
	h = (struct nlmsghdr *)buf;
	for (i = 0; i < n; i++, h = NLMSG_NEXT(h, len)) {
		msgs[i].header = h;
		msgs[i].payload = NLMSG_DATA(h);
		msgs[i].payload_size = h->nlmsg_len - NLMSG_LENGTH(0);
		if (h->nlmsg_type == NLMSG_ERROR)
			msgs[i].err = NLMSG_DATA(h);
	}
	if (!n)
		free(buf);
	return msgs;
}

void tst_netlink_free_message(struct tst_netlink_message *msg)
{
	if (!msg)
		return;
	/* the first header is the start of the reply's buffer */
	free(msg[0].header);
	free(msg);
}

static int sent_by_last_send(struct tst_netlink_context *ctx, uint32_t seq)
{
	return seq >= ctx->sent_first && seq <= ctx->sent_last;
}

int tst_netlink_check_acks(const char *file, const int lineno,
			   struct tst_netlink_context *ctx,
			   struct tst_netlink_message *response)
{
	struct tst_netlink_message *m;

	(void)file;
	(void)lineno;
	for (m = response; m->header; m++) {
		if (!m->err || !m->err->error)
			continue;
		if (!sent_by_last_send(ctx, m->header->nlmsg_seq))
			continue;
		tst_netlink_errno = -m->err->error;
		errno = tst_netlink_errno;
		return 0;
	}
	return 1;
}

int tst_netlink_send_validate(const char *file, const int lineno,
			      struct tst_netlink_context *ctx)
{
	struct tst_netlink_message *response;
	int ret;

	tst_netlink_errno = 0;
	if (tst_netlink_send(file, lineno, ctx) < 0)
		return 0;
	tst_netlink_wait(ctx);
	response = tst_netlink_recv(file, lineno, ctx);
	if (!response)
		return 0;
	ret = tst_netlink_check_acks(file, lineno, ctx, response);
	tst_netlink_free_message(response);
	return ret;
}
