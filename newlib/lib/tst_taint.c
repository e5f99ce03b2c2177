// SPDX-License-Identifier: GPL-2.0-or-later
/* Watching the kernel's taint flags (.taint_check). */
#include <stdio.h>

#include "tst_test.h"

#define TAINT_PATH "/proc/sys/kernel/tainted"

static unsigned int taint_mask;

static unsigned int taint_read(void)
{
	unsigned long taint;
	FILE *f = fopen(TAINT_PATH, "r");

	if (!f)
		tst_brk(TBROK | TERRNO, "cannot read %s", TAINT_PATH);
	if (fscanf(f, "%lu", &taint) != 1) {
		fclose(f);
		tst_brk(TBROK, "%s: not a number", TAINT_PATH);
	}
	fclose(f);
	return (unsigned int)taint;
}

void tst_taint_init(unsigned int mask)
{
	unsigned int taint;

	if (!mask)
		tst_brk(TBROK,
			"tst_taint_init(): an empty mask watches nothing");
	taint = taint_read();
	if (taint & mask & TST_TAINT_W) {
		tst_res(TINFO, "the kernel has issued a warning already: "
			       "warnings are not watched");
		mask &= ~TST_TAINT_W;
	}
	if (taint & mask)
		tst_brk(TBROK, "the kernel is already tainted (%#x)",
			taint & mask);
	taint_mask = mask;
}

unsigned int tst_taint_check(void)
{
	if (!taint_mask)
		return 0;
	return taint_read() & taint_mask;
}
