// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_get_in_addr(), tst_get_in6_addr() and tst_private.h's helpers: the
 * prefix of "address/prefix", the exported variables (stdout), a comment
 * result; -p: a prefix too long for IPv4 is TCONF.
 */
#include <arpa/inet.h>
#include <string.h>

#include "tst_test.h"
#include "tst_net.h"
#include "tst_private.h"

static char *bad_prefix;

static void run(void)
{
	char v4[] = "10.0.0.2/24", v6[] = "fd00::1/64", plain[] = "10.0.0.3";
	struct in6_addr ip6;
	struct in_addr ip;

	if (bad_prefix) {
		char bad[] = "10.0.0.2/33";

		tst_get_prefix(bad, 0);
		tst_res(TFAIL, "a prefix of 33 was taken");
		return;
	}
	TST_EXP_EQ_LI(tst_get_prefix(v4, 0), 24);
	TST_EXP_EQ_LI(tst_get_prefix(v6, 1), 64);
	TST_EXP_EQ_LI(tst_get_prefix(plain, 0), -1);
	tst_get_in_addr(v4, &ip);
	tst_get_in6_addr(v6, &ip6);
	TST_EXP_EQ_LU(ntohl(ip.s_addr), 0x0a000002);
	TST_EXP_EQ_LI(ip6.s6_addr[15], 1);

	tst_print_svar("LHOST", v4);
	tst_print_svar_change("LHOST_IFACES", "lo");
	tst_print_svar(NULL, "nothing");
	fflush(stdout);
	tst_res_comment(TINFO, "a comment for the shell");
}

static struct tst_test test = {
	.test_all = run,
	.options =
		(struct tst_option[]){
			{ "p", &bad_prefix, "a prefix too long for IPv4" },
			{},
		},
};
