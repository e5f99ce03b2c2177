// SPDX-License-Identifier: GPL-2.0-or-later
/* Converted: the last two declarators of a prototype list go. */
#include "tst_test.h"

static void verify(void);

static void verify(void)
{
	tst_res(TPASS, "verified");
}

static void run(void)
{
	verify();
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
