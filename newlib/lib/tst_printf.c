// SPDX-License-Identifier: GPL-2.0-or-later
/* tst_printf(): a test's own output between its results. */
#include <stdarg.h>
#include <stdio.h>
#include <unistd.h>

#include "tst_test.h"

void tst_printf(const char *fmt, ...)
{
	va_list va;

	/* Straight to the descriptor: nothing waits in stdio's buffer to be
	 * printed twice by a forked child or lost by a crash. */
	va_start(va, fmt);
	vdprintf(STDERR_FILENO, fmt, va);
	va_end(va);
}
