// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_check_driver() and tst_check_builtin_driver() look where the real
 * library looks: modules.dep and modules.builtin of the running kernel,
 * nothing else. A name no file lists is refused; $DRV (a module the case
 * script took from modules.dep, when there is one) is found, also with its
 * '-' and '_' swapped; $LOADED (a module in /sys/module, when there is no
 * modules.dep) is refused, loaded or not. Missing files are the library's
 * TWARNs, which the case script counts.
 */
#include <stdlib.h>
#include <string.h>
#include "tst_test.h"
#include "tst_kernel.h"

static void expect(const char *name, int got, int want)
{
	if (got == want)
		tst_res(TPASS, "%s: %d", name, got);
	else
		tst_res(TFAIL, "%s: %d, expected %d", name, got, want);
}

static void run(void)
{
	const char *drv = getenv("DRV"), *loaded = getenv("LOADED");
	char swapped[256], *p;

	expect("no_such_drv", tst_check_driver("no_such_drv"), -1);
	expect("builtin no_such_drv", tst_check_builtin_driver("no_such_drv"),
	       -1);
	if (drv && *drv) {
		expect(drv, tst_check_driver(drv), 0);
		snprintf(swapped, sizeof(swapped), "%s", drv);
		for (p = swapped; *p; p++) {
			if (*p == '_')
				*p = '-';
			else if (*p == '-')
				*p = '_';
		}
		expect(swapped, tst_check_driver(swapped), 0);
	}
	if (loaded && *loaded)
		expect(loaded, tst_check_driver(loaded), -1);
}

static struct tst_test test = {
	.test_all = run,
};
