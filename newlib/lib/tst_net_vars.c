// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Prefixes of text addresses, and the variables the suite's network
 * helper programs print for the shell tests.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tst_test.h"
#include "tst_net.h"
#include "tst_private.h"

void tst_print_svar(const char *name, const char *val)
{
	if (name && val)
		printf("export %s=\"%s\"\n", name, val);
}

void tst_print_svar_change(const char *name, const char *val)
{
	if (name && val)
		printf("export %s=\"${%s:-%s}\"\n", name, name, val);
}

int tst_get_prefix(const char *ip_str, int is_ipv6)
{
	char *slash = strchr(ip_str, '/');
	int max = is_ipv6 ? MAX_IPV6_PREFIX : MAX_IPV4_PREFIX;
	char *end;
	long prefix;

	if (!slash)
		return -1;
	*slash = '\0';
	prefix = strtol(slash + 1, &end, 10);
	if (end == slash + 1 || *end || prefix < 1 || prefix > max)
		tst_brk_comment("bad %s prefix: '%s'",
				is_ipv6 ? "IPv6" : "IPv4", slash + 1);
	return prefix;
}
