// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_wallclock.h and tst_rtctime.h: the wall clock saved and restored
 * reads within a second of where it would have been; an RTC device that
 * does not exist is -1 with ENOENT for tst_rtc_gettime(), and (-m bad)
 * TBROK naming it for tst_rtc_clock_save().
 */
#include <errno.h>
#include <string.h>
#include <time.h>
#include "tst_test.h"
#include "tst_safe_clocks.h"
#include "tst_rtctime.h"
#include "tst_wallclock.h"

#define NO_RTC "/dev/no-such-rtc"

static char *mode;

static void run(void)
{
	struct timespec before, after;
	struct rtc_time tm;

	SAFE_CLOCK_GETTIME(CLOCK_REALTIME, &before);
	tst_wallclock_save();
	tst_wallclock_restore();
	SAFE_CLOCK_GETTIME(CLOCK_REALTIME, &after);
	TST_EXP_EXPR(after.tv_sec - before.tv_sec <= 1,
		     "the wall clock kept its time (%ld s later)",
		     (long)(after.tv_sec - before.tv_sec));

	TST_EXP_EQ_LI(tst_rtc_gettime(NO_RTC, &tm), -1);
	TST_EXP_EQ_LI(errno, ENOENT);
	if (mode && !strcmp(mode, "bad"))
		tst_rtc_clock_save(NO_RTC);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.options =
		(struct tst_option[]){
			{ "m:", &mode,
			  "bad: save the time of an RTC that does not exist" },
			{} },
};
