// SPDX-License-Identifier: GPL-2.0-or-later
/* Converted: hooks under boxes of one-line comments, left empty. */
#include "tst_test.h"

/* the test's state */
static int count;

/* Extern Global Functions */
/******************************************************************/
/*                                                                */
/* Function:    cleanup                                           */
/*                                                                */
/* Description: Performs all one time clean up for this test.     */
/*                                                                */
/******************************************************************/
static void cleanup(void)
{
}

/* TODO(convert): a note of the file that stays */
/******************************************************************/
/* Function:    setup                                             */
/******************************************************************/
static void setup(void)
{
}

static void run(void)
{
	tst_res(count ? TFAIL : TPASS, "count is %d", count);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
};
