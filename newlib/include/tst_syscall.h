/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * tst_syscall(NR, args...): syscall(2) for calls libc has no wrapper for.
 * A call this system does not have (ENOSYS, or a number that does not exist
 * on this arch) ends the test as TCONF naming it; otherwise it returns what
 * syscall() returned, with errno set.
 */
#ifndef TST_SYSCALL_H
#define TST_SYSCALL_H

#include <errno.h>
#include <unistd.h>
#include "tst_res.h"
#include "tst_syscall_nr.h"

#define tst_syscall(NR, ...)                                     \
	({                                                       \
		long tst_ret_;                                   \
		if ((NR) == __TST_NR_INVALID) {                  \
			errno = ENOSYS;                          \
			tst_ret_ = -1;                           \
		} else {                                         \
			tst_ret_ = syscall((NR), ##__VA_ARGS__); \
		}                                                \
		if (tst_ret_ == -1 && errno == ENOSYS)           \
			tst_brk(TCONF,                           \
				"syscall(%d) " #NR               \
				" not supported on this system", \
				(int)(NR));                      \
		tst_ret_;                                        \
	})

#endif /* TST_SYSCALL_H */
