// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .request_hugepages and tst_request_hugepages(), the 2021 spellings of
 * .hugepages = {n, TST_REQUEST} (test_zero_hugepage of the real library's
 * own tests): TST_NO_HUGEPAGES empties the pool for the test, the test
 * then reserves 2 itself, and the library sets the pool back afterwards.
 */
#include "tst_test.h"
#include "tst_hugepage.h"

static void run(void)
{
	unsigned long nr, got;

	SAFE_FILE_SCANF(PATH_NR_HPAGES, "%lu", &nr);
	TST_EXP_EQ_LU(nr, 0);
	TST_EXP_EQ_LU(tst_hugepages, 0);
	got = tst_request_hugepages(2);
	SAFE_FILE_SCANF(PATH_NR_HPAGES, "%lu", &nr);
	TST_EXP_EQ_LU(nr, got);
	TST_EXP_EQ_LU(tst_hugepages, got);
}

static void setup(void)
{
	if (!tst_get_hugepage_size())
		tst_brk(TCONF, "the kernel has no huge pages");
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.needs_root = 1,
	.request_hugepages = TST_NO_HUGEPAGES,
};
