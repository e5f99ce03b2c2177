/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Safe calls on clocks and POSIX timers: a failure ends the test as TBROK
 * with the caller's file:line; a clock the kernel lacks (EINVAL) is TCONF
 * for clock_gettime/clock_getres. */
#ifndef TST_SAFE_CLOCKS_H
#define TST_SAFE_CLOCKS_H

#include <signal.h>
#include <time.h>
#include "tst_common.h"

int safe_clock_getres(TST_SAFE_FN_ARGS, clockid_t clk_id, struct timespec *res);
int safe_clock_gettime(TST_SAFE_FN_ARGS, clockid_t clk_id, struct timespec *tp);
int safe_clock_settime(TST_SAFE_FN_ARGS, clockid_t clk_id,
		       const struct timespec *tp);
/* The error number clock_nanosleep() returns is reported as errno. */
int safe_clock_nanosleep(TST_SAFE_FN_ARGS, clockid_t clk_id, int flags,
			 const struct timespec *request,
			 struct timespec *remain);
int safe_timer_create(TST_SAFE_FN_ARGS, clockid_t clockid,
		      struct sigevent *sevp, timer_t *timerid);
int safe_timer_settime(TST_SAFE_FN_ARGS, timer_t timerid, int flags,
		       const struct itimerspec *new_value,
		       struct itimerspec *old_value);
int safe_timer_gettime(TST_SAFE_FN_ARGS, timer_t timerid,
		       struct itimerspec *curr_value);
int safe_timer_delete(TST_SAFE_FN_ARGS, timer_t timerid);

#define SAFE_CLOCK_GETRES(clk_id, res) \
	safe_clock_getres(TST_SAFE_, (clk_id), (res))
#define SAFE_CLOCK_GETTIME(clk_id, tp) \
	safe_clock_gettime(TST_SAFE_, (clk_id), (tp))
#define SAFE_CLOCK_SETTIME(clk_id, tp) \
	safe_clock_settime(TST_SAFE_, (clk_id), (tp))
#define SAFE_CLOCK_NANOSLEEP(clk_id, flags, request, remain) \
	safe_clock_nanosleep(TST_SAFE_, (clk_id), (flags), (request), (remain))
#define SAFE_TIMER_CREATE(clockid, sevp, timerid) \
	safe_timer_create(TST_SAFE_, (clockid), (sevp), (timerid))
#define SAFE_TIMER_SETTIME(timerid, flags, new_value, old_value)       \
	safe_timer_settime(TST_SAFE_, (timerid), (flags), (new_value), \
			   (old_value))
#define SAFE_TIMER_GETTIME(timerid, curr_value) \
	safe_timer_gettime(TST_SAFE_, (timerid), (curr_value))
#define SAFE_TIMER_DELETE(timerid) safe_timer_delete(TST_SAFE_, (timerid))

#endif /* TST_SAFE_CLOCKS_H */
