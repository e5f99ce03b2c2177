// SPDX-License-Identifier: GPL-2.0-or-later
/* A setup slower than a short -I: the run must still happen after it. */
#include "tst_test.h"

static void setup(void)
{
	usleep(300000);
}

static void run(void)
{
	tst_res(TPASS, "ran after setup");
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
};
