// SPDX-License-Identifier: GPL-2.0-or-later
/* Saving CLOCK_REALTIME and the RTC, and putting them back later. */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/ioctl.h>

#include "tst_test.h"
#include "tst_rtctime.h"
#include "tst_timer.h"
#include "tst_wallclock.h"

static int wall_saved, rtc_saved;
static struct timespec wall_start, mono_start, rtc_mono_start;
static struct rtc_time rtc_start;

int tst_rtc_ioctl(const char *rtc_dev, unsigned long request,
		  struct rtc_time *rtc_tm)
{
	int fd = open(rtc_dev, O_RDONLY), ret, err;

	if (fd < 0)
		return -1;
	ret = ioctl(fd, request, rtc_tm);
	err = errno;
	close(fd);
	errno = err;
	return ret ? -1 : 0;
}

static void now_raw(struct timespec *t)
{
	if (clock_gettime(CLOCK_MONOTONIC_RAW, t))
		tst_brk(TBROK | TERRNO, "clock_gettime(CLOCK_MONOTONIC_RAW)");
}

/* Seconds (rounded to the nearest) since the raw start. */
static time_t elapsed_since(const struct timespec *start)
{
	struct timespec now;

	now_raw(&now);
	return (tst_timespec_to_ms(tst_timespec_diff(now, *start)) + 500) /
	       1000;
}

void tst_wallclock_save(void)
{
	if (clock_gettime(CLOCK_REALTIME, &wall_start))
		tst_brk(TBROK | TERRNO, "clock_gettime(CLOCK_REALTIME)");
	now_raw(&mono_start);
	wall_saved = 1;
}

void tst_wallclock_restore(void)
{
	struct timespec now, set;

	if (!wall_saved)
		return;
	wall_saved = 0;
	if (clock_gettime(CLOCK_MONOTONIC_RAW, &now)) {
		tst_res(TWARN | TERRNO, "clock_gettime(CLOCK_MONOTONIC_RAW)");
		return;
	}
	set = tst_timespec_diff(now, mono_start);
	set.tv_sec += wall_start.tv_sec;
	set.tv_nsec += wall_start.tv_nsec;
	if (set.tv_nsec >= 1000000000) {
		set.tv_sec++;
		set.tv_nsec -= 1000000000;
	}
	if (clock_settime(CLOCK_REALTIME, &set))
		tst_res(TWARN | TERRNO, "restoring the wall clock");
}

void tst_rtc_clock_save(const char *rtc_dev)
{
	if (tst_rtc_gettime(rtc_dev, &rtc_start))
		tst_brk(TBROK | TERRNO, "reading the time of %s", rtc_dev);
	now_raw(&rtc_mono_start);
	rtc_saved = 1;
	tst_wallclock_save();
}

void tst_rtc_clock_restore(const char *rtc_dev)
{
	struct rtc_time set;
	struct tm tm;
	time_t t;

	tst_wallclock_restore();
	if (!rtc_saved)
		return;
	rtc_saved = 0;
	/* struct rtc_time is the first nine fields of struct tm, in order */
	memset(&tm, 0, sizeof(tm));
	memcpy(&tm, &rtc_start, sizeof(rtc_start));
	t = timegm(&tm) + elapsed_since(&rtc_mono_start);
	gmtime_r(&t, &tm);
	memset(&set, 0, sizeof(set));
	memcpy(&set, &tm, sizeof(set));
	if (tst_rtc_settime(rtc_dev, &set))
		tst_res(TWARN | TERRNO, "restoring the time of %s", rtc_dev);
}
