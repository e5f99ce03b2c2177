/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Waiting for a process to reach a state, in the old API's forms. */
#ifndef OLD_PROCESS_STATE_H
#define OLD_PROCESS_STATE_H

#ifndef TST_NO_NEW_API_MACROS
#define TST_NO_NEW_API_MACROS
#endif
#include "tst_process_state.h"

/* Poll /proc/pid/stat until its state is state, with no time limit; a
 * process that vanishes is TBROK through tst_brkm(..., cleanup_fn). */
#define TST_PROCESS_STATE_WAIT(cleanup_fn, pid, state)                  \
	tst_process_state_wait(__FILE__, __LINE__, (cleanup_fn), (pid), \
			       (state), 0)

/*
 * The old tst_process_state_wait2(pid, state) had no timeout; newlib's
 * takes one. Both forms are accepted (two arguments: no limit).
 */
#define OLD_PSW2_(pid, state, msec, ...) \
	tst_process_state_wait2((pid), (state), (msec))
#define tst_process_state_wait2(...) OLD_PSW2_(__VA_ARGS__, 0, 0)

#endif /* OLD_PROCESS_STATE_H */
