/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Safe epoll calls: a failure ends the test as TBROK with the caller's
 * file:line; each returns what the call returned. */
#ifndef TST_EPOLL_H
#define TST_EPOLL_H

#include <signal.h>
#include <sys/epoll.h>
#include "tst_common.h"

int safe_epoll_create1(TST_SAFE_FN_ARGS, int flags);
int safe_epoll_ctl(TST_SAFE_FN_ARGS, int epfd, int op, int fd,
		   struct epoll_event *ev);
/* The number of ready events (0 on timeout). */
int safe_epoll_wait(TST_SAFE_FN_ARGS, int epfd, struct epoll_event *events,
		    int maxevents, int timeout);
int safe_epoll_pwait(TST_SAFE_FN_ARGS, int epfd, struct epoll_event *events,
		     int maxevents, int timeout, const sigset_t *sigmask);

#define SAFE_EPOLL_CREATE1(flags) safe_epoll_create1(TST_SAFE_, (flags))
#define SAFE_EPOLL_CTL(epfd, op, fd, ev) \
	safe_epoll_ctl(TST_SAFE_, (epfd), (op), (fd), (ev))
#define SAFE_EPOLL_WAIT(epfd, events, maxevents, timeout) \
	safe_epoll_wait(TST_SAFE_, (epfd), (events), (maxevents), (timeout))
#define SAFE_EPOLL_PWAIT(epfd, events, maxevents, timeout, sigmask)           \
	safe_epoll_pwait(TST_SAFE_, (epfd), (events), (maxevents), (timeout), \
			 (sigmask))

#endif /* TST_EPOLL_H */
