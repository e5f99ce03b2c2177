/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Paths in the test's tmpdir (.needs_tmpdir). */
#ifndef TST_TMPDIR_H
#define TST_TMPDIR_H

#include "tst_common.h"

/* The tmpdir's absolute path; TBROK when the test has none. */
char *tst_tmpdir_path(void);

/* An absolute path in the tmpdir made from fmt (a guarded buffer, freed
 * with the others at the end). */
char *tst_tmpdir_genpath(const char *fmt, ...) TST_FMT(1, 2);

/* Remove everything inside the directory path (not path itself), never
 * following a symlink; TBROK when something will not go. */
void tst_purge_dir(const char *path);

/* $TMPDIR, or "/tmp" when it is unset. */
const char *tst_get_tmpdir_root(void);

#endif /* TST_TMPDIR_H */
