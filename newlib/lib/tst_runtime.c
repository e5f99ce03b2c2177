// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .runtime, .min_runtime and .timeout: how long one run may loop, and how
 * long it may take in all.
 *
 * The supervisor counts a run's limit from the last heartbeat in the shared
 * page. tst_set_timeout() and tst_set_runtime() change the limit from the
 * test process: each heartbeat is then stamped that much later, which
 * moves the supervisor's deadline by the difference.
 */
#include "tst_test.h"
#include "tst_core.h"
#include "tst_internal.h"
#include "tst_shm.h"

#define DEFAULT_TIMEOUT 30
/* A runtime below this after scaling is raised to it. */
#define DEFAULT_MIN_RUNTIME 1

static double runtime_sec; /* .runtime, scaled and clamped */
static double limit_sec; /* the supervisor's limit for a run, -1 none */
static double extra_sec; /* what the test added to it since */
static int64_t run_start_ns;

static double scaled_runtime(int runtime, int min_runtime)
{
	double sec;

	if (runtime <= 0)
		return 0;
	sec = runtime * tst_core_runtime_mul();
	if (sec < (min_runtime > 0 ? min_runtime : DEFAULT_MIN_RUNTIME))
		sec = min_runtime > 0 ? min_runtime : DEFAULT_MIN_RUNTIME;
	return sec;
}

static double limit_for(int timeout, double runtime)
{
	double mul = tst_core_timeout_mul();

	if (timeout < 0)
		return -1;
	if (timeout > 0)
		return timeout * mul;
	return DEFAULT_TIMEOUT * mul + runtime;
}

double tst_runtime_setup(const struct tst_test *t)
{
	int runtime = t->runtime ? t->runtime : t->max_runtime;

	/* .min_runtime alone is the runtime, as the real library has it. */
	if (!runtime)
		runtime = t->min_runtime;
	runtime_sec = scaled_runtime(runtime, t->min_runtime);
	limit_sec = limit_for(t->timeout, runtime_sec);
	extra_sec = 0;
	return limit_sec;
}

void tst_runtime_heartbeat(void)
{
	run_start_ns = tst_now_ns();
	if (!tst_shm)
		return;
	__atomic_store_n(&tst_shm->heartbeat_ns,
			 run_start_ns + (int64_t)(extra_sec * 1e9),
			 __ATOMIC_SEQ_CST);
}

/* Make the limit of this run new_limit (-1: none) from now on. */
static void set_limit(double new_limit)
{
	if (limit_sec < 0 && new_limit >= 0)
		tst_res(TWARN, "the run has no time limit; a new one is "
			       "ignored");
	else if (new_limit < 0)
		extra_sec = 1e9; /* about 31 years: as good as none */
	else
		extra_sec = new_limit - limit_sec;
	tst_runtime_heartbeat();
}

unsigned int tst_remaining_runtime(void)
{
	int64_t left;

	if (!runtime_sec)
		tst_brk(TBROK, "tst_remaining_runtime() needs .runtime set");
	left = (int64_t)(runtime_sec * 1e9) - (tst_now_ns() - run_start_ns);
	return left > 0 ? (unsigned int)((left + 999999999) / 1000000000) : 0;
}

unsigned int tst_timeout_remaining(void)
{
	double left;

	if (limit_sec < 0 || extra_sec >= 1e9)
		return ~0U;
	/* The supervisor's deadline: the heartbeat, moved by extra_sec. */
	left = limit_sec + extra_sec - (tst_now_ns() - run_start_ns) / 1e9;
	return left > 0 ? (unsigned int)left : 0;
}

void tst_set_runtime(int runtime)
{
	int timeout = tst_test ? tst_test->timeout : 0;
	int min_runtime = tst_test ? tst_test->min_runtime : 0;

	runtime_sec = scaled_runtime(runtime, min_runtime);
	tst_res(TINFO, "runtime set to %.0fs", runtime_sec);
	set_limit(limit_for(timeout, runtime_sec));
}

void tst_set_max_runtime(int max_runtime)
{
	tst_set_runtime(max_runtime);
}

void tst_set_timeout(int timeout)
{
	double limit = limit_for(timeout, runtime_sec);

	if (limit < 0)
		tst_res(TINFO, "timeout per run removed");
	else
		tst_res(TINFO, "timeout per run set to %.0fs", limit);
	set_limit(limit);
}

unsigned int tst_multiply_timeout(unsigned int timeout)
{
	double t = timeout * tst_core_timeout_mul();
	unsigned int r;

	if (t >= (double)~0U)
		return ~0U;
	r = (unsigned int)t;
	return r < t ? r + 1 : r;
}

double tst_runtime_left(void)
{
	if (!runtime_sec)
		return -1;
	return (runtime_sec * 1e9 - (tst_now_ns() - run_start_ns)) / 1e9;
}
