// SPDX-License-Identifier: GPL-2.0-or-later
/* Safe socket calls. */

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <stddef.h>
#include <string.h>
#include <sys/un.h>
#include "tst_res.h"
#include "tst_safe_check.h"
#include "tst_safe_macros.h"

#define ADDR_TEXT_MAX 160

char *tst_sock_addr(const struct sockaddr *addr, socklen_t len, char *buf,
		    size_t size)
{
	const struct sockaddr_in *in = (const void *)addr;
	const struct sockaddr_in6 *in6 = (const void *)addr;
	const struct sockaddr_un *un = (const void *)addr;
	char ip[INET6_ADDRSTRLEN];
	size_t path_len;
	int n;

	if (!size)
		return NULL;
	buf[0] = '\0';
	if (!addr || len < sizeof(sa_family_t)) {
		snprintf(buf, size, "%p", (const void *)addr);
		return buf;
	}

	switch (addr->sa_family) {
	case AF_INET:
		if (!inet_ntop(AF_INET, &in->sin_addr, ip, sizeof(ip)))
			return NULL;
		if (in->sin_port)
			n = snprintf(buf, size, "%s:%u", ip,
				     ntohs(in->sin_port));
		else
			n = snprintf(buf, size, "%s", ip);
		return (size_t)n < size ? buf : NULL;
	case AF_INET6:
		if (!inet_ntop(AF_INET6, &in6->sin6_addr, ip, sizeof(ip)))
			return NULL;
		if (in6->sin6_port)
			n = snprintf(buf, size, "[%s]:%u", ip,
				     ntohs(in6->sin6_port));
		else
			n = snprintf(buf, size, "%s", ip);
		return (size_t)n < size ? buf : NULL;
	case AF_UNIX:
		path_len =
			len > offsetof(struct sockaddr_un, sun_path) ?
				len - offsetof(struct sockaddr_un, sun_path) :
				0;
		if (path_len > sizeof(un->sun_path))
			path_len = sizeof(un->sun_path);
		if (!path_len || !un->sun_path[0])
			snprintf(buf, size, "(no pathname bound)");
		else
			snprintf(buf, size, "%.*s", (int)path_len,
				 un->sun_path);
		return buf;
	}

	snprintf(buf, size, "sock_ntop: unknown AF_xxx: %d, len: %d",
		 addr->sa_family, (int)len);
	return buf;
}

int safe_socket(const char *file, const int lineno, void (*cleanup_fn)(void),
		int domain, int type, int protocol)
{
	int rval;

	rval = socket(domain, type, protocol);
	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval,
			      "socket(%d,%d,%d)", domain, type, protocol);
	return rval;
}

int safe_bind(const char *file, const int lineno, void (*cleanup_fn)(void),
	      int sockfd, const struct sockaddr *addr, socklen_t addrlen)
{
	char buf[ADDR_TEXT_MAX];
	int rval, err;

	rval = bind(sockfd, addr, addrlen);
	if (rval == 0)
		return 0;

	err = errno;
	tst_sock_addr(addr, addrlen, buf, sizeof(buf));
	errno = err;
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "bind(%d,%s,%u)",
			    sockfd, buf, (unsigned int)addrlen);
	return rval;
}

int safe_listen(const char *file, const int lineno, void (*cleanup_fn)(void),
		int sockfd, int backlog)
{
	int rval;

	rval = listen(sockfd, backlog);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "listen(%d,%d)",
			    sockfd, backlog);
	return rval;
}

int safe_connect(const char *file, const int lineno, void (*cleanup_fn)(void),
		 int sockfd, const struct sockaddr *addr, socklen_t addrlen)
{
	char buf[ADDR_TEXT_MAX];
	int rval, err;

	rval = connect(sockfd, addr, addrlen);
	if (rval == 0)
		return 0;

	err = errno;
	tst_sock_addr(addr, addrlen, buf, sizeof(buf));
	errno = err;
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "connect(%d,%s,%u)",
			    sockfd, buf, (unsigned int)addrlen);
	return rval;
}

int safe_accept(const char *file, const int lineno, void (*cleanup_fn)(void),
		int sockfd, struct sockaddr *addr, socklen_t *addrlen)
{
	int rval;

	rval = accept(sockfd, addr, addrlen);
	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval,
			      "accept(%d,%p,%p)", sockfd, (void *)addr,
			      (void *)addrlen);
	return rval;
}

int safe_getsockname(const char *file, const int lineno,
		     void (*cleanup_fn)(void), int sockfd,
		     struct sockaddr *addr, socklen_t *addrlen)
{
	int rval;

	rval = getsockname(sockfd, addr, addrlen);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "getsockname(%d,%p,%p)", sockfd, (void *)addr,
			    (void *)addrlen);
	return rval;
}

int safe_setsockopt(const char *file, const int lineno,
		    void (*cleanup_fn)(void), int sockfd, int level,
		    int optname, const void *optval, socklen_t optlen)
{
	int rval;

	rval = setsockopt(sockfd, level, optname, optval, optlen);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "setsockopt(%d,%d,%d,%p,%u)", sockfd, level,
			    optname, optval, (unsigned int)optlen);
	return rval;
}

int safe_socketpair(TST_SAFE_FN_ARGS, int domain, int type, int protocol,
		    int sv[2])
{
	int rval = socketpair(domain, type, protocol, sv);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "socketpair(%d,%d,%d,%p)", domain, type, protocol,
			    (void *)sv);
	return rval;
}

int safe_getsockopt(TST_SAFE_FN_ARGS, int sockfd, int level, int optname,
		    void *optval, socklen_t *optlen)
{
	int rval = getsockopt(sockfd, level, optname, optval, optlen);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "getsockopt(%d,%d,%d,%p,%p)", sockfd, level,
			    optname, optval, (void *)optlen);
	return rval;
}

/* A transfer of want bytes (0: any count) that returned rval. */
static void check_count(TST_SAFE_FN_ARGS, ssize_t rval, size_t want,
			const char *call, int sockfd)
{
	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval, "%s(%d,...)",
			      call, sockfd);
	if (want && (size_t)rval != want)
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "%s(%d,...) transferred %zd bytes, expected %zu",
			   call, sockfd, rval, want);
}

ssize_t safe_send(TST_SAFE_FN_ARGS, char strict, int sockfd, const void *buf,
		  size_t len, int flags)
{
	ssize_t rval = send(sockfd, buf, len, flags);

	check_count(file, lineno, cleanup_fn, rval, strict ? len : 0, "send",
		    sockfd);
	return rval;
}

ssize_t safe_sendto(TST_SAFE_FN_ARGS, char strict, int sockfd, const void *buf,
		    size_t len, int flags, const struct sockaddr *dest_addr,
		    socklen_t addrlen)
{
	ssize_t rval = sendto(sockfd, buf, len, flags, dest_addr, addrlen);
	char addr[ADDR_TEXT_MAX];
	int err = errno;

	if (rval < 0) {
		tst_sock_addr(dest_addr, addrlen, addr, sizeof(addr));
		errno = err;
		tst_safe_check_nonneg(file, lineno, cleanup_fn, rval,
				      "sendto(%d,%p,%zu,%d,%s)", sockfd, buf,
				      len, flags, addr);
	}
	check_count(file, lineno, cleanup_fn, rval, strict ? len : 0, "sendto",
		    sockfd);
	return rval;
}

ssize_t safe_sendmsg(TST_SAFE_FN_ARGS, size_t msg_len, int sockfd,
		     const struct msghdr *msg, int flags)
{
	ssize_t rval = sendmsg(sockfd, msg, flags);

	check_count(file, lineno, cleanup_fn, rval, msg_len, "sendmsg", sockfd);
	return rval;
}

ssize_t safe_recv(TST_SAFE_FN_ARGS, size_t len, int sockfd, void *buf,
		  size_t size, int flags)
{
	ssize_t rval = recv(sockfd, buf, size, flags);

	check_count(file, lineno, cleanup_fn, rval, len, "recv", sockfd);
	return rval;
}

ssize_t safe_recvmsg(TST_SAFE_FN_ARGS, size_t msg_len, int sockfd,
		     struct msghdr *msg, int flags)
{
	ssize_t rval = recvmsg(sockfd, msg, flags);

	check_count(file, lineno, cleanup_fn, rval, msg_len, "recvmsg", sockfd);
	return rval;
}

int safe_gethostname(TST_SAFE_FN_ARGS, char *name, size_t size)
{
	int rval = gethostname(name, size);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "gethostname(%p,%zu)", (void *)name, size);
	return rval;
}

int safe_sethostname(TST_SAFE_FN_ARGS, const char *name, size_t size)
{
	int rval = sethostname(name, size);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "sethostname(%.*s,%zu)", (int)size, name, size);
	return rval;
}

int safe_getaddrinfo(TST_SAFE_FN_ARGS, const char *node, const char *service,
		     const struct addrinfo *hints, struct addrinfo **res)
{
	int rval = getaddrinfo(node, service, hints, res);

	if (rval)
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "getaddrinfo(%s,%s) failed: %s",
			   node ? node : "NULL", service ? service : "NULL",
			   gai_strerror(rval));
	return rval;
}

int tst_getsockport(const char *file, const int lineno, int sockfd)
{
	struct sockaddr_storage ss;
	socklen_t len = sizeof(ss);

	safe_getsockname(file, lineno, NULL, sockfd, (struct sockaddr *)&ss,
			 &len);
	if (ss.ss_family == AF_INET)
		return ntohs(((struct sockaddr_in *)&ss)->sin_port);
	if (ss.ss_family == AF_INET6)
		return ntohs(((struct sockaddr_in6 *)&ss)->sin6_port);
	tst_brk_(file, lineno, TBROK, "socket %d (family %d) has no port",
		 sockfd, ss.ss_family);
	return -1;
}

unsigned short tst_get_unused_port(TST_SAFE_FN_ARGS, unsigned short family,
				   int type)
{
	struct sockaddr_storage ss = { .ss_family = family };
	socklen_t len;
	int fd;

	if (family != AF_INET && family != AF_INET6) {
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "tst_get_unused_port: unknown family %d", family);
		return 0;
	}
	len = family == AF_INET ? sizeof(struct sockaddr_in) :
				  sizeof(struct sockaddr_in6);

	/* Port 0: the kernel picks a free one, which we give back. */
	fd = safe_socket(file, lineno, cleanup_fn, family, type, 0);
	if (fd < 0)
		return 0;
	safe_bind(file, lineno, cleanup_fn, fd, (struct sockaddr *)&ss, len);
	safe_getsockname(file, lineno, cleanup_fn, fd, (struct sockaddr *)&ss,
			 &len);
	close(fd);
	if (family == AF_INET)
		return ((struct sockaddr_in *)&ss)->sin_port;
	return ((struct sockaddr_in6 *)&ss)->sin6_port;
}
