// SPDX-License-Identifier: GPL-2.0-or-later
/* Kernel version strings: parsing and comparing, also against the
 * backports of a distribution's kernels (tst_kvercmp2()). */

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include "tst_kvercmp.h"
#include "tst_res.h"

/* A decimal number at *p, advanced past it; -1 when there is none or it
 * does not fit an int. */
static int parse_num(const char **p, int *val)
{
	char *end;
	long v;

	if (!isdigit((unsigned char)**p))
		return -1;

	errno = 0;
	v = strtol(*p, &end, 10);
	if (errno == ERANGE || v > INT_MAX)
		return -1;

	*val = v;
	*p = end;
	return 0;
}

/*
 * "a", "a.b" or "a.b.c", then optionally a suffix that starts with neither
 * a letter, a digit nor a dot ("-rc1", "-fc-v1147", "+", "_64"); after a
 * third number a dot also starts one (the ".71" of "2.6.32.71"). So "4.x",
 * "4.", "4.19x" and "" are errors.
 */
int tst_parse_kver(const char *str, int *v1, int *v2, int *v3)
{
	int v[3] = { 0, 0, 0 };
	const char *p = str;
	int i;

	if (!str)
		return -1;

	for (i = 0; i < 3; i++) {
		if (parse_num(&p, &v[i]))
			return -1;
		if (*p != '.' || i == 2)
			break;
		p++;
	}

	if (isalnum((unsigned char)*p))
		return -1;

	*v1 = v[0];
	*v2 = v[1];
	*v3 = v[2];
	return 0;
}

static int cmp3(const int a[3], const int b[3])
{
	int i;

	for (i = 0; i < 3; i++) {
		if (a[i] != b[i])
			return a[i] < b[i] ? -1 : 1;
	}
	return 0;
}

int tst_kvercmp_str(const char *running, const char *wanted)
{
	int a[3], b[3];

	if (tst_parse_kver(running, &a[0], &a[1], &a[2]) ||
	    tst_parse_kver(wanted, &b[0], &b[1], &b[2]))
		return -2;

	return cmp3(a, b);
}

int tst_kvercmp(int r1, int r2, int r3)
{
	int want[3] = { r1, r2, r3 };
	struct utsname uts;
	int have[3];

	if (uname(&uts))
		tst_brk(TBROK | TERRNO, "uname() failed");

	if (tst_parse_kver(uts.release, &have[0], &have[1], &have[2]))
		tst_brk(TBROK,
			"cannot parse the kernel release '%s' (uname -r)",
			uts.release);

	return cmp3(have, want);
}

/* "RHEL6" -> the running kernel's release holds ".el6". */
static int is_dist_kernel(const char *dist, const char *release)
{
	char tag[16];

	if (strncmp(dist, "RHEL", 4))
		return 0;
	snprintf(tag, sizeof(tag), ".el%s", dist + 4);
	return strstr(release, tag) != NULL;
}

int tst_kvercmp2(int r1, int r2, int r3, struct tst_kern_exv *vers)
{
	struct utsname u;

	if (!vers || uname(&u))
		return tst_kvercmp(r1, r2, r3);
	for (; vers->dist_name; vers++) {
		if (is_dist_kernel(vers->dist_name, u.release))
			return tst_kvercmp_str(u.release, vers->extra_ver);
	}
	return tst_kvercmp(r1, r2, r3);
}
