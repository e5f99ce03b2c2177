/* SPDX-License-Identifier: GPL-2.0-or-later */
/* User and group ids for tests that switch ids: unused ones, and checking
 * what the process has now. */
#ifndef TST_UID_H
#define TST_UID_H

#include <sys/types.h>

/* A group id no group has, other than skip; TBROK when none is found. */
gid_t tst_get_free_gid_(const char *file, const int lineno, gid_t skip);
#define tst_get_free_gid(skip) tst_get_free_gid_(__FILE__, __LINE__, (skip))

/*
 * Fill buf[start .. count-1] with distinct ids (from 1 up) that are not
 * among buf[0 .. start-1] (ids the test already uses).
 */
void tst_get_uids(uid_t *buf, unsigned int start, unsigned int count);
void tst_get_gids(gid_t *buf, unsigned int start, unsigned int count);

/*
 * Whether the real, effective and saved ids are the expected ones (-1:
 * any); TFAIL naming callstr and all three when not. Returns 1 when they
 * are, else 0.
 */
int tst_check_resuid_(const char *file, const int lineno, const char *callstr,
		      uid_t exp_ruid, uid_t exp_euid, uid_t exp_suid);
#define tst_check_resuid(callstr, exp_ruid, exp_euid, exp_suid)      \
	tst_check_resuid_(__FILE__, __LINE__, (callstr), (exp_ruid), \
			  (exp_euid), (exp_suid))

int tst_check_resgid_(const char *file, const int lineno, const char *callstr,
		      gid_t exp_rgid, gid_t exp_egid, gid_t exp_sgid);
#define tst_check_resgid(callstr, exp_rgid, exp_egid, exp_sgid)      \
	tst_check_resgid_(__FILE__, __LINE__, (callstr), (exp_rgid), \
			  (exp_egid), (exp_sgid))

#endif /* TST_UID_H */
