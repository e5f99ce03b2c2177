// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Converted: the struct stands where main() stood, the empty hooks after
 * it end the file; once they go, the file ends with the struct's line.
 */
#include "tst_test.h"
void setup(void);
void cleanup(void);

static void run(void)
{
	tst_res(TPASS, "ran");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
};

/* setup() - performs all ONE TIME setup for this test. */
void setup(void)
{
}

/*
 * cleanup() - performs all ONE TIME cleanup for this test at
 *		completion or premature exit.
 */
void cleanup(void)
{
}
