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

/*
 * The same on a release string of the caller's (the shell helpers' form):
 * cur_kver ("4.18.0-80.el8.x86_64") against r1.r2.r3, <0, 0 or >0.
 */
int tst_kvcmp(const char *cur_kver, int r1, int r2, int r3);

/*
 * Compare cur_kver with a distribution's extra version tst_exv
 * ("2.6.32-131.0.15"): the version, then the numbers after the '-' one by
 * one; <0 when cur_kver is older, 0 when equal, >0 when newer.
 */
int tst_kvexcmp(const char *tst_exv, const char *cur_kver);

/* The distribution whose kernel release cur_kver is: "RHEL<n>" for
 * ".el<n>", "OL<n>UEK" for ".el<n>uek"; NULL for another release. */
const char *tst_kvcmp_distname(const char *cur_kver);

#endif /* TST_KVERCMP_H */
