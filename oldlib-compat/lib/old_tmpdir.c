// SPDX-License-Identifier: GPL-2.0-or-later
/* The old tmpdir calls on newlib's tmpdir code (made, recorded, removed). */
#include <ctype.h>
#include <limits.h>
#include <string.h>
#include "old_internal.h"

/* Letters of TCID in the directory's name, as the old library used. */
#define PREFIX_LEN 3

static char *tmpdir;
static char startwd[PATH_MAX];

static void make_prefix(char *prefix)
{
	const char *id = old_tcid();
	int i;

	for (i = 0; i < PREFIX_LEN && id[i]; i++)
		prefix[i] = isalnum((unsigned char)id[i]) ? id[i] : '_';
	prefix[i] = '\0';
}

void tst_tmpdir(void)
{
	char prefix[PREFIX_LEN + 1];

	if (!getcwd(startwd, sizeof(startwd)))
		tst_brkm_(OLD_FILE_, __LINE__, TBROK | TERRNO, NULL,
			  "getcwd() failed");

	make_prefix(prefix);
	free(tmpdir);
	tmpdir = tst_core_tmpdir_create(prefix);
	if (!tmpdir)
		tst_brkm_(OLD_FILE_, __LINE__, TBROK | TERRNO, NULL,
			  "tst_tmpdir: cannot create a directory for %s",
			  prefix);
	if (chdir(tmpdir))
		tst_brkm_(OLD_FILE_, __LINE__, TBROK | TERRNO, tst_rmdir,
			  "tst_tmpdir: chdir(%s) failed", tmpdir);
}

void tst_rmdir(void)
{
	if (!tmpdir)
		return;

	/* Out of the tree first: removing the cwd would leave us nowhere. */
	if (chdir(startwd[0] ? startwd : "/") && chdir("/"))
		tst_resm_(OLD_FILE_, __LINE__, TWARN | TERRNO,
			  "tst_rmdir: chdir() out of %s failed", tmpdir);
	if (tst_core_rmtree(tmpdir))
		tst_resm_(OLD_FILE_, __LINE__, TWARN | TERRNO,
			  "tst_rmdir: removing %s failed", tmpdir);
	else
		tst_core_tmpdir_forget();
	free(tmpdir);
	tmpdir = NULL;
}

int tst_tmpdir_created(void)
{
	return tmpdir != NULL;
}

const char *tst_get_startwd(void)
{
	if (!startwd[0] && !getcwd(startwd, sizeof(startwd)))
		return "/";
	return startwd;
}
