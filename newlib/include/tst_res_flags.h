/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Result types and flags shared by the new and the old API.
 *
 * The numbers are part of the interface: the exit status of a test is the
 * OR of the result bits below, so a runner can read it without parsing.
 */
#ifndef TST_RES_FLAGS_H
#define TST_RES_FLAGS_H

#define TPASS 0 /* the check passed */
#define TFAIL 1 /* the check failed: a kernel bug or a wrong expectation */
#define TBROK 2 /* the test could not run: setup or a library call failed */
#define TWARN 4 /* something odd that does not fail the test */
/* Debug output: printed only with -D or LTP_ENABLE_DEBUG=1, not counted. */
#define TDEBUG 8
#define TINFO 16 /* information only, not counted */
#define TCONF 32 /* not applicable on this system: skipped */

/* Append errno (TERRNO), TST_ERR (TTERRNO) or TST_RET (TRERRNO) as a name. */
#define TERRNO 0x100
#define TTERRNO 0x200
#define TRERRNO 0x400

/* The bits of the result types. */
#define TTYPE_MASK 0x3f

/* The result type without the errno flags. */
#define TTYPE_RESULT(ttype) ((ttype) & ~(TERRNO | TTERRNO | TRERRNO))

#endif /* TST_RES_FLAGS_H */
