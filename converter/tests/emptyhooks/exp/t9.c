// SPDX-License-Identifier: GPL-2.0-or-later
/* Converted: hooks under boxes of one-line comments, left empty. */
#include "tst_test.h"

/* the test's state */
static int count;

/* TODO(convert): a note of the file that stays */

static void run(void)
{
	tst_res(count ? TFAIL : TPASS, "count is %d", count);
}

static struct tst_test test = {
	.test_all = run,
};
