// SPDX-License-Identifier: GPL-2.0-or-later
/* The end of the kernel's clock ids, which tests pass as an invalid one. */
#include "tst_test.h"
#include "tst_clocks.h"
#include "tst_kconfig.h"

#define TST_AUX_CLOCKS 8 /* ids past it with CONFIG_POSIX_AUX_CLOCKS */

int tst_get_max_clocks(void)
{
	if (tst_kconfig_get("CONFIG_POSIX_AUX_CLOCKS") == 'y')
		return MAX_CLOCKS + TST_AUX_CLOCKS;
	return MAX_CLOCKS;
}
