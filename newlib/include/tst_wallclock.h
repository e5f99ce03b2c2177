/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Putting the clocks back after a test set them: the saved time plus the
 * time elapsed since (on CLOCK_MONOTONIC_RAW, which setting the clocks
 * does not move). .restore_wallclock does the first pair for the test.
 */
#ifndef TST_WALLCLOCK_H
#define TST_WALLCLOCK_H

/* CLOCK_REALTIME; TBROK when it cannot be read. */
void tst_wallclock_save(void);
/* A TWARN when it cannot be set; nothing when nothing was saved. */
void tst_wallclock_restore(void);

/* The RTC device's time and CLOCK_REALTIME (TBROK when the RTC cannot be
 * read), and both set back (a TWARN for the RTC when it cannot be set). */
void tst_rtc_clock_save(const char *rtc_dev);
void tst_rtc_clock_restore(const char *rtc_dev);

#endif /* TST_WALLCLOCK_H */
