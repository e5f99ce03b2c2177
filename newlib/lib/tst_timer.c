// SPDX-License-Identifier: GPL-2.0-or-later
/* The stopwatch: one per process, on a clock the test picks. */
#include <errno.h>
#include "tst_res.h"
#include "tst_timer.h"

static clockid_t timer_clk;
static struct timespec timer_start, timer_stop;

static const char *clock_name(clockid_t clk_id)
{
	switch (clk_id) {
	case CLOCK_REALTIME:
		return "CLOCK_REALTIME";
	case CLOCK_MONOTONIC:
		return "CLOCK_MONOTONIC";
	case CLOCK_PROCESS_CPUTIME_ID:
		return "CLOCK_PROCESS_CPUTIME_ID";
	case CLOCK_THREAD_CPUTIME_ID:
		return "CLOCK_THREAD_CPUTIME_ID";
	case CLOCK_MONOTONIC_RAW:
		return "CLOCK_MONOTONIC_RAW";
	case CLOCK_REALTIME_COARSE:
		return "CLOCK_REALTIME_COARSE";
	case CLOCK_MONOTONIC_COARSE:
		return "CLOCK_MONOTONIC_COARSE";
	case CLOCK_BOOTTIME:
		return "CLOCK_BOOTTIME";
	}
	return "unknown clock";
}

void tst_timer_check(clockid_t clk_id)
{
	struct timespec t;

	if (clock_gettime(clk_id, &t) == 0)
		return;
	if (errno == EINVAL)
		tst_brk_(__FILE_NAME__, __LINE__, TCONF, "%s not supported",
			 clock_name(clk_id));
	tst_brk_(__FILE_NAME__, __LINE__, TBROK | TERRNO,
		 "clock_gettime(%s) failed", clock_name(clk_id));
}

static void read_clock(struct timespec *t)
{
	if (clock_gettime(timer_clk, t))
		tst_res_(__FILE_NAME__, __LINE__, TWARN | TERRNO,
			 "clock_gettime(%s) failed", clock_name(timer_clk));
}

void tst_timer_start(clockid_t clk_id)
{
	timer_clk = clk_id;
	read_clock(&timer_start);
}

void tst_timer_stop(void)
{
	read_clock(&timer_stop);
}

int tst_timer_expired_ms(long long ms)
{
	struct timespec now;

	read_clock(&now);
	return tst_timespec_to_ms(tst_timespec_diff(now, timer_start)) > ms;
}

struct timespec tst_timer_elapsed(void)
{
	return tst_timespec_diff(timer_stop, timer_start);
}
