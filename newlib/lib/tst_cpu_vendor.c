// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .needs_cpu_vendor: the vendor the kernel reports for the cpus, the
 * vendor_id field of /proc/cpuinfo ("GenuineIntel", "AuthenticAMD"),
 * against the one the test names.
 */
#include <stdio.h>
#include <string.h>

#include "tst_test.h"
#include "tst_internal.h"

/* The first vendor_id of /proc/cpuinfo into buf (size > 64); 0 when found. */
static int cpu_vendor(char *buf)
{
	char line[256];
	int found = 0;
	FILE *f = fopen("/proc/cpuinfo", "r");

	if (!f)
		return -1;
	while (!found && fgets(line, sizeof(line), f))
		found = sscanf(line, "vendor_id : %63s", buf) == 1;
	fclose(f);
	return found ? 0 : -1;
}

void tst_check_cpu_vendor(const char *vendor)
{
	char found[64];

	if (cpu_vendor(found))
		tst_brk(TCONF,
			"the test needs a %s cpu, /proc/cpuinfo names "
			"no vendor",
			vendor);
	if (strcmp(found, vendor))
		tst_brk(TCONF, "the test needs a %s cpu, this one is %s",
			vendor, found);
	tst_res(TDEBUG, "cpu vendor %s", found);
}
