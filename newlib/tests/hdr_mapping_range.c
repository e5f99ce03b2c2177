// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_memutils.h: tst_mapping_in_range() over a mapping of five pages
 * whose middle three are unmapped again: a range in the hole is free, one
 * overlapping either end page (or the whole) is not; after the last pages
 * go, the whole range is free.
 */
#include <sys/mman.h>
#include "tst_test.h"

static void run(void)
{
	unsigned long ps = getpagesize();
	char *p = SAFE_MMAP(NULL, 5 * ps, PROT_READ,
			    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	unsigned long a = (unsigned long)p;

	SAFE_MUNMAP(p + ps, 3 * ps);
	TST_EXP_EQ_LI(tst_mapping_in_range(a + 2 * ps, a + 3 * ps), 0);
	TST_EXP_EQ_LI(tst_mapping_in_range(a + ps, a + 4 * ps), 0);
	TST_EXP_EQ_LI(tst_mapping_in_range(a, a + 2 * ps), 1);
	TST_EXP_EQ_LI(tst_mapping_in_range(a + 3 * ps, a + 5 * ps), 1);
	TST_EXP_EQ_LI(tst_mapping_in_range(a + ps / 2, a + ps), 1);
	SAFE_MUNMAP(p, ps);
	SAFE_MUNMAP(p + 4 * ps, ps);
	TST_EXP_EQ_LI(tst_mapping_in_range(a, a + 5 * ps), 0);
}

static struct tst_test test = {
	.test_all = run,
};
