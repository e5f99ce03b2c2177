/*
 * memory.use_hierarchy (cgroup v1): toggling it on a group without children
 * works where the kernel still allows the non-hierarchical mode. After a
 * child that charged page cache is removed, the kernel (since b2052564e66d,
 * "mm: memcontrol: continue cache reclaim from offlined groups") keeps the
 * child alive offline and refuses the toggle with EBUSY: expected, not a
 * failure. Kernels since 5.11 reject 0 altogether: TCONF.
 */
#include <errno.h>
#include <stdio.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "memcg_helpers.h"

char *TCID = "memcg_use_hierarchy_old";
int TST_TOTAL = 2;

#define CACHE_BYTES (8 * 1024 * 1024)

static char group[PATH_MAX];
static int file_no;

static void setup(void);
static void cleanup(void);

static int read_hier(const char *dir)
{
	return (int)MEMCG_READ(cleanup, dir, "memory.use_hierarchy");
}

static void refused_zero(void)
{
	if (tst_kvercmp(5, 11, 0) >= 0)
		tst_brkm(TCONF, cleanup,
			 "the kernel rejects memory.use_hierarchy=0 (EINVAL): "
			 "the non-hierarchical mode was removed in 5.11 "
			 "(bef8620cd8e0)");
	tst_brkm(TCONF, cleanup,
		 "memory.use_hierarchy=0 refused (EINVAL): the parent group "
		 "is hierarchical, which allows no change below it");
}

static int toggle(const char *dir, int from)
{
	if (!memcg_try_printf(dir, "memory.use_hierarchy", "%d", !from))
		return 0;
	if (errno == EINVAL && from == 1)
		refused_zero();
	return errno;
}

static void check_value(const char *dir, int want, const char *what)
{
	int val = read_hier(dir);

	if (val == want)
		tst_resm(TPASS, "%s: use_hierarchy reads %d", what, val);
	else
		tst_resm(TFAIL, "%s: use_hierarchy reads %d, expected %d", what,
			 val, want);
}

static void fresh_group(void)
{
	char dir[PATH_MAX];
	int from, err;

	MEMCG_MKDIR(cleanup, group, "fresh", dir);
	from = read_hier(dir);
	err = toggle(dir, from);
	if (err) {
		errno = err;
		tst_resm(TFAIL | TERRNO,
			 "toggling use_hierarchy %d -> %d on a group without "
			 "children failed",
			 from, !from);
	} else {
		check_value(dir, !from, "fresh group toggled");
		if (toggle(dir, !from))
			tst_resm(TFAIL | TERRNO, "toggling back failed");
		else
			check_value(dir, from, "fresh group toggled back");
	}
	MEMCG_RMDIR(cleanup, dir);
}

static void after_removed_child(void)
{
	char dir[PATH_MAX], child[PATH_MAX], path[32];
	int from, err;

	MEMCG_MKDIR(cleanup, group, "used", dir);
	MEMCG_MKDIR(cleanup, dir, "child", child);
	from = read_hier(dir);
	snprintf(path, sizeof(path), "cache.%d", file_no++);
	memcg_charge_cache(cleanup, child, path, CACHE_BYTES);
	MEMCG_RMDIR(cleanup, child);
	tst_resm(TINFO, "child removed; parent's hierarchical cache %llu B",
		 MEMCG_STAT(cleanup, dir, "memory.stat", "total_cache"));

	err = toggle(dir, from);
	if (err == EBUSY) {
		tst_resm(TPASS, "toggle refused (EBUSY) after the child was "
				"removed: its page cache keeps it offline, as "
				"since b2052564e66d");
		check_value(dir, from, "after the refusal");
	} else if (!err) {
		tst_resm(TINFO, "toggle allowed: the removed child's charges "
				"were already gone (reparented before "
				"b2052564e66d, or reclaimed)");
		check_value(dir, !from, "after the toggle");
		toggle(dir, !from);
	} else {
		errno = err;
		tst_resm(TFAIL | TERRNO, "toggle after a removed child failed");
	}
	SAFE_UNLINK(cleanup, path);
	MEMCG_RMDIR(cleanup, dir);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		fresh_group();
		after_removed_child();
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
	if (memcg_mnt.ver != 1)
		tst_brkm(TCONF, NULL,
			 "memory.use_hierarchy exists only on cgroup v1; the "
			 "memory controller is on v2");

	TEST_PAUSE;

	tst_tmpdir();
	memcg_require_disk_cwd(cleanup);

	snprintf(name, sizeof(name), "ltp_use_hierarchy_old_%d", getpid());
	MEMCG_MKDIR(cleanup, memcg_mnt.path, name, group);
}

static void cleanup(void)
{
	memcg_remove_tree(group);
	tst_rmdir();
}
