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

/*
 * The body of tst_syscall() and of its old spelling ltp_syscall()
 * (linux_syscall_numbers.h): the TCONF says msg (a format taking the
 * number) and ends through tst_brk_c_(), which runs cleanup_fn for an
 * old-API test and the test's own cleanup for a new-API one.
 */
#define tst_syscall_c_(cleanup_fn, msg, NR, ...)                            \
	({                                                                  \
		long tst_ret_;                                              \
		if ((NR) == __TST_NR_INVALID) {                             \
			errno = ENOSYS;                                     \
			tst_ret_ = -1;                                      \
		} else {                                                    \
			tst_ret_ = syscall((NR), ##__VA_ARGS__);            \
		}                                                           \
		if (tst_ret_ == -1 && errno == ENOSYS)                      \
			tst_brk_c_(__FILE__, __LINE__, TCONF, (cleanup_fn), \
				   msg, (int)(NR));                         \
		tst_ret_;                                                   \
	})

#define tst_syscall(NR, ...)                                                   \
	tst_syscall_c_(NULL,                                                   \
		       "syscall(%d) " #NR " not supported on this system", NR, \
		       ##__VA_ARGS__)

#endif /* TST_SYSCALL_H */
