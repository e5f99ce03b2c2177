/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Checkpoints: futexes in the shared page that let the test process, its
 * forked children and programs they exec() wait for each other without
 * sleep(). Needs .needs_checkpoints = 1.
 *
 * A wait blocks until a wake releases it; a wake blocks until the number of
 * waiters it asks for have reached their wait, then releases exactly that
 * many. Neither polls. Either one that does not complete within its timeout
 * (10 s by default, scaled by LTP_TIMEOUT_MUL) ends the caller as TBROK
 * naming the checkpoint id.
 */
#ifndef TST_CHECKPOINT_H
#define TST_CHECKPOINT_H

#include "tst_common.h"

/* Default timeout of a wait or a wake, before scaling, in milliseconds. */
#define TST_CHECKPOINT_TIMEOUT_MS 10000

/*
 * The calls behind the macros. msec 0 means the default timeout. On a
 * timeout or a bad id they end the caller through tst_brk_c_(), with
 * cleanup_fn for an old-API caller (NULL from the new API and children).
 */
void tst_safe_checkpoint_wait(const char *file, const int lineno,
			      void (*cleanup_fn)(void), unsigned int id,
			      unsigned int msec);
void tst_safe_checkpoint_wake(const char *file, const int lineno,
			      void (*cleanup_fn)(void), unsigned int id,
			      unsigned int nr_wake);

/*
 * The plain calls, for a test that handles the failure itself (a waiter
 * that wakes up on its own after msec ms): 0, or -1 with errno ETIMEDOUT
 * (the timeout passed), EINVAL (no such id, or no shared page) or
 * EOVERFLOW/ERANGE (too many waiters). A timeout of 0 is 1 ms.
 */
int tst_checkpoint_wait(unsigned int id, unsigned int msec_timeout);
int tst_checkpoint_wake(unsigned int id, unsigned int nr_wake,
			unsigned int msec_timeout);

/* The number of checkpoint ids the shared page holds. */
unsigned int tst_checkpoint_count(void);

#define TST_CHECKPOINT_WAIT(id) \
	tst_safe_checkpoint_wait(__FILE__, __LINE__, NULL, (id), 0)

#define TST_CHECKPOINT_WAIT2(id, msec) \
	tst_safe_checkpoint_wait(__FILE__, __LINE__, NULL, (id), (msec))

#define TST_CHECKPOINT_WAKE(id) \
	tst_safe_checkpoint_wake(__FILE__, __LINE__, NULL, (id), 1)

#define TST_CHECKPOINT_WAKE2(id, nr_wake) \
	tst_safe_checkpoint_wake(__FILE__, __LINE__, NULL, (id), (nr_wake))

#define TST_CHECKPOINT_WAKE_AND_WAIT(id)                                     \
	do {                                                                 \
		tst_safe_checkpoint_wake(__FILE__, __LINE__, NULL, (id), 1); \
		tst_safe_checkpoint_wait(__FILE__, __LINE__, NULL, (id), 0); \
	} while (0)

#endif /* TST_CHECKPOINT_H */
