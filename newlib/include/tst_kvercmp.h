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

/* A distribution (dist_name "RHEL5", "RHEL6", "RHEL7": its kernels' release
 * strings hold ".elN") whose kernels of version extra_ver and later have a
 * fix backported. */
struct tst_kern_exv {
	char *dist_name;
	char *extra_ver;
};
/*
 * tst_kvercmp(r1, r2, r3), except that a running kernel of a distribution
 * listed in vers[] is compared with that entry's extra_ver instead. vers
 * (NULL, or terminated by an entry with dist_name NULL). The new API has it
 * as the old one had: tests converted from the old API keep calling it.
 */
int tst_kvercmp2(int r1, int r2, int r3, struct tst_kern_exv *vers);

#endif /* TST_KVERCMP_H */
