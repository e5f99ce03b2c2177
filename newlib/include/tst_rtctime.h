/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The real-time clock device (/dev/rtc*): its time read and set. */
#ifndef TST_RTCTIME_H
#define TST_RTCTIME_H

#include <linux/rtc.h>

/* ioctl() of the RTC device rtc_dev (opened and closed around it) with
 * request on rtc_tm: 0, or -1 with errno. */
int tst_rtc_ioctl(const char *rtc_dev, unsigned long request,
		  struct rtc_time *rtc_tm);

static inline int tst_rtc_gettime(const char *rtc_dev, struct rtc_time *rtc_tm)
{
	return tst_rtc_ioctl(rtc_dev, RTC_RD_TIME, rtc_tm);
}

static inline int tst_rtc_settime(const char *rtc_dev, struct rtc_time *rtc_tm)
{
	return tst_rtc_ioctl(rtc_dev, RTC_SET_TIME, rtc_tm);
}

#endif /* TST_RTCTIME_H */
