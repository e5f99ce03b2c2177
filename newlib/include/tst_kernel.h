/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The running kernel: its word size, and whether a driver is there. */
#ifndef TST_KERNEL_H
#define TST_KERNEL_H

#include <stdbool.h>

/* Bits of the ABI this program was built for. */
#define TST_ABI (sizeof(long) * 8)

/* 64 or 32: the word size of the running kernel (not of this program). */
int tst_kernel_bits(void);

/* true when a 32-bit program runs on a 64-bit kernel (the compat layer). */
static inline bool tst_is_compat_mode(void)
{
	return (int)TST_ABI != tst_kernel_bits();
}

/*
 * 0 when the module driver is built in: a line of the running kernel's
 * /lib/modules/RELEASE/modules.builtin names DRIVER.ko (also looked for
 * with its '-' and '_' swapped), else -1. A missing or unreadable file is
 * a TWARN (and -1), as the real library has it.
 */
int tst_check_builtin_driver(const char *driver);

/*
 * 0 when driver can be loaded or is built in: modules.dep, then
 * modules.builtin, searched as above (each missing file a TWARN), else -1.
 * A module loaded from elsewhere does not count: the real library reads
 * only these files. .needs_drivers is TCONF for each driver this refuses.
 */
int tst_check_driver(const char *driver);

/* -1 when the running kernel is a real-time one (PREEMPT_RT), else 0. */
int tst_check_preempt_rt(void);

#endif /* TST_KERNEL_H */
