/*
 * Page cache charged by a memory cgroup that is then removed stays with the
 * removed (offline) child since b2052564e66d ("mm: memcontrol: continue
 * cache reclaim from offlined groups"): it still counts in the parent's
 * hierarchical usage and statistics but no longer in the parent's local
 * ones (v1 "cache"), and reclaim from the parent (a lowered limit) frees
 * it. Kernels before it moved the charge into the parent's local
 * statistics.
 */
#include <errno.h>
#include <stdio.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "memcg_helpers.h"

char *TCID = "memcg_removed_charge_old";
int TST_TOTAL = 3;

#define MB (1024ULL * 1024)
#define CACHE_BYTES (16 * MB)

static char group[PATH_MAX];
static int file_no;
static int reparents;

static void setup(void);
static void cleanup(void);

static unsigned long long cache_of(const char *dir)
{
	return MEMCG_STAT(cleanup, dir, "memory.stat", "total_cache");
}

static unsigned long long usage_of(const char *dir)
{
	return MEMCG_READ(cleanup, dir, "memory.usage_in_bytes");
}

static void check_hierarchical(const char *dir, unsigned long long charged,
			       unsigned long long usage0)
{
	unsigned long long cache = cache_of(dir), usage = usage_of(dir);

	if (cache >= charged * 3 / 4 && usage >= usage0 + charged * 3 / 4)
		tst_resm(TPASS,
			 "parent's hierarchical usage still has the "
			 "removed child's cache: total_cache %llu of "
			 "%llu B, usage %llu -> %llu",
			 cache, charged, usage0, usage);
	else
		tst_resm(TFAIL,
			 "the removed child's cache is gone from the "
			 "parent: total_cache %llu of %llu B, usage "
			 "%llu -> %llu",
			 cache, charged, usage0, usage);
}

static void check_local(const char *dir, unsigned long long charged)
{
	unsigned long long local;

	if (memcg_mnt.ver != 1) {
		tst_resm(TINFO, "cgroup v2 keeps no local memory statistics");
		return;
	}
	local = MEMCG_STAT(cleanup, dir, "memory.stat", "cache");
	if (!reparents && local <= charged / 4)
		tst_resm(TPASS,
			 "parent's local cache is %llu B: the charge "
			 "stayed with the offline child (since "
			 "b2052564e66d)",
			 local);
	else if (reparents && local >= charged * 3 / 4)
		tst_resm(TPASS,
			 "parent's local cache is %llu B: the charge "
			 "was moved to the parent (before b2052564e66d)",
			 local);
	else
		tst_resm(TFAIL,
			 "parent's local cache is %llu B of %llu "
			 "charged, expected %s",
			 local, charged,
			 reparents ? "all of it" : "none of it");
}

static void reclaim(const char *dir, unsigned long long usage,
		    unsigned long long cache)
{
	unsigned long long limit = usage - cache + 2 * MB;

	if (!memcg_try_printf(dir, "memory.limit_in_bytes", "%llu", limit)) {
		tst_resm(TINFO, "parent's limit lowered to %llu B", limit);
	} else if (errno == EBUSY && memcg_mnt.ver == 1) {
		tst_resm(TINFO, "limit %llu B not reachable, using force_empty",
			 limit);
		MEMCG_PRINTF(cleanup, dir, "memory.force_empty", "0");
	} else {
		tst_brkm(TBROK | TERRNO, cleanup,
			 "lowering the limit to %llu failed", limit);
	}
	MEMCG_PRINTF(cleanup, dir, "memory.limit_in_bytes", "%s",
		     memcg_mnt.ver == 1 ? "-1" : "max");
}

static void check_reclaim(const char *dir, unsigned long long charged)
{
	unsigned long long usage = usage_of(dir), cache = cache_of(dir), after;

	reclaim(dir, usage, cache);
	after = usage_of(dir);
	cache = cache_of(dir);
	if (after + charged * 3 / 4 <= usage && cache <= charged / 4)
		tst_resm(TPASS,
			 "reclaim from the parent freed the offline "
			 "child's cache: usage %llu -> %llu, total_cache "
			 "%llu",
			 usage, after, cache);
	else
		tst_resm(TFAIL,
			 "reclaim from the parent left the cache: usage "
			 "%llu -> %llu, total_cache %llu",
			 usage, after, cache);
}

static void verify_removed_charge(void)
{
	char parent[PATH_MAX], child[PATH_MAX], path[32];
	unsigned long long usage0, charged;

	MEMCG_MKDIR(cleanup, group, "parent", parent);
	MEMCG_MKDIR(cleanup, parent, "child", child);
	usage0 = usage_of(parent);
	snprintf(path, sizeof(path), "cache.%d", file_no++);
	memcg_charge_cache(cleanup, child, path, CACHE_BYTES);
	charged = cache_of(child);
	if (charged < CACHE_BYTES * 3 / 4)
		tst_brkm(TBROK, cleanup,
			 "the child was charged %llu B for %llu B written",
			 charged, CACHE_BYTES);
	tst_resm(TINFO, "child charged %llu B of page cache", charged);
	MEMCG_RMDIR(cleanup, child);

	check_hierarchical(parent, charged, usage0);
	check_local(parent, charged);
	check_reclaim(parent, charged);

	SAFE_UNLINK(cleanup, path);
	MEMCG_RMDIR(cleanup, parent);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_removed_charge();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	char name[64];

	tst_require_root();

	tst_sig(FORK, DEF_HANDLER, cleanup);

	memcg_mount_find(NULL);
	reparents = tst_kvercmp(3, 19, 0) < 0;

	TEST_PAUSE;

	tst_tmpdir();
	memcg_require_disk_cwd(cleanup);

	snprintf(name, sizeof(name), "ltp_removed_charge_old_%d", getpid());
	MEMCG_MKDIR(cleanup, memcg_mnt.path, name, group);
}

static void cleanup(void)
{
	memcg_remove_tree(group);
	tst_rmdir();
}
