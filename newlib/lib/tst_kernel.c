// SPDX-License-Identifier: GPL-2.0-or-later
/* The running kernel's word size and its drivers. */
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "tst_test.h"
#include "tst_internal.h"

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

/* The modules file of the running kernel: /lib/modules/RELEASE/file. */
static int modules_path(const char *file, char *path, size_t size)
{
	struct utsname u;

	if (uname(&u))
		return -1;
	snprintf(path, size, "/lib/modules/%s/%s", u.release, file);
	return 0;
}

/*
 * Whether a line of the modules file path names driver: the part before
 * ':' holds "/DRIVER.ko" (a compression suffix may follow). 1 when it does,
 * 0 when not, -1 when the file is missing or unreadable (said as TWARN
 * unless quiet).
 */
static int listed_in(const char *path, const char *driver, int quiet)
{
	char line[PATH_MAX * 2], want[256];
	struct stat st;
	int found = 0;
	FILE *f;

	if (stat(path, &st) || !(S_ISREG(st.st_mode) || S_ISLNK(st.st_mode))) {
		if (!quiet)
			tst_res(TWARN,
				"expected file %s does not exist or "
				"not a file",
				path);
		return -1;
	}
	f = access(path, R_OK) ? NULL : fopen(path, "r");
	if (!f) {
		if (!quiet)
			tst_res(TWARN, "file %s cannot be read", path);
		return -1;
	}
	snprintf(want, sizeof(want), "/%s.ko", driver);
	while (!found && fgets(line, sizeof(line), f)) {
		line[strcspn(line, ":\n")] = 0;
		found = strstr(line, want) != NULL;
	}
	fclose(f);
	return found;
}

/*
 * driver in the modules file, by its name and then, when it has a '-' or
 * a '_', with those swapped (module names use both alike); "x86-64" in a
 * name is looked for as "x86_64" first, as the kernel names it.
 */
static int search(const char *driver, const char *file, int quiet)
{
	char path[PATH_MAX], name[256], *p;
	char from = '-', to = '_';

	if (modules_path(file, path, sizeof(path)))
		return 0;
	snprintf(name, sizeof(name), "%s", driver);
	p = strstr(name, "x86-64");
	if (p)
		p[3] = '_';
	if (listed_in(path, name, quiet) == 1)
		return 1;
	if (!strchr(name, '-') && !strchr(name, '_'))
		return 0;
	if (strchr(name, '_')) {
		from = '_';
		to = '-';
	}
	for (p = name; (p = strchr(p, from)); p++)
		*p = to;
	return listed_in(path, name, quiet) == 1;
}

int tst_check_builtin_driver(const char *driver)
{
	return search(driver, "modules.builtin", 0) ? 0 : -1;
}

int tst_check_driver(const char *driver)
{
	if (search(driver, "modules.dep", 0) ||
	    search(driver, "modules.builtin", 0))
		return 0;
	return -1;
}

int tst_driver_known(const char *driver)
{
	char path[PATH_MAX], name[256], *p;
	struct stat st;

	snprintf(name, sizeof(name), "%s", driver);
	for (p = name; (p = strchr(p, '-')); p++)
		*p = '_';
	snprintf(path, sizeof(path), "/sys/module/%s", name);
	return !stat(path, &st) || search(driver, "modules.dep", 1) ||
	       search(driver, "modules.builtin", 1);
}
