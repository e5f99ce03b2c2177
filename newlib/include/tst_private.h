/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Helpers of the suite's own programs that the shell tests run (the
 * network variables they export): not for tests.
 */
#ifndef TST_PRIVATE_H
#define TST_PRIVATE_H

#include <stdio.h>

#define MAX_IPV4_PREFIX 32
#define MAX_IPV6_PREFIX 128

/* A result or a TCONF whose line the shell reads as a comment ("# "). */
#define tst_res_comment(...)           \
	do {                           \
		fprintf(stderr, "# "); \
		tst_res(__VA_ARGS__);  \
	} while (0)
#define tst_brk_comment(...)                 \
	do {                                 \
		fprintf(stderr, "# ");       \
		tst_brk(TCONF, __VA_ARGS__); \
	} while (0)

/* On stdout: export NAME="val"; the second keeps a value NAME already
 * has (export NAME="${NAME:-val}"). Nothing when either is NULL. */
void tst_print_svar(const char *name, const char *val);
void tst_print_svar_change(const char *name, const char *val);

/*
 * The prefix of "address/prefix" (ip_str ends at the '/' afterwards), or -1
 * when there is none; a prefix outside 1..32 (IPv4) or 1..128 (IPv6) is
 * TCONF.
 */
int tst_get_prefix(const char *ip_str, int is_ipv6);

#endif /* TST_PRIVATE_H */
