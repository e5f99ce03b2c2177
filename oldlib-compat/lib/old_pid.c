// SPDX-License-Identifier: GPL-2.0-or-later
/* Pids of the old API: newlib's, with the caller's cleanup pointer. The
 * cpu counts (tst_ncpus*) are newlib's own functions. */
#include "old_internal.h"
#include "tst_pid.h"

pid_t tst_get_unused_pid(void (*cleanup_fn)(void))
{
	return tst_get_unused_pid_(OLD_FILE_, __LINE__, cleanup_fn);
}

int tst_get_free_pids(void (*cleanup_fn)(void))
{
	return tst_get_free_pids_(OLD_FILE_, __LINE__, cleanup_fn);
}
