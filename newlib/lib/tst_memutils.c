// SPDX-License-Identifier: GPL-2.0-or-later
/* tst_pollute_memory(): fill what free memory can safely be taken; how much
 * memory and swap is free. */
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "tst_test.h"
#include "tst_memutils.h"

#define POLLUTE_BLOCK (64UL * 1024 * 1024)

/* What must stay free so the system (and the test) keeps running. */
static size_t safety_margin(void)
{
	size_t page = SAFE_SYSCONF(_SC_PAGESIZE);
	size_t margin = MAX(128UL * 1024 * 1024, 4096 * page);
	long min_free = 0;

	if (!access("/proc/sys/vm/min_free_kbytes", R_OK))
		SAFE_FILE_SCANF("/proc/sys/vm/min_free_kbytes", "%ld",
				&min_free);
	return MAX(margin, (size_t)min_free * 3 * 1024);
}

void tst_pollute_memory(size_t maxsize, int fillchar)
{
	size_t avail, margin, page, blksize, count, i;
	void **map;

	avail = (size_t)tst_available_mem() * 1024;
	margin = safety_margin();
	if (avail <= margin)
		return;
	maxsize = MIN(maxsize, avail - margin);
	page = SAFE_SYSCONF(_SC_PAGESIZE);
	blksize = MIN(maxsize, POLLUTE_BLOCK) / page * page;
	if (!blksize)
		return;
	count = maxsize / blksize;
	map = SAFE_MALLOC(count * sizeof(*map));
	for (i = 0; i < count; i++) {
		map[i] = SAFE_MMAP(NULL, blksize, PROT_READ | PROT_WRITE,
				   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		memset(map[i], fillchar, blksize);
	}
	for (i = 0; i < count; i++)
		SAFE_MUNMAP(map[i], blksize);
	free(map);
}

long long tst_available_mem(void)
{
	unsigned long long kb;

	if (!FILE_LINES_SCANF("/proc/meminfo", "MemAvailable: %llu", &kb))
		return kb;
	return SAFE_READ_MEMINFO("MemFree:") + SAFE_READ_MEMINFO("Cached:");
}

long long tst_available_swap(void)
{
	return SAFE_READ_MEMINFO("SwapFree:");
}
