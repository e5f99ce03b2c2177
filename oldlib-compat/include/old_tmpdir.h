/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The old tmpdir calls, on newlib's tmpdir code. */
#ifndef OLD_TMPDIR_H
#define OLD_TMPDIR_H

/*
 * Make the test's temporary directory now, as the calling user (tests that
 * drop privileges first get one they own): mkdtemp() under $TMPDIR, named
 * after the first letters of TCID, mode 0777. Then chdir() into it. TBROK
 * through tst_brkm(..., NULL, ...) on failure.
 */
void tst_tmpdir(void);

/* Leave the tmpdir and remove its tree (never following a symlink out of
 * it); a failure is TWARN. */
void tst_rmdir(void);

/* A malloc()ed copy of the tmpdir's path (the caller frees it); TBROK when
 * there is none. */
char *tst_get_tmpdir(void);

/* 1 once tst_tmpdir() made the directory (and tst_rmdir() did not yet
 * remove it). */
int tst_tmpdir_created(void);

/* The directory the test was started in (absolute). */
const char *tst_get_startwd(void);

#endif /* OLD_TMPDIR_H */
