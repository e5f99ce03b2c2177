// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The cgroup helper on the memory controller: the test group, child groups,
 * moving a process in and out, control files under v1 and v2 names. With an
 * option it leaves nested groups behind (-l), or hangs (-w) or crashes (-c)
 * with processes inside them, so the library's teardown is checked.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tst_test.h"

static char *opt_leave, *opt_hang, *opt_crash, *opt_badfile;

static pid_t park_child(const struct tst_cg_group *cg)
{
	pid_t pid = SAFE_FORK();

	if (!pid) {
		pause();
		exit(0);
	}
	SAFE_CG_PRINTF(cg, "cgroup.procs", "%d", pid);
	return pid;
}

static int procs_has(const struct tst_cg_group *cg, pid_t pid)
{
	char buf[4096], want[32], *tok, *save;

	SAFE_CG_READ(cg, "cgroup.procs", buf, sizeof(buf));
	snprintf(want, sizeof(want), "%d", (int)pid);
	for (tok = strtok_r(buf, "\n", &save); tok;
	     tok = strtok_r(NULL, "\n", &save)) {
		if (!strcmp(tok, want))
			return 1;
	}
	return 0;
}

static void check_limit_names(const struct tst_cg_group *cg)
{
	unsigned long long val = 0;

	SAFE_CG_PRINTF(cg, "memory.max", "%d", 64 << 20);
	SAFE_CG_SCANF(cg, "memory.limit_in_bytes", "%llu", &val);
	if (val == 64ULL << 20)
		tst_res(TPASS,
			"limit written as memory.max reads back as "
			"memory.limit_in_bytes: %llu",
			val);
	else
		tst_res(TFAIL, "limit reads back as %llu, expected %llu", val,
			64ULL << 20);
	SAFE_CG_PRINT(cg, "memory.limit_in_bytes", "max");
	if (tst_cg_ver("memory") == 1) {
		SAFE_CG_SCANF(cg, "memory.max", "%llu", &val);
		if (val >= 1ULL << 62)
			tst_res(TPASS, "'max' lifts the v1 limit (%llu)", val);
		else
			tst_res(TFAIL, "'max' left the v1 limit at %llu", val);
	}
}

static void check_has(const struct tst_cg_group *cg)
{
	int v1 = tst_cg_ver("memory") == 1;

	if (SAFE_CG_HAS(cg, "memory.use_hierarchy") == v1)
		tst_res(TPASS, "memory.use_hierarchy %s on cgroup v%d",
			v1 ? "exists" : "is absent", tst_cg_ver("memory"));
	else
		tst_res(TFAIL, "memory.use_hierarchy presence wrong on v%d",
			tst_cg_ver("memory"));
	if (!SAFE_CG_HAS(cg, "cpu.nonexistent"))
		tst_res(TPASS, "a file of a controller not set up is absent");
	else
		tst_res(TFAIL, "SAFE_CG_HAS found cpu.nonexistent");
}

/* SAFE_CG_OCCURSIN() finds a string in a control file, and a group name
 * can be a printf() format. */
static void check_occursin(const struct tst_cg_group *a, pid_t pid)
{
	struct tst_cg_group *b = tst_cg_group_mk(a, "b%d", 7);
	char want[32];

	snprintf(want, sizeof(want), "%d", (int)pid);
	TST_EXP_EXPR(SAFE_CG_OCCURSIN(a, "cgroup.procs", want) &&
			     !SAFE_CG_OCCURSIN(b, "cgroup.procs", want),
		     "pid %d occurs in a/cgroup.procs, not in a/b7", (int)pid);
	TST_EXP_EXPR(!strcmp(tst_cg_group_name(b), "b7"),
		     "group made as \"b%%d\", 7 is named %s",
		     tst_cg_group_name(b));
	b = tst_cg_group_rm(b);
}

static void leave_mess(const struct tst_cg_group *a)
{
	struct tst_cg_group *b = tst_cg_group_mk(a, "nested");
	pid_t pids[2];

	pids[0] = park_child(b);
	pids[1] = park_child(a);
	tst_res(TINFO, "test group at %s", tst_cg_group_dir(tst_cg, "memory"));
	if (opt_crash) {
		/* Crash for real, also under a sanitizer's own handler. */
		signal(SIGSEGV, SIG_DFL);
		raise(SIGSEGV);
	}
	if (opt_hang)
		pause();
	/* The library waits for children; only the groups stay behind. */
	SAFE_KILL(pids[0], SIGKILL);
	SAFE_KILL(pids[1], SIGKILL);
	SAFE_WAITPID(pids[0], NULL, 0);
	SAFE_WAITPID(pids[1], NULL, 0);
	tst_res(TPASS, "left nested groups behind");
}

static void run(void)
{
	struct tst_cg_group *a;
	pid_t pid;

	if (opt_badfile)
		SAFE_CG_READ(tst_cg, "memory.no_such_file", (char[8]){}, 8);
	a = tst_cg_group_mk(tst_cg, "a");
	if (opt_leave || opt_hang || opt_crash) {
		leave_mess(a);
		return;
	}
	tst_res(TINFO, "memory controller on cgroup v%d, test group %s",
		tst_cg_ver("memory"), tst_cg_group_dir(tst_cg, "memory"));
	pid = park_child(a);
	if (procs_has(a, pid))
		tst_res(TPASS, "pid %d moved into group a", (int)pid);
	else
		tst_res(TFAIL, "pid %d not listed in a/cgroup.procs", (int)pid);
	check_occursin(a, pid);
	SAFE_CG_PRINTF(tst_cg_drain, "cgroup.procs", "%d", pid);
	if (!procs_has(a, pid) && procs_has(tst_cg_drain, pid))
		tst_res(TPASS, "pid %d moved out to the drain group", (int)pid);
	else
		tst_res(TFAIL, "pid %d did not move to the drain group",
			(int)pid);
	SAFE_KILL(pid, SIGKILL);
	SAFE_WAITPID(pid, NULL, 0);
	check_limit_names(a);
	check_has(a);
	SAFE_CG_STAT(a, "memory.stat", "total_cache");
	a = tst_cg_group_rm(a);
	tst_res(TPASS, "group a removed");
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
	.needs_cgroup_ctrls = (const char *const[]){ "memory", NULL },
	.options =
		(struct tst_option[]){
			{ "l", &opt_leave, "leave nested groups behind" },
			{ "w", &opt_hang, "hang with a process in a group" },
			{ "c", &opt_crash, "crash with a process in a group" },
			{ "b", &opt_badfile,
			  "read a control file that does not exist" },
			{} },
};
