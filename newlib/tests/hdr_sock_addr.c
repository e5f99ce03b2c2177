// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_sock_addr(): the text the real library gives for an address in its
 * messages (the route tests print gateways with it): an IPv4 or IPv6
 * address with its port only when it has one, IPv6 then in brackets, a unix
 * socket's path or "(no pathname bound)", and a line naming any other
 * family; NULL when an internet address does not fit the buffer.
 */
#include <sys/un.h>
#include "tst_test.h"

static void run(void)
{
	struct sockaddr_in in = { .sin_family = AF_INET };
	struct sockaddr_in6 in6 = { .sin6_family = AF_INET6 };
	struct sockaddr_un un = { .sun_family = AF_UNIX };
	struct sockaddr other = { .sa_family = AF_APPLETALK };
	char buf[128], small[4];

	in.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	TST_EXP_EQ_STR(tst_sock_addr((void *)&in, sizeof(in), buf, sizeof(buf)),
		       "127.0.0.1");
	in.sin_port = htons(8080);
	TST_EXP_EQ_STR(tst_sock_addr((void *)&in, sizeof(in), buf, sizeof(buf)),
		       "127.0.0.1:8080");
	TST_EXP_EXPR(
		!tst_sock_addr((void *)&in, sizeof(in), small, sizeof(small)),
		"NULL for a buffer too small");

	in6.sin6_addr = in6addr_loopback;
	TST_EXP_EQ_STR(
		tst_sock_addr((void *)&in6, sizeof(in6), buf, sizeof(buf)),
		"::1");
	in6.sin6_port = htons(80);
	TST_EXP_EQ_STR(
		tst_sock_addr((void *)&in6, sizeof(in6), buf, sizeof(buf)),
		"[::1]:80");

	TST_EXP_EQ_STR(tst_sock_addr((void *)&un, sizeof(un), buf, sizeof(buf)),
		       "(no pathname bound)");
	strcpy(un.sun_path, "/run/ltp.sock");
	TST_EXP_EQ_STR(tst_sock_addr((void *)&un, sizeof(un), buf, sizeof(buf)),
		       "/run/ltp.sock");

	TST_EXP_EQ_STR(tst_sock_addr(&other, sizeof(other), buf, sizeof(buf)),
		       "sock_ntop: unknown AF_xxx: 5, len: 16");
}

static struct tst_test test = {
	.test_all = run,
};
