// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * nanosleep() never returns early: for its runtime the test sleeps for a
 * spread of short intervals (50 us to 2 ms) and checks against
 * CLOCK_MONOTONIC that each sleep lasted at least what was asked. Lateness
 * is only reported (timer slack and load make it vary), earliness fails.
 */
#include <errno.h>
#include "tst_test.h"
#include "native_sys.h"

static const long intervals_us[] = { 50, 100, 250, 500, 1000, 2000 };

static void run(void)
{
	long long worst_late = 0, late;
	unsigned long loops = 0, early = 0;
	struct timespec req, start, end;
	long us;

	while (tst_remaining_runtime()) {
		us = intervals_us[loops % ARRAY_SIZE(intervals_us)];
		req.tv_sec = 0;
		req.tv_nsec = us * 1000;

		clock_gettime(CLOCK_MONOTONIC, &start);
		if (nanosleep(&req, NULL))
			tst_brk(TBROK | TERRNO, "nanosleep(%ld us)", us);
		clock_gettime(CLOCK_MONOTONIC, &end);

		late = ts_diff_ns(&start, &end) - us * 1000;
		if (late < 0) {
			if (!early++)
				tst_res(TFAIL,
					"nanosleep(%ld us) returned "
					"%lld ns early",
					us, -late);
		} else if (late > worst_late) {
			worst_late = late;
		}
		loops++;
	}

	if (!loops)
		tst_brk(TBROK, "the runtime was over before the first sleep");
	if (early)
		tst_res(TFAIL, "%lu of %lu sleeps returned early", early,
			loops);
	else
		tst_res(TPASS, "%lu sleeps, none early, at most %lld us late",
			loops, worst_late / 1000);
}

static struct tst_test test = {
	.test_all = run,
	.runtime = 1,
};
