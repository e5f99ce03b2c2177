// SPDX-License-Identifier: GPL-2.0-or-later
/* Safe thread calls: they return an error number instead of setting errno. */

#include "tst_res.h"
#include "tst_safe_check.h"
#include "tst_safe_macros.h"

int safe_pthread_create(const char *file, const int lineno,
			void (*cleanup_fn)(void), pthread_t *thread,
			const pthread_attr_t *attr,
			void *(*start_routine)(void *), void *arg)
{
	int rval;

	rval = pthread_create(thread, attr, start_routine, arg);
	if (rval)
		tst_safe_fail_errno(file, lineno, cleanup_fn, rval,
				    "pthread_create(%p,%p,%p,%p)",
				    (void *)thread, (const void *)attr,
				    (void *)(unsigned long)start_routine, arg);
	return rval;
}

int safe_pthread_join(const char *file, const int lineno,
		      void (*cleanup_fn)(void), pthread_t thread, void **retval)
{
	int rval;

	rval = pthread_join(thread, retval);
	if (rval)
		tst_safe_fail_errno(file, lineno, cleanup_fn, rval,
				    "pthread_join(%lu,%p)",
				    (unsigned long)thread, (void *)retval);
	return rval;
}

int safe_pthread_cancel(TST_SAFE_FN_ARGS, pthread_t thread)
{
	int rval = pthread_cancel(thread);

	if (rval)
		tst_safe_fail_errno(file, lineno, cleanup_fn, rval,
				    "pthread_cancel(%lu)",
				    (unsigned long)thread);
	return rval;
}

int safe_pthread_barrier_init(TST_SAFE_FN_ARGS, pthread_barrier_t *barrier,
			      const pthread_barrierattr_t *attr,
			      unsigned int count)
{
	int rval = pthread_barrier_init(barrier, attr, count);

	if (rval)
		tst_safe_fail_errno(file, lineno, cleanup_fn, rval,
				    "pthread_barrier_init(%p,%p,%u)",
				    (void *)barrier, (const void *)attr, count);
	return rval;
}

int safe_pthread_barrier_destroy(TST_SAFE_FN_ARGS, pthread_barrier_t *barrier)
{
	int rval = pthread_barrier_destroy(barrier);

	if (rval)
		tst_safe_fail_errno(file, lineno, cleanup_fn, rval,
				    "pthread_barrier_destroy(%p)",
				    (void *)barrier);
	return rval;
}

int safe_pthread_barrier_wait(TST_SAFE_FN_ARGS, pthread_barrier_t *barrier)
{
	int rval = pthread_barrier_wait(barrier);

	if (rval && rval != PTHREAD_BARRIER_SERIAL_THREAD)
		tst_safe_fail_errno(file, lineno, cleanup_fn, rval,
				    "pthread_barrier_wait(%p)",
				    (void *)barrier);
	return rval;
}
