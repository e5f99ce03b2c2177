// SPDX-License-Identifier: GPL-2.0-or-later
/* Converted: setup() and cleanup() left empty, named by the struct alone. */
#include "tst_test.h"

static void setup(void);
void cleanup(void), verify(void);

static int count;

static void setup(void)
{
}

/*
 * cleanup() - performs all ONE TIME cleanup for this test at
 *             completion or premature exit.
 */
void cleanup(void)
{
}

void verify(void)
{
	tst_res(count ? TFAIL : TPASS, "count is %d", count);
}

static void run(void)
{
	verify();
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
