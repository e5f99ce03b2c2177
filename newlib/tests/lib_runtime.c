// SPDX-License-Identifier: GPL-2.0-or-later
/* .runtime: loop until tst_remaining_runtime() says 0. */
#include "tst_test.h"

static void run(void)
{
	unsigned int loops = 0;

	while (tst_remaining_runtime()) {
		usleep(10000);
		loops++;
	}
	tst_res(TPASS, "looped %u times within the runtime", loops);
}

static struct tst_test test = {
	.test_all = run,
	.runtime = 1,
};
