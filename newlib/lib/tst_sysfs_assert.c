// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Checks of sysfs values (tst_sysfs_assert.h). Each check makes its path,
 * reads the file once (with file_scanf(), whose TWARN says what did not
 * scan) and reports one result; a file that is not there is TCONF, or
 * nothing for the _silent forms.
 */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tst_test.h"
#include "tst_sysfs_assert.h"

#define VPATH(path, fmt)                                 \
	do {                                             \
		va_list ap_;                             \
		va_start(ap_, fmt);                      \
		vsnprintf(path, sizeof(path), fmt, ap_); \
		va_end(ap_);                             \
	} while (0)

/* 0 when path is there; TCONF (unless silent) and 1 when it is not. */
static int missing(const char *file, const int lineno, const char *path,
		   int silent)
{
	if (!access(path, F_OK))
		return 0;
	if (!silent)
		tst_res_(file, lineno, TCONF, "%s does not exist", path);
	return 1;
}

/* The whole of path in *text (NULL when it is empty; the caller frees
 * it): 0, or -1 after a TCONF (no such file) or a TBROK (not readable). */
static int read_whole(const char *file, const int lineno, const char *path,
		      char **text)
{
	size_t len = 0;
	FILE *f = fopen(path, "r");

	*text = NULL;
	if (!f) {
		if (errno == ENOENT)
			tst_res_(file, lineno, TCONF, "%s does not exist",
				 path);
		else
			tst_res_(file, lineno, TBROK | TERRNO, "cannot open %s",
				 path);
		return -1;
	}
	if (getdelim(text, &len, '\0', f) < 0) {
		free(*text);
		*text = NULL;
	}
	fclose(f);
	return 0;
}

/* The first number of path by conv into val: 0, or 1 after a TFAIL. */
static int number(const char *file, const int lineno, const char *path,
		  const char *conv, void *val)
{
	if (!file_scanf(file, lineno, path, conv, val))
		return 0;
	tst_res_(file, lineno, TFAIL, "%s does not contain a number", path);
	return 1;
}

static void range_ll(const char *file, const int lineno, const char *path,
		     long long min, long long max, int silent)
{
	long long val;

	if (missing(file, lineno, path, silent) ||
	    number(file, lineno, path, "%lld", &val))
		return;
	tst_res_(file, lineno, val >= min && val <= max ? TPASS : TFAIL,
		 "%s = %lld %s [%lld, %lld]", path, val,
		 val >= min && val <= max ? "in range" : "out of range", min,
		 max);
}

static void range_uu(const char *file, const int lineno, const char *path,
		     unsigned long long min, unsigned long long max, int silent)
{
	unsigned long long val;

	if (missing(file, lineno, path, silent) ||
	    number(file, lineno, path, "%llu", &val))
		return;
	tst_res_(file, lineno, val >= min && val <= max ? TPASS : TFAIL,
		 "%s = %llu %s [%llu, %llu]", path, val,
		 val >= min && val <= max ? "in range" : "out of range", min,
		 max);
}

void tst_sysfs_assert_rangell(const char *file, const int lineno, long long min,
			      long long max, const char *fmt, ...)
{
	char path[PATH_MAX];

	VPATH(path, fmt);
	range_ll(file, lineno, path, min, max, 0);
}

void tst_sysfs_assert_rangell_silent(const char *file, const int lineno,
				     long long min, long long max,
				     const char *fmt, ...)
{
	char path[PATH_MAX];

	VPATH(path, fmt);
	range_ll(file, lineno, path, min, max, 1);
}

void tst_sysfs_assert_rangeuu(const char *file, const int lineno,
			      unsigned long long min, unsigned long long max,
			      const char *fmt, ...)
{
	char path[PATH_MAX];

	VPATH(path, fmt);
	range_uu(file, lineno, path, min, max, 0);
}

void tst_sysfs_assert_rangeuu_silent(const char *file, const int lineno,
				     unsigned long long min,
				     unsigned long long max, const char *fmt,
				     ...)
{
	char path[PATH_MAX];

	VPATH(path, fmt);
	range_uu(file, lineno, path, min, max, 1);
}

void tst_sysfs_assert_rangelf(const char *file, const int lineno, long long min,
			      const char *val_suffix, const char *max_suffix,
			      const char *fmt, ...)
{
	char prefix[PATH_MAX], path[PATH_MAX + 64], max_path[PATH_MAX + 64];
	long long max;

	VPATH(prefix, fmt);
	snprintf(path, sizeof(path), "%s%s", prefix, val_suffix);
	snprintf(max_path, sizeof(max_path), "%s%s", prefix, max_suffix);
	if (missing(file, lineno, max_path, 0) ||
	    number(file, lineno, max_path, "%lld", &max))
		return;
	range_ll(file, lineno, path, min, max, 0);
}

static void check_bool(const char *file, const int lineno, const char *path,
		       int silent)
{
	long val;

	if (missing(file, lineno, path, silent) ||
	    number(file, lineno, path, "%ld", &val))
		return;
	tst_res_(file, lineno, val == 0 || val == 1 ? TPASS : TFAIL,
		 "%s = %ld %s", path, val,
		 val == 0 || val == 1 ? "is boolean" : "is not boolean");
}

void tst_sysfs_assert_bool(const char *file, const int lineno, const char *fmt,
			   ...)
{
	char path[PATH_MAX];

	VPATH(path, fmt);
	check_bool(file, lineno, path, 0);
}

void tst_sysfs_assert_bool_silent(const char *file, const int lineno,
				  const char *fmt, ...)
{
	char path[PATH_MAX];

	VPATH(path, fmt);
	check_bool(file, lineno, path, 1);
}

void tst_sysfs_assert_pow2(const char *file, const int lineno, const char *fmt,
			   ...)
{
	char path[PATH_MAX];
	long val;
	int pow2;

	VPATH(path, fmt);
	if (missing(file, lineno, path, 0) ||
	    number(file, lineno, path, "%ld", &val))
		return;
	pow2 = val > 0 && !(val & (val - 1));
	tst_res_(file, lineno, pow2 ? TPASS : TFAIL, "%s = %ld %s", path, val,
		 pow2 ? "is a power of two" : "is not a power of two");
}

static int allowed_word(const char *const allowed[], const char *word)
{
	for (; *allowed; allowed++) {
		if (!strcmp(*allowed, word))
			return 1;
	}
	return 0;
}

/*
 * The words of path (separated by blanks and newlines): with choice, one
 * of them is to be in brackets (copied to sel); with allowed, each is to
 * be in it; with find, find is to be among them. One result in all, but
 * a TFAIL for each word not allowed.
 */
static void check_words(const char *file, const int lineno, const char *path,
			const char *const allowed[], int choice, char *sel,
			size_t sel_size, const char *find)
{
	int words = 0, selected = 0, unknown = 0, found = 0;
	char *text, *word, *save;

	if (read_whole(file, lineno, path, &text))
		return;

	for (word = text ? strtok_r(text, " \t\n", &save) : NULL; word;
	     word = strtok_r(NULL, " \t\n", &save)) {
		size_t n = strlen(word);

		words++;
		if (choice && n >= 2 && word[0] == '[' && word[n - 1] == ']') {
			word[n - 1] = '\0';
			word++;
			selected++;
			if (sel && sel_size) {
				strncpy(sel, word, sel_size - 1);
				sel[sel_size - 1] = '\0';
			}
		}
		if (find && !strcmp(word, find))
			found = 1;
		if (allowed && !allowed_word(allowed, word)) {
			tst_res_(file, lineno, TFAIL,
				 "%s contains unexpected token '%s'", path,
				 word);
			unknown = 1;
		}
	}
	free(text);

	if (!words)
		tst_res_(file, lineno, TFAIL, "%s is empty", path);
	else if (choice && selected != 1)
		tst_res_(file, lineno, TFAIL,
			 "%s has %d selected tokens, expected exactly 1", path,
			 selected);
	else if (unknown)
		return;
	else if (find && !found)
		tst_res_(file, lineno, TFAIL, "%s does not contain token '%s'",
			 path, find);
	else if (choice)
		tst_res_(file, lineno, TPASS,
			 "%s has valid choices with single selected", path);
	else if (find)
		tst_res_(file, lineno, TPASS, "%s contains token '%s'", path,
			 find);
	else
		tst_res_(file, lineno, TPASS, "%s lists only known tokens",
			 path);
}

void tst_sysfs_assert_choice(const char *file, const int lineno,
			     const char *const allowed[], char *sel,
			     size_t sel_size, const char *fmt, ...)
{
	char path[PATH_MAX];

	VPATH(path, fmt);
	check_words(file, lineno, path, allowed, 1, sel, sel_size, NULL);
}

void tst_sysfs_assert_tokens(const char *file, const int lineno,
			     const char *const allowed[], const char *find,
			     const char *fmt, ...)
{
	char path[PATH_MAX];

	VPATH(path, fmt);
	check_words(file, lineno, path, allowed, 0, NULL, 0, find);
}

void tst_sysfs_assert_oneof(const char *file, const int lineno,
			    const char *const allowed[], const char *fmt, ...)
{
	char path[PATH_MAX], val[256];
	int ok;

	VPATH(path, fmt);
	if (missing(file, lineno, path, 0))
		return;
	if (file_scanf(file, lineno, path, "%255s", val)) {
		tst_res_(file, lineno, TFAIL, "Failed to read %s", path);
		return;
	}
	ok = allowed_word(allowed, val);
	tst_res_(file, lineno, ok ? TPASS : TFAIL, "%s = '%s' %s", path, val,
		 ok ? "is valid" : "is not an expected value");
}

/*
 * The list of ids in path ("0-3,8"): their number and the highest (-1 for
 * none), and with map (of map_len bytes) a bit for each. 0, or -1 after a
 * TCONF (no file) or TFAIL (not a list).
 */
static int read_list(const char *file, const int lineno, const char *path,
		     unsigned char *map, int map_len, int *count, int *max_id)
{
	char *text, *item, *save, *dash;
	int n = 0, top = -1, lo, hi, i, ret = 0;

	if (read_whole(file, lineno, path, &text))
		return -1;

	for (item = text ? strtok_r(text, ",\n", &save) : NULL; item;
	     item = strtok_r(NULL, ",\n", &save)) {
		dash = strchr(item, '-');
		if (dash)
			*dash = '\0';
		if (tst_parse_int(item, &lo, 0, INT_MAX) ||
		    (dash && tst_parse_int(dash + 1, &hi, lo, INT_MAX))) {
			if (dash)
				*dash = '-';
			tst_res_(file, lineno, TFAIL,
				 "%s: invalid list token '%s'", path, item);
			ret = -1;
			break;
		}
		if (!dash)
			hi = lo;
		for (i = lo; i <= hi; i++) {
			n++;
			if (map && i / 8 < map_len)
				map[i / 8] |= 1 << (i % 8);
		}
		if (hi > top)
			top = hi;
	}
	free(text);
	if (ret)
		return ret;
	if (count)
		*count = n;
	if (max_id)
		*max_id = top;
	return 0;
}

/* The ids of path as a bitmap (calloc()ed, *len bytes), NULL after the
 * TCONF or TFAIL of read_list(). */
static unsigned char *list_map(const char *file, const int lineno,
			       const char *path, int *len)
{
	unsigned char *map;
	int top;

	if (read_list(file, lineno, path, NULL, 0, NULL, &top))
		return NULL;
	*len = top / 8 + 1;
	map = calloc(*len, 1);
	if (!map)
		tst_brk_(file, lineno, TBROK | TERRNO, "calloc(%d)", *len);
	if (read_list(file, lineno, path, map, *len, NULL, NULL)) {
		free(map);
		return NULL;
	}
	return map;
}

int tst_sysfs_assert_parse_list(const char *file, const int lineno, int *count,
				int *max_id, const char *fmt, ...)
{
	char path[PATH_MAX];

	VPATH(path, fmt);
	return read_list(file, lineno, path, NULL, 0, count, max_id);
}

void tst_sysfs_assert_list_subset(const char *file, const int lineno,
				  const char *sub_path, const char *super_path)
{
	unsigned char *sub, *super;
	int sub_len, super_len, i, subset = 1;

	sub = list_map(file, lineno, sub_path, &sub_len);
	if (!sub)
		return;
	super = list_map(file, lineno, super_path, &super_len);
	if (!super) {
		free(sub);
		return;
	}
	for (i = 0; i < sub_len; i++) {
		if (sub[i] & ~(i < super_len ? super[i] : 0))
			subset = 0;
	}
	free(sub);
	free(super);
	tst_res_(file, lineno, subset ? TPASS : TFAIL, "%s is %sa subset of %s",
		 sub_path, subset ? "" : "not ", super_path);
}

void tst_sysfs_assert_list_contains(const char *file, const int lineno, int id,
				    const char *fmt, ...)
{
	char path[PATH_MAX];
	unsigned char *map;
	int len, in;

	VPATH(path, fmt);
	map = list_map(file, lineno, path, &len);
	if (!map)
		return;
	in = id >= 0 && id / 8 < len && (map[id / 8] & (1 << (id % 8)));
	free(map);
	tst_res_(file, lineno, in ? TPASS : TFAIL, "%s %s %d", path,
		 in ? "contains" : "does not contain", id);
}

static void compare(const char *file, const int lineno, const char *path1,
		    enum tst_sysfs_cmp op, const char *path2, int silent)
{
	static const char *const ops[] = {
		[TST_SYSFS_CMP_EQ] = "==",
		[TST_SYSFS_CMP_LT] = "<",
		[TST_SYSFS_CMP_LE] = "<=",
	};
	long val1, val2;
	int res;

	if (silent && (access(path1, F_OK) || access(path2, F_OK)))
		return;
	if (missing(file, lineno, path1, 0) || missing(file, lineno, path2, 0))
		return;
	if (number(file, lineno, path1, "%ld", &val1) ||
	    number(file, lineno, path2, "%ld", &val2))
		return;
	switch (op) {
	case TST_SYSFS_CMP_EQ:
		res = val1 == val2;
		break;
	case TST_SYSFS_CMP_LT:
		res = val1 < val2;
		break;
	case TST_SYSFS_CMP_LE:
		res = val1 <= val2;
		break;
	default:
		tst_res_(file, lineno, TBROK, "Invalid comparison operator %d",
			 op);
		return;
	}
	tst_res_(file, lineno, res ? TPASS : TFAIL, "%s (%ld) %s %s (%ld)",
		 path1, val1, ops[op], path2, val2);
}

void tst_sysfs_assert_cmp(const char *file, const int lineno, const char *path1,
			  enum tst_sysfs_cmp op, const char *path2)
{
	compare(file, lineno, path1, op, path2, 0);
}

void tst_sysfs_assert_cmp_silent(const char *file, const int lineno,
				 const char *path1, enum tst_sysfs_cmp op,
				 const char *path2)
{
	compare(file, lineno, path1, op, path2, 1);
}

static void compare_suffix(const char *file, const int lineno,
			   enum tst_sysfs_cmp op, const char *prefix,
			   const char *lo_suffix, const char *hi_suffix,
			   int silent)
{
	char path1[PATH_MAX + 64], path2[PATH_MAX + 64];

	snprintf(path1, sizeof(path1), "%s%s", prefix, lo_suffix);
	snprintf(path2, sizeof(path2), "%s%s", prefix, hi_suffix);
	compare(file, lineno, path1, op, path2, silent);
}

void tst_sysfs_assert_cmp_suffix(const char *file, const int lineno,
				 enum tst_sysfs_cmp op, const char *lo_suffix,
				 const char *hi_suffix, const char *fmt, ...)
{
	char prefix[PATH_MAX];

	VPATH(prefix, fmt);
	compare_suffix(file, lineno, op, prefix, lo_suffix, hi_suffix, 0);
}

void tst_sysfs_assert_cmp_suffix_silent(const char *file, const int lineno,
					enum tst_sysfs_cmp op,
					const char *lo_suffix,
					const char *hi_suffix, const char *fmt,
					...)
{
	char prefix[PATH_MAX];

	VPATH(prefix, fmt);
	compare_suffix(file, lineno, op, prefix, lo_suffix, hi_suffix, 1);
}

int tst_sysfs_exists(const char *fmt, ...)
{
	char path[PATH_MAX];

	VPATH(path, fmt);
	return !access(path, F_OK);
}

DIR *tst_sysfs_try_opendir(const char *file, const int lineno, const char *fmt,
			   ...)
{
	char path[PATH_MAX];

	VPATH(path, fmt);
	if (access(path, F_OK))
		tst_brk_(file, lineno, TCONF, "%s does not exist", path);
	return safe_opendir(file, lineno, NULL, path);
}

int tst_sysfs_read_str(const char *file, const int lineno, char *buf,
		       size_t buf_size, const char *fmt, ...)
{
	char path[PATH_MAX];

	VPATH(path, fmt);
	if (access(path, F_OK))
		return 0;
	safe_file_read_str(file, lineno, NULL, path, buf, buf_size);
	buf[strcspn(buf, "\n")] = '\0';
	return 1;
}

void tst_sysfs_exp_eq_li(const char *file, const int lineno, long val,
			 const char *fmt, ...)
{
	char path[PATH_MAX];
	long got;

	VPATH(path, fmt);
	if (missing(file, lineno, path, 0) ||
	    number(file, lineno, path, "%ld", &got))
		return;
	tst_res_(file, lineno, got == val ? TPASS : TFAIL, "%s (%ld) == %ld",
		 path, got, val);
}

void tst_sysfs_exp_eq_str(const char *file, const int lineno, const char *val,
			  const char *fmt, ...)
{
	char path[PATH_MAX], got[256];

	VPATH(path, fmt);
	if (missing(file, lineno, path, 0))
		return;
	if (file_scanf(file, lineno, path, "%255s", got)) {
		tst_res_(file, lineno, TFAIL, "Failed to read %s", path);
		return;
	}
	tst_res_(file, lineno, strcmp(got, val) ? TFAIL : TPASS,
		 "%s ('%s') == '%s'", path, got, val);
}

long long tst_sysfs_read_lli(const char *file, const int lineno,
			     const char *fmt, ...)
{
	char path[PATH_MAX];
	long long val;

	VPATH(path, fmt);
	safe_file_scanf(file, lineno, NULL, path, "%lld", &val);
	tst_res_(file, lineno, TDEBUG, "Read '%s' = %lli", path, val);
	return val;
}

long tst_sysfs_read_li(const char *file, const int lineno, const char *fmt, ...)
{
	char path[PATH_MAX];
	long val;

	VPATH(path, fmt);
	safe_file_scanf(file, lineno, NULL, path, "%ld", &val);
	tst_res_(file, lineno, TDEBUG, "Read '%s' = %li", path, val);
	return val;
}

unsigned long tst_sysfs_read_lx(const char *file, const int lineno,
				const char *fmt, ...)
{
	char path[PATH_MAX];
	unsigned long val;

	VPATH(path, fmt);
	safe_file_scanf(file, lineno, NULL, path, "%lx", &val);
	tst_res_(file, lineno, TDEBUG, "Read '%s' = 0x%lx", path, val);
	return val;
}
