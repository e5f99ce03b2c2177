// SPDX-License-Identifier: GPL-2.0-or-later
/* The old checkpoint set-up rules; the checkpoints are newlib's. */
#include "old_internal.h"

static int initialized;

void tst_checkpoint_init(const char *file, const int lineno,
			 void (*cleanup_fn)(void))
{
	if (initialized)
		tst_brkm_(file, lineno, TBROK, cleanup_fn,
			  "checkpoints already initialized");
	if (!tst_tmpdir_created())
		tst_brkm_(file, lineno, TBROK, cleanup_fn,
			  "checkpoints need tst_tmpdir() to be called first");
	if (!tst_core_shm_ready())
		tst_brkm_(file, lineno, TBROK, cleanup_fn,
			  "no shared page for checkpoints");
	initialized = 1;
}
