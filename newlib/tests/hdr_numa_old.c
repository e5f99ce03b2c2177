// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_numa.h: the 2019-2025 names of tse_numa.h (mbind02, cpuset02): a
 * struct tst_nodemap of the memory nodes, a file mapping faulted in and
 * counted on them, the mode names under both of their old spellings.
 */
#include <unistd.h>
#include "tst_test.h"
#include "tst_numa.h"

#define PAGES 4

static struct tst_nodemap *nodes;

static void run(void)
{
	size_t size = PAGES * getpagesize();
	unsigned int i, total = 0;
	void *p;

	tst_nodemap_reset_counters(nodes);
	p = tst_numa_map("numa_file", size);
	tst_numa_fault(p, size);
	tst_nodemap_count_pages(nodes, p, size);
	tst_numa_unmap(p, size);
	for (i = 0; i < nodes->cnt; i++)
		total += nodes->counters[i];
	TST_EXP_EQ_LU(total, PAGES);
	tst_nodemap_print_counters(nodes);
	TST_EXP_EQ_STR(tst_mempolicy_mode_name(2), "MPOL_BIND");
	TST_EXP_EQ_STR(tst_numa_mode_name(3), "MPOL_INTERLEAVE");
}

static void setup(void)
{
	enum tst_numa_types type = TST_NUMA_MEM;

	nodes = tst_get_nodemap(type, 1024);
	if (nodes->cnt < 1)
		tst_brk(TCONF, "no NUMA memory node with 1 MiB available");
}

static void cleanup(void)
{
	tst_nodemap_free(nodes);
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test_all = run,
	.needs_tmpdir = 1,
};
