// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_fzsync_pair_add_bias() as cve-2016-7117 and setsockopt06 call it:
 * while sampling (when the delay is the bias alone) a positive bias holds
 * thread B back, so B's window starts that long after A's, and a negative
 * one holds A back; a change once sampling is over is ignored. The bias is
 * some 2 ms of delay spins, far more than the barrier's own jitter; only
 * the side is checked, as a loaded machine's spins are not the calibrated
 * ones.
 */
#include "tst_test.h"
#include "tst_fuzzy_sync.h"

#define BIAS_NS 2000000.0

static struct tst_fzsync_pair pair;

static void *thread_b(void *arg)
{
	while (tst_fzsync_run_b(&pair)) {
		tst_fzsync_start_race_b(&pair);
		tst_fzsync_end_race_b(&pair);
	}
	return arg;
}

/* B's start less A's start, averaged over the windows with this bias. */
static double start_offset(int sign)
{
	int spins;

	tst_fzsync_pair_reset(&pair, thread_b);
	spins = (int)(BIAS_NS /
		      (pair.spins_avg.avg > 0 ? pair.spins_avg.avg : 1));
	tst_fzsync_pair_add_bias(&pair, sign * spins);
	while (tst_fzsync_run_a(&pair)) {
		tst_fzsync_start_race_a(&pair);
		tst_fzsync_end_race_a(&pair);
	}
	return pair.diff_ss.avg;
}

static void run(void)
{
	double off;

	off = start_offset(1);
	TST_EXP_EXPR(off > 0,
		     "a positive bias delays B: B starts %.0f us after A",
		     off / 1000);
	off = start_offset(-1);
	TST_EXP_EXPR(off < 0,
		     "a negative bias delays A: B starts %.0f us before A",
		     -off / 1000);

	tst_fzsync_pair_reset(&pair, NULL);
	tst_fzsync_pair_add_bias(&pair, 3);
	tst_fzsync_pair_add_bias(&pair, -1);
	TST_EXP_EQ_LI(pair.delay_bias, 2);
	pair.sampling = 0;
	tst_fzsync_pair_add_bias(&pair, 5);
	TST_EXP_EQ_LI(pair.delay_bias, 2);
}

static void setup(void)
{
	pair.min_samples = 10000;
	pair.exec_loops = 50;
	tst_fzsync_pair_init(&pair);
}

static void cleanup(void)
{
	tst_fzsync_pair_cleanup(&pair);
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test_all = run,
};
