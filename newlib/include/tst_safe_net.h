/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Safe calls on sockets (see tst_safe_macros.h for what "safe" means).
 * A call that returns a count (send, recv ...) with SAFE_WRITE_ALL-like
 * strictness (strict != 0) also ends as TBROK on a short transfer.
 * As the real suite's, it brings in the address headers tests use with
 * it: <netinet/in.h>, <arpa/inet.h> (inet_addr(), inet_pton() ...) and
 * <sys/un.h> (struct sockaddr_un). It brings in tst_net.h too, as the
 * real one does: tst_test.h then declares the socket address helpers and
 * tst_setup_netns() (cve-2022-4378 includes tst_test.h alone).
 */
#ifndef TST_SAFE_NET_H
#define TST_SAFE_NET_H

#include <arpa/inet.h>
#include <netdb.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <sys/un.h>
#include "tst_common.h"
#include "tst_net.h"

/* <netdb.h> declares it only from POSIX.1-2001 on: a test that asks for
 * less (`#define _XOPEN_SOURCE 500`) still includes this header. */
struct addrinfo;

int safe_socket(TST_SAFE_FN_ARGS, int domain, int type, int protocol);

/*
 * A port (in network byte order) no socket of family (AF_INET or AF_INET6)
 * and type (SOCK_STREAM ...) is bound to now: the one the kernel picks for
 * a bind() to port 0. TBROK when that fails or for another family. (The
 * name in parentheses: the old API's header defines a macro of it.)
 */
unsigned short(tst_get_unused_port)(TST_SAFE_FN_ARGS, unsigned short family,
				    int type);
int safe_socketpair(TST_SAFE_FN_ARGS, int domain, int type, int protocol,
		    int sv[2]);
int safe_bind(TST_SAFE_FN_ARGS, int sockfd, const struct sockaddr *addr,
	      socklen_t addrlen);
int safe_listen(TST_SAFE_FN_ARGS, int sockfd, int backlog);
int safe_connect(TST_SAFE_FN_ARGS, int sockfd, const struct sockaddr *addr,
		 socklen_t addrlen);
int safe_accept(TST_SAFE_FN_ARGS, int sockfd, struct sockaddr *addr,
		socklen_t *addrlen);
int safe_getsockname(TST_SAFE_FN_ARGS, int sockfd, struct sockaddr *addr,
		     socklen_t *addrlen);
int safe_setsockopt(TST_SAFE_FN_ARGS, int sockfd, int level, int optname,
		    const void *optval, socklen_t optlen);
int safe_getsockopt(TST_SAFE_FN_ARGS, int sockfd, int level, int optname,
		    void *optval, socklen_t *optlen);
ssize_t safe_send(TST_SAFE_FN_ARGS, char strict, int sockfd, const void *buf,
		  size_t len, int flags);
ssize_t safe_sendto(TST_SAFE_FN_ARGS, char strict, int sockfd, const void *buf,
		    size_t len, int flags, const struct sockaddr *dest_addr,
		    socklen_t addrlen);
ssize_t safe_sendmsg(TST_SAFE_FN_ARGS, size_t msg_len, int sockfd,
		     const struct msghdr *msg, int flags);
ssize_t safe_recv(TST_SAFE_FN_ARGS, size_t len, int sockfd, void *buf,
		  size_t size, int flags);
ssize_t safe_recvmsg(TST_SAFE_FN_ARGS, size_t msg_len, int sockfd,
		     struct msghdr *msg, int flags);
int safe_gethostname(TST_SAFE_FN_ARGS, char *name, size_t size);

/* A readable form of addr for messages in buf, which it returns, as the
 * real library writes it: "127.0.0.1:80" ("127.0.0.1" for port 0),
 * "[::1]:80" ("::1" for port 0), a unix socket's path or "(no pathname
 * bound)", else "sock_ntop: unknown AF_xxx: FAMILY, len: LEN". NULL when
 * an internet address does not fit in size (buf then holds what does). */
char *tst_sock_addr(const struct sockaddr *addr, socklen_t len, char *buf,
		    size_t size);
int safe_sethostname(TST_SAFE_FN_ARGS, const char *name, size_t size);
/* A getaddrinfo() error is TBROK with gai_strerror()'s text. */
int safe_getaddrinfo(TST_SAFE_FN_ARGS, const char *node, const char *service,
		     const struct addrinfo *hints, struct addrinfo **res);

#ifndef TST_NO_NEW_API_MACROS

#define SAFE_SOCKET(domain, type, protocol) \
	safe_socket(TST_SAFE_, (domain), (type), (protocol))
#define SAFE_SOCKETPAIR(domain, type, protocol, sv) \
	safe_socketpair(TST_SAFE_, (domain), (type), (protocol), (sv))
#define SAFE_BIND(sockfd, addr, addrlen) \
	safe_bind(TST_SAFE_, (sockfd), (addr), (addrlen))
#define SAFE_LISTEN(sockfd, backlog) safe_listen(TST_SAFE_, (sockfd), (backlog))
#define SAFE_CONNECT(sockfd, addr, addrlen) \
	safe_connect(TST_SAFE_, (sockfd), (addr), (addrlen))
#define SAFE_ACCEPT(sockfd, addr, addrlen) \
	safe_accept(TST_SAFE_, (sockfd), (addr), (addrlen))
#define SAFE_GETSOCKNAME(sockfd, addr, addrlen) \
	safe_getsockname(TST_SAFE_, (sockfd), (addr), (addrlen))
#define SAFE_SETSOCKOPT(sockfd, level, optname, optval, optlen)            \
	safe_setsockopt(TST_SAFE_, (sockfd), (level), (optname), (optval), \
			(optlen))
#define SAFE_SETSOCKOPT_INT(sockfd, level, optname, val)                 \
	({                                                               \
		int tst_sso_val_ = (val);                                \
		safe_setsockopt(TST_SAFE_, (sockfd), (level), (optname), \
				&tst_sso_val_, sizeof(tst_sso_val_));    \
	})
#define SAFE_SETSOCKOPT_SOCKLEN_T(sockfd, level, optname, val)           \
	({                                                               \
		socklen_t tst_sso_val_ = (val);                          \
		safe_setsockopt(TST_SAFE_, (sockfd), (level), (optname), \
				&tst_sso_val_, sizeof(tst_sso_val_));    \
	})
#define SAFE_GETSOCKOPT(sockfd, level, optname, optval, optlen)            \
	safe_getsockopt(TST_SAFE_, (sockfd), (level), (optname), (optval), \
			(optlen))
#define SAFE_SEND(strict, sockfd, buf, len, flags) \
	safe_send(TST_SAFE_, (strict), (sockfd), (buf), (len), (flags))
#define SAFE_SENDTO(strict, sockfd, buf, len, flags, dest_addr, addrlen)  \
	safe_sendto(TST_SAFE_, (strict), (sockfd), (buf), (len), (flags), \
		    (dest_addr), (addrlen))
#define SAFE_SENDMSG(msg_len, sockfd, msg, flags) \
	safe_sendmsg(TST_SAFE_, (msg_len), (sockfd), (msg), (flags))
#define SAFE_RECV(len, sockfd, buf, size, flags) \
	safe_recv(TST_SAFE_, (len), (sockfd), (buf), (size), (flags))
#define SAFE_RECVMSG(msg_len, sockfd, msg, flags) \
	safe_recvmsg(TST_SAFE_, (msg_len), (sockfd), (msg), (flags))
#define SAFE_GETHOSTNAME(name, size) safe_gethostname(TST_SAFE_, (name), (size))
#define SAFE_SETHOSTNAME(name, size) safe_sethostname(TST_SAFE_, (name), (size))
#define SAFE_GETADDRINFO(node, service, hints, res) \
	safe_getaddrinfo(TST_SAFE_, (node), (service), (hints), (res))
/* The port (host order) an AF_INET or AF_INET6 socket is bound to; TBROK
 * when getsockname() fails or the socket has no port. */
int tst_getsockport(const char *file, const int lineno, int sockfd);
#define TST_GETSOCKPORT(sockfd) tst_getsockport(__FILE__, __LINE__, (sockfd))

#define TST_GET_UNUSED_PORT(family, type) \
	tst_get_unused_port(TST_SAFE_, (family), (type))

#endif /* TST_NO_NEW_API_MACROS */

#endif /* TST_SAFE_NET_H */
