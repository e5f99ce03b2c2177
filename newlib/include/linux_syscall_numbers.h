/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The old suite's header of system call numbers, under its name, for the
 * code that still includes it (the tree's lapi/ headers, helper headers,
 * legacy tests): newlib's tst_syscall.h (the __NR_* numbers of
 * tst_syscall_nr.h and tst_syscall()) with the old spellings.
 *
 * ltp_syscall(NR, args...) is tst_syscall(): syscall(2), and a call this
 * system does not have ends the test as TCONF ("not supported on your
 * arch", the old text). A legacy test may define CLEANUP to its cleanup
 * function before including this header, as the old one asked: the TCONF
 * then runs it (tst_brkm()'s way), and CLEANUP is declared here (static,
 * so the test may define it further down). A new-API test's TCONF runs
 * the test's own cleanup whatever CLEANUP says.
 *
 * __LTP__NR_INVALID_SYSCALL, the number of a call this arch never had,
 * comes with tst_syscall_nr.h.
 */
#ifndef LINUX_SYSCALL_NUMBERS_H
#define LINUX_SYSCALL_NUMBERS_H

#include <stddef.h>
#include "tst_syscall.h"

#ifdef CLEANUP
static void CLEANUP(void) __attribute__((unused));
#define LTP_SYSCALL_CLEANUP_ CLEANUP
#else
#define LTP_SYSCALL_CLEANUP_ NULL
#endif

#define ltp_syscall(NR, ...)                                                 \
	tst_syscall_c_(LTP_SYSCALL_CLEANUP_,                                 \
		       "syscall(%d) " #NR " not supported on your arch", NR, \
		       ##__VA_ARGS__)

#endif /* LINUX_SYSCALL_NUMBERS_H */
