/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Socket addresses for network tests, and a private network namespace. */
#ifndef TST_NET_H
#define TST_NET_H

#include <stdint.h>
#include <netinet/in.h>
#include <sys/socket.h>

/* Zero sa, then set the family, the port (host order) and the address
 * (text, or binary in host order); a bad text address is TBROK. */
void tst_init_sockaddr_inet(struct sockaddr_in *sa, const char *ip_str,
			    uint16_t port);
void tst_init_sockaddr_inet_bin(struct sockaddr_in *sa, uint32_t ip_val,
				uint16_t port);
void tst_init_sockaddr_inet6(struct sockaddr_in6 *sa, const char *ip_str,
			     uint16_t port);
void tst_init_sockaddr_inet6_bin(struct sockaddr_in6 *sa,
				 const struct in6_addr *ip_val, uint16_t port);

/* The binary form of a text IPv4 or IPv6 address; a bad one is TBROK. */
void tst_get_in_addr(const char *ip_str, struct in_addr *ip);
void tst_get_in6_addr(const char *ip_str, struct in6_addr *ip6);

/* The address a socket is bound to, for connecting to it. */
void tst_get_connect_address(int sock, struct sockaddr_storage *addr,
			     socklen_t *len);

/*
 * Move the calling process into a new user and network namespace, mapped
 * to its own uid and gid: it is root there with a network of its own.
 * TCONF when user namespaces are disabled. Tests also list
 * "CONFIG_USER_NS=y" and "CONFIG_NET_NS=y" in .needs_kconfigs.
 */
void tst_setup_netns(void);

#endif /* TST_NET_H */
