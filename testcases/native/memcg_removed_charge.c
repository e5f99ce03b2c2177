// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Page cache charged by a memory cgroup that is then removed. Since
 * b2052564e66d ("mm: memcontrol: continue cache reclaim from offlined
 * groups") the charge stays with the removed (offline) child instead of
 * moving to the parent: it still counts in the parent's hierarchical usage
 * and statistics (usage_in_bytes, total_cache; memory.current and "file" on
 * v2) but no longer in the parent's local statistics (v1 "cache"), and
 * reclaim from the parent (a lowered limit) still finds and frees it.
 * Kernels before it moved the charge into the parent's local statistics.
 */
#include <errno.h>
#include <stdio.h>
#include <unistd.h>
#include "tst_test.h"
#include "memcg_lib.h"

#define CACHE_BYTES (16 * MEMCG_MB)

static unsigned int file_no;
static int reparents; /* kernels before b2052564e66d (3.19) */

static unsigned long long cache_of(const struct tst_cg_group *cg)
{
	return SAFE_CG_STAT(cg, "memory.stat", "total_cache");
}

/*
 * memory.stat lags the charges: the kernel gathers its per-CPU counts in
 * batches, at the latest every 2 s. The parent's cache once it is at
 * least min (max 0: at most max), else what it is after 3 s.
 */
static unsigned long long settled_cache(const struct tst_cg_group *p,
					unsigned long long min,
					unsigned long long max)
{
	unsigned long long cache = cache_of(p);
	int i;

	for (i = 0; i < 30; i++) {
		if (max ? cache <= max : cache >= min)
			break;
		usleep(100000);
		cache = cache_of(p);
	}
	return cache;
}

static void check_hierarchical(const struct tst_cg_group *p,
			       unsigned long long charged,
			       unsigned long long usage0)
{
	unsigned long long cache = settled_cache(p, charged * 3 / 4, 0);
	unsigned long long usage = memcg_usage(p);

	/* A quarter may be reclaimed meanwhile on a busy machine. */
	if (cache >= charged * 3 / 4 && usage >= usage0 + charged * 3 / 4)
		tst_res(TPASS,
			"parent's hierarchical usage still has the "
			"removed child's cache: total_cache %llu of %llu "
			"B, usage %llu -> %llu",
			cache, charged, usage0, usage);
	else
		tst_res(TFAIL,
			"the removed child's cache is gone from the "
			"parent: total_cache %llu of %llu B, usage %llu "
			"-> %llu",
			cache, charged, usage0, usage);
}

static void check_local(const struct tst_cg_group *p,
			unsigned long long charged)
{
	unsigned long long local;

	if (tst_cg_ver("memory") != 1) {
		tst_res(TINFO, "cgroup v2 keeps no local memory statistics");
		return;
	}
	local = SAFE_CG_STAT(p, "memory.stat", "cache");
	if (!reparents && local <= charged / 4)
		tst_res(TPASS,
			"parent's local cache is %llu B: the charge "
			"stayed with the offline child (since "
			"b2052564e66d)",
			local);
	else if (reparents && local >= charged * 3 / 4)
		tst_res(TPASS,
			"parent's local cache is %llu B: the charge was "
			"moved to the parent (before b2052564e66d)",
			local);
	else
		tst_res(TFAIL,
			"parent's local cache is %llu B of %llu charged, "
			"expected %s",
			local, charged, reparents ? "all of it" : "none of it");
}

/* Lower the parent's limit below the cache; v1 falls back to force_empty
 * when the kernel cannot reach the limit (EBUSY). */
static void reclaim(const struct tst_cg_group *p, unsigned long long usage,
		    unsigned long long cache)
{
	unsigned long long limit = usage - cache + 2 * MEMCG_MB;

	if (!tst_cg_try_printf(p, "memory.max", "%llu", limit)) {
		tst_res(TINFO, "parent's limit lowered to %llu B", limit);
	} else if (errno == EBUSY && tst_cg_ver("memory") == 1) {
		tst_res(TINFO, "limit %llu B not reachable, using force_empty",
			limit);
		SAFE_CG_PRINTF(p, "memory.force_empty", "0");
	} else {
		tst_brk(TBROK | TERRNO, "lowering memory.max to %llu failed",
			limit);
	}
	SAFE_CG_PRINTF(p, "memory.max", "max");
}

static void check_reclaim(const struct tst_cg_group *p,
			  unsigned long long charged)
{
	unsigned long long usage = memcg_usage(p), cache = cache_of(p), after;

	reclaim(p, usage, cache);
	after = memcg_usage(p);
	cache = settled_cache(p, 0, charged / 4);
	if (after + charged * 3 / 4 <= usage && cache <= charged / 4)
		tst_res(TPASS,
			"reclaim from the parent freed the offline "
			"child's cache: usage %llu -> %llu, total_cache "
			"%llu",
			usage, after, cache);
	else
		tst_res(TFAIL,
			"reclaim from the parent left the cache: usage "
			"%llu -> %llu, total_cache %llu",
			usage, after, cache);
}

static void run(void)
{
	struct tst_cg_group *p = tst_cg_group_mk(tst_cg, "parent");
	struct tst_cg_group *c = tst_cg_group_mk(p, "child");
	unsigned long long usage0 = memcg_usage(p), charged;
	char path[32];

	snprintf(path, sizeof(path), "cache.%u", file_no++);
	memcg_charge_cache(c, path, CACHE_BYTES);
	charged = cache_of(c);
	if (charged < CACHE_BYTES * 3 / 4)
		tst_brk(TBROK, "the child was charged %llu B for %d B written",
			charged, CACHE_BYTES);
	tst_res(TINFO, "child charged %llu B of page cache", charged);
	c = tst_cg_group_rm(c);

	check_hierarchical(p, charged, usage0);
	check_local(p, charged);
	check_reclaim(p, charged);

	SAFE_UNLINK(path);
	tst_cg_group_rm(p);
}

static void setup(void)
{
	reparents = tst_kvercmp(3, 19, 0) < 0;
	memcg_require_disk_tmpdir();
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.needs_cgroup_ctrls = (const char *const[]){ "memory", NULL },
	.tags = (const struct tst_tag[]){ { "linux-git", "b2052564e66d" }, {} },
};
