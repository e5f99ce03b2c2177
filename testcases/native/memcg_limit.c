// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A process in a memory cgroup limited to 32 MiB touches 128 MiB of
 * anonymous memory. The kernel promises that the group's usage never goes
 * above the limit, and that the process is either OOM-killed (SIGKILL:
 * no swap, or swap accounting limits it too) or survives because its pages
 * were reclaimed to swap, in which case the limit was hit (memory.failcnt on
 * v1, "max" in memory.events on v2).
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "tst_test.h"
#include "memcg_lib.h"

#define LIMIT (32ULL * MEMCG_MB)
#define TOUCH (128UL * MEMCG_MB)

static void toucher(const struct tst_cg_group *g)
{
	long page = sysconf(_SC_PAGESIZE);
	char *buf;
	size_t i;

	SAFE_CG_PRINTF(g, "cgroup.procs", "%d", (int)getpid());
	buf = SAFE_MMAP(NULL, TOUCH, PROT_READ | PROT_WRITE,
			MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	for (i = 0; i < TOUCH; i += page)
		buf[i] = 1;
	exit(0);
}

/* Wait for pid, sampling the group's usage; returns the highest seen. */
static unsigned long long wait_sampling(const struct tst_cg_group *g, pid_t pid,
					int *status)
{
	struct timespec ts = { .tv_nsec = 2 * 1000 * 1000 };
	unsigned long long peak = 0, usage;

	while (!SAFE_WAITPID(pid, status, WNOHANG)) {
		usage = memcg_usage(g);
		if (usage > peak)
			peak = usage;
		nanosleep(&ts, NULL);
	}
	return peak;
}

static unsigned long long peak_of(const struct tst_cg_group *g,
				  unsigned long long sampled)
{
	unsigned long long peak;

	/* The kernel's own watermark catches spikes the samples miss. */
	if (!SAFE_CG_HAS(g, "memory.max_usage_in_bytes"))
		return sampled;
	SAFE_CG_SCANF(g, "memory.max_usage_in_bytes", "%llu", &peak);
	return peak > sampled ? peak : sampled;
}

static unsigned long long limit_hits(const struct tst_cg_group *g)
{
	unsigned long long n;

	if (tst_cg_ver("memory") == 2)
		return SAFE_CG_STAT(g, "memory.events", "max");
	SAFE_CG_SCANF(g, "memory.failcnt", "%llu", &n);
	return n;
}

static void check_end(const struct tst_cg_group *g, int status)
{
	unsigned long long hits = limit_hits(g);

	if (WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL) {
		tst_res(TPASS,
			"the process was OOM-killed (SIGKILL); the "
			"limit was hit %llu times",
			hits);
	} else if (WIFEXITED(status) && !WEXITSTATUS(status)) {
		if (hits)
			tst_res(TPASS,
				"the process survived by reclaim (swap); "
				"the limit was hit %llu times",
				hits);
		else
			tst_res(TFAIL,
				"the process touched %lu MiB in a %llu "
				"MiB group without hitting the limit",
				TOUCH / MEMCG_MB, LIMIT / MEMCG_MB);
	} else {
		tst_res(TFAIL, "the process ended with status 0x%x", status);
	}
}

static void run(void)
{
	struct tst_cg_group *g = tst_cg_group_mk(tst_cg, "limited");
	unsigned long long peak;
	int status;
	pid_t pid;

	SAFE_CG_PRINTF(g, "memory.max", "%llu", LIMIT);
	pid = SAFE_FORK();
	if (!pid)
		toucher(g);
	peak = peak_of(g, wait_sampling(g, pid, &status));
	if (peak <= LIMIT)
		tst_res(TPASS,
			"usage peaked at %llu B, within the %llu B limit", peak,
			LIMIT);
	else
		tst_res(TFAIL, "usage peaked at %llu B, above the %llu B limit",
			peak, LIMIT);
	check_end(g, status);
	tst_cg_group_rm(g);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
	.needs_cgroup_ctrls = (const char *const[]){ "memory", NULL },
	.tags = (const struct tst_tag[]){ { "linux-git", "b2052564e66d" }, {} },
};
