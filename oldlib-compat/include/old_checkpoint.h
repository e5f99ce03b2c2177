/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Old checkpoints, on newlib's futex checkpoints in the shared page. The
 * old API set them up with TST_CHECKPOINT_INIT(cleanup) after tst_tmpdir();
 * children pass a NULL cleanup. A wait or wake that does not complete in
 * 10 s is TBROK naming the id.
 */
#ifndef OLD_CHECKPOINT_H
#define OLD_CHECKPOINT_H

#include "tst_checkpoint.h"

/* TBROK unless tst_tmpdir() was called first, or when called twice. */
void tst_checkpoint_init(const char *file, const int lineno,
			 void (*cleanup_fn)(void));
#define TST_CHECKPOINT_INIT(cleanup_fn) \
	tst_checkpoint_init(__FILE__, __LINE__, (cleanup_fn))

/* The non-fatal tst_checkpoint_wait() and tst_checkpoint_wake() are
 * newlib's (tst_checkpoint.h): both APIs have them. */

#define TST_SAFE_CHECKPOINT_WAIT(cleanup_fn, id)                         \
	tst_safe_checkpoint_wait(__FILE__, __LINE__, (cleanup_fn), (id), \
				 TST_CHECKPOINT_TIMEOUT_MS)

/* As TST_SAFE_CHECKPOINT_WAIT(), with a timeout of msec ms (later old
 * headers had it: mmap16). */
#define TST_SAFE_CHECKPOINT_WAIT2(cleanup_fn, id, msec) \
	tst_safe_checkpoint_wait(__FILE__, __LINE__, (cleanup_fn), (id), (msec))

#define TST_SAFE_CHECKPOINT_WAKE(cleanup_fn, id) \
	tst_safe_checkpoint_wake(__FILE__, __LINE__, (cleanup_fn), (id), 1)

#define TST_SAFE_CHECKPOINT_WAKE2(cleanup_fn, id, nr_wake)               \
	tst_safe_checkpoint_wake(__FILE__, __LINE__, (cleanup_fn), (id), \
				 (nr_wake))

#define TST_SAFE_CHECKPOINT_WAKE_AND_WAIT(cleanup_fn, id)     \
	do {                                                  \
		TST_SAFE_CHECKPOINT_WAKE((cleanup_fn), (id)); \
		TST_SAFE_CHECKPOINT_WAIT((cleanup_fn), (id)); \
	} while (0)

#endif /* OLD_CHECKPOINT_H */
