/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A stopwatch (one per process) on a clock the test picks, and timespec
 * and timeval arithmetic. Both APIs use these. */
#ifndef TST_TIMER_H
#define TST_TIMER_H

#include <time.h>
#include <sys/time.h>

/* TCONF when clk_id is not supported, TBROK when it cannot be read. */
void tst_timer_check(clockid_t clk_id);
void tst_timer_start(clockid_t clk_id);
void tst_timer_stop(void);
/* Time between the last start and stop. */
struct timespec tst_timer_elapsed(void);

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

#endif /* TST_TIMER_H */
