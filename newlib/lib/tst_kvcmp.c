// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Kernel versions given as release strings: the version, a distribution's
 * extra version (the numbers after the '-'), the distribution's name.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tst_test.h"
#include "tst_kvercmp.h"

int tst_kvcmp(const char *cur_kver, int r1, int r2, int r3)
{
	int v[3];

	if (tst_parse_kver(cur_kver, &v[0], &v[1], &v[2]))
		tst_brk(TBROK, "cannot parse the kernel release '%s'",
			cur_kver);
	if (v[0] != r1)
		return v[0] < r1 ? -1 : 1;
	if (v[1] != r2)
		return v[1] < r2 ? -1 : 1;
	if (v[2] != r3)
		return v[2] < r3 ? -1 : 1;
	return 0;
}

/* The next number of the extra version at *p (after '-', then '.'); -1
 * when it ends. */
static long next_extra(const char **p)
{
	char *end;
	long n;

	while (**p && !isdigit((unsigned char)**p)) {
		if (**p != '-' && **p != '.')
			return -1;
		(*p)++;
	}
	if (!**p)
		return -1;
	n = strtol(*p, &end, 10);
	*p = end;
	return n;
}

int tst_kvexcmp(const char *tst_exv, const char *cur_kver)
{
	const char *a, *b;
	int v[3], ret;

	if (tst_parse_kver(tst_exv, &v[0], &v[1], &v[2]))
		tst_brk(TBROK, "cannot parse the extra version '%s'", tst_exv);
	ret = tst_kvcmp(cur_kver, v[0], v[1], v[2]);
	if (ret)
		return ret;
	a = strchr(cur_kver, '-');
	b = strchr(tst_exv, '-');
	if (!a || !b)
		return !a && !b ? 0 : (a ? 1 : -1);
	for (;;) {
		long x = next_extra(&a), y = next_extra(&b);

		if (x < 0 || y < 0)
			return x < 0 && y < 0 ? 0 : (x < 0 ? -1 : 1);
		if (x != y)
			return x < y ? -1 : 1;
	}
}

const char *tst_kvcmp_distname(const char *cur_kver)
{
	static char name[16];
	const char *el = strstr(cur_kver, ".el");
	int n;

	if (!el || !isdigit((unsigned char)el[3]))
		return NULL;
	n = atoi(el + 3);
	while (isdigit((unsigned char)*(el + 3)))
		el++;
	if (!strncmp(el + 3, "uek", 3))
		snprintf(name, sizeof(name), "OL%dUEK", n);
	else
		snprintf(name, sizeof(name), "RHEL%d", n);
	return name;
}
