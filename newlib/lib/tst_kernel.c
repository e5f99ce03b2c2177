// SPDX-License-Identifier: GPL-2.0-or-later
/* The running kernel's word size and its drivers. */
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "tst_test.h"

int tst_kernel_bits(void)
{
	struct utsname u;

	if (uname(&u))
		tst_brk(TBROK | TERRNO, "uname() failed");
	/* x86_64, aarch64, ppc64(le), s390x, riscv64, loongarch64 ... */
	if (strstr(u.machine, "64") || !strcmp(u.machine, "s390x"))
		return 64;
	return 32;
}

/* Module names use '-' and '_' alike; modules.* files use '_' or '-'. */
static void normalize(char *s)
{
	for (; *s; s++) {
		if (*s == '-')
			*s = '_';
	}
}

/* Whether a line of the modules file names driver ("kernel/.../NAME.ko"
 * with an optional compression suffix). */
static int listed_in(const char *file, const char *driver)
{
	char path[PATH_MAX], line[PATH_MAX * 2], want[256];
	struct utsname u;
	int found = 0;
	FILE *f;

	if (uname(&u))
		return 0;
	snprintf(path, sizeof(path), "/lib/modules/%s/%s", u.release, file);
	f = fopen(path, "r");
	if (!f)
		return 0;
	snprintf(want, sizeof(want), "/%s.ko", driver);
	normalize(want);
	while (!found && fgets(line, sizeof(line), f)) {
		line[strcspn(line, ":\n")] = 0;
		normalize(line);
		found = strstr(line, want) != NULL;
	}
	fclose(f);
	return found;
}

int tst_check_builtin_driver(const char *driver)
{
	return listed_in("modules.builtin", driver) ? 0 : -1;
}

int tst_check_driver(const char *driver)
{
	char path[PATH_MAX], name[256];
	struct stat st;

	snprintf(name, sizeof(name), "%s", driver);
	normalize(name);
	snprintf(path, sizeof(path), "/sys/module/%s", name);
	if (!stat(path, &st))
		return 0;
	if (listed_in("modules.builtin", driver) ||
	    listed_in("modules.dep", driver))
		return 0;
	return -1;
}
