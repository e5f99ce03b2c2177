/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Kernel taint flags (/proc/sys/kernel/tainted), for .taint_check: the
 * library watches the flags of the mask while the test runs and reports
 * TFAIL when the kernel gets one (an oops, a warning ...).
 */
#ifndef TST_TAINT_H
#define TST_TAINT_H

#define TST_TAINT_G (1 << 0) /* a proprietary module was loaded */
#define TST_TAINT_F (1 << 1) /* a module was force-loaded */
#define TST_TAINT_S (1 << 2) /* SMP kernel on hardware not meant for it */
#define TST_TAINT_R (1 << 3) /* a module was force-unloaded */
#define TST_TAINT_M (1 << 4) /* a machine check happened */
#define TST_TAINT_B (1 << 5) /* a bad page was found */
#define TST_TAINT_U (1 << 6) /* tainted on request from user space */
#define TST_TAINT_D (1 << 7) /* the kernel died recently (oops, BUG) */
#define TST_TAINT_A (1 << 8) /* an ACPI table was overridden */
#define TST_TAINT_W (1 << 9) /* the kernel issued a warning */
#define TST_TAINT_C (1 << 10) /* a staging driver was loaded */
#define TST_TAINT_I (1 << 11) /* working around a firmware bug */
#define TST_TAINT_O (1 << 12) /* an out-of-tree module was loaded */
#define TST_TAINT_E (1 << 13) /* an unsigned module was loaded */
#define TST_TAINT_L (1 << 14) /* a soft lockup happened */
#define TST_TAINT_K (1 << 15) /* the kernel was live-patched */
#define TST_TAINT_X (1 << 16) /* auxiliary, for distributions */
#define TST_TAINT_T (1 << 17) /* built with the struct randomization plugin */
#define TST_TAINT_N (1 << 18) /* an in-kernel test ran */

/*
 * Start watching the flags of mask. A W (warning) the kernel has already
 * is left out of the watch with a TINFO; any other flag of mask it has
 * already is TBROK (its results could not be told apart). mask 0 is TBROK.
 */
void tst_taint_init(unsigned int mask);

/* The watched flags the kernel has now (0 when none, or nothing watched). */
unsigned int tst_taint_check(void);

#endif /* TST_TAINT_H */
