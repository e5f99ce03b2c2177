/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Clocks through the raw system calls (no libc fallbacks), their names,
 * and the timestamps filesystems and IPC objects record. */
#ifndef TST_CLOCKS_H
#define TST_CLOCKS_H

#include <time.h>

/* The system calls; 0, or -1 with errno. */
int tst_clock_getres(clockid_t clk_id, struct timespec *res);
int tst_clock_gettime(clockid_t clk_id, struct timespec *ts);
int tst_clock_settime(clockid_t clk_id, struct timespec *ts);

/* "CLOCK_MONOTONIC" ...; "INVALID/UNKNOWN CLOCK" for another id. */
const char *tst_clock_name(clockid_t clk_id);

/* Seconds on clk_id now; TBROK when it cannot be read. */
time_t tst_clock_get_timestamp(clockid_t clk_id);

/*
 * A lower and an upper bound for the time a file or IPC operation made
 * now records: the kernel stamps with the coarse clock, which may lag
 * time() by a tick, or with a fine-grained one.
 */
time_t tst_fs_timestamp_start(void);
time_t tst_fs_timestamp_end(void);

/* The kernel's clock ids end below it (the auxiliary clocks aside); the
 * suite's tst_timer.h brings it in from its lapi/common_timers.h. */
#ifndef MAX_CLOCKS
#define MAX_CLOCKS 16
#endif

/*
 * The first clock id the kernel does not have: MAX_CLOCKS (16), or 24 when
 * its configuration has the auxiliary clocks (CONFIG_POSIX_AUX_CLOCKS).
 * A configuration that cannot be read is TCONF, as for .needs_kconfigs.
 */
int tst_get_max_clocks(void);

#endif /* TST_CLOCKS_H */
