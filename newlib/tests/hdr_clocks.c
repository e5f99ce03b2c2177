// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_clocks.h, tst_safe_clocks.h and struct tst_ts of tst_timer.h: the
 * raw clock calls in each of the three timespec layouts agree with libc's,
 * struct tst_its keeps an interval and a value in each layout (an invalid
 * tv_nsec as it is),
 * a file's mtime lies between tst_fs_timestamp_start() and _end(), and the
 * timer calls arm and disarm a timer; tst_timer_start()/_stop() measure
 * a sleep.
 */
#include <signal.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "tst_clocks.h"
#include "tst_safe_clocks.h"

static struct tst_ts ts[] = {
	{ .type = TST_LIBC_TIMESPEC },
	{ .type = TST_KERN_OLD_TIMESPEC },
	{ .type = TST_KERN_TIMESPEC },
};

static void run(unsigned int n)
{
	struct timespec libc;
	struct tst_ts t = ts[n], d;
	struct tst_its it;
	struct itimerspec its = { .it_value = { .tv_sec = 60 } }, left;
	struct stat st;
	time_t before, after;
	timer_t timer;

	SAFE_CLOCK_GETTIME(CLOCK_MONOTONIC, &libc);
	TST_EXP_PASS(tst_clock_gettime(CLOCK_MONOTONIC, tst_ts_get(&t)),
		     "clock_gettime() into layout %u", n);
	TST_EXP_EXPR(tst_ts_valid(&t) == 0 &&
			     tst_ts_diff_ms(t, tst_ts_from_timespec(libc)) <
				     1000,
		     "layout %u reads %llds %lldns", n, tst_ts_get_sec(t),
		     tst_ts_get_nsec(t));
	tst_ts_set_sec(&t, 5);
	tst_ts_set_nsec(&t, 999999999);
	d = tst_ts_add_us(t, 1);
	TST_EXP_EQ_LI(tst_ts_get_sec(d), 6);
	TST_EXP_EQ_LI(tst_ts_to_ns(tst_ts_diff(d, t)), 1000);
	TST_EXP_EQ_STR(tst_clock_name(CLOCK_BOOTTIME), "CLOCK_BOOTTIME");

	it.type = t.type;
	tst_its_set_interval_sec(&it, 1);
	tst_its_set_interval_nsec(&it, -1);
	tst_its_set_value_from_ts(&it, d);
	TST_EXP_EQ_LI(tst_its_get_interval_nsec(it), -1);
	TST_EXP_EQ_LI(tst_its_get_value_sec(it) * 1000000000 +
			      tst_its_get_value_nsec(it),
		      tst_ts_to_ns(d));
	TST_EXP_EXPR(tst_its_get(&it) == (void *)&it.ts,
		     "tst_its_get() is the itimerspec of layout %u", n);

	before = tst_fs_timestamp_start();
	SAFE_TOUCH("stamp", 0644, NULL);
	after = tst_fs_timestamp_end();
	SAFE_STAT("stamp", &st);
	TST_EXP_EXPR(st.st_mtime >= before && st.st_mtime <= after,
		     "mtime %ld in [%ld, %ld]", (long)st.st_mtime, (long)before,
		     (long)after);

	SAFE_TIMER_CREATE(CLOCK_MONOTONIC, NULL, &timer);
	SAFE_TIMER_SETTIME(timer, 0, &its, NULL);
	SAFE_TIMER_GETTIME(timer, &left);
	TST_EXP_EXPR(left.it_value.tv_sec > 0, "the timer is armed");
	SAFE_TIMER_DELETE(timer);

	tst_timer_start(CLOCK_MONOTONIC);
	usleep(2000);
	tst_timer_stop();
	TST_EXP_EXPR(tst_timespec_to_us(tst_timer_elapsed()) >= 2000,
		     "the stopwatch saw a 2 ms sleep: %lld us",
		     tst_timespec_to_us(tst_timer_elapsed()));
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(ts),
	.needs_tmpdir = 1,
};
