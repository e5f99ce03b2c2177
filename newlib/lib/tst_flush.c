// SPDX-License-Identifier: GPL-2.0-or-later
/* tst_flush(): alone in its object, as the old API defines one too. */
#include <stdio.h>

#include "tst_test.h"

void tst_flush(void)
{
	fflush(stderr);
	fflush(stdout);
}
