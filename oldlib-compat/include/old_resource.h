/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A test's data files: found where the test started, or in the install. */
#ifndef OLD_RESOURCE_H
#define OLD_RESOURCE_H

/*
 * Where the test's data files are installed: $LTPROOT/testcases/data/TCID
 * when LTPROOT is set, else the datafiles directory beside the start
 * directory of the test. The string lives as long as the program.
 */
const char *tst_dataroot(void);

/*
 * Copy the data file name (looked up in the start directory, then in
 * $LTPROOT/testcases/data/TCID) to dest (a file or a directory; NULL: the
 * tmpdir, which must exist). TBROK through cleanup_fn when it is not found.
 */
void tst_resource_copy(const char *file, const int lineno,
		       void (*cleanup_fn)(void), const char *name,
		       const char *dest);
#define TST_RESOURCE_COPY(cleanup_fn, name, dest) \
	tst_resource_copy(__FILE__, __LINE__, (cleanup_fn), (name), (dest))

#endif /* OLD_RESOURCE_H */
