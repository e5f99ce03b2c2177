/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A child that signals the test process, to interrupt a blocking call. */
#ifndef TST_SIG_PROC_H
#define TST_SIG_PROC_H

#include <sys/types.h>

/*
 * Fork a child that sends sig to the calling process count times, usec
 * microseconds apart (the first after usec), then exits 0; it stops early
 * when the caller is gone. Returns its pid; the caller reaps it (SIGTERM
 * ends it sooner). A failing fork() is TBROK.
 */
pid_t create_sig_proc(int sig, int count, unsigned int usec);

#endif /* TST_SIG_PROC_H */
