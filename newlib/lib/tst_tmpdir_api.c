// SPDX-License-Identifier: GPL-2.0-or-later
/* Paths in the tmpdir for tests; the tmpdir itself is tst_tmpdir.c's. */
#include <errno.h>
#include <dirent.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tst_test.h"
#include "tst_core.h"

char *tst_tmpdir_path(void)
{
	const char *dir = tst_core_tmpdir();

	if (!dir)
		tst_brk(TBROK, "tst_tmpdir_path(): the test has no tmpdir "
			       "(.needs_tmpdir)");
	return (char *)dir;
}

char *tst_tmpdir_genpath(const char *fmt, ...)
{
	char rel[4096];
	va_list va;

	va_start(va, fmt);
	vsnprintf(rel, sizeof(rel), fmt, va);
	va_end(va);
	return tst_aprintf("%s/%s", tst_tmpdir_path(), rel);
}

const char *tst_get_tmpdir_root(void)
{
	const char *env = getenv("TMPDIR");

	return env && *env ? env : "/tmp";
}

void tst_purge_dir(const char *path)
{
	char real[PATH_MAX], child[PATH_MAX + NAME_MAX + 2];
	struct dirent *de;
	DIR *d;

	if (!realpath(path, real)) {
		tst_brk(TBROK | TERRNO, "tst_purge_dir(%s)", path);
		return;
	}
	d = opendir(real);
	if (!d) {
		tst_brk(TBROK | TERRNO, "opendir(%s)", real);
		return;
	}
	while ((de = readdir(d))) {
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		snprintf(child, sizeof(child), "%s/%s", real, de->d_name);
		/* The core's removal: no symlink followed, no mount crossed. */
		if (tst_core_rmtree(child))
			tst_brk(TBROK | TERRNO, "tst_purge_dir(): removing %s",
				child);
	}
	closedir(d);
}

int(tst_creat_unlinked)(const char *path, int flags, mode_t mode)
{
	static const char chars[] = "abcdefghijklmnopqrstuvwxyz0123456789";
	char name[PATH_MAX];
	int tries, fd, len, i;

	for (tries = 0; tries < 100; tries++) {
		len = snprintf(name, sizeof(name), "%s/ltp_unlinked_", path);
		if (len < 0 || len + 9 > (int)sizeof(name)) {
			tst_brk(TBROK,
				"tst_creat_unlinked(): path too long: %s",
				path);
			return -1;
		}
		for (i = 0; i < 8; i++)
			name[len + i] = chars[rand() % (sizeof(chars) - 1)];
		name[len + 8] = '\0';

		fd = open(name, O_CREAT | O_EXCL | O_RDWR | flags, mode);
		if (fd >= 0) {
			if (unlink(name)) {
				tst_res(TWARN | TERRNO, "unlink(%s)", name);
				close(fd);
				tst_brk(TBROK, "tst_creat_unlinked() failed");
				return -1;
			}
			return fd;
		}
		if (errno != EEXIST) {
			tst_brk(TBROK | TERRNO, "open(%s, O_CREAT | O_EXCL)",
				name);
			return -1;
		}
	}
	tst_brk(TBROK, "tst_creat_unlinked(): no free name in %s", path);
	return -1;
}
