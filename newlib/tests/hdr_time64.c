// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * time64_variants.h and the clock and timer call variants of tst_timer.h,
 * as the clock_* and timer_* tests use them: one run per variant (libc,
 * the old system call, the 64-bit one where this arch has it), each
 * reading a clock, sleeping 10 ms, refusing a bad clock id, and reading a
 * kernel timer and a timerfd back.
 */
#include <sys/timerfd.h>
#include "tst_test.h"
#include "time64_variants.h"

struct timer_calls {
	int (*getres)(clockid_t clk_id, void *ts);
	int (*timer_get)(kernel_timer_t timerid, void *its);
	int (*timer_set)(kernel_timer_t timerid, int flags, void *its,
			 void *old_its);
	int (*tfd_set)(int fd, int flags, void *its, void *old_its);
};

static struct time64_variants variants[] = {
	{ .clock_gettime = libc_clock_gettime,
	  .clock_settime = libc_clock_settime,
	  .clock_nanosleep = libc_clock_nanosleep,
	  .ts_type = TST_LIBC_TIMESPEC,
	  .desc = "libc" },
#if (__NR_clock_gettime != __LTP__NR_INVALID_SYSCALL)
	{ .clock_gettime = sys_clock_gettime,
	  .clock_settime = sys_clock_settime,
	  .clock_nanosleep = sys_clock_nanosleep,
	  .timer_gettime = sys_timer_gettime,
	  .tfd_gettime = sys_timerfd_gettime,
	  .ts_type = TST_KERN_OLD_TIMESPEC,
	  .desc = "old system calls" },
#endif
#if (__NR_clock_gettime64 != __LTP__NR_INVALID_SYSCALL)
	{ .clock_gettime = sys_clock_gettime64,
	  .clock_settime = sys_clock_settime64,
	  .clock_nanosleep = sys_clock_nanosleep64,
	  .timer_gettime = sys_timer_gettime64,
	  .tfd_gettime = sys_timerfd_gettime64,
	  .ts_type = TST_KERN_TIMESPEC,
	  .desc = "64-bit system calls" },
#endif
};

/* The calls a variant's tests make through other fields, by variant. */
static struct timer_calls more[] = {
	{ .getres = libc_clock_getres },
	{ sys_clock_getres, sys_timer_gettime, sys_timer_settime,
	  sys_timerfd_settime },
	{ sys_clock_getres64, sys_timer_gettime64, sys_timer_settime64,
	  sys_timerfd_settime64 },
};

static void check_clock(struct time64_variants *tv, struct timer_calls *tc)
{
	struct tst_ts start = { .type = tv->ts_type }, end = start, res = start,
		      sleep;

	TST_EXP_PASS(tc->getres(CLOCK_MONOTONIC, tst_ts_get(&res)));
	TST_EXP_PASS(tv->clock_gettime(CLOCK_MONOTONIC, tst_ts_get(&start)));
	sleep = tst_ts_from_ms(tv->ts_type, 10);
	TST_EXP_EXPR(!tv->clock_nanosleep(CLOCK_MONOTONIC, 0,
					  tst_ts_get(&sleep), NULL),
		     "%s: clock_nanosleep(10 ms)", tv->desc);
	tv->clock_gettime(CLOCK_MONOTONIC, tst_ts_get(&end));
	TST_EXP_EXPR(tst_ts_diff_ms(end, start) >= 10, "%s: %lld ms slept",
		     tv->desc, tst_ts_diff_ms(end, start));
	TST_EXP_FAIL(tv->clock_settime(-1, tst_ts_get(&start)), EINVAL,
		     "%s: clock_settime(-1)", tv->desc);
}

/* Arm a kernel timer and a timerfd for 100 s; both read back as armed. */
static void check_timers(struct time64_variants *tv, struct timer_calls *tc)
{
	struct __kernel_itimerspec its = { .it_value = { .tv_sec = 100 } };
	struct __kernel_itimerspec got = {};
	kernel_timer_t timer;
	int fd;

	if (!tv->timer_gettime)
		return;
	if (tv->ts_type == TST_KERN_OLD_TIMESPEC && sizeof(long) == 4)
		return; /* the old layout's fields are longs there */
	tst_syscall(__NR_timer_create, CLOCK_MONOTONIC, NULL, &timer);
	TST_EXP_PASS(tc->timer_set(timer, 0, &its, NULL));
	TST_EXP_PASS(tv->timer_gettime(timer, &got));
	TST_EXP_EXPR(got.it_value.tv_sec > 90, "%s: timer armed (%lld s)",
		     tv->desc, (long long)got.it_value.tv_sec);
	tst_syscall(__NR_timer_delete, timer);
	fd = timerfd_create(CLOCK_MONOTONIC, 0);
	TST_EXP_PASS(tc->tfd_set(fd, 0, &its, NULL));
	TST_EXP_PASS(tv->tfd_gettime(fd, &got));
	TST_EXP_EXPR(got.it_value.tv_sec > 90, "%s: timerfd armed (%lld s)",
		     tv->desc, (long long)got.it_value.tv_sec);
	SAFE_CLOSE(fd);
}

static void run(void)
{
	struct time64_variants *tv = &variants[tst_variant];
	struct timer_calls *tc = &more[tst_variant];

	if (tv->ts_type == TST_KERN_TIMESPEC)
		tc = &more[2];
	tst_res(TINFO, "Testing variant: %s", tv->desc);
	check_clock(tv, tc);
	check_timers(tv, tc);
}

static struct tst_test test = {
	.test_all = run,
	.test_variants = ARRAY_SIZE(variants),
};
