/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A stopwatch (one per process) on a clock the test picks, and timespec
 * and timeval arithmetic. Both APIs use these. */
#ifndef TST_TIMER_H
#define TST_TIMER_H

#include <time.h>
#include <sys/time.h>
#include <linux/time_types.h>

/* As the real one: the raw clock calls and tst_clock_name() too. */
#include "tst_clocks.h"

/* As the real one brings it in from its lapi/common_timers.h. */
#ifndef NSEC_PER_SEC
#define NSEC_PER_SEC (1000000000LL)
#endif

/* TCONF when clk_id is not supported, TBROK when it cannot be read. */
void tst_timer_check(clockid_t clk_id);
void tst_timer_start(clockid_t clk_id);
void tst_timer_stop(void);
/* Time between the last start and stop. */
struct timespec tst_timer_elapsed(void);
/* 1 when more than ms milliseconds passed since tst_timer_start() (read on
 * its clock now; the stopwatch is not stopped), else 0. */
int tst_timer_expired_ms(long long ms);

static inline long long tst_timespec_to_us(struct timespec t)
{
	return t.tv_sec * 1000000LL + (t.tv_nsec + 500) / 1000;
}

static inline long long tst_timespec_to_ms(struct timespec t)
{
	return t.tv_sec * 1000LL + (t.tv_nsec + 500000) / 1000000;
}

static inline long long tst_timeval_to_us(struct timeval t)
{
	return t.tv_sec * 1000000LL + t.tv_usec;
}

static inline struct timeval tst_us_to_timeval(long long us)
{
	struct timeval ret = { .tv_sec = us / 1000000,
			       .tv_usec = us % 1000000 };

	return ret;
}

static inline struct timeval tst_ms_to_timeval(long long ms)
{
	struct timeval ret = { .tv_sec = ms / 1000,
			       .tv_usec = (ms % 1000) * 1000 };

	return ret;
}

static inline struct timespec tst_us_to_timespec(long long us)
{
	struct timespec ret = { .tv_sec = us / 1000000,
				.tv_nsec = (us % 1000000) * 1000 };

	return ret;
}

static inline struct timespec tst_ms_to_timespec(long long ms)
{
	struct timespec ret = { .tv_sec = ms / 1000,
				.tv_nsec = (ms % 1000) * 1000000 };

	return ret;
}

/* The names the timer tests (tst_timer_test.h) use for the two above. */
static inline struct timespec tst_timespec_from_us(long long us)
{
	return tst_us_to_timespec(us);
}

static inline struct timespec tst_timespec_from_ms(long long ms)
{
	return tst_ms_to_timespec(ms);
}

/* t1 - t2 (t1 is expected to be the later one). */
static inline struct timespec tst_timespec_diff(struct timespec t1,
						struct timespec t2)
{
	struct timespec res = { .tv_sec = t1.tv_sec - t2.tv_sec,
				.tv_nsec = t1.tv_nsec - t2.tv_nsec };

	if (res.tv_nsec < 0) {
		res.tv_sec--;
		res.tv_nsec += 1000000000;
	}
	return res;
}

static inline long long tst_timespec_diff_us(struct timespec t1,
					     struct timespec t2)
{
	return tst_timespec_to_us(tst_timespec_diff(t1, t2));
}

static inline long long tst_timespec_diff_ms(struct timespec t1,
					     struct timespec t2)
{
	return tst_timespec_to_ms(tst_timespec_diff(t1, t2));
}

/* t1 - t2 in nanoseconds, negative when t1 is earlier. */
static inline long long tst_timespec_diff_ns(struct timespec t1,
					     struct timespec t2)
{
	return (t1.tv_sec - t2.tv_sec) * 1000000000LL +
	       (t1.tv_nsec - t2.tv_nsec);
}

/* 1 when t1 is earlier than t2. */
static inline int tst_timespec_lt(struct timespec t1, struct timespec t2)
{
	if (t1.tv_sec == t2.tv_sec)
		return t1.tv_nsec < t2.tv_nsec;
	return t1.tv_sec < t2.tv_sec;
}

/* |t1 - t2| */
static inline struct timespec tst_timespec_abs_diff(struct timespec t1,
						    struct timespec t2)
{
	if (tst_timespec_lt(t1, t2))
		return tst_timespec_diff(t2, t1);
	return tst_timespec_diff(t1, t2);
}

static inline long long tst_timespec_abs_diff_us(struct timespec t1,
						 struct timespec t2)
{
	return tst_timespec_to_us(tst_timespec_abs_diff(t1, t2));
}

static inline long long tst_timespec_abs_diff_ms(struct timespec t1,
						 struct timespec t2)
{
	return tst_timespec_to_ms(tst_timespec_abs_diff(t1, t2));
}

/*
 * t1 + t2, with tv_nsec brought back below a second (both are expected to
 * be normalized: 0 <= tv_nsec < 1000000000). Tests add a relative timeout
 * to a clock reading with it (ghostlock's futex wait).
 */
static inline struct timespec tst_timespec_add(struct timespec t1,
					       struct timespec t2)
{
	struct timespec sum = { .tv_sec = t1.tv_sec + t2.tv_sec,
				.tv_nsec = t1.tv_nsec + t2.tv_nsec };

	if (sum.tv_nsec >= 1000000000) {
		sum.tv_sec++;
		sum.tv_nsec -= 1000000000;
	}
	return sum;
}

static inline struct timespec tst_timespec_add_us(struct timespec t,
						  long long us)
{
	t.tv_sec += us / 1000000;
	t.tv_nsec += (us % 1000000) * 1000;
	if (t.tv_nsec >= 1000000000) {
		t.tv_sec++;
		t.tv_nsec -= 1000000000;
	}
	return t;
}

static inline long long tst_timer_elapsed_ms(void)
{
	return tst_timespec_to_ms(tst_timer_elapsed());
}

static inline long long tst_timer_elapsed_us(void)
{
	return tst_timespec_to_us(tst_timer_elapsed());
}

/*
 * A timespec in one of the three layouts a clock call may take: libc's
 * struct timespec, the kernel's old one (a long of seconds) and its
 * 64-bit one. Tests pass tst_ts_get(&ts) to the call of the variant they
 * test, and read and set the value independent of the layout.
 */
enum tst_ts_type {
	TST_LIBC_TIMESPEC,
	TST_KERN_OLD_TIMESPEC,
	TST_KERN_TIMESPEC,
};

struct tst_ts {
	enum tst_ts_type type;
	union {
		struct timespec libc_ts;
		struct __kernel_old_timespec kern_old_ts;
		struct __kernel_timespec kern_ts;
	} ts;
};

/* The pointer to pass to the call. */
static inline void *tst_ts_get(struct tst_ts *t)
{
	if (!t)
		return NULL;
	switch (t->type) {
	case TST_KERN_OLD_TIMESPEC:
		return &t->ts.kern_old_ts;
	case TST_KERN_TIMESPEC:
		return &t->ts.kern_ts;
	default:
		return &t->ts.libc_ts;
	}
}

static inline long long tst_ts_get_sec(struct tst_ts t)
{
	switch (t.type) {
	case TST_KERN_OLD_TIMESPEC:
		return t.ts.kern_old_ts.tv_sec;
	case TST_KERN_TIMESPEC:
		return t.ts.kern_ts.tv_sec;
	default:
		return t.ts.libc_ts.tv_sec;
	}
}

static inline long long tst_ts_get_nsec(struct tst_ts t)
{
	switch (t.type) {
	case TST_KERN_OLD_TIMESPEC:
		return t.ts.kern_old_ts.tv_nsec;
	case TST_KERN_TIMESPEC:
		return t.ts.kern_ts.tv_nsec;
	default:
		return t.ts.libc_ts.tv_nsec;
	}
}

static inline void tst_ts_set_sec(struct tst_ts *t, long long sec)
{
	switch (t->type) {
	case TST_KERN_OLD_TIMESPEC:
		t->ts.kern_old_ts.tv_sec = sec;
		break;
	case TST_KERN_TIMESPEC:
		t->ts.kern_ts.tv_sec = sec;
		break;
	default:
		t->ts.libc_ts.tv_sec = sec;
	}
}

static inline void tst_ts_set_nsec(struct tst_ts *t, long long nsec)
{
	switch (t->type) {
	case TST_KERN_OLD_TIMESPEC:
		t->ts.kern_old_ts.tv_nsec = nsec;
		break;
	case TST_KERN_TIMESPEC:
		t->ts.kern_ts.tv_nsec = nsec;
		break;
	default:
		t->ts.libc_ts.tv_nsec = nsec;
	}
}

/* 0 when valid, -1 for a negative second count, -2 for nanoseconds
 * outside [0, 1e9). */
static inline int tst_ts_valid(struct tst_ts *t)
{
	long long nsec = tst_ts_get_nsec(*t);

	if (tst_ts_get_sec(*t) < 0)
		return -1;
	if (nsec < 0 || nsec >= 1000000000)
		return -2;
	return 0;
}

static inline struct tst_ts tst_ts_from_ns(enum tst_ts_type type, long long ns)
{
	struct tst_ts t = { .type = type };

	tst_ts_set_sec(&t, ns / 1000000000);
	tst_ts_set_nsec(&t, ns % 1000000000);
	return t;
}

static inline struct tst_ts tst_ts_from_us(enum tst_ts_type type, long long us)
{
	return tst_ts_from_ns(type, us * 1000);
}

static inline struct tst_ts tst_ts_from_ms(enum tst_ts_type type, long long ms)
{
	return tst_ts_from_ns(type, ms * 1000000);
}

static inline struct tst_ts tst_ts_from_timespec(struct timespec ts)
{
	struct tst_ts t = { .type = TST_LIBC_TIMESPEC, .ts.libc_ts = ts };

	return t;
}

static inline struct timespec tst_ts_to_timespec(struct tst_ts t)
{
	struct timespec ts = { .tv_sec = tst_ts_get_sec(t),
			       .tv_nsec = tst_ts_get_nsec(t) };

	return ts;
}

static inline long long tst_ts_to_ns(struct tst_ts t)
{
	return tst_ts_get_sec(t) * 1000000000LL + tst_ts_get_nsec(t);
}

static inline long long tst_ts_to_us(struct tst_ts t)
{
	return tst_ts_get_sec(t) * 1000000LL +
	       (tst_ts_get_nsec(t) + 500) / 1000;
}

static inline long long tst_ts_to_ms(struct tst_ts t)
{
	return tst_ts_get_sec(t) * 1000LL +
	       (tst_ts_get_nsec(t) + 500000) / 1000000;
}

/* t1 - t2, in t1's layout. */
static inline struct tst_ts tst_ts_diff(struct tst_ts t1, struct tst_ts t2)
{
	return tst_ts_from_ns(t1.type, tst_ts_to_ns(t1) - tst_ts_to_ns(t2));
}

static inline long long tst_ts_diff_ns(struct tst_ts t1, struct tst_ts t2)
{
	return tst_ts_to_ns(t1) - tst_ts_to_ns(t2);
}

static inline long long tst_ts_diff_us(struct tst_ts t1, struct tst_ts t2)
{
	return tst_ts_to_us(tst_ts_diff(t1, t2));
}

static inline long long tst_ts_diff_ms(struct tst_ts t1, struct tst_ts t2)
{
	return tst_ts_to_ms(tst_ts_diff(t1, t2));
}

static inline int tst_ts_lt(struct tst_ts t1, struct tst_ts t2)
{
	return tst_ts_to_ns(t1) < tst_ts_to_ns(t2);
}

static inline long long tst_ts_abs_diff_us(struct tst_ts t1, struct tst_ts t2)
{
	long long d = tst_ts_diff_us(t1, t2);

	return d < 0 ? -d : d;
}

static inline long long tst_ts_abs_diff_ms(struct tst_ts t1, struct tst_ts t2)
{
	long long d = tst_ts_diff_ms(t1, t2);

	return d < 0 ? -d : d;
}

static inline struct tst_ts tst_ts_add_us(struct tst_ts t, long long us)
{
	return tst_ts_from_ns(t.type, tst_ts_to_ns(t) + us * 1000);
}

static inline struct tst_ts tst_ts_sub_us(struct tst_ts t, long long us)
{
	return tst_ts_from_ns(t.type, tst_ts_to_ns(t) - us * 1000);
}

/*
 * An itimerspec (an interval and a first expiry) in the same three layouts:
 * tst_its_get(&its) is what the timer call of the variant takes; each half
 * is read and set by seconds and nanoseconds, or set from a struct tst_ts.
 */
struct tst_kern_old_itimerspec {
	struct __kernel_old_timespec it_interval;
	struct __kernel_old_timespec it_value;
};

struct tst_its {
	enum tst_ts_type type;
	union {
		struct itimerspec libc_its;
		struct tst_kern_old_itimerspec kern_old_its;
		struct __kernel_itimerspec kern_its;
	} ts;
};

static inline void *tst_its_get(struct tst_its *t)
{
	if (!t)
		return NULL;
	switch (t->type) {
	case TST_KERN_OLD_TIMESPEC:
		return &t->ts.kern_old_its;
	case TST_KERN_TIMESPEC:
		return &t->ts.kern_its;
	default:
		return &t->ts.libc_its;
	}
}

/* A half of the itimerspec as a struct tst_ts of the same layout. */
static inline struct tst_ts tst_its_half_(const struct tst_its *t, int value)
{
	struct tst_ts ts = { .type = t->type };

	switch (t->type) {
	case TST_KERN_OLD_TIMESPEC:
		ts.ts.kern_old_ts = value ? t->ts.kern_old_its.it_value :
					    t->ts.kern_old_its.it_interval;
		break;
	case TST_KERN_TIMESPEC:
		ts.ts.kern_ts = value ? t->ts.kern_its.it_value :
					t->ts.kern_its.it_interval;
		break;
	default:
		ts.ts.libc_ts = value ? t->ts.libc_its.it_value :
					t->ts.libc_its.it_interval;
	}
	return ts;
}

/* Seconds and nanoseconds are copied as they are, even out of range (a
 * test of EINVAL sets a negative tv_nsec). */
static inline void tst_its_set_half_(struct tst_its *t, int value,
				     struct tst_ts from)
{
	struct tst_ts ts = { .type = t->type };

	tst_ts_set_sec(&ts, tst_ts_get_sec(from));
	tst_ts_set_nsec(&ts, tst_ts_get_nsec(from));
	switch (t->type) {
	case TST_KERN_OLD_TIMESPEC:
		if (value)
			t->ts.kern_old_its.it_value = ts.ts.kern_old_ts;
		else
			t->ts.kern_old_its.it_interval = ts.ts.kern_old_ts;
		break;
	case TST_KERN_TIMESPEC:
		if (value)
			t->ts.kern_its.it_value = ts.ts.kern_ts;
		else
			t->ts.kern_its.it_interval = ts.ts.kern_ts;
		break;
	default:
		if (value)
			t->ts.libc_its.it_value = ts.ts.libc_ts;
		else
			t->ts.libc_its.it_interval = ts.ts.libc_ts;
	}
}

static inline long long tst_its_get_interval_sec(struct tst_its t)
{
	return tst_ts_get_sec(tst_its_half_(&t, 0));
}

static inline long long tst_its_get_interval_nsec(struct tst_its t)
{
	return tst_ts_get_nsec(tst_its_half_(&t, 0));
}

static inline long long tst_its_get_value_sec(struct tst_its t)
{
	return tst_ts_get_sec(tst_its_half_(&t, 1));
}

static inline long long tst_its_get_value_nsec(struct tst_its t)
{
	return tst_ts_get_nsec(tst_its_half_(&t, 1));
}

static inline void tst_its_set_interval_from_ts(struct tst_its *t,
						struct tst_ts ts)
{
	tst_its_set_half_(t, 0, ts);
}

static inline void tst_its_set_value_from_ts(struct tst_its *t,
					     struct tst_ts ts)
{
	tst_its_set_half_(t, 1, ts);
}

static inline void tst_its_set_interval_sec(struct tst_its *t, long long sec)
{
	struct tst_ts ts = tst_its_half_(t, 0);

	tst_ts_set_sec(&ts, sec);
	tst_its_set_half_(t, 0, ts);
}

static inline void tst_its_set_interval_nsec(struct tst_its *t, long long nsec)
{
	struct tst_ts ts = tst_its_half_(t, 0);

	tst_ts_set_nsec(&ts, nsec);
	tst_its_set_half_(t, 0, ts);
}

static inline void tst_its_set_value_sec(struct tst_its *t, long long sec)
{
	struct tst_ts ts = tst_its_half_(t, 1);

	tst_ts_set_sec(&ts, sec);
	tst_its_set_half_(t, 1, ts);
}

static inline void tst_its_set_value_nsec(struct tst_its *t, long long nsec)
{
	struct tst_ts ts = tst_its_half_(t, 1);

	tst_ts_set_nsec(&ts, nsec);
	tst_its_set_half_(t, 1, ts);
}

#endif /* TST_TIMER_H */

/*
 * The real suite's tst_timer.h also brings in tst_test.h and the
 * libc_*()/sys_*() clock, timer and futex calls: a test that includes it
 * gets both, from time64_variants.h, whether before tst_test.h or after
 * it (futextest.h of the futex tests). tst_test.h includes this header
 * too, without the calls (a test that names none of these headers has
 * none of them): a second inclusion finds the guard above set, so this
 * part is outside it, and it waits until tst_test.h is complete. Not
 * under the old API's test.h, nor where <time.h> hides syscall()
 * (_XOPEN_SOURCE alone).
 */
#if (!defined(TST_TEST_H) || defined(TST_TEST_H_COMPLETE)) && \
	!defined(TEST_H) && (defined(_GNU_SOURCE) || defined(_DEFAULT_SOURCE))
#include "time64_variants.h"
#endif
