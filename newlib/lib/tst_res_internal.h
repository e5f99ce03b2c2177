/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Between the results code and the process model (internal). */
#ifndef TST_RES_INTERNAL_H
#define TST_RES_INTERNAL_H

#include "tst_common.h"

/*
 * End the calling process after a new-API tst_brk() has been reported:
 * the supervisor tears down and exits, the test process runs the cleanup
 * once and exits, a forked child or helper just exits.
 */
TST_NORETURN void tst_brk_exit_(int ttype);

/*
 * 1 in the thread of the test process that runs the test's cleanup, while
 * it runs: there a new-API tst_brk() reports (TBROK as TWARN) and returns.
 */
int tst_in_test_cleanup_(void);

#endif /* TST_RES_INTERNAL_H */
