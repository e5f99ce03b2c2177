// SPDX-License-Identifier: GPL-2.0-or-later
/* 8 forked children report 10000 passes each: all 80000 must be counted,
 * including those of a child that exits 0 right after a failure. */
#include <stdlib.h>
#include "tst_test.h"

#define CHILDREN 8
#define RESULTS 10000

static void run(void)
{
	int c, i;

	for (c = 0; c < CHILDREN; c++) {
		if (SAFE_FORK())
			continue;
		for (i = 0; i < RESULTS; i++)
			tst_res(TPASS, "child %d result %d", c, i);
		exit(0);
	}
	tst_reap_children();
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
};
