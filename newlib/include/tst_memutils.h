/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Memory helpers for tests that need the system's free memory used up.
 */
#ifndef TST_MEMUTILS_H
#define TST_MEMUTILS_H

#include <stddef.h>
#include <sys/types.h>

#include "tst_safe_file_ops.h"

/*
 * Map anonymous memory, up to maxsize bytes but leaving a safety margin of
 * what MemAvailable reports (the larger of 128 MB, 4096 pages and three
 * times vm.min_free_kbytes), fill every byte with fillchar and unmap it
 * again: the pages freed keep that content and the rest of the system is
 * pushed to swap. Failing to map is TBROK.
 */
void tst_pollute_memory(size_t maxsize, int fillchar);

/* kB of memory available for new allocations: MemAvailable of
 * /proc/meminfo, or MemFree + Cached on kernels without it. */
long long tst_available_mem(void);

/* kB of swap free (SwapFree of /proc/meminfo). */
long long tst_available_swap(void);

/*
 * Keep the OOM killer off process pid (0: the caller) by writing -1000 to
 * its /proc/PID/oom_score_adj; children inherit it. Only root may: for
 * another user it does nothing, and root without CAP_SYS_RESOURCE gets a
 * TINFO and the value as it was. TINFO when the kernel has no such file,
 * TBROK when pid has none or the value does not hold.
 */
void tst_enable_oom_protection(pid_t pid);

/*
 * Give process pid (0: the caller) the default OOM score back (0 in its
 * oom_score_adj), as a child of a protected process should before it
 * allocates; as tst_enable_oom_protection(), nothing for another user
 * than root.
 */
void tst_disable_oom_protection(pid_t pid);

/*
 * 1 when some mapping of the calling process (a line of /proc/self/maps)
 * shares an address with [low, high), else 0: whether a MAP_FIXED mmap()
 * there may have failed because the range is taken. TBROK when the maps
 * cannot be read.
 */
int tst_mapping_in_range(unsigned long low, unsigned long high);

/* /proc/meminfo into the test's output (safe_print_file()). */
#define TST_PRINT_MEMINFO() safe_print_file(__FILE__, __LINE__, "/proc/meminfo")

#endif /* TST_MEMUTILS_H */
