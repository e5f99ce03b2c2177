// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_test.h alone declares tst_setup_netns() and the socket address
 * helpers of tst_net.h (through tst_safe_net.h, as the real headers do):
 * built with -Werror, this file does not compile when it does not. A
 * child moves into a user and network namespace of its own, where it is
 * root and the loopback is its only interface.
 */
#include <net/if.h>
#include <sys/wait.h>
#include "tst_test.h"

static void run(void)
{
	struct sockaddr_in sa;

	tst_init_sockaddr_inet(&sa, "127.0.0.1", 80);
	TST_EXP_EQ_LU(sa.sin_port, htons(80));
	if (!SAFE_FORK()) {
		tst_setup_netns();
		TST_EXP_EQ_LI(getuid(), 0);
		TST_EXP_EXPR(if_nametoindex("lo") > 0 &&
				     !if_nametoindex("eth0"),
			     "only the loopback in the new namespace");
		exit(0);
	}
	tst_reap_children();
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
	.needs_kconfigs =
		(const char *[]){
			"CONFIG_USER_NS=y",
			"CONFIG_NET_NS=y",
			NULL,
		},
};
