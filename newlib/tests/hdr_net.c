// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_safe_net.h and tst_net.h: a UDP socket bound to the loopback, a
 * socket pair, strict sends and receives, integer socket options, the
 * host name; and a
 * child in a network namespace of its own (tst_setup_netns()), where only
 * the loopback exists.
 */
#include <limits.h>
#include <net/if.h>
#include <string.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_net.h"

static void run_udp(void)
{
	struct sockaddr_in addr;
	struct sockaddr_storage bound;
	socklen_t len = sizeof(bound);
	int s = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0), val = 0;
	socklen_t vlen = sizeof(val);
	char buf[8];

	tst_init_sockaddr_inet(&addr, "127.0.0.1", 0);
	SAFE_BIND(s, (struct sockaddr *)&addr, sizeof(addr));
	tst_get_connect_address(s, &bound, &len);
	TST_EXP_EQ_LI(TST_GETSOCKPORT(s),
		      ntohs(((struct sockaddr_in *)&bound)->sin_port));
	SAFE_SENDTO(1, s, "udp", 4, 0, (struct sockaddr *)&bound, len);
	TST_EXP_EQ_LI(SAFE_RECV(4, s, buf, sizeof(buf), 0), 4);
	TST_EXP_EQ_STR(buf, "udp");
	SAFE_SETSOCKOPT_INT(s, SOL_SOCKET, SO_RCVBUF, 8192);
	SAFE_GETSOCKOPT(s, SOL_SOCKET, SO_RCVBUF, &val, &vlen);
	TST_EXP_EXPR(val >= 8192, "SO_RCVBUF is %d", val);
	tst_init_sockaddr_inet_bin(&addr, INADDR_LOOPBACK, 7);
	TST_EXP_EQ_LU(addr.sin_port, htons(7));
	SAFE_CLOSE(s);
}

static void run_pair(void)
{
	int sv[2];
	char buf[8], host[HOST_NAME_MAX + 1];
	struct utsname u;

	SAFE_SOCKETPAIR(AF_UNIX, SOCK_STREAM, 0, sv);
	SAFE_SEND(1, sv[0], "pair", 5, 0);
	TST_EXP_EQ_LI(SAFE_RECV(5, sv[1], buf, sizeof(buf), 0), 5);
	SAFE_CLOSE(sv[0]);
	SAFE_CLOSE(sv[1]);
	SAFE_GETHOSTNAME(host, sizeof(host));
	SAFE_UNAME(&u);
	TST_EXP_EQ_STR(host, u.nodename);
}

static void run_netns(void)
{
	int status;

	struct if_nameindex *ifs;
	int n;

	if (!SAFE_FORK()) {
		tst_setup_netns();
		ifs = if_nameindex();
		for (n = 0; ifs && ifs[n].if_index; n++)
			;
		TST_EXP_EXPR(n == 1 && !strcmp(ifs[0].if_name, "lo"),
			     "a network namespace of its own: %d interface(s)",
			     n);
		if_freenameindex(ifs);
		exit(0);
	}
	SAFE_WAIT(&status);
}

static void run(unsigned int n)
{
	static void (*const parts[])(void) = { run_udp, run_pair, run_netns };

	parts[n]();
}

static struct tst_test test = {
	.test = run,
	.tcnt = 3,
	.forks_child = 1,
};
