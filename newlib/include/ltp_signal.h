/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The kernel's sigset size, for rt_sig*() called through syscall(2). */
#ifndef LTP_SIGNAL_H
#define LTP_SIGNAL_H

#include <errno.h>
#include <signal.h>
#include <stdio.h>

/* The old header included the tree's configure results; so does this one
 * when the tree has them. */
#if defined(__has_include)
#if __has_include("config.h")
#include "config.h"
#endif
#endif

/* Bytes of the kernel's sigset_t (not glibc's, which is larger). */
#if defined(__mips__)
#define SIGSETSIZE 16
#else
#define SIGSETSIZE (_NSIG / 8)
#endif

#endif /* LTP_SIGNAL_H */
