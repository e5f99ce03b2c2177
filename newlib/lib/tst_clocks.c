// SPDX-License-Identifier: GPL-2.0-or-later
/* Clocks through the raw system calls, and the safe clock and timer calls. */
#include <errno.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "tst_test.h"
#include "tst_clocks.h"
#include "tst_safe_check.h"
#include "tst_safe_clocks.h"

int tst_clock_getres(clockid_t clk_id, struct timespec *res)
{
	return syscall(SYS_clock_getres, clk_id, res);
}

int tst_clock_gettime(clockid_t clk_id, struct timespec *ts)
{
	return syscall(SYS_clock_gettime, clk_id, ts);
}

int tst_clock_settime(clockid_t clk_id, struct timespec *ts)
{
	return syscall(SYS_clock_settime, clk_id, ts);
}

const char *tst_clock_name(clockid_t clk_id)
{
	static const char *const names[] = {
		[CLOCK_REALTIME] = "CLOCK_REALTIME",
		[CLOCK_MONOTONIC] = "CLOCK_MONOTONIC",
		[CLOCK_PROCESS_CPUTIME_ID] = "CLOCK_PROCESS_CPUTIME_ID",
		[CLOCK_THREAD_CPUTIME_ID] = "CLOCK_THREAD_CPUTIME_ID",
		[CLOCK_MONOTONIC_RAW] = "CLOCK_MONOTONIC_RAW",
		[CLOCK_REALTIME_COARSE] = "CLOCK_REALTIME_COARSE",
		[CLOCK_MONOTONIC_COARSE] = "CLOCK_MONOTONIC_COARSE",
		[CLOCK_BOOTTIME] = "CLOCK_BOOTTIME",
		[CLOCK_REALTIME_ALARM] = "CLOCK_REALTIME_ALARM",
		[CLOCK_BOOTTIME_ALARM] = "CLOCK_BOOTTIME_ALARM",
		[CLOCK_TAI] = "CLOCK_TAI",
	};

	if (clk_id < 0 || (size_t)clk_id >= ARRAY_SIZE(names) || !names[clk_id])
		return "INVALID/UNKNOWN CLOCK";
	return names[clk_id];
}

time_t tst_clock_get_timestamp(clockid_t clk_id)
{
	struct timespec ts;

	if (tst_clock_gettime(clk_id, &ts))
		tst_brk(TBROK | TERRNO, "clock_gettime(%s)",
			tst_clock_name(clk_id));
	return ts.tv_sec;
}

time_t tst_fs_timestamp_start(void)
{
	return tst_clock_get_timestamp(CLOCK_REALTIME_COARSE);
}

time_t tst_fs_timestamp_end(void)
{
	return tst_clock_get_timestamp(CLOCK_REALTIME);
}

/* A clock this kernel does not have is no failure of the test. */
static void check_clock(TST_SAFE_FN_ARGS, int rval, const char *call,
			clockid_t clk_id)
{
	if (rval == -1 && errno == EINVAL)
		tst_brk_c_(file, lineno, TCONF | TERRNO, cleanup_fn,
			   "%s(%s): clock not supported", call,
			   tst_clock_name(clk_id));
	else
		tst_safe_check_zero(file, lineno, cleanup_fn, rval, "%s(%s)",
				    call, tst_clock_name(clk_id));
}

int safe_clock_getres(TST_SAFE_FN_ARGS, clockid_t clk_id, struct timespec *res)
{
	int rval = clock_getres(clk_id, res);

	check_clock(file, lineno, cleanup_fn, rval, "clock_getres", clk_id);
	return rval;
}

int safe_clock_gettime(TST_SAFE_FN_ARGS, clockid_t clk_id, struct timespec *tp)
{
	int rval = clock_gettime(clk_id, tp);

	check_clock(file, lineno, cleanup_fn, rval, "clock_gettime", clk_id);
	return rval;
}

int safe_clock_settime(TST_SAFE_FN_ARGS, clockid_t clk_id,
		       const struct timespec *tp)
{
	int rval = clock_settime(clk_id, tp);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "clock_settime(%s)",
			    tst_clock_name(clk_id));
	return rval;
}

int safe_clock_nanosleep(TST_SAFE_FN_ARGS, clockid_t clk_id, int flags,
			 const struct timespec *request,
			 struct timespec *remain)
{
	int rval = clock_nanosleep(clk_id, flags, request, remain);

	if (rval)
		tst_safe_fail_errno(file, lineno, cleanup_fn, rval,
				    "clock_nanosleep(%s,%d)",
				    tst_clock_name(clk_id), flags);
	return rval;
}

int safe_timer_create(TST_SAFE_FN_ARGS, clockid_t clockid,
		      struct sigevent *sevp, timer_t *timerid)
{
	int rval = timer_create(clockid, sevp, timerid);

	if (rval == -1 && (errno == ENOTSUP || errno == EINVAL))
		tst_brk_c_(file, lineno, TCONF | TERRNO, cleanup_fn,
			   "timer_create(%s): not supported",
			   tst_clock_name(clockid));
	else
		tst_safe_check_zero(file, lineno, cleanup_fn, rval,
				    "timer_create(%s)",
				    tst_clock_name(clockid));
	return rval;
}

int safe_timer_settime(TST_SAFE_FN_ARGS, timer_t timerid, int flags,
		       const struct itimerspec *new_value,
		       struct itimerspec *old_value)
{
	int rval = timer_settime(timerid, flags, new_value, old_value);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "timer_settime(%p,%d)", (void *)timerid, flags);
	return rval;
}

int safe_timer_gettime(TST_SAFE_FN_ARGS, timer_t timerid,
		       struct itimerspec *curr_value)
{
	int rval = timer_gettime(timerid, curr_value);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "timer_gettime(%p)",
			    (void *)timerid);
	return rval;
}

int safe_timer_delete(TST_SAFE_FN_ARGS, timer_t timerid)
{
	int rval = timer_delete(timerid);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "timer_delete(%p)",
			    (void *)timerid);
	return rval;
}
