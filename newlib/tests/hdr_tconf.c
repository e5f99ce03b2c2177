// SPDX-License-Identifier: GPL-2.0-or-later
/* TST_TEST_TCONF(): a test that cannot be built here ends as TCONF. */
#include "tst_test.h"

TST_TEST_TCONF("this test needs libfoo, not found at build time");
