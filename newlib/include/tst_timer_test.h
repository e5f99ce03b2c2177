/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The real suite's header of its timer-measuring tests. Tests that only
 * time a loop include it for tst_timer_start(), tst_timer_stop() and
 * tst_timer_elapsed_ms(): it brings in tst_test.h and tst_timer.h. The
 * sampling harness of the old suite (.scall, .sample) is not in newlib.
 */
#ifndef TST_TIMER_TEST_H
#define TST_TIMER_TEST_H

#include "tst_test.h"
#include "tst_timer.h"

#endif /* TST_TIMER_TEST_H */
