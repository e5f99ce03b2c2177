// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .hugepages with TST_NEEDS: the test runs only with every huge page it
 * asked for reserved (two here), and is TCONF before setup when the kernel
 * cannot give them; the pool size is restored afterwards.
 */
#include <sys/mman.h>
#include "tst_test.h"

#define PAGES 2

static void setup(void)
{
	tst_res(TINFO, "setup ran");
}

static void run(void)
{
	size_t size = tst_get_hugepage_size();
	char *p;

	TST_EXP_EQ_LU(tst_hugepages, PAGES);
	p = SAFE_MMAP(NULL, PAGES * size, PROT_READ | PROT_WRITE,
		      MAP_PRIVATE | MAP_ANONYMOUS | MAP_HUGETLB, -1, 0);
	p[0] = 1;
	p[size] = 1;
	SAFE_MUNMAP(p, PAGES * size);
	tst_res(TPASS, "both huge pages needed are usable");
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.needs_root = 1,
	.hugepages = { PAGES, TST_NEEDS },
};
