/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * NUMA nodes for memory policy tests: which nodes have (enough) memory,
 * and on which node each page of a mapping landed. Read from sysfs and
 * the move_pages(2) system call; no libnuma needed.
 */
#ifndef TSE_NUMA_H
#define TSE_NUMA_H

#include <stddef.h>
#include <string.h>

/* cnt node ids in map; counters (one per node) after
 * tse_nodemap_reset_counters(). */
struct tse_nodemap {
	unsigned int cnt;
	unsigned int *counters;
	unsigned int map[];
};

enum tse_numa_types {
	TST_NUMA_ANY = 0x00,
	TST_NUMA_MEM = 0x01, /* nodes with memory */
};

/*
 * The nodes of type (TST_NUMA_MEM: those with memory, each with at least
 * min_mem_kb available; TST_NUMA_ANY: every online node). free() it with
 * tse_nodemap_free().
 */
struct tse_nodemap *tse_get_nodemap(int type, size_t min_mem_kb);
void tse_nodemap_free(struct tse_nodemap *nodes);

/* Zero the counters (allocating them the first time). */
void tse_nodemap_reset_counters(struct tse_nodemap *nodes);

/* Add each page of [ptr, ptr + size) to the counter of its node; TBROK
 * for a page on a node not in the map. */
void tse_nodemap_count_pages(struct tse_nodemap *nodes, void *ptr, size_t size);

/* TINFO: pages counted per node. */
void tse_nodemap_print_counters(struct tse_nodemap *nodes);

/* "MPOL_BIND" ... for a mempolicy mode. */
const char *tse_mempolicy_mode_name(int mode);

/* A mapping of size bytes: anonymous, or of the file path (made that big). */
void *tse_numa_map(const char *path, size_t size);

/* Touch every page so the kernel allocates it. */
static inline void tse_numa_fault(void *ptr, size_t size)
{
	memset(ptr, 'a', size);
}

void tse_numa_unmap(void *ptr, size_t size);

#endif /* TSE_NUMA_H */
