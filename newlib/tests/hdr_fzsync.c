// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_fuzzy_sync.h: two threads race on a flag. Without delays one thread
 * would always win the same way; once sampling is over the library's
 * delays make each side win some of the races. When the machine is too
 * busy for sampling to end, there is nothing to check: TCONF.
 */
#include "tst_test.h"
#include "tst_fuzzy_sync.h"

static struct tst_fzsync_pair pair;
static volatile int flag;
static int a_first, b_first;

static void *thread_b(void *arg)
{
	while (tst_fzsync_run_b(&pair)) {
		tst_fzsync_start_race_b(&pair);
		if (!flag)
			flag = 2;
		tst_fzsync_end_race_b(&pair);
	}
	return arg;
}

static void run(void)
{
	tst_fzsync_pair_reset(&pair, thread_b);
	while (tst_fzsync_run_a(&pair)) {
		flag = 0;
		tst_fzsync_start_race_a(&pair);
		if (!flag)
			flag = 1;
		tst_fzsync_end_race_a(&pair);
		if (pair.sampling)
			continue;
		a_first += flag == 1;
		b_first += flag == 2;
	}
	/* Sampling ends when the windows' times settle; on a machine too
	 * busy for that within the budget no delay was ever tried. */
	if (pair.sampling) {
		tst_res(TCONF, "still sampling at the end: the machine is too "
			       "busy to try delays");
		return;
	}
	TST_EXP_EXPR(a_first > 0 && b_first > 0,
		     "each side won some races: A %d, B %d", a_first, b_first);
	TST_EXP_EXPR(pair.exec_loop <= 20000, "the loop limit held (%d)",
		     pair.exec_loop);
}

static void setup(void)
{
	pair.exec_loops = 20000;
	pair.min_samples = 200;
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
	.runtime = 10,
};
