// SPDX-License-Identifier: GPL-2.0-or-later
/* TST_ASSERT_*: a value in a file is the expected one. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tst_test.h"

/* The first line of path starting with prefix ("" for the first line),
 * the prefix and blanks after it skipped, newline cut; TBROK if none (0
 * when found, -1 in the test's cleanup, where tst_brk() returns). */
static int find_line(const char *file, int lineno, const char *path,
		     const char *prefix, char *buf, size_t size)
{
	size_t plen = strlen(prefix);
	char line[4096];
	FILE *f;

	f = fopen(path, "r");
	if (!f) {
		tst_brk_(file, lineno, TBROK | TERRNO, "fopen(%s) failed",
			 path);
		return -1;
	}
	while (fgets(line, sizeof(line), f)) {
		if (strncmp(line, prefix, plen))
			continue;
		fclose(f);
		line[strcspn(line, "\n")] = 0;
		snprintf(buf, size, "%s",
			 line + plen + strspn(line + plen, " \t"));
		return 0;
	}
	fclose(f);
	tst_brk_(file, lineno, TBROK, "%s has no line starting with '%s'", path,
		 prefix);
	return -1;
}

/* " (prefix)" for a line of the file, "" for the whole file. */
static void describe(const char *prefix, char *buf, size_t size)
{
	if (*prefix)
		snprintf(buf, size, " (%s)", prefix);
	else
		buf[0] = 0;
}

static void check_int(const char *file, int lineno, const char *path,
		      const char *prefix, int val)
{
	char buf[4096], what[256], *end;
	long got;

	describe(prefix, what, sizeof(what));
	if (find_line(file, lineno, path, prefix, buf, sizeof(buf)))
		return;
	got = strtol(buf, &end, 0);
	if (end == buf)
		tst_brk_(file, lineno, TBROK, "%s: '%s' is not a number", path,
			 buf);
	if (got == val)
		tst_res_(file, lineno, TPASS, "%s%s = %d", path, what, val);
	else
		tst_res_(file, lineno, TFAIL, "%s%s != %d, got %ld", path, what,
			 val, got);
}

static void check_str(const char *file, int lineno, const char *path,
		      const char *prefix, const char *val)
{
	char buf[4096], what[256];

	describe(prefix, what, sizeof(what));
	if (find_line(file, lineno, path, prefix, buf, sizeof(buf)))
		return;
	if (!strcmp(buf, val))
		tst_res_(file, lineno, TPASS, "%s%s = '%s'", path, what, val);
	else
		tst_res_(file, lineno, TFAIL, "%s%s != '%s', got '%s'", path,
			 what, val, buf);
}

void tst_assert_int(const char *file, const int lineno, const char *path,
		    int val)
{
	check_int(file, lineno, path, "", val);
}

void tst_assert_ulong(const char *file, const int lineno, const char *path,
		      unsigned long val)
{
	char buf[4096], *end;
	unsigned long got;

	if (find_line(file, lineno, path, "", buf, sizeof(buf)))
		return;
	errno = 0;
	got = strtoul(buf, &end, 0);
	if (end == buf || errno)
		tst_brk_(file, lineno, TBROK, "%s: '%s' is not a number", path,
			 buf);
	if (got == val)
		tst_res_(file, lineno, TPASS, "%s = %lu", path, val);
	else
		tst_res_(file, lineno, TFAIL, "%s != %lu, got %lu", path, val,
			 got);
}

void tst_assert_file_int(const char *file, const int lineno, const char *path,
			 const char *prefix, int val)
{
	check_int(file, lineno, path, prefix, val);
}

void tst_assert_str(const char *file, const int lineno, const char *path,
		    const char *val)
{
	check_str(file, lineno, path, "", val);
}

void tst_assert_file_str(const char *file, const int lineno, const char *path,
			 const char *prefix, const char *val)
{
	check_str(file, lineno, path, prefix, val);
}
