/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The old timer is newlib's: a stopwatch and timespec arithmetic. */
#ifndef OLD_TIMER_H
#define OLD_TIMER_H

#include "tst_timer.h"

#endif /* OLD_TIMER_H */
