// SPDX-License-Identifier: GPL-2.0-or-later
/* hdr_compat16.c built with the 16-bit calls, as the suite builds its
 * *_16 tests. */
#define TST_USE_COMPAT16_SYSCALL
#include "hdr_compat16.c"
