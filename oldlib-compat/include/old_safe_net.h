/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The old SAFE_* socket calls, given the test's cleanup (safe_macros.h
 * includes this header). */
#ifndef OLD_SAFE_NET_H
#define OLD_SAFE_NET_H

#ifndef TST_NO_NEW_API_MACROS
#define TST_NO_NEW_API_MACROS
#endif

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <sys/un.h>
#include "tst_safe_macros.h"

#define OLD_NET_ __FILE__, __LINE__

#define SAFE_SOCKET(cleanup_fn, domain, type, protocol) \
	safe_socket(OLD_NET_, (cleanup_fn), (domain), (type), (protocol))
#define SAFE_BIND(cleanup_fn, sockfd, addr, addrlen) \
	safe_bind(OLD_NET_, (cleanup_fn), (sockfd), (addr), (addrlen))
#define SAFE_LISTEN(cleanup_fn, sockfd, backlog) \
	safe_listen(OLD_NET_, (cleanup_fn), (sockfd), (backlog))
#define SAFE_CONNECT(cleanup_fn, sockfd, addr, addrlen) \
	safe_connect(OLD_NET_, (cleanup_fn), (sockfd), (addr), (addrlen))
#define SAFE_ACCEPT(cleanup_fn, sockfd, addr, addrlen) \
	safe_accept(OLD_NET_, (cleanup_fn), (sockfd), (addr), (addrlen))
#define SAFE_GETSOCKNAME(cleanup_fn, sockfd, addr, addrlen) \
	safe_getsockname(OLD_NET_, (cleanup_fn), (sockfd), (addr), (addrlen))
#define SAFE_SETSOCKOPT(cleanup_fn, sockfd, level, optname, optval, optlen)   \
	safe_setsockopt(OLD_NET_, (cleanup_fn), (sockfd), (level), (optname), \
			(optval), (optlen))
#define SAFE_GETHOSTNAME(cleanup_fn, name, size) \
	safe_gethostname(OLD_NET_, (cleanup_fn), (name), (size))

#endif /* OLD_SAFE_NET_H */
