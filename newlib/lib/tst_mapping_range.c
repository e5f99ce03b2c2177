// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_mapping_in_range(): is any address of a range mapped in this
 * process, by the kernel's own list of its mappings.
 */
#include <stdio.h>
#include <string.h>

#include "tst_test.h"
#include "tst_memutils.h"

int tst_mapping_in_range(unsigned long low, unsigned long high)
{
	char line[512];
	unsigned long start, end;
	int hit = 0, whole;
	FILE *f = fopen("/proc/self/maps", "r");

	if (!f)
		tst_brk(TBROK | TERRNO, "fopen('/proc/self/maps')");
	while (!hit && fgets(line, sizeof(line), f)) {
		whole = strchr(line, '\n') != NULL;
		if (sscanf(line, "%lx-%lx ", &start, &end) == 2)
			hit = start < high && end > low;
		/* Only a line's start holds its range: skip the rest of one
		 * longer than the buffer. */
		while (!whole && fgets(line, sizeof(line), f))
			whole = strchr(line, '\n') != NULL;
	}
	fclose(f);
	return hit;
}
