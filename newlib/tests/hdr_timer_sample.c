// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A timer test (.scall, .sample): nanosleep() sampled by the library's
 * harness. TIMER_SAMPLE=early does not sleep (a sample shorter than asked),
 * TIMER_SAMPLE=late sleeps twice as long (over the threshold),
 * TIMER_SAMPLE=stop fails the first sample, which ends the test.
 */
#include <stdlib.h>
#include <string.h>
#include "tst_timer_test.h"

static const char *mode = "";
static int setup_done;

static int sample_fn(int clk_id, long long usec)
{
	struct timespec t =
		tst_timespec_from_us(strcmp(mode, "late") ? usec : 2 * usec);

	if (!setup_done)
		tst_brk(TBROK, "sampled before the test's setup");
	if (!strcmp(mode, "stop")) {
		tst_res(TFAIL, "stopping at %lldus", usec);
		return 1;
	}
	tst_timer_start(clk_id);
	if (strcmp(mode, "early"))
		nanosleep(&t, NULL);
	tst_timer_stop();
	tst_timer_sample();
	return 0;
}

static void setup(void)
{
	if (getenv("TIMER_SAMPLE"))
		mode = getenv("TIMER_SAMPLE");
	setup_done = 1;
}

static struct tst_test test = {
	.setup = setup,
	.scall = "nanosleep()",
	.sample = sample_fn,
};
