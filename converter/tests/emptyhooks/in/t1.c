// SPDX-License-Identifier: GPL-2.0-or-later
/* Converted: setup() and cleanup() left empty, named by the struct alone. */
#include "tst_test.h"

static void setup(void);
void cleanup(void), verify(void);

static int count;

struct tcase {
	void (*cleanup)(void);	/* a member of that name: no use */
};

static struct tcase tcases[] = {
	{ NULL },
};

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
	if (tcases[0].cleanup)
		tcases[0].cleanup();
	tst_res(count ? TFAIL : TPASS, "count is %d", count);
}

static void run(void)
{
	if (count)
		goto cleanup;	/* a label of that name: no use */
	verify();
cleanup:
	count = 0;
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
