/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Timer tests: a test sets .scall (the call it measures, "poll()") and
 * .sample, a function that times one call sleeping for usec:
 *
 *	int sample(int clk_id, long long usec)
 *	{
 *		tst_timer_start(clk_id);
 *		... the call, sleeping for usec ...
 *		tst_timer_stop();
 *		tst_timer_sample();
 *		return 0;	(non-zero: it reported a failure; the test ends)
 *	}
 *
 * The library then runs one case per sleep time (1 ms to 1 s, fewer
 * samples for the longer ones; -s USEC and -n COUNT give one case of
 * their own) on CLOCK_MONOTONIC, after the test's setup. A case fails
 * when a sample is shorter than the sleep asked for, or when the mean of
 * the shortest three quarters of the samples (the rest is taken as
 * preemption) is over the threshold: the sleep, the process's timer slack
 * (PR_GET_TIMERSLACK, read after setup), the clock's resolution, 300 us
 * of wake-up latency and 1 % of the sleep.
 *
 * Tests that only time a loop include this header too, for the stopwatch
 * of tst_timer.h; it brings in tst_test.h.
 */
#ifndef TST_TIMER_TEST_H
#define TST_TIMER_TEST_H

#include "tst_test.h"
#include "tst_timer.h"

/* Record the time between the last tst_timer_start() and stop. */
void tst_timer_sample(void);

/* The test the library runs for a timer test: self with the cases, the
 * options and the setup of the harness (tst_run_tcases() calls it when
 * .sample is set). */
struct tst_test *tst_timer_test_setup(struct tst_test *self);

#endif /* TST_TIMER_TEST_H */
