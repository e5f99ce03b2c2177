// SPDX-License-Identifier: GPL-2.0-or-later
/* Small helpers of the old API: addresses, paths and the test's data
 * files. */
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include "old_internal.h"
#include "tst_get_bad_addr.h"

const char *strttype(int ttype)
{
	return tst_strttype(ttype);
}

/* The new API's tst_get_bad_addr() is what the real suite replaced it
 * with: a page no access succeeds on. */
char *get_high_address(void)
{
	return tst_get_bad_addr(NULL);
}

const char *tst_dataroot(void)
{
	static char root[PATH_MAX];
	const char *ltproot = getenv("LTPROOT");

	if (ltproot)
		snprintf(root, sizeof(root), "%s/testcases/data/%s", ltproot,
			 old_tcid());
	else
		snprintf(root, sizeof(root), "%s/datafiles", tst_get_startwd());
	return root;
}

static int find_resource(const char *name, char *path, size_t size)
{
	const char *root = getenv("LTPROOT");

	snprintf(path, size, "%s/%s", tst_get_startwd(), name);
	if (access(path, F_OK) == 0)
		return 0;
	if (root) {
		snprintf(path, size, "%s/testcases/data/%s/%s", root,
			 old_tcid(), name);
		if (access(path, F_OK) == 0)
			return 0;
	}
	return -1;
}

void tst_resource_copy(const char *file, const int lineno,
		       void (*cleanup_fn)(void), const char *name,
		       const char *dest)
{
	const char *base = strrchr(name, '/');
	char src[PATH_MAX], dst[PATH_MAX];
	struct stat st;

	if (!tst_tmpdir_created())
		tst_brkm_(file, lineno, TBROK, cleanup_fn,
			  "tst_resource_copy: tst_tmpdir() was not called");
	if (find_resource(name, src, sizeof(src)))
		tst_brkm_(file, lineno, TBROK, cleanup_fn,
			  "tst_resource_copy: resource '%s' not found", name);
	/* No dest: the tmpdir; a directory: the same name in it. */
	if (!dest)
		dest = ".";
	if (stat(dest, &st) == 0 && S_ISDIR(st.st_mode)) {
		snprintf(dst, sizeof(dst), "%s/%s", dest,
			 base ? base + 1 : name);
		dest = dst;
	}
	safe_cp(file, lineno, cleanup_fn, src, dest);
}
