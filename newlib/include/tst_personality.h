/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The header of SAFE_PERSONALITY() in the suite before it moved to
 * tst_safe_macros.h (which newlib's tst_test.h brings in): tests written
 * then include it. It brings in the persona flags (PER_LINUX, UNAME26,
 * READ_IMPLIES_EXEC ...) as the real one does through the tree's
 * lapi/personality.h: that header when the include path has one,
 * <sys/personality.h> otherwise.
 */
#ifndef TST_PERSONALITY_H
#define TST_PERSONALITY_H

#if defined(__has_include)
#if __has_include("lapi/personality.h")
#include "lapi/personality.h"
#endif
#endif
#include <sys/personality.h>
#include "tst_safe_macros.h"

#endif /* TST_PERSONALITY_H */
