/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Included (as the old tree's include/old/cleanup.c was) by code that needs
 * CLEANUP, the cleanup function linux_syscall_numbers.h's ltp_syscall()
 * passes to tst_brkm(): a test may define CLEANUP to the name of its own
 * cleanup before including it, else CLEANUP is an empty one of this file.
 * Either way the function is declared here (static, as the old file did),
 * so a test may define it further down.
 */
#ifndef OLD_CLEANUP_C
#define OLD_CLEANUP_C

#ifndef CLEANUP
#define OLD_EMPTY_CLEANUP 1
#define CLEANUP old_empty_cleanup
#endif

static void CLEANUP(void) __attribute__((unused));

#ifdef OLD_EMPTY_CLEANUP
static void old_empty_cleanup(void)
{
}
#endif

#endif /* OLD_CLEANUP_C */
