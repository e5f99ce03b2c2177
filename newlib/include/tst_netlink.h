/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Netlink sockets as the real suite's tests use them: a context holds the
 * socket and a buffer of messages (with their attributes) added since the
 * last send; one send writes them all, and the replies are read back as an
 * array of messages. The macros pass the caller's file and line.
 */
#ifndef TST_NETLINK_H
#define TST_NETLINK_H

#include <stddef.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>

struct tst_netlink_context;

/* One message read back; an array of them ends with a NULL header. err is
 * set for NLMSG_ERROR messages (acks: err->error 0). */
struct tst_netlink_message {
	struct nlmsghdr *header;
	struct nlmsgerr *err;
	void *payload;
	size_t payload_size;
};

/* A list of attributes for tst_netlink_add_attr_list(): each len bytes of
 * data (a string counts its NUL), its sublist's attributes nested in it;
 * the list ends at the first entry with a negative len, whatever its type
 * ({0, NULL, -1, NULL}, as the real suite writes it). */
struct tst_netlink_attr_list {
	unsigned short type;
	const void *data;
	ssize_t len;
	const struct tst_netlink_attr_list *sublist;
};

/* The error of the last NLMSG_ERROR reply tst_netlink_check_acks() found
 * (a positive errno value), 0 when none. */
extern int tst_netlink_errno;

/* A socket of the protocol (NETLINK_ROUTE, NETLINK_CRYPTO ...), bound;
 * TBROK on failure. */
struct tst_netlink_context *
tst_netlink_create_context(const char *file, const int lineno, int protocol);
void tst_netlink_destroy_context(const char *file, const int lineno,
				 struct tst_netlink_context *ctx);

/* Append a message: header is copied, its length set from the payload and
 * its sequence number, when 0, made the context's next. Returns 1, or 0
 * after a TBROK in cleanup. */
int tst_netlink_add_message(const char *file, const int lineno,
			    struct tst_netlink_context *ctx,
			    const struct nlmsghdr *header, const void *payload,
			    size_t payload_size);
/* Append an attribute to the last message added. Returns 1 or 0. */
int tst_netlink_add_attr(const char *file, const int lineno,
			 struct tst_netlink_context *ctx, unsigned short type,
			 const void *data, unsigned short len);
int tst_netlink_add_attr_string(const char *file, const int lineno,
				struct tst_netlink_context *ctx,
				unsigned short type, const char *data);
/* Add the attributes of the list to the last message, each sublist nested
 * in its entry; the number of entries of list itself (TBROK for one of
 * more than 65535 bytes, its sublist included). */
int tst_netlink_add_attr_list(const char *file, const int lineno,
			      struct tst_netlink_context *ctx,
			      const struct tst_netlink_attr_list *list);

/* Send every message added; the bytes sent (TBROK on failure). */
int tst_netlink_send(const char *file, const int lineno,
		     struct tst_netlink_context *ctx);
/* Wait up to a second for a reply: poll()'s result. */
int tst_netlink_wait(struct tst_netlink_context *ctx);
/* The messages of one reply (NULL and errno when none could be read). */
struct tst_netlink_message *tst_netlink_recv(const char *file, const int lineno,
					     struct tst_netlink_context *ctx);
void tst_netlink_free_message(struct tst_netlink_message *msg);
/* 1 when no reply is an error for a message of the last send, else 0 with
 * tst_netlink_errno (and errno) set to the first error. */
int tst_netlink_check_acks(const char *file, const int lineno,
			   struct tst_netlink_context *ctx,
			   struct tst_netlink_message *response);
/* Send, read the reply and check its acks: 1 or 0 as above. */
int tst_netlink_send_validate(const char *file, const int lineno,
			      struct tst_netlink_context *ctx);

#define NETLINK_CREATE_CONTEXT(protocol) \
	tst_netlink_create_context(__FILE__, __LINE__, (protocol))
#define NETLINK_DESTROY_CONTEXT(ctx) \
	tst_netlink_destroy_context(__FILE__, __LINE__, (ctx))
#define NETLINK_ADD_MESSAGE(ctx, header, payload, psize)             \
	tst_netlink_add_message(__FILE__, __LINE__, (ctx), (header), \
				(payload), (psize))
#define NETLINK_ADD_ATTR(ctx, type, data, len) \
	tst_netlink_add_attr(__FILE__, __LINE__, (ctx), (type), (data), (len))
#define NETLINK_ADD_ATTR_STRING(ctx, type, data) \
	tst_netlink_add_attr_string(__FILE__, __LINE__, (ctx), (type), (data))
#define NETLINK_ADD_ATTR_LIST(ctx, list) \
	tst_netlink_add_attr_list(__FILE__, __LINE__, (ctx), (list))
#define NETLINK_SEND(ctx) tst_netlink_send(__FILE__, __LINE__, (ctx))
#define NETLINK_WAIT(ctx) tst_netlink_wait(ctx)
#define NETLINK_RECV(ctx) tst_netlink_recv(__FILE__, __LINE__, (ctx))
#define NETLINK_FREE_MESSAGE(msg) tst_netlink_free_message(msg)
#define NETLINK_CHECK_ACKS(ctx, response) \
	tst_netlink_check_acks(__FILE__, __LINE__, (ctx), (response))
#define NETLINK_SEND_VALIDATE(ctx) \
	tst_netlink_send_validate(__FILE__, __LINE__, (ctx))

/*
 * The single-message calls of tests written before the contexts
 * (2018-2023), on a netlink socket the test opened itself.
 * SAFE_NETLINK_SEND(fd, nh, payload): sends the header nh followed by
 * nh->nlmsg_len - sizeof(*nh) bytes of payload (nlmsg_len is the whole
 * message's length) to the kernel; returns nh->nlmsg_len.
 * SAFE_NETLINK_RECV(fd, buf, size): reads one datagram of replies from the
 * kernel into buf (size bytes); returns its length. A failure, or a send
 * the kernel took only part of, is TBROK at the caller's line.
 */
ssize_t safe_netlink_send(const char *file, const int lineno, int fd,
			  const struct nlmsghdr *nh, const void *payload);
ssize_t safe_netlink_recv(const char *file, const int lineno, int fd, void *buf,
			  size_t size);
#define SAFE_NETLINK_SEND(fd, nh, payload) \
	safe_netlink_send(__FILE__, __LINE__, (fd), (nh), (payload))
#define SAFE_NETLINK_RECV(fd, buf, size) \
	safe_netlink_recv(__FILE__, __LINE__, (fd), (buf), (size))

#endif /* TST_NETLINK_H */
