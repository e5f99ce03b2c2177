// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .hugepages: two huge pages requested (TST_REQUEST: what the kernel
 * gives), usable by the test; the pool size is restored afterwards.
 */
#include <sys/mman.h>
#include "tst_test.h"

static void run(void)
{
	size_t size = tst_get_hugepage_size();
	void *p;

	if (!tst_hugepages)
		tst_brk(TCONF, "no huge page could be reserved");
	p = SAFE_MMAP(NULL, size, PROT_READ | PROT_WRITE,
		      MAP_PRIVATE | MAP_ANONYMOUS | MAP_HUGETLB, -1, 0);
	*(char *)p = 1;
	SAFE_MUNMAP(p, size);
	tst_res(TPASS, "%lu huge pages reserved, one used", tst_hugepages);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.hugepages = { 2, TST_REQUEST },
};
