/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Checks of the values the kernel exports in sysfs (and /proc) files, as
 * the real suite's sysfs tests of 2026 make them: each check builds the
 * path of its file with a printf format and reports a result of its own.
 *
 * A check passes (TPASS) or fails (TFAIL) naming the path and the value
 * read; a file that is not there is TCONF for that check alone (the test
 * goes on), and nothing at all for the _SILENT forms; a file that holds no
 * number where one is wanted is TFAIL. The TST_SYSFS_READ_L*() readers are
 * not checks: a file missing or without a number is TBROK there. The
 * macros pass the caller's file and line.
 */
#ifndef TST_SYSFS_ASSERT_H
#define TST_SYSFS_ASSERT_H

#include <dirent.h>
#include <stddef.h>

/* min <= the value <= max, read as a long long (RANGELL) or an unsigned
 * long long (RANGEUU: counters the kernel prints as unsigned long). */
void tst_sysfs_assert_rangell(const char *file, const int lineno, long long min,
			      long long max, const char *fmt, ...);
void tst_sysfs_assert_rangell_silent(const char *file, const int lineno,
				     long long min, long long max,
				     const char *fmt, ...);
void tst_sysfs_assert_rangeuu(const char *file, const int lineno,
			      unsigned long long min, unsigned long long max,
			      const char *fmt, ...);
void tst_sysfs_assert_rangeuu_silent(const char *file, const int lineno,
				     unsigned long long min,
				     unsigned long long max, const char *fmt,
				     ...);
#define TST_SYSFS_ASSERT_RANGELL(min, max, fmt, ...)                    \
	tst_sysfs_assert_rangell(__FILE__, __LINE__, (min), (max), fmt, \
				 ##__VA_ARGS__)
#define TST_SYSFS_ASSERT_RANGELL_SILENT(min, max, fmt, ...)                    \
	tst_sysfs_assert_rangell_silent(__FILE__, __LINE__, (min), (max), fmt, \
					##__VA_ARGS__)
#define TST_SYSFS_ASSERT_RANGEUU(min, max, fmt, ...)                    \
	tst_sysfs_assert_rangeuu(__FILE__, __LINE__, (min), (max), fmt, \
				 ##__VA_ARGS__)
#define TST_SYSFS_ASSERT_RANGEUU_SILENT(min, max, fmt, ...)                    \
	tst_sysfs_assert_rangeuu_silent(__FILE__, __LINE__, (min), (max), fmt, \
					##__VA_ARGS__)

/* min <= the value of PREFIX val_suffix <= the value of PREFIX max_suffix,
 * PREFIX being made from fmt (cur_state against max_state). */
void tst_sysfs_assert_rangelf(const char *file, const int lineno, long long min,
			      const char *val_suffix, const char *max_suffix,
			      const char *fmt, ...);
#define TST_SYSFS_ASSERT_RANGELF(min, val_suffix, max_suffix, fmt, ...)   \
	tst_sysfs_assert_rangelf(__FILE__, __LINE__, (min), (val_suffix), \
				 (max_suffix), fmt, ##__VA_ARGS__)

/* The value is 0 or 1. */
void tst_sysfs_assert_bool(const char *file, const int lineno, const char *fmt,
			   ...);
void tst_sysfs_assert_bool_silent(const char *file, const int lineno,
				  const char *fmt, ...);
#define TST_SYSFS_ASSERT_BOOL(fmt, ...) \
	tst_sysfs_assert_bool(__FILE__, __LINE__, fmt, ##__VA_ARGS__)
#define TST_SYSFS_ASSERT_BOOL_SILENT(fmt, ...) \
	tst_sysfs_assert_bool_silent(__FILE__, __LINE__, fmt, ##__VA_ARGS__)

/* The value is a power of two (so above 0). */
void tst_sysfs_assert_pow2(const char *file, const int lineno, const char *fmt,
			   ...);
#define TST_SYSFS_ASSERT_POW2(fmt, ...) \
	tst_sysfs_assert_pow2(__FILE__, __LINE__, fmt, ##__VA_ARGS__)

/*
 * A file of words separated by blanks, one of them in brackets, the one
 * selected ("always [madvise] never"): exactly one word is in brackets
 * and, when allowed (a NULL-ended list) is given, every word is one of
 * it. The selected word, brackets off, goes to sel when sel is given
 * (cut to sel_size - 1 characters).
 */
void tst_sysfs_assert_choice(const char *file, const int lineno,
			     const char *const allowed[], char *sel,
			     size_t sel_size, const char *fmt, ...);
#define TST_SYSFS_ASSERT_CHOICE(allowed, sel, sel_size, fmt, ...)     \
	tst_sysfs_assert_choice(__FILE__, __LINE__, (allowed), (sel), \
				(sel_size), fmt, ##__VA_ARGS__)

/* A file of words without a selection (/sys/power/state): not empty,
 * every word one of allowed when it is given, and find among them when
 * it is given. */
void tst_sysfs_assert_tokens(const char *file, const int lineno,
			     const char *const allowed[], const char *find,
			     const char *fmt, ...);
#define TST_SYSFS_ASSERT_TOKENS(allowed, find, fmt, ...)                    \
	tst_sysfs_assert_tokens(__FILE__, __LINE__, (allowed), (find), fmt, \
				##__VA_ARGS__)

/* The first word of the file is one of allowed (a NULL-ended list). */
void tst_sysfs_assert_oneof(const char *file, const int lineno,
			    const char *const allowed[], const char *fmt, ...);
#define TST_SYSFS_ASSERT_ONEOF(allowed, fmt, ...)                  \
	tst_sysfs_assert_oneof(__FILE__, __LINE__, (allowed), fmt, \
			       ##__VA_ARGS__)

/*
 * Lists of ids as the cpu and node files have them ("0-3,8,10-11", empty
 * for none). PARSE_LIST reads one: 0 with the number of ids in *count
 * and the highest in *max_id (-1 for an empty list; either pointer may be
 * NULL), or, having reported why (TCONF: no file, TFAIL: not a list),
 * non-zero. LIST_SUBSET: every id of sub_path's list is in super_path's.
 * LIST_CONTAINS: id is in the list.
 */
int tst_sysfs_assert_parse_list(const char *file, const int lineno, int *count,
				int *max_id, const char *fmt, ...);
void tst_sysfs_assert_list_subset(const char *file, const int lineno,
				  const char *sub_path, const char *super_path);
void tst_sysfs_assert_list_contains(const char *file, const int lineno, int id,
				    const char *fmt, ...);
#define TST_SYSFS_ASSERT_PARSE_LIST(count, max_id, fmt, ...)               \
	tst_sysfs_assert_parse_list(__FILE__, __LINE__, (count), (max_id), \
				    fmt, ##__VA_ARGS__)
#define TST_SYSFS_ASSERT_LIST_SUBSET(sub_path, super_path)           \
	tst_sysfs_assert_list_subset(__FILE__, __LINE__, (sub_path), \
				     (super_path))
#define TST_SYSFS_ASSERT_LIST_CONTAINS(id, fmt, ...)                  \
	tst_sysfs_assert_list_contains(__FILE__, __LINE__, (id), fmt, \
				       ##__VA_ARGS__)

/*
 * Two files' values (long) compared: path1's == (EQ), < (LT) or <= (LE)
 * path2's. The _SUFFIX forms make both paths from one prefix (fmt) and
 * two suffixes; the _SILENT forms say nothing when a file is not there.
 */
enum tst_sysfs_cmp {
	TST_SYSFS_CMP_EQ,
	TST_SYSFS_CMP_LT,
	TST_SYSFS_CMP_LE,
};

void tst_sysfs_assert_cmp(const char *file, const int lineno, const char *path1,
			  enum tst_sysfs_cmp op, const char *path2);
void tst_sysfs_assert_cmp_silent(const char *file, const int lineno,
				 const char *path1, enum tst_sysfs_cmp op,
				 const char *path2);
void tst_sysfs_assert_cmp_suffix(const char *file, const int lineno,
				 enum tst_sysfs_cmp op, const char *lo_suffix,
				 const char *hi_suffix, const char *fmt, ...);
void tst_sysfs_assert_cmp_suffix_silent(const char *file, const int lineno,
					enum tst_sysfs_cmp op,
					const char *lo_suffix,
					const char *hi_suffix, const char *fmt,
					...);

#define TST_SYSFS_ASSERT_EQ(path1, path2)                                   \
	tst_sysfs_assert_cmp(__FILE__, __LINE__, (path1), TST_SYSFS_CMP_EQ, \
			     (path2))
#define TST_SYSFS_ASSERT_LT(path1, path2)                                   \
	tst_sysfs_assert_cmp(__FILE__, __LINE__, (path1), TST_SYSFS_CMP_LT, \
			     (path2))
#define TST_SYSFS_ASSERT_LE(path1, path2)                                   \
	tst_sysfs_assert_cmp(__FILE__, __LINE__, (path1), TST_SYSFS_CMP_LE, \
			     (path2))
#define TST_SYSFS_ASSERT_EQ_SILENT(path1, path2)                 \
	tst_sysfs_assert_cmp_silent(__FILE__, __LINE__, (path1), \
				    TST_SYSFS_CMP_EQ, (path2))
#define TST_SYSFS_ASSERT_LT_SILENT(path1, path2)                 \
	tst_sysfs_assert_cmp_silent(__FILE__, __LINE__, (path1), \
				    TST_SYSFS_CMP_LT, (path2))
#define TST_SYSFS_ASSERT_LE_SILENT(path1, path2)                 \
	tst_sysfs_assert_cmp_silent(__FILE__, __LINE__, (path1), \
				    TST_SYSFS_CMP_LE, (path2))
#define TST_SYSFS_ASSERT_EQ_SUFFIX(lo_suffix, hi_suffix, fmt, ...)        \
	tst_sysfs_assert_cmp_suffix(__FILE__, __LINE__, TST_SYSFS_CMP_EQ, \
				    (lo_suffix), (hi_suffix), fmt,        \
				    ##__VA_ARGS__)
#define TST_SYSFS_ASSERT_LT_SUFFIX(lo_suffix, hi_suffix, fmt, ...)        \
	tst_sysfs_assert_cmp_suffix(__FILE__, __LINE__, TST_SYSFS_CMP_LT, \
				    (lo_suffix), (hi_suffix), fmt,        \
				    ##__VA_ARGS__)
#define TST_SYSFS_ASSERT_LE_SUFFIX(lo_suffix, hi_suffix, fmt, ...)        \
	tst_sysfs_assert_cmp_suffix(__FILE__, __LINE__, TST_SYSFS_CMP_LE, \
				    (lo_suffix), (hi_suffix), fmt,        \
				    ##__VA_ARGS__)
#define TST_SYSFS_ASSERT_EQ_SUFFIX_SILENT(lo_suffix, hi_suffix, fmt, ...) \
	tst_sysfs_assert_cmp_suffix_silent(__FILE__, __LINE__,            \
					   TST_SYSFS_CMP_EQ, (lo_suffix), \
					   (hi_suffix), fmt, ##__VA_ARGS__)
#define TST_SYSFS_ASSERT_LT_SUFFIX_SILENT(lo_suffix, hi_suffix, fmt, ...) \
	tst_sysfs_assert_cmp_suffix_silent(__FILE__, __LINE__,            \
					   TST_SYSFS_CMP_LT, (lo_suffix), \
					   (hi_suffix), fmt, ##__VA_ARGS__)
#define TST_SYSFS_ASSERT_LE_SUFFIX_SILENT(lo_suffix, hi_suffix, fmt, ...) \
	tst_sysfs_assert_cmp_suffix_silent(__FILE__, __LINE__,            \
					   TST_SYSFS_CMP_LE, (lo_suffix), \
					   (hi_suffix), fmt, ##__VA_ARGS__)

/* Whether the file fmt names is there: 1 or 0 (no result). */
int tst_sysfs_exists(const char *fmt, ...);

/* SAFE_OPENDIR() of the directory fmt names, but a directory that is not
 * there is TCONF (tst_brk()). */
DIR *tst_sysfs_try_opendir(const char *file, const int lineno, const char *fmt,
			   ...);
#define TST_SYSFS_TRY_OPENDIR(fmt, ...) \
	tst_sysfs_try_opendir(__FILE__, __LINE__, fmt, ##__VA_ARGS__)

/* The file's text into buf as SAFE_FILE_READ_STR() reads it, up to its
 * first newline: 1, or 0 with buf as it was when there is no file. */
int tst_sysfs_read_str(const char *file, const int lineno, char *buf,
		       size_t buf_size, const char *fmt, ...);
#define TST_SYSFS_READ_STR(buf, buf_size, fmt, ...)                    \
	tst_sysfs_read_str(__FILE__, __LINE__, (buf), (buf_size), fmt, \
			   ##__VA_ARGS__)

/* The value (a long, or the first word) equals val. */
void tst_sysfs_exp_eq_li(const char *file, const int lineno, long val,
			 const char *fmt, ...);
void tst_sysfs_exp_eq_str(const char *file, const int lineno, const char *val,
			  const char *fmt, ...);
#define TST_SYSFS_EXP_EQ_LI(val, fmt, ...) \
	tst_sysfs_exp_eq_li(__FILE__, __LINE__, (val), fmt, ##__VA_ARGS__)
#define TST_SYSFS_EXP_EQ_STR(val, fmt, ...) \
	tst_sysfs_exp_eq_str(__FILE__, __LINE__, (val), fmt, ##__VA_ARGS__)

/* The value as a long long, a long or a hexadecimal unsigned long ("0x"
 * or not): TBROK when the file is not there or holds no number. */
long long tst_sysfs_read_lli(const char *file, const int lineno,
			     const char *fmt, ...);
long tst_sysfs_read_li(const char *file, const int lineno, const char *fmt,
		       ...);
unsigned long tst_sysfs_read_lx(const char *file, const int lineno,
				const char *fmt, ...);
#define TST_SYSFS_READ_LLI(fmt, ...) \
	tst_sysfs_read_lli(__FILE__, __LINE__, fmt, ##__VA_ARGS__)
#define TST_SYSFS_READ_LI(fmt, ...) \
	tst_sysfs_read_li(__FILE__, __LINE__, fmt, ##__VA_ARGS__)
#define TST_SYSFS_READ_LX(fmt, ...) \
	tst_sysfs_read_lx(__FILE__, __LINE__, fmt, ##__VA_ARGS__)

#endif /* TST_SYSFS_ASSERT_H */
