/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ltp_syscall() and __NR_* numbers for calls the libc headers may lack.
 *
 * ltp_syscall(NR, args...) is syscall(2); a call this system does not have
 * (ENOSYS, or a number that does not exist on this arch) ends the test as
 * TCONF through tst_brkm(TCONF, CLEANUP, ...). A test may define CLEANUP
 * (e.g. to its cleanup function) before including this header; otherwise
 * no cleanup runs (cleanup.c declares either).
 *
 * The numbers are newlib's tst_syscall_nr.h: those the kernel headers of
 * the build machine define, and a table of newer ones.
 */
#ifndef LINUX_SYSCALL_NUMBERS_H
#define LINUX_SYSCALL_NUMBERS_H

#include <errno.h>
#include <unistd.h>
#include <sys/syscall.h>
#include "test.h"

#include "cleanup.c"

#include "tst_syscall_nr.h"

/* The old name of newlib's __TST_NR_INVALID. */
#define __LTP__NR_INVALID_SYSCALL __TST_NR_INVALID

#define ltp_syscall(NR, ...)                                     \
	({                                                       \
		long ltp_ret_;                                   \
		if ((NR) == __LTP__NR_INVALID_SYSCALL) {         \
			errno = ENOSYS;                          \
			ltp_ret_ = -1;                           \
		} else {                                         \
			ltp_ret_ = syscall((NR), ##__VA_ARGS__); \
		}                                                \
		if (ltp_ret_ == -1 && errno == ENOSYS) {         \
			tst_brkm(TCONF, CLEANUP,                 \
				 "syscall(%d) " #NR              \
				 " not supported on your arch",  \
				 (int)(NR));                     \
		}                                                \
		ltp_ret_;                                        \
	})

#endif /* LINUX_SYSCALL_NUMBERS_H */
