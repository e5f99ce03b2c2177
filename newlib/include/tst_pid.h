/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Pids and cpus: a pid no process has, how many more processes may start,
 * and the number of cpus.
 */
#ifndef TST_PID_H
#define TST_PID_H

#include <sys/types.h>

/* A pid that no process has at the time of the call (searched from
 * pid_max down); TBROK when there is none or pid_max cannot be read. */
pid_t tst_get_unused_pid_(const char *file, const int lineno,
			  void (*cleanup_fn)(void));

/* pid_max less the processes that exist now. */
int tst_get_free_pids_(const char *file, const int lineno,
		       void (*cleanup_fn)(void));

/* The old API has functions of these names taking a cleanup pointer. */
#ifndef TST_NO_NEW_API_MACROS
static inline pid_t tst_get_unused_pid(void)
{
	return tst_get_unused_pid_(__FILE__, __LINE__, NULL);
}
#define tst_get_free_pids() tst_get_free_pids_(__FILE__, __LINE__, NULL)
#endif

/* The pid of the calling thread's process, from the kernel (getpid(2)
 * without libc's cache, right after a raw clone()). */
pid_t tst_getpid(void);

/* The thread id of the caller (gettid(2)). */
pid_t tst_gettid(void);

#include "tst_cpu.h"

#endif /* TST_PID_H */
