// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Two controllers at once (memory and hugetlb: on this kind of machine one
 * on cgroup v1 and one on v2), run as two variants that both leave their
 * groups behind: the second test process must find the first one's groups
 * gone or removable, and the library removes the rest at the end.
 */
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include "tst_test.h"

static void check_procs(const struct tst_cg_group *cg, pid_t pid)
{
	char buf[256];

	SAFE_CG_READ(cg, "cgroup.procs", buf, sizeof(buf));
	if (atoi(buf) == pid)
		tst_res(TPASS, "pid %d listed in %s/cgroup.procs", (int)pid,
			tst_cg_group_name(cg));
	else
		tst_res(TFAIL, "cgroup.procs of %s reads '%s'",
			tst_cg_group_name(cg), buf);
}

static void check_v2_parent(const struct tst_cg_group *parent)
{
	char buf[256];

	if (tst_cg_ver("hugetlb") != 2)
		return;
	SAFE_CG_READ(parent, "cgroup.subtree_control", buf, sizeof(buf));
	if (strstr(buf, "hugetlb"))
		tst_res(TPASS, "v2 parent enables hugetlb for its children");
	else
		tst_res(TFAIL, "v2 parent's subtree_control reads '%s'", buf);
}

static void run(void)
{
	struct tst_cg_group *a = tst_cg_group_mk(tst_cg, "a");
	struct tst_cg_group *b = tst_cg_group_mk(a, "b");
	pid_t pid;

	tst_res(TINFO, "test group at %s; memory on v%d, hugetlb on v%d at %s",
		tst_cg_group_dir(tst_cg, "memory"), tst_cg_ver("memory"),
		tst_cg_ver("hugetlb"), tst_cg_group_dir(b, "hugetlb"));
	pid = SAFE_FORK();
	if (!pid) {
		pause();
		exit(0);
	}
	SAFE_CG_PRINTF(b, "cgroup.procs", "%d", pid);
	check_procs(b, pid);
	check_v2_parent(a);
	SAFE_KILL(pid, SIGKILL);
	SAFE_WAITPID(pid, NULL, 0);
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
	.test_variants = 2,
	.needs_cgroup_ctrls =
		(const char *const[]){ "memory", "hugetlb", NULL },
};
