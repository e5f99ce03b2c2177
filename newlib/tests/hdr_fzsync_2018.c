// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_fuzzy_sync.h in its 2018 form: a pair from TST_FZSYNC_PAIR_INIT,
 * no tst_fzsync_pair_init(), a thread the test starts itself; A and B
 * meet twice a round in tst_fzsync_wait_a()/tst_fzsync_wait_b(), so B
 * sees each of A's rounds once; after A's last round
 * tst_fzsync_pair_exit() makes B's next wait return 0 and B can be joined.
 */
#include <pthread.h>
#include "tst_test.h"
#include "tst_fuzzy_sync.h"
#include "tst_safe_pthread.h"

#define ROUNDS 1000

static struct tst_fzsync_pair pair = TST_FZSYNC_PAIR_INIT;
static volatile int round_a;
static int rounds_b, out_of_step;

static void *thread_b(void *arg)
{
	for (;;) {
		if (!tst_fzsync_wait_b(&pair))
			break;
		rounds_b++;
		if (round_a != rounds_b)
			out_of_step++;
		if (!tst_fzsync_wait_b(&pair))
			break;
	}
	return arg;
}

static void run(void)
{
	pthread_t th;
	int i, ret = 1;

	SAFE_PTHREAD_CREATE(&th, NULL, thread_b, NULL);
	for (i = 1; i <= ROUNDS; i++) {
		round_a = i;
		ret &= tst_fzsync_wait_a(&pair);
		ret &= tst_fzsync_wait_a(&pair);
	}
	tst_fzsync_pair_exit(&pair);
	SAFE_PTHREAD_JOIN(th, NULL);
	TST_EXP_EQ_LI(ret, 1);
	TST_EXP_EQ_LI(rounds_b, ROUNDS);
	TST_EXP_EQ_LI(out_of_step, 0);
	TST_EXP_EQ_LI(tst_fzsync_wait_a(&pair), 0);
}

static struct tst_test test = {
	.test_all = run,
};
