// SPDX-License-Identifier: GPL-2.0-or-later
/* A helper library without main(): it calls its test's cleanup, tidy(). */
#define TST_NO_DEFAULT_MAIN
#include "tst_test.h"

extern void tidy(void);

void hl_work(void)
{
	tidy();
}
