// SPDX-License-Identifier: GPL-2.0-or-later
/* tse_numa.h: the memory nodes, and where the pages of a mapping landed. */
#include <unistd.h>
#include "tst_test.h"
#include "tse_numa.h"

#define PAGES 10

static struct tse_nodemap *nodes;

static void run(void)
{
	size_t size = PAGES * getpagesize();
	unsigned int i, total = 0;
	void *p;

	tse_nodemap_reset_counters(nodes);
	p = tse_numa_map(NULL, size);
	tse_numa_fault(p, size);
	tse_nodemap_count_pages(nodes, p, size);
	tse_numa_unmap(p, size);
	for (i = 0; i < nodes->cnt; i++)
		total += nodes->counters[i];
	TST_EXP_EQ_LU(total, PAGES);
	tse_nodemap_print_counters(nodes);
	TST_EXP_EQ_STR(tse_mempolicy_mode_name(2), "MPOL_BIND");
}

static void setup(void)
{
	nodes = tse_get_nodemap(TST_NUMA_MEM, 1024);
	if (nodes->cnt < 1)
		tst_brk(TCONF, "no NUMA memory node with 1 MiB available");
}

static void cleanup(void)
{
	tse_nodemap_free(nodes);
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test_all = run,
};
