// SPDX-License-Identifier: GPL-2.0-or-later
/* .test/.tcnt, .test_variants and .setup/.cleanup order; -m kver|root
 * switch on .min_kver = "99.0" or .needs_root for the TCONF paths. */
#include <string.h>
#include "tst_test.h"

static const char *const names[] = { "zero", "one", "two" };

static struct tst_test test;

static void setup(void)
{
	tst_res(TINFO, "setup variant %u", tst_variant);
}

static void cleanup(void)
{
	tst_res(TINFO, "cleanup variant %u", tst_variant);
}

static void run(unsigned int n)
{
	tst_res(TPASS, "case %s variant %u", names[n], tst_variant);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(names),
	.test_variants = 2,
	.setup = setup,
	.cleanup = cleanup,
};
