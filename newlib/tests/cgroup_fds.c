// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * SAFE_CG_OPEN() and SAFE_CG_FCHOWN() on a child group of the memory and
 * cpu controllers: "cgroup.procs" is opened and chowned in each hierarchy
 * the group is in (two when the controllers are mounted apart on v1, one
 * on v2), a controller's file in its own one only;
 * tst_cg_group_unified_dir_fd() opens the group's v2 directory, or is -1
 * when both are on v1.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "tst_test.h"

static struct tst_cg_group *cg;

static void run(void)
{
	int fds[TST_CG_ROOTS_MAX], n, i, roots, fd;
	const char *mem, *cpu;
	char path[PATH_MAX + 32];
	struct stat st;

	cg = tst_cg_group_mk(tst_cg, "fds");
	mem = tst_cg_group_dir(cg, "memory");
	cpu = tst_cg_group_dir(cg, "cpu");
	roots = strcmp(mem, cpu) ? 2 : 1;

	n = SAFE_CG_OPEN(cg, "cgroup.procs", O_RDONLY, fds);
	TST_EXP_EQ_LI(n, roots);
	for (i = 0; i < n; i++)
		SAFE_CLOSE(fds[i]);
	n = SAFE_CG_OPEN(cg, "memory.max", O_RDONLY, fds);
	TST_EXP_EQ_LI(n, 1);
	SAFE_CLOSE(fds[0]);

	SAFE_CG_FCHOWN(cg, "cgroup.procs", 65534, -1);
	snprintf(path, sizeof(path), "%s/cgroup.procs", mem);
	SAFE_STAT(path, &st);
	TST_EXP_EQ_LI(st.st_uid, 65534);
	snprintf(path, sizeof(path), "%s/cgroup.procs", cpu);
	SAFE_STAT(path, &st);
	TST_EXP_EQ_LI(st.st_uid, 65534);

	fd = tst_cg_group_unified_dir_fd(cg);
	if (tst_cg_ver("memory") == TST_CG_V2 ||
	    tst_cg_ver("cpu") == TST_CG_V2) {
		TST_EXP_EXPR(fd >= 0, "a descriptor of the v2 directory");
		SAFE_CLOSE(fd);
	} else {
		TST_EXP_EQ_LI(fd, -1);
	}
	cg = tst_cg_group_rm(cg);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.needs_cgroup_ctrls = (const char *const[]){ "memory", "cpu", NULL },
};
