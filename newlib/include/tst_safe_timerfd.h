/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Safe timerfd calls: a kernel without timerfd (ENOSYS) is TCONF, any other
 * failure TBROK with the caller's file:line. */
#ifndef TST_SAFE_TIMERFD_H
#define TST_SAFE_TIMERFD_H

#include <sys/timerfd.h>
#include "tst_common.h"

int safe_timerfd_create(TST_SAFE_FN_ARGS, int clockid, int flags);
int safe_timerfd_gettime(TST_SAFE_FN_ARGS, int fd,
			 struct itimerspec *curr_value);
int safe_timerfd_settime(TST_SAFE_FN_ARGS, int fd, int flags,
			 const struct itimerspec *new_value,
			 struct itimerspec *old_value);

#define SAFE_TIMERFD_CREATE(clockid, flags) \
	safe_timerfd_create(TST_SAFE_, (clockid), (flags))
#define SAFE_TIMERFD_GETTIME(fd, curr_value) \
	safe_timerfd_gettime(TST_SAFE_, (fd), (curr_value))
#define SAFE_TIMERFD_SETTIME(fd, flags, new_value, old_value) \
	safe_timerfd_settime(TST_SAFE_, (fd), (flags), (new_value), (old_value))

#endif /* TST_SAFE_TIMERFD_H */
