// SPDX-License-Identifier: GPL-2.0-or-later
/* The safe timerfd calls of tst_safe_timerfd.h. */
#include <errno.h>
#include "tst_test.h"
#include "tst_safe_check.h"
#include "tst_safe_timerfd.h"

/* A kernel built without timerfd is no failure of the test. */
static void check_timerfd(TST_SAFE_FN_ARGS, int rval, const char *call)
{
	if (rval >= 0)
		return;
	if (errno == ENOSYS)
		tst_brk_c_(file, lineno, TCONF, cleanup_fn,
			   "%s(): timerfd is not supported by the kernel",
			   call);
	else
		tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
			   "%s() failed", call);
}

int safe_timerfd_create(TST_SAFE_FN_ARGS, int clockid, int flags)
{
	int rval = timerfd_create(clockid, flags);

	check_timerfd(file, lineno, cleanup_fn, rval, "timerfd_create");
	return rval;
}

int safe_timerfd_gettime(TST_SAFE_FN_ARGS, int fd,
			 struct itimerspec *curr_value)
{
	int rval = timerfd_gettime(fd, curr_value);

	check_timerfd(file, lineno, cleanup_fn, rval, "timerfd_gettime");
	return rval;
}

int safe_timerfd_settime(TST_SAFE_FN_ARGS, int fd, int flags,
			 const struct itimerspec *new_value,
			 struct itimerspec *old_value)
{
	int rval = timerfd_settime(fd, flags, new_value, old_value);

	check_timerfd(file, lineno, cleanup_fn, rval, "timerfd_settime");
	return rval;
}
