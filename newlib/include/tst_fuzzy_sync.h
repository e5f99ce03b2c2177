/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Fuzzy synchronisation: two threads each run a race window (the code
 * between start_race and end_race) many times, meeting at a barrier before
 * each. While sampling, the library measures how long the windows take and
 * how far apart they start; then it delays one thread or the other by a
 * random amount before each window, so that the windows overlap at every
 * offset over the run, which makes a kernel race reproducible.
 *
 *	static struct tst_fzsync_pair pair;
 *	setup:   tst_fzsync_pair_init(&pair);
 *	run:     tst_fzsync_pair_reset(&pair, thread_b);
 *	         while (tst_fzsync_run_a(&pair)) {
 *	                 tst_fzsync_start_race_a(&pair);
 *	                 ... one side of the race ...
 *	                 tst_fzsync_end_race_a(&pair);
 *	         }
 *	thread_b: while (tst_fzsync_run_b(&pair)) { start_race_b ... end_race_b }
 *	cleanup: tst_fzsync_pair_cleanup(&pair);
 *
 * The run ends after exec_loops windows or when exec_time_p of the test's
 * remaining .runtime (15 s scaled by LTP_RUNTIME_MUL without one) is used.
 */
#ifndef TST_FUZZY_SYNC_H
#define TST_FUZZY_SYNC_H

#include <pthread.h>
#include <time.h>

/* A running average and its mean deviation (ns, or spins). */
struct tst_fzsync_stat {
	double avg;
	double avg_dev;
	double dev_ratio;
};

struct tst_fzsync_pair {
	/* Set before tst_fzsync_pair_init() to change the defaults. */
	double avg_alpha; /* weight of a new sample: 0.25 */
	int min_samples; /* windows measured before delays start: 1024 */
	double max_dev_ratio; /* sampling goes on while noisier: 0.1 */
	int exec_loops; /* windows at most: 3000000 */
	double exec_time_p; /* share of the remaining runtime to use: 0.5 */
	int yield_in_wait; /* yield while waiting (set with one cpu) */

	/* Measurements, read-only for the test. */
	struct timespec a_start, b_start, a_end, b_end;
	struct tst_fzsync_stat diff_ss; /* b_start - a_start */
	struct tst_fzsync_stat diff_sa; /* a_end - a_start */
	struct tst_fzsync_stat diff_sb; /* b_end - b_start */
	struct tst_fzsync_stat spins_avg; /* ns per delay spin */
	int delay; /* spins: > 0 delays B, < 0 delays A (the real sign) */
	int delay_bias; /* added to every delay (tst_fzsync_pair_add_bias) */
	int sampling; /* windows left to sample, 0 when delays are on */
	int exec_loop; /* windows run */

	/* Internal. */
	int a_cntr, b_cntr, exit;
	int thread_b_running;
	pthread_t thread_b;
	double budget_sec;
	struct timespec exec_start;
	unsigned int seed;
};

void tst_fzsync_pair_init(struct tst_fzsync_pair *pair);

/* Stop and join thread B if it runs, forget the measurements, and start
 * run_b(NULL) as thread B when it is not NULL. */
void tst_fzsync_pair_reset(struct tst_fzsync_pair *pair,
			   void *(*run_b)(void *));

/* Stop and join thread B. */
void tst_fzsync_pair_cleanup(struct tst_fzsync_pair *pair);

/* 1 while the run goes on (one more window), 0 when it is over; A and B
 * meet there, so B runs exactly the windows A runs. When A's returns 0, B
 * has come back to its tst_fzsync_run_b() and thread B is joined. */
int tst_fzsync_run_a(struct tst_fzsync_pair *pair);
int tst_fzsync_run_b(struct tst_fzsync_pair *pair);

void tst_fzsync_start_race_a(struct tst_fzsync_pair *pair);
void tst_fzsync_end_race_a(struct tst_fzsync_pair *pair);
void tst_fzsync_start_race_b(struct tst_fzsync_pair *pair);
void tst_fzsync_end_race_b(struct tst_fzsync_pair *pair);

/*
 * A barrier of the two threads outside the race windows. Returns 1, or 0
 * once the pair is told to exit (tst_fzsync_pair_exit(), the end of the
 * run, tst_fzsync_pair_cleanup()): the waiting thread then stops waiting.
 */
int tst_fzsync_wait_a(struct tst_fzsync_pair *pair);
int tst_fzsync_wait_b(struct tst_fzsync_pair *pair);

/*
 * The 2018 form of the API, still in tests of that time (shmctl05): a
 * pair set up by TST_FZSYNC_PAIR_INIT, with no tst_fzsync_pair_init(),
 * whose threads the test starts and joins itself and only meet in
 * tst_fzsync_wait_a()/tst_fzsync_wait_b() (the loop of each ends when its
 * wait returns 0); tst_fzsync_pair_exit() makes every wait return 0 from
 * then on, so the other thread can be joined.
 */
#define TST_FZSYNC_PAIR_INIT                          \
	{                                             \
		.avg_alpha = 0.25, .yield_in_wait = 1 \
	}
void tst_fzsync_pair_exit(struct tst_fzsync_pair *pair);

/*
 * While sampling: move the delays by change spins. As in the real library a
 * positive change delays thread B and a negative one thread A (cve-2016-7117
 * adds 1 to hold back B's recvmmsg() when it came too early).
 */
void tst_fzsync_pair_add_bias(struct tst_fzsync_pair *pair, int change);

#endif /* TST_FUZZY_SYNC_H */
