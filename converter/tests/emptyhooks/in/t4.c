// SPDX-License-Identifier: GPL-2.0-or-later
/* Converted: the last two declarators of a prototype list go; run(),
 * which only calls verify(), goes too, .test_all naming verify. */
#include "tst_test.h"

static void verify(void), setup(void),
	cleanup(void);

static void setup(void)
{
}

static void cleanup(void)
{

}

static void verify(void)
{
	tst_res(TPASS, "verified");
}

static void run(void)
{
	verify();
}

static struct tst_test test = {
	.test_all = run, .cleanup = cleanup,
	.setup = setup, .needs_tmpdir = 1,
};
