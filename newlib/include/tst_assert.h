/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Checking a value in a file (/proc, /sys): TPASS when it is the expected
 * one, TFAIL naming both otherwise; a file that cannot be read is TBROK.
 */
#ifndef TST_ASSERT_H
#define TST_ASSERT_H

#include "tst_common.h"

/* The file holds the integer val. */
#define TST_ASSERT_INT(path, val) \
	tst_assert_int(__FILE__, __LINE__, (path), (val))
void tst_assert_int(const char *file, const int lineno, const char *path,
		    int val);

/* The file holds the unsigned long val (sizes such as shmmax). */
#define TST_ASSERT_ULONG(path, val) \
	tst_assert_ulong(__FILE__, __LINE__, (path), (val))
void tst_assert_ulong(const char *file, const int lineno, const char *path,
		      unsigned long val);

/* The line of the file starting with prefix holds val after it (e.g.
 * prefix "VmSize:", or "Cpus_allowed_list:"). */
#define TST_ASSERT_FILE_INT(path, prefix, val) \
	tst_assert_file_int(__FILE__, __LINE__, (path), (prefix), (val))
void tst_assert_file_int(const char *file, const int lineno, const char *path,
			 const char *prefix, int val);

/* The file's first line is val (without the newline). */
#define TST_ASSERT_STR(path, val) \
	tst_assert_str(__FILE__, __LINE__, (path), (val))
void tst_assert_str(const char *file, const int lineno, const char *path,
		    const char *val);

/* The rest of the line starting with prefix is val. */
#define TST_ASSERT_FILE_STR(path, prefix, val) \
	tst_assert_file_str(__FILE__, __LINE__, (path), (prefix), (val))
void tst_assert_file_str(const char *file, const int lineno, const char *path,
			 const char *prefix, const char *val);

#endif /* TST_ASSERT_H */
