/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Waiting until another process reaches a scheduler state, e.g. 'S' once a
 * child blocks in a call: the race-free replacement for "sleep until the
 * child blocks".
 */
#ifndef TST_PROCESS_STATE_H
#define TST_PROCESS_STATE_H

#include <sys/types.h>
#include "tst_common.h"

/*
 * Poll /proc/PID/stat until its state is STATE. Returns 0, or -1 with
 * errno ETIMEDOUT after msec milliseconds (0: no limit) or ENOENT when the
 * process is gone (or a zombie while STATE is not 'Z').
 */
int tst_process_state_wait2(pid_t pid, const char state, unsigned int msec);

/*
 * As above, for the macro: 0 when the state is reached; after msec
 * milliseconds (0: no limit) -1 with errno ETIMEDOUT, as the real library
 * returns it (a TINFO names the last state seen); a process that is gone,
 * or a zombie while STATE is not 'Z', ends the caller as TBROK.
 */
int tst_process_state_wait(const char *file, const int lineno,
			   void (*cleanup_fn)(void), pid_t pid,
			   const char state, unsigned int msec);

/*
 * Wait while pid is there (kill(pid, 0) succeeds; a zombie is still there
 * until it is reaped). 1 once it is gone; 0 with errno ETIMEDOUT after
 * msec milliseconds (0: no limit).
 */
int tst_process_exit_wait(pid_t pid, unsigned int msec);

/*
 * Poll /proc/self/task/TID/stat until the state of thread tid (its
 * gettid(), a thread of the calling process) is STATE: 0 then; -1 with
 * errno ETIMEDOUT after msec milliseconds (0: no limit). A thread that is
 * gone (or a zombie while STATE is not 'Z') ends the caller as TBROK.
 */
int tst_thread_state_wait(pid_t tid, const char state, unsigned int msec);
#define TST_THREAD_STATE_WAIT(tid, state, msec) \
	tst_thread_state_wait((tid), (state), (msec))

/* The old API had no such macro: legacy code (the converter's sleeps pass
 * writes it there) gets it too. */
#define TST_PROCESS_EXIT_WAIT(pid, msec) tst_process_exit_wait((pid), (msec))

#ifndef TST_NO_NEW_API_MACROS
#define TST_PROCESS_STATE_WAIT(pid, state, msec) \
	tst_process_state_wait(__FILE__, __LINE__, NULL, (pid), (state), (msec))
#endif

#endif /* TST_PROCESS_STATE_H */
