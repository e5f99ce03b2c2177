/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Safe calls on threads; the error number these calls return is reported
 * as errno would be (see tst_safe_macros.h). */
#ifndef TST_SAFE_PTHREAD_H
#define TST_SAFE_PTHREAD_H

#include <pthread.h>
#include "tst_common.h"

int safe_pthread_create(TST_SAFE_FN_ARGS, pthread_t *thread,
			const pthread_attr_t *attr,
			void *(*start_routine)(void *), void *arg);
int safe_pthread_join(TST_SAFE_FN_ARGS, pthread_t thread, void **retval);
int safe_pthread_cancel(TST_SAFE_FN_ARGS, pthread_t thread);
/* Barriers are POSIX.1-2001: a test that asks for less (a legacy test's
 * `#define _XOPEN_SOURCE 500`) has no pthread_barrier_t, and includes this
 * header through tst_test.h all the same. <pthread.h> has settled
 * _POSIX_C_SOURCE by now where the C library sets it (glibc). */
#if !defined(_POSIX_C_SOURCE) || _POSIX_C_SOURCE >= 200112L
int safe_pthread_barrier_init(TST_SAFE_FN_ARGS, pthread_barrier_t *barrier,
			      const pthread_barrierattr_t *attr,
			      unsigned int count);
int safe_pthread_barrier_destroy(TST_SAFE_FN_ARGS, pthread_barrier_t *barrier);
/* Returns 0 or PTHREAD_BARRIER_SERIAL_THREAD. */
int safe_pthread_barrier_wait(TST_SAFE_FN_ARGS, pthread_barrier_t *barrier);
#endif

#ifndef TST_NO_NEW_API_MACROS
#define SAFE_PTHREAD_CREATE(thread, attr, start_routine, arg) \
	safe_pthread_create(TST_SAFE_, (thread), (attr), (start_routine), (arg))
#define SAFE_PTHREAD_JOIN(thread, retval) \
	safe_pthread_join(TST_SAFE_, (thread), (retval))
#define SAFE_PTHREAD_CANCEL(thread) safe_pthread_cancel(TST_SAFE_, (thread))
#define SAFE_PTHREAD_BARRIER_INIT(barrier, attr, count) \
	safe_pthread_barrier_init(TST_SAFE_, (barrier), (attr), (count))
#define SAFE_PTHREAD_BARRIER_DESTROY(barrier) \
	safe_pthread_barrier_destroy(TST_SAFE_, (barrier))
#define SAFE_PTHREAD_BARRIER_WAIT(barrier) \
	safe_pthread_barrier_wait(TST_SAFE_, (barrier))
#endif

#endif /* TST_SAFE_PTHREAD_H */
