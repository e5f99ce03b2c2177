// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_memutils.h: tst_enable_oom_protection() and
 * tst_disable_oom_protection() on the caller (pid 0) and on a child by its
 * pid. Root with CAP_SYS_RESOURCE protects (-1000), root without it leaves
 * the value and says so; a child that raised its own value to 500 gets 0
 * back from root; for another user nothing changes.
 */
#include <stdlib.h>
#include <sys/wait.h>
#include "tst_test.h"

static int score_adj(pid_t pid)
{
	char path[64];
	int v;

	snprintf(path, sizeof(path), "/proc/%d/oom_score_adj", (int)pid);
	SAFE_FILE_SCANF(path, "%d", &v);
	return v;
}

static void run(void)
{
	unsigned long long caps = 0;
	int root = !geteuid(), before = score_adj(getpid());
	int cap, child_dflt;
	pid_t pid;

	FILE_LINES_SCANF("/proc/self/status", "CapEff: %llx", &caps);
	cap = root && (caps & (1ULL << 24)); /* CAP_SYS_RESOURCE */
	tst_res(TINFO, "root %d, CAP_SYS_RESOURCE %d", root, cap);

	tst_enable_oom_protection(0);
	TST_EXP_EQ_LI(score_adj(getpid()), cap ? -1000 : before);

	pid = SAFE_FORK();
	if (!pid) {
		SAFE_FILE_PRINTF("/proc/self/oom_score_adj", "500");
		tst_disable_oom_protection(0);
		TST_EXP_EQ_LI(score_adj(getpid()), root ? 0 : 500);
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	child_dflt = root ? 0 : 500;
	tst_enable_oom_protection(pid);
	TST_EXP_EQ_LI(score_adj(pid), cap ? -1000 : child_dflt);
	TST_CHECKPOINT_WAKE(0);
	SAFE_WAITPID(pid, NULL, 0);

	tst_disable_oom_protection(getpid());
	TST_EXP_EQ_LI(score_adj(getpid()), root ? 0 : before);
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
