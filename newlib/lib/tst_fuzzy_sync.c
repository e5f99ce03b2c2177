// SPDX-License-Identifier: GPL-2.0-or-later
/* Fuzzy synchronisation of two racing threads (see tst_fuzzy_sync.h). */
#include <sched.h>
#include <stdlib.h>
#include <string.h>

#include "tst_test.h"
#include "tst_core.h"
#include "tst_internal.h"
#include "tst_fuzzy_sync.h"

#define DEF_ALPHA 0.25
#define DEF_MIN_SAMPLES 1024
#define DEF_MAX_DEV_RATIO 0.1
#define DEF_EXEC_LOOPS 3000000
#define DEF_EXEC_TIME_P 0.5
/* Budget of a test without .runtime: half its default timeout. */
#define DEF_BUDGET_SEC 15
#define CALIBRATE_SPINS 100000

static double ts_ns(struct timespec t)
{
	return t.tv_sec * 1e9 + t.tv_nsec;
}

static void now(struct timespec *t)
{
	clock_gettime(CLOCK_MONOTONIC_RAW, t);
}

static void spin(int n)
{
	volatile int i;

	for (i = 0; i < n; i++)
		;
}

/* Nanoseconds one delay spin takes on this machine now. */
static double calibrate(void)
{
	struct timespec a, b;

	now(&a);
	spin(CALIBRATE_SPINS);
	now(&b);
	return (ts_ns(b) - ts_ns(a)) / CALIBRATE_SPINS;
}

static double dabs(double v)
{
	return v < 0 ? -v : v;
}

static void stat_add(struct tst_fzsync_stat *s, double v, double alpha,
		     int first)
{
	if (first) {
		s->avg = v;
		s->avg_dev = 0;
	} else {
		s->avg_dev =
			alpha * dabs(v - s->avg) + (1 - alpha) * s->avg_dev;
		s->avg = alpha * v + (1 - alpha) * s->avg;
	}
	s->dev_ratio = s->avg ? dabs(s->avg_dev / s->avg) : 0;
}

void tst_fzsync_pair_init(struct tst_fzsync_pair *pair)
{
	if (!pair->avg_alpha)
		pair->avg_alpha = DEF_ALPHA;
	if (!pair->min_samples)
		pair->min_samples = DEF_MIN_SAMPLES;
	if (!pair->max_dev_ratio)
		pair->max_dev_ratio = DEF_MAX_DEV_RATIO;
	if (!pair->exec_loops)
		pair->exec_loops = DEF_EXEC_LOOPS;
	if (!pair->exec_time_p)
		pair->exec_time_p = DEF_EXEC_TIME_P;
	if (tst_ncpus_available() < 2)
		pair->yield_in_wait = 1;
	pair->seed = (unsigned int)getpid() ^ (unsigned int)time(NULL);
}

void tst_fzsync_pair_cleanup(struct tst_fzsync_pair *pair)
{
	if (!pair->thread_b_running)
		return;
	/* A tst_brk() in thread B runs the test's cleanup there: B cannot
	 * join itself, the process exits after the cleanup. */
	if (pthread_equal(pthread_self(), pair->thread_b))
		return;
	__atomic_store_n(&pair->exit, 1, __ATOMIC_SEQ_CST);
	SAFE_PTHREAD_JOIN(pair->thread_b, NULL);
	pair->thread_b_running = 0;
}

void tst_fzsync_pair_reset(struct tst_fzsync_pair *pair, void *(*run_b)(void *))
{
	double left = tst_runtime_left();

	tst_fzsync_pair_cleanup(pair);
	memset(&pair->diff_ss, 0, sizeof(pair->diff_ss));
	memset(&pair->diff_sa, 0, sizeof(pair->diff_sa));
	memset(&pair->diff_sb, 0, sizeof(pair->diff_sb));
	stat_add(&pair->spins_avg, calibrate(), 1, 1);
	pair->delay = 0;
	pair->delay_bias = 0;
	pair->sampling = pair->min_samples;
	pair->exec_loop = 0;
	pair->a_cntr = pair->b_cntr = pair->exit = 0;
	pair->budget_sec =
		pair->exec_time_p *
		(left >= 0 ? left : DEF_BUDGET_SEC * tst_core_runtime_mul());
	now(&pair->exec_start);
	if (!run_b)
		return;
	SAFE_PTHREAD_CREATE(&pair->thread_b, NULL, run_b, NULL);
	pair->thread_b_running = 1;
}

/* One side's half of the barrier: count ourselves in, wait for the other
 * side to reach the same count (or for the run to end). */
static void barrier(struct tst_fzsync_pair *pair, int *ours, int *theirs)
{
	int mine = __atomic_add_fetch(ours, 1, __ATOMIC_SEQ_CST);

	while (__atomic_load_n(theirs, __ATOMIC_SEQ_CST) < mine &&
	       !__atomic_load_n(&pair->exit, __ATOMIC_SEQ_CST)) {
		if (pair->yield_in_wait)
			sched_yield();
	}
}

int tst_fzsync_wait_a(struct tst_fzsync_pair *pair)
{
	barrier(pair, &pair->a_cntr, &pair->b_cntr);
	return !__atomic_load_n(&pair->exit, __ATOMIC_SEQ_CST);
}

int tst_fzsync_wait_b(struct tst_fzsync_pair *pair)
{
	barrier(pair, &pair->b_cntr, &pair->a_cntr);
	return !__atomic_load_n(&pair->exit, __ATOMIC_SEQ_CST);
}

void tst_fzsync_pair_exit(struct tst_fzsync_pair *pair)
{
	__atomic_store_n(&pair->exit, 1, __ATOMIC_SEQ_CST);
}

static void report_end(struct tst_fzsync_pair *pair, const char *why)
{
	tst_res(TINFO,
		"fzsync: %s after %d windows; window A %.0f ns, B %.0f ns, "
		"start offset %.0f ns; %s",
		why, pair->exec_loop, pair->diff_sa.avg, pair->diff_sb.avg,
		pair->diff_ss.avg,
		pair->sampling ? "still sampling (no random delays used)" :
				 "random delays used");
}

/*
 * The end, as the real library has it: A meets B in B's
 * tst_fzsync_run_b() (a barrier that does not give way to the exit flag),
 * so that what B does after its last window (writev03 closes a file) is
 * done, then joins B; only then does the test go on to its checks and its
 * cleanup.
 */
static void meet_b_at_end(struct tst_fzsync_pair *pair)
{
	int mine = __atomic_add_fetch(&pair->a_cntr, 1, __ATOMIC_SEQ_CST);

	while (__atomic_load_n(&pair->b_cntr, __ATOMIC_SEQ_CST) < mine)
		sched_yield();
	tst_fzsync_pair_cleanup(pair);
}

int tst_fzsync_run_a(struct tst_fzsync_pair *pair)
{
	struct timespec t;

	if (__atomic_load_n(&pair->exit, __ATOMIC_SEQ_CST))
		return 0;
	now(&t);
	if (pair->exec_loop >= pair->exec_loops) {
		report_end(pair, "loop limit reached");
		goto stop;
	}
	if ((ts_ns(t) - ts_ns(pair->exec_start)) / 1e9 >= pair->budget_sec) {
		report_end(pair, "time budget used");
		goto stop;
	}
	pair->exec_loop++;
	/* Meet B in its tst_fzsync_run_b(): it starts the window with us. */
	tst_fzsync_wait_a(pair);
	return 1;
stop:
	/* Releases B from its tst_fzsync_run_b(), which then returns 0. */
	__atomic_store_n(&pair->exit, 1, __ATOMIC_SEQ_CST);
	meet_b_at_end(pair);
	return 0;
}

/*
 * B waits here for A to choose: one more window (A meets it in
 * tst_fzsync_run_a()) or the end. Without this B could start a window A
 * never runs, after A has undone what the race needs.
 */
int tst_fzsync_run_b(struct tst_fzsync_pair *pair)
{
	tst_fzsync_wait_b(pair);
	return !__atomic_load_n(&pair->exit, __ATOMIC_SEQ_CST);
}

void tst_fzsync_start_race_a(struct tst_fzsync_pair *pair)
{
	tst_fzsync_wait_a(pair);
	if (pair->delay < 0)
		spin(-pair->delay);
	now(&pair->a_start);
}

void tst_fzsync_start_race_b(struct tst_fzsync_pair *pair)
{
	tst_fzsync_wait_b(pair);
	if (pair->delay > 0)
		spin(pair->delay);
	now(&pair->b_start);
}

void tst_fzsync_end_race_b(struct tst_fzsync_pair *pair)
{
	now(&pair->b_end);
	tst_fzsync_wait_b(pair);
}

/* The next delay: B's start placed at a random offset from A's start
 * between "B ends as A starts" and "B starts as A ends". A positive delay
 * holds B back (B must start later than it does by itself), a negative one
 * A. */
static void next_delay(struct tst_fzsync_pair *pair)
{
	double lo = -pair->diff_sb.avg, hi = pair->diff_sa.avg, target, ns;

	target = lo + (hi - lo) * (rand_r(&pair->seed) / (double)RAND_MAX);
	ns = target - pair->diff_ss.avg;
	pair->delay =
		(int)(ns /
		      (pair->spins_avg.avg > 0 ? pair->spins_avg.avg : 1)) +
		pair->delay_bias;
}

static void update(struct tst_fzsync_pair *pair)
{
	double alpha = pair->avg_alpha;
	int first = pair->exec_loop == 1;

	stat_add(&pair->diff_ss, ts_ns(pair->b_start) - ts_ns(pair->a_start),
		 alpha, first);
	stat_add(&pair->diff_sa, ts_ns(pair->a_end) - ts_ns(pair->a_start),
		 alpha, first);
	stat_add(&pair->diff_sb, ts_ns(pair->b_end) - ts_ns(pair->b_start),
		 alpha, first);
	if (pair->sampling > 0) {
		pair->sampling--;
		/* Noisy averages keep it sampling, for ten times the
		 * minimum at most. */
		if (pair->sampling ||
		    ((pair->diff_sa.dev_ratio > pair->max_dev_ratio ||
		      pair->diff_sb.dev_ratio > pair->max_dev_ratio) &&
		     pair->exec_loop < 10 * pair->min_samples)) {
			pair->sampling += !pair->sampling;
			pair->delay = pair->delay_bias;
			return;
		}
		stat_add(&pair->spins_avg, calibrate(), alpha, 0);
	}
	next_delay(pair);
}

void tst_fzsync_end_race_a(struct tst_fzsync_pair *pair)
{
	now(&pair->a_end);
	tst_fzsync_wait_a(pair);
	update(pair);
}

void tst_fzsync_pair_add_bias(struct tst_fzsync_pair *pair, int change)
{
	if (pair->sampling > 0)
		pair->delay_bias += change;
}
