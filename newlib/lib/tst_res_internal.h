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

#endif /* TST_RES_INTERNAL_H */
