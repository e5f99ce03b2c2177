// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The real library's "base" pseudo-controller (cgroup_core03): the test's
 * group is in the cgroup v2 hierarchy whatever controllers that has (none
 * on a hybrid system, whose controllers are all on v1), no controller is
 * enabled for it; children moved into a group of it are counted in its
 * cgroup.procs and killed through its cgroup.kill.
 */
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include "tst_test.h"

#define NCHILD 3

static void run(void)
{
	struct tst_cg_group *cg = tst_cg_group_mk(tst_cg, "base_kill");
	char buf[256];
	pid_t pids[NCHILD];
	int i, n, status;
	char *p;

	TST_EXP_EQ_LI(tst_cg_ver("base"), TST_CG_V2);
	for (i = 0; i < NCHILD; i++) {
		pids[i] = SAFE_FORK();
		if (!pids[i]) {
			SAFE_CG_PRINTF(cg, "cgroup.procs", "%d", getpid());
			TST_CHECKPOINT_WAKE(0);
			pause();
			exit(1);
		}
		TST_CHECKPOINT_WAIT(0);
	}
	SAFE_CG_READ(cg, "cgroup.procs", buf, sizeof(buf));
	for (n = 0, p = buf; *p; p++)
		n += *p == '\n';
	TST_EXP_EQ_LI(n, NCHILD);
	if (!SAFE_CG_HAS(cg, "cgroup.kill")) {
		for (i = 0; i < NCHILD; i++)
			SAFE_KILL(pids[i], SIGKILL);
		tst_res(TCONF, "no cgroup.kill in this kernel");
	} else {
		SAFE_CG_PRINTF(cg, "cgroup.kill", "%d", 1);
	}
	for (i = 0; i < NCHILD; i++) {
		SAFE_WAITPID(pids[i], &status, 0);
		TST_EXP_EXPR(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL,
			     "child %d %s", i, tst_strstatus(status));
	}
	cg = tst_cg_group_rm(cg);
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.needs_cgroup_ctrls = (const char *const[]){ "base", NULL },
	.needs_cgroup_ver = TST_CG_V2,
};
