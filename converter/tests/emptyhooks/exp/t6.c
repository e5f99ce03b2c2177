// SPDX-License-Identifier: GPL-2.0-or-later
/* Converted: run() only calls verify(), but says why in a comment: it
 * stays, and so does .test_all = run. */
#include "tst_test.h"

static void verify(void)
{
	tst_res(TPASS, "verified");
}

static void run(void)
{
	/* one check per iteration */
	verify();
}

static struct tst_test test = {
	.test_all = run,
};
