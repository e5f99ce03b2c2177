// SPDX-License-Identifier: GPL-2.0-or-later
/* Socket and text addresses, and the private network namespace. */
#include <arpa/inet.h>
#include <sched.h>
#include <string.h>
#include <unistd.h>

#include "tst_test.h"
#include "tst_net.h"

void tst_get_in_addr(const char *ip_str, struct in_addr *ip)
{
	if (inet_pton(AF_INET, ip_str, ip) != 1)
		tst_brk(TBROK, "'%s' is no IPv4 address", ip_str);
}

void tst_get_in6_addr(const char *ip_str, struct in6_addr *ip6)
{
	if (inet_pton(AF_INET6, ip_str, ip6) != 1)
		tst_brk(TBROK, "'%s' is no IPv6 address", ip_str);
}

void tst_init_sockaddr_inet(struct sockaddr_in *sa, const char *ip_str,
			    uint16_t port)
{
	memset(sa, 0, sizeof(*sa));
	sa->sin_family = AF_INET;
	sa->sin_port = htons(port);
	tst_get_in_addr(ip_str, &sa->sin_addr);
}

void tst_init_sockaddr_inet_bin(struct sockaddr_in *sa, uint32_t ip_val,
				uint16_t port)
{
	memset(sa, 0, sizeof(*sa));
	sa->sin_family = AF_INET;
	sa->sin_port = htons(port);
	sa->sin_addr.s_addr = htonl(ip_val);
}

void tst_init_sockaddr_inet6(struct sockaddr_in6 *sa, const char *ip_str,
			     uint16_t port)
{
	memset(sa, 0, sizeof(*sa));
	sa->sin6_family = AF_INET6;
	sa->sin6_port = htons(port);
	tst_get_in6_addr(ip_str, &sa->sin6_addr);
}

void tst_init_sockaddr_inet6_bin(struct sockaddr_in6 *sa,
				 const struct in6_addr *ip_val, uint16_t port)
{
	memset(sa, 0, sizeof(*sa));
	sa->sin6_family = AF_INET6;
	sa->sin6_port = htons(port);
	sa->sin6_addr = *ip_val;
}

void tst_get_connect_address(int sock, struct sockaddr_storage *addr,
			     socklen_t *len)
{
	*len = sizeof(*addr);
	SAFE_GETSOCKNAME(sock, (struct sockaddr *)addr, len);
	/* A socket bound to "any" is reached through the loopback. */
	if (addr->ss_family == AF_INET) {
		struct sockaddr_in *in = (struct sockaddr_in *)addr;

		if (in->sin_addr.s_addr == htonl(INADDR_ANY))
			in->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	} else if (addr->ss_family == AF_INET6) {
		struct sockaddr_in6 *in6 = (struct sockaddr_in6 *)addr;

		if (IN6_IS_ADDR_UNSPECIFIED(&in6->sin6_addr))
			in6->sin6_addr = in6addr_loopback;
	}
}

void tst_setup_netns(void)
{
	int uid = getuid(), gid = getgid(), max = 1;

	if (!access("/proc/sys/user/max_user_namespaces", F_OK))
		SAFE_FILE_SCANF("/proc/sys/user/max_user_namespaces", "%d",
				&max);
	if (!max)
		tst_brk(TCONF, "user namespaces are disabled "
			       "(max_user_namespaces is 0)");
	SAFE_UNSHARE(CLONE_NEWUSER);
	SAFE_UNSHARE(CLONE_NEWNET);
	SAFE_FILE_PRINTF("/proc/self/setgroups", "deny");
	SAFE_FILE_PRINTF("/proc/self/uid_map", "0 %d 1", uid);
	SAFE_FILE_PRINTF("/proc/self/gid_map", "0 %d 1", gid);
}
