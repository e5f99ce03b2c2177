// SPDX-License-Identifier: GPL-2.0-or-later
/* NUMA nodes from sysfs, page placement from move_pages(2). */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "tst_test.h"
#include "tse_numa.h"

#define NODE_DIR "/sys/devices/system/node"
#define MAX_NODES 1024

/* The node ids of a sysfs list such as "0-3,8" into ids; how many. */
static unsigned int parse_list(const char *path, unsigned int *ids)
{
	unsigned int n = 0, a, b;
	char buf[4096], *p, *tok, *save;
	FILE *f = fopen(path, "r");

	if (!f)
		return 0;
	p = fgets(buf, sizeof(buf), f);
	fclose(f);
	if (!p)
		return 0;
	for (tok = strtok_r(buf, ",\n", &save); tok;
	     tok = strtok_r(NULL, ",\n", &save)) {
		if (sscanf(tok, "%u-%u", &a, &b) != 2) {
			if (sscanf(tok, "%u", &a) != 1)
				continue;
			b = a;
		}
		for (; a <= b && n < MAX_NODES; a++)
			ids[n++] = a;
	}
	return n;
}

/* MemFree + 90% of FilePages of the node, in kB, less 4 MiB kept for the
 * kernel; -1 when its meminfo cannot be read. */
static long node_avail_kb(unsigned int node)
{
	long total = -1, used = -1, file = 0, v;
	char path[128], line[256];
	FILE *f;

	snprintf(path, sizeof(path), NODE_DIR "/node%u/meminfo", node);
	f = fopen(path, "r");
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "Node %*u MemTotal: %ld", &v) == 1)
			total = v;
		else if (sscanf(line, "Node %*u MemUsed: %ld", &v) == 1)
			used = v;
		else if (sscanf(line, "Node %*u FilePages: %ld", &v) == 1)
			file = v;
	}
	fclose(f);
	if (total < 0 || used < 0)
		return -1;
	return total - used + file * 9 / 10 - 4096;
}

struct tse_nodemap *tse_get_nodemap(int type, size_t min_mem_kb)
{
	unsigned int ids[MAX_NODES], n, i;
	struct tse_nodemap *nodes;
	long avail;

	if (type & ~TST_NUMA_MEM)
		tst_brk(TBROK, "tse_get_nodemap(): bad type %#x", type);
	n = parse_list(type & TST_NUMA_MEM ? NODE_DIR "/has_memory" :
					     NODE_DIR "/online",
		       ids);
	nodes = SAFE_MALLOC(sizeof(*nodes) + n * sizeof(nodes->map[0]));
	nodes->counters = NULL;
	nodes->cnt = 0;
	for (i = 0; i < n; i++) {
		avail = node_avail_kb(ids[i]);
		if ((type & TST_NUMA_MEM) && min_mem_kb &&
		    avail < (long)min_mem_kb) {
			tst_res(TINFO, "node %u: %ld kB available, %zu needed",
				ids[i], avail, min_mem_kb);
			continue;
		}
		nodes->map[nodes->cnt++] = ids[i];
	}
	tst_res(TINFO, "found %u NUMA %snodes", nodes->cnt,
		type & TST_NUMA_MEM ? "memory " : "");
	return nodes;
}

void tse_nodemap_free(struct tse_nodemap *nodes)
{
	if (!nodes)
		return;
	free(nodes->counters);
	free(nodes);
}

void tse_nodemap_reset_counters(struct tse_nodemap *nodes)
{
	if (!nodes->counters)
		nodes->counters = SAFE_MALLOC(sizeof(*nodes->counters) *
					      (nodes->cnt ? nodes->cnt : 1));
	memset(nodes->counters, 0, sizeof(*nodes->counters) * nodes->cnt);
}

static unsigned int node_index(struct tse_nodemap *nodes, int node)
{
	unsigned int i;

	for (i = 0; i < nodes->cnt; i++) {
		if ((int)nodes->map[i] == node)
			return i;
	}
	tst_brk(TBROK, "a page is on node %d, which is not in the map", node);
	return nodes->cnt;
}

void tse_nodemap_count_pages(struct tse_nodemap *nodes, void *ptr, size_t size)
{
	size_t page = getpagesize(), n = (size + page - 1) / page, i;
	void **pages;
	int *status;
	unsigned int idx;

	if (!nodes->counters) {
		tst_brk(TBROK, "tse_nodemap_count_pages(): no counters "
			       "(tse_nodemap_reset_counters())");
		return;
	}
	pages = SAFE_MALLOC(n * sizeof(*pages));
	status = SAFE_MALLOC(n * sizeof(*status));
	if (!pages || !status)
		goto out;
	for (i = 0; i < n; i++)
		pages[i] = (char *)ptr + i * page;
	/* With no target nodes, move_pages() only reports where pages are. */
	if (syscall(SYS_move_pages, 0, n, pages, NULL, status, 0)) {
		tst_brk(TBROK | TERRNO, "move_pages() failed");
		goto out;
	}
	for (i = 0; i < n; i++) {
		if (status[i] < 0) {
			tst_brk(TBROK, "page %p: %s", pages[i],
				tst_strerrno(-status[i]));
			continue;
		}
		idx = node_index(nodes, status[i]);
		if (idx < nodes->cnt)
			nodes->counters[idx]++;
	}
out:
	free(pages);
	free(status);
}

void tse_nodemap_print_counters(struct tse_nodemap *nodes)
{
	unsigned int i;

	for (i = 0; i < nodes->cnt; i++)
		tst_res(TINFO, "node %u allocated %u pages", nodes->map[i],
			nodes->counters ? nodes->counters[i] : 0);
}

const char *tse_mempolicy_mode_name(int mode)
{
	static const char *const names[] = {
		"MPOL_DEFAULT",
		"MPOL_PREFERRED",
		"MPOL_BIND",
		"MPOL_INTERLEAVE",
		"MPOL_LOCAL",
		"MPOL_PREFERRED_MANY",
		"MPOL_WEIGHTED_INTERLEAVE",
	};

	if (mode < 0 || (size_t)mode >= ARRAY_SIZE(names))
		return "???";
	return names[mode];
}

void *tse_numa_map(const char *path, size_t size)
{
	int fd = -1;
	void *ptr;

	if (path) {
		fd = SAFE_OPEN(path, O_CREAT | O_EXCL | O_RDWR, 0666);
		SAFE_FTRUNCATE(fd, size);
	}
	ptr = SAFE_MMAP(NULL, size, PROT_READ | PROT_WRITE,
			path ? MAP_SHARED : MAP_PRIVATE | MAP_ANONYMOUS, fd, 0);
	if (path) {
		SAFE_CLOSE(fd);
		SAFE_UNLINK(path);
	}
	return ptr;
}

void tse_numa_unmap(void *ptr, size_t size)
{
	SAFE_MUNMAP(ptr, size);
}
