// SPDX-License-Identifier: GPL-2.0-or-later
/* Unused ids, and checks of the ids the process has. */
#include <errno.h>
#include <grp.h>

#include "tst_test.h"
#include "tst_uid.h"

/* Below the range distributions give to dynamic system groups. */
#define MAX_GID 32767

gid_t tst_get_free_gid_(const char *file, const int lineno, gid_t skip)
{
	gid_t gid;

	for (gid = 1; gid < MAX_GID; gid++) {
		if (gid == skip)
			continue;
		errno = 0;
		if (getgrgid(gid))
			continue;
		if (errno && errno != ENOENT && errno != ESRCH)
			tst_brk_(file, lineno, TBROK | TERRNO,
				 "getgrgid(%d) failed", (int)gid);
		tst_res_(file, lineno, TINFO, "found unused GID %d", (int)gid);
		return gid;
	}
	tst_brk_(file, lineno, TBROK, "no free group id below %d", MAX_GID);
	return (gid_t)-1;
}

/* Ids from 1 up, skipping those in buf[0 .. start-1]. */
static void fill_ids(unsigned int *buf, unsigned int start, unsigned int count)
{
	unsigned int i = start, j, id;

	for (id = 1; i < count; id++) {
		for (j = 0; j < start && buf[j] != id; j++)
			;
		if (j == start)
			buf[i++] = id;
	}
}

void tst_get_uids(uid_t *buf, unsigned int start, unsigned int count)
{
	fill_ids((unsigned int *)buf, start, count);
}

void tst_get_gids(gid_t *buf, unsigned int start, unsigned int count)
{
	fill_ids((unsigned int *)buf, start, count);
}

static int id_ok(unsigned int have, unsigned int want)
{
	return want == (unsigned int)-1 || have == want;
}

static int check_ids(const char *file, int lineno, const char *callstr,
		     const char *kind, const unsigned int have[3],
		     const unsigned int want[3])
{
	if (id_ok(have[0], want[0]) && id_ok(have[1], want[1]) &&
	    id_ok(have[2], want[2]))
		return 1;
	tst_res_(file, lineno, TFAIL,
		 "%s: real, effective, saved %s: expected (%d, %d, %d), got "
		 "(%d, %d, %d)",
		 callstr, kind, (int)want[0], (int)want[1], (int)want[2],
		 (int)have[0], (int)have[1], (int)have[2]);
	return 0;
}

int tst_check_resuid_(const char *file, const int lineno, const char *callstr,
		      uid_t exp_ruid, uid_t exp_euid, uid_t exp_suid)
{
	uid_t r, e, s;
	unsigned int have[3], want[3] = { exp_ruid, exp_euid, exp_suid };

	if (getresuid(&r, &e, &s))
		tst_brk_(file, lineno, TBROK | TERRNO, "getresuid() failed");
	have[0] = r;
	have[1] = e;
	have[2] = s;
	return check_ids(file, lineno, callstr, "uid", have, want);
}

int tst_check_resgid_(const char *file, const int lineno, const char *callstr,
		      gid_t exp_rgid, gid_t exp_egid, gid_t exp_sgid)
{
	gid_t r, e, s;
	unsigned int have[3], want[3] = { exp_rgid, exp_egid, exp_sgid };

	if (getresgid(&r, &e, &s))
		tst_brk_(file, lineno, TBROK | TERRNO, "getresgid() failed");
	have[0] = r;
	have[1] = e;
	have[2] = s;
	return check_ids(file, lineno, callstr, "gid", have, want);
}
