// SPDX-License-Identifier: GPL-2.0-or-later
/* Converted: a library linked with the test names its cleanup, tidy(); a
 * setup() empty only where X is not defined. */
#include "tst_test.h"

void hl_work(void);

static void setup(void)
{
#ifdef X
	tst_res(TINFO, "X");
#endif
}

void tidy(void)
{
}

static void run(void)
{
	hl_work();
	tst_res(TPASS, "done");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = tidy,
};
