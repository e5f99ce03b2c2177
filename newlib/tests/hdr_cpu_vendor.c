// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .needs_cpu_vendor: with $VENDOR "same" the field names the vendor_id of
 * this machine's /proc/cpuinfo and the test runs; with "other" a vendor no
 * cpu has, TCONF naming both before setup runs.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tst_test.h"

static char vendor[64];

static void setup(void)
{
	tst_res(TINFO, "setup ran");
}

static void run(void)
{
	tst_res(TPASS, "the test ran");
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
};

/* Set the field before the library reads the struct. */
static void __attribute__((constructor)) pick(void)
{
	const char *v = getenv("VENDOR");
	char line[256];
	FILE *f;

	if (!v)
		return;
	if (!strcmp(v, "other")) {
		test.needs_cpu_vendor = "NoSuchVendor";
		return;
	}
	f = fopen("/proc/cpuinfo", "r");
	while (f && fgets(line, sizeof(line), f)) {
		if (sscanf(line, "vendor_id : %63s", vendor) == 1) {
			test.needs_cpu_vendor = vendor;
			break;
		}
	}
	if (f)
		fclose(f);
}
