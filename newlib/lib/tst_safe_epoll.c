// SPDX-License-Identifier: GPL-2.0-or-later
/* The safe epoll calls of tst_epoll.h. */
#include "tst_test.h"
#include "tst_epoll.h"
#include "tst_safe_check.h"

int safe_epoll_create1(TST_SAFE_FN_ARGS, int flags)
{
	int rval = epoll_create1(flags);

	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval,
			      "epoll_create1(%#x)", flags);
	return rval;
}

int safe_epoll_ctl(TST_SAFE_FN_ARGS, int epfd, int op, int fd,
		   struct epoll_event *ev)
{
	int rval = epoll_ctl(epfd, op, fd, ev);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "epoll_ctl(%d, %d, %d, %p)", epfd, op, fd,
			    (void *)ev);
	return rval;
}

int safe_epoll_wait(TST_SAFE_FN_ARGS, int epfd, struct epoll_event *events,
		    int maxevents, int timeout)
{
	int rval = epoll_wait(epfd, events, maxevents, timeout);

	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval,
			      "epoll_wait(%d, %p, %d, %d)", epfd,
			      (void *)events, maxevents, timeout);
	return rval;
}

int safe_epoll_pwait(TST_SAFE_FN_ARGS, int epfd, struct epoll_event *events,
		     int maxevents, int timeout, const sigset_t *sigmask)
{
	int rval = epoll_pwait(epfd, events, maxevents, timeout, sigmask);

	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval,
			      "epoll_pwait(%d, %p, %d, %d, %p)", epfd,
			      (void *)events, maxevents, timeout,
			      (const void *)sigmask);
	return rval;
}
