// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The tmpdir: made with mkdtemp() so its name cannot be guessed and opened
 * to every user (tests drop privileges and then create files in it).
 *
 * The supervisor removes only a directory it made itself, by the path it
 * keeps in its own memory: the tmpdir (new API, shell tests) or the run
 * directory that an old-API test process makes its tmpdirs in. The copy of
 * the path in the shared page is there for exec()ed helpers to read; a
 * test that writes another path there changes nothing the supervisor does.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tst_core.h"
#include "tst_res.h"
#include "tst_shm.h"

static char *tmpdir_local; /* the tmpdir this process made (or inherited) */
static char *run_dir; /* old API: where the test process makes tmpdirs */
static char *owned_dir; /* what this supervisor removes at the end */

static const char *tmp_base(void)
{
	const char *env = getenv("TMPDIR"), *run = getenv(TST_RUN_DIR_ENV);

	if (run_dir)
		return run_dir;
	/* A helper exec()ed by an old-API test makes its tmpdir in the
	 * test's run directory too, so that it goes with it. */
	if (tst_shm && !tst_shm_is_creator() && run && run[0] == '/')
		return run;
	return env && env[0] ? env : "/tmp";
}

/* mkdtemp() BASE/PREFIXXXXXXX, chmod mode; the real path, or NULL. */
static char *make_dir(const char *prefix, mode_t mode)
{
	const char *base = tmp_base();
	char templ[PATH_MAX];
	char *path;

	if (base[0] != '/') {
		errno = EINVAL;
		return NULL;
	}
	if (snprintf(templ, sizeof(templ), "%s/%.8sXXXXXX", base,
		     prefix && prefix[0] ? prefix : "tst") >=
	    (int)sizeof(templ)) {
		errno = ENAMETOOLONG;
		return NULL;
	}
	if (!mkdtemp(templ))
		return NULL;
	if (chmod(templ, mode))
		goto fail;
	path = realpath(templ, NULL);
	if (!path)
		goto fail;
	if (strlen(path) >= TST_SHM_TMPDIR_MAX) {
		free(path);
		errno = ENAMETOOLONG;
		goto fail;
	}
	return path;
fail:
	rmdir(templ);
	return NULL;
}

/* The supervisor's own directory: kept here and recorded for a sweep. */
static void own(const char *path)
{
	if (!tst_shm_is_creator() || owned_dir)
		return;
	owned_dir = strdup(path);
	if (owned_dir)
		tst_shm_record_dir(owned_dir);
}

char *tst_core_tmpdir_create(const char *prefix)
{
	char *path = make_dir(prefix, 0777);

	if (!path)
		return NULL;
	if (tst_shm)
		strcpy(tst_shm->tmpdir, path);
	free(tmpdir_local);
	tmpdir_local = strdup(path);
	own(path);
	return path;
}

int tst_core_rundir_create(const char *prefix)
{
	/* Sticky, like /tmp: a test process that dropped privileges makes
	 * its tmpdir here, and no user removes another's. */
	char *path = make_dir(prefix, 01777);

	if (!path)
		return -1;
	run_dir = path;
	own(path);
	setenv(TST_RUN_DIR_ENV, path, 1);
	return 0;
}

const char *tst_core_tmpdir(void)
{
	if (tmpdir_local)
		return tmpdir_local;
	/* An exec()ed helper has nothing but the page to go by. */
	if (tst_shm && !tst_shm_is_creator() && tst_shm->tmpdir[0])
		return tst_shm->tmpdir;
	return NULL;
}

const char *tst_core_owned_dir(void)
{
	return owned_dir;
}

static char startwd[PATH_MAX];

static void __attribute__((constructor)) record_startwd(void)
{
	if (!getcwd(startwd, sizeof(startwd)))
		startwd[0] = '\0';
}

const char *tst_core_startwd(void)
{
	return startwd;
}

/* An exec()ed helper finds the test's tmpdir in the shared page too. */
char *tst_get_tmpdir(void)
{
	const char *dir = tst_core_tmpdir();
	char *copy;

	if (!dir)
		tst_brk_(__FILE_NAME__, __LINE__, TBROK,
			 "tst_get_tmpdir: the test has no tmpdir");
	copy = strdup(dir);
	if (!copy)
		tst_brk_(__FILE_NAME__, __LINE__, TBROK | TERRNO,
			 "strdup() failed");
	return copy;
}

void tst_core_tmpdir_forget(void)
{
	if (tst_shm)
		tst_shm->tmpdir[0] = '\0';
	free(tmpdir_local);
	tmpdir_local = NULL;
}

int tst_core_owned_dir_remove(void)
{
	struct stat st;
	int ret = 0;

	if (!owned_dir)
		return 0;
	/* The test process may have removed it already (tst_rmdir()). */
	if (!lstat(owned_dir, &st) || errno != ENOENT)
		ret = tst_core_rmtree(owned_dir);
	if (!ret) {
		free(owned_dir);
		owned_dir = NULL;
	}
	return ret;
}
