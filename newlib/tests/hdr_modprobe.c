// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_module.h: tst_modprobe() runs modprobe with the module's name and
 * its parameters, tst_module_reload() rmmods it and modprobes it again
 * (cve-2026-46331, sctphantom), tst_module_unload() rmmods it. The case script puts modprobe and rmmod
 * that log their command lines into $MODLOG first on PATH; this program
 * compares the log with what it asked for.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tst_test.h"
#include "tst_module.h"

static void run(void)
{
	char *const params[] = { "a=1", "b=2", NULL };
	const char *want[] = { "modprobe ltp_mod a=1 b=2", "rmmod ltp_mod",
			       "modprobe ltp_mod", "rmmod ltp_mod" };
	char line[256];
	unsigned int i = 0;
	FILE *f;

	tst_modprobe("ltp_mod", params);
	tst_module_reload("ltp_mod", NULL);
	tst_module_unload("ltp_mod");

	f = SAFE_FOPEN(getenv("MODLOG"), "r");
	while (fgets(line, sizeof(line), f)) {
		line[strcspn(line, "\n")] = 0;
		if (i < ARRAY_SIZE(want))
			TST_EXP_EQ_STR(line, want[i]);
		i++;
	}
	SAFE_FCLOSE(f);
	TST_EXP_EQ_LU(i, ARRAY_SIZE(want));
}

static void setup(void)
{
	if (!getenv("MODLOG"))
		tst_brk(TCONF, "MODLOG (the log of the fake modprobe) unset");
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
};
