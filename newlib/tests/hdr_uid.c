// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_uid.h: a group id no group has, distinct unused uids around the ones
 * a test holds, and tst_check_resuid()/tst_check_resgid() after the ids
 * change (in a child, which drops root); SAFE_SETGID()/SAFE_SETUID() in
 * another child, to a free gid of tst_get_gids().
 */
#include <grp.h>
#include <stdlib.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_uid.h"

static void gids_child(uid_t uid)
{
	gid_t gids[3] = { 0 };
	int status;

	tst_get_gids(gids, 1, 3);
	TST_EXP_EXPR(gids[1] && gids[2] && gids[1] != gids[2],
		     "tst_get_gids(): %d, %d", (int)gids[1], (int)gids[2]);
	if (!SAFE_FORK()) {
		SAFE_SETGID(gids[2]);
		SAFE_SETUID(uid);
		TST_EXP_EXPR(getgid() == gids[2] && getuid() == uid &&
				     geteuid() == uid,
			     "setgid(%d), setuid(%d)", (int)gids[2], (int)uid);
		exit(0);
	}
	SAFE_WAIT(&status);
}

static void run(void)
{
	gid_t gid = tst_get_free_gid(0), other = tst_get_free_gid(gid);
	uid_t uids[4] = { 1, 3 };
	int status;

	TST_EXP_EXPR(!getgrgid(gid) && other != gid, "free gids %d and %d",
		     (int)gid, (int)other);
	tst_get_uids(uids, 2, 4);
	TST_EXP_EXPR(uids[2] == 2 && uids[3] == 4,
		     "tst_get_uids() skips the held ones: %d, %d", (int)uids[2],
		     (int)uids[3]);
	TST_EXP_EQ_LI(tst_check_resuid("now", 0, 0, 0), 1);
	if (!SAFE_FORK()) {
		SAFE_SETRESGID(gid, gid, gid);
		TST_EXP_EQ_LI(tst_check_resgid("setresgid", gid, gid, gid), 1);
		SAFE_SETRESUID(uids[2], uids[3], 0);
		TST_EXP_EQ_LI(
			tst_check_resuid("setresuid", uids[2], uids[3], -1), 1);
		exit(0);
	}
	SAFE_WAIT(&status);
	gids_child(uids[2]);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
};
