/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * tse_numa.h under the names NUMA tests written from 2019 to 2025 use
 * (the real suite renamed its test helpers "tse_" in 2026): struct
 * tst_nodemap is struct tse_nodemap, and each tst_ call below is the tse_
 * call of the same name, with the same guarantees. tst_numa_mode_name() is
 * the 2019-2020 name of tse_mempolicy_mode_name(). A test that includes
 * <numa.h> links -lnuma for its own calls; these need no libnuma.
 */
#ifndef TST_NUMA_H
#define TST_NUMA_H

#include "tse_numa.h"

#define tst_nodemap tse_nodemap
#define tst_numa_types tse_numa_types

static inline struct tse_nodemap *tst_get_nodemap(int type, size_t min_mem_kb)
{
	return tse_get_nodemap(type, min_mem_kb);
}

static inline void tst_nodemap_free(struct tse_nodemap *nodes)
{
	tse_nodemap_free(nodes);
}

static inline void tst_nodemap_reset_counters(struct tse_nodemap *nodes)
{
	tse_nodemap_reset_counters(nodes);
}

static inline void tst_nodemap_count_pages(struct tse_nodemap *nodes, void *ptr,
					   size_t size)
{
	tse_nodemap_count_pages(nodes, ptr, size);
}

static inline void tst_nodemap_print_counters(struct tse_nodemap *nodes)
{
	tse_nodemap_print_counters(nodes);
}

static inline const char *tst_mempolicy_mode_name(int mode)
{
	return tse_mempolicy_mode_name(mode);
}

static inline const char *tst_numa_mode_name(int mode)
{
	return tse_mempolicy_mode_name(mode);
}

static inline void *tst_numa_map(const char *path, size_t size)
{
	return tse_numa_map(path, size);
}

static inline void tst_numa_fault(void *ptr, size_t size)
{
	tse_numa_fault(ptr, size);
}

static inline void tst_numa_unmap(void *ptr, size_t size)
{
	tse_numa_unmap(ptr, size);
}

#endif /* TST_NUMA_H */
