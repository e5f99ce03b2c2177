// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * memory.use_hierarchy (cgroup v1) can be toggled on a group that never had
 * children, where the kernel still allows the non-hierarchical mode. Since
 * b2052564e66d ("mm: memcontrol: continue cache reclaim from offlined
 * groups") a removed child whose page cache is still charged stays alive
 * offline, so its parent counts as having children and refuses the toggle
 * with EBUSY, even though no child directory is left: that is expected, not
 * a failure (LTP issue #93). Kernels since 5.11 (bef8620cd8e0) reject 0
 * altogether; the test then ends TCONF.
 */
#include <errno.h>
#include <stdio.h>
#include <unistd.h>
#include "tst_test.h"
#include "memcg_lib.h"

#define CACHE_BYTES (8 * MEMCG_MB)

static unsigned int file_no;

static int read_hier(const struct tst_cg_group *cg)
{
	int val;

	SAFE_CG_SCANF(cg, "memory.use_hierarchy", "%d", &val);
	return val;
}

static void refused_zero(void)
{
	if (tst_kvercmp(5, 11, 0) >= 0)
		tst_brk(TCONF, "the kernel rejects memory.use_hierarchy=0 "
			       "(EINVAL): the non-hierarchical mode was "
			       "removed in 5.11 (bef8620cd8e0)");
	else
		tst_brk(TCONF,
			"memory.use_hierarchy=0 refused (EINVAL): the parent "
			"group is hierarchical, which allows no change below it");
}

/* Write the opposite value; 0 or the errno of the refusal. */
static int toggle(const struct tst_cg_group *cg, int from)
{
	if (!tst_cg_try_printf(cg, "memory.use_hierarchy", "%d", !from))
		return 0;
	if (errno == EINVAL && from == 1)
		refused_zero();
	return errno;
}

static void check_value(const struct tst_cg_group *cg, int want,
			const char *what)
{
	int val = read_hier(cg);

	if (val == want)
		tst_res(TPASS, "%s: use_hierarchy reads %d", what, val);
	else
		tst_res(TFAIL, "%s: use_hierarchy reads %d, expected %d", what,
			val, want);
}

static void fresh_group(void)
{
	struct tst_cg_group *g = tst_cg_group_mk(tst_cg, "fresh");
	int from = read_hier(g), err;

	err = toggle(g, from);
	if (err) {
		errno = err;
		tst_res(TFAIL | TERRNO,
			"toggling use_hierarchy %d -> %d on a "
			"group without children failed",
			from, !from);
	} else {
		check_value(g, !from, "fresh group toggled");
		if (toggle(g, !from))
			tst_res(TFAIL | TERRNO, "toggling back failed");
		else
			check_value(g, from, "fresh group toggled back");
	}
	tst_cg_group_rm(g);
}

static void after_removed_child(void)
{
	struct tst_cg_group *p = tst_cg_group_mk(tst_cg, "used");
	struct tst_cg_group *c = tst_cg_group_mk(p, "child");
	int from = read_hier(p), err;
	char path[32];

	snprintf(path, sizeof(path), "cache.%u", file_no++);
	memcg_charge_cache(c, path, CACHE_BYTES);
	c = tst_cg_group_rm(c);
	tst_res(TINFO, "child removed; parent's hierarchical cache %llu B",
		SAFE_CG_STAT(p, "memory.stat", "total_cache"));
	err = toggle(p, from);
	if (err == EBUSY) {
		tst_res(TPASS, "toggle refused (EBUSY) after the child was "
			       "removed: its page cache keeps it offline, as "
			       "since b2052564e66d");
		check_value(p, from, "after the refusal");
	} else if (!err) {
		tst_res(TINFO, "toggle allowed: the removed child's charges "
			       "were already gone (reparented before "
			       "b2052564e66d, or reclaimed)");
		check_value(p, !from, "after the toggle");
		toggle(p, !from);
	} else {
		errno = err;
		tst_res(TFAIL | TERRNO, "toggle after a removed child failed");
	}
	SAFE_UNLINK(path);
	tst_cg_group_rm(p);
}

static void run(unsigned int n)
{
	if (n == 0)
		fresh_group();
	else
		after_removed_child();
}

static void setup(void)
{
	if (tst_cg_ver("memory") != 1)
		tst_brk(TCONF, "memory.use_hierarchy exists only on cgroup v1; "
			       "the memory controller is on v2");
	memcg_require_disk_tmpdir();
}

static struct tst_test test = {
	.test = run,
	.tcnt = 2,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.needs_cgroup_ctrls = (const char *const[]){ "memory", NULL },
	.tags = (const struct tst_tag[]){ { "linux-git", "b2052564e66d" }, {} },
};
