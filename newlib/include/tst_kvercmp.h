/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Comparing the running kernel's version. */
#ifndef TST_KVERCMP_H
#define TST_KVERCMP_H

/*
 * Compare the running kernel (uname -r) with r1.r2.r3: negative when it is
 * older, 0 when equal, positive when newer. Suffixes ("-rc1", "-generic")
 * are ignored.
 */
int tst_kvercmp(int r1, int r2, int r3);

/* Parse "a.b.c" (b and c optional) into numbers; 0 on success, -1 if bad. */
int tst_parse_kver(const char *str, int *v1, int *v2, int *v3);

/* Compare two version strings as above; -2 when either cannot be parsed. */
int tst_kvercmp_str(const char *running, const char *wanted);

#endif /* TST_KVERCMP_H */
