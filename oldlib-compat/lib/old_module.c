// SPDX-License-Identifier: GPL-2.0-or-later
/* Kernel modules a legacy test ships next to itself (insmod/rmmod). */
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include "old_internal.h"
#include "old_module.h"

/* Tries left (a second apart) to unload a module that is still busy. */
#define RMMOD_TRIES 20

/* Is mod_name in dir? Then path holds dir/mod_name. */
static int in_dir(const char *dir, const char *mod_name, char *path,
		  size_t size)
{
	int len;

	if (!dir)
		return 0;
	len = snprintf(path, size, "%s/%s", dir, mod_name);
	return len >= 0 && (size_t)len < size && access(path, F_OK) == 0;
}

/* The places tst_module_exist() promises, in its order. */
static int find_module(const char *mod_name, char *path, size_t size)
{
	char exe[PATH_MAX], bin[PATH_MAX];
	const char *root = getenv("LTPROOT");
	ssize_t n;

	if (in_dir(".", mod_name, path, size))
		return 0;
	if (root) {
		snprintf(bin, sizeof(bin), "%s/testcases/bin", root);
		if (in_dir(bin, mod_name, path, size))
			return 0;
	}
	if (in_dir(tst_get_startwd(), mod_name, path, size))
		return 0;
	n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (n < 0)
		return -1;
	exe[n] = '\0';
	return in_dir(dirname(exe), mod_name, path, size) ? 0 : -1;
}

void tst_module_exist(void (*cleanup_fn)(void), const char *mod_name,
		      char **mod_path)
{
	char path[PATH_MAX];

	if (find_module(mod_name, path, sizeof(path)))
		tst_brkm_(OLD_FILE_, __LINE__, TCONF, cleanup_fn,
			  "Failed to find module '%s'", mod_name);
	if (!mod_path)
		return;
	*mod_path = strdup(path);
	if (!*mod_path)
		tst_brkm_(OLD_FILE_, __LINE__, TBROK | TERRNO, cleanup_fn,
			  "strdup() failed");
}

void tst_module_load(void (*cleanup_fn)(void), const char *mod_name,
		     char *const argv[])
{
	const char *args[64] = { "insmod" };
	char path[PATH_MAX];
	size_t i, n = 1;

	if (find_module(mod_name, path, sizeof(path)))
		tst_brkm_(OLD_FILE_, __LINE__, TCONF, cleanup_fn,
			  "Failed to find module '%s'", mod_name);
	args[n++] = path;
	for (i = 0; argv && argv[i]; i++) {
		if (n >= ARRAY_SIZE(args) - 1)
			tst_brkm_(OLD_FILE_, __LINE__, TBROK, cleanup_fn,
				  "too many parameters for '%s'", mod_name);
		args[n++] = argv[i];
	}
	args[n] = NULL;
	old_run_cmd(OLD_FILE_, __LINE__, cleanup_fn, args, NULL, NULL, 0);
}

void tst_module_unload(void (*cleanup_fn)(void), const char *mod_name)
{
	const char *const args[] = { "rmmod", mod_name, NULL };
	int i, ret = 0;

	for (i = 0; i < RMMOD_TRIES; i++) {
		ret = old_run_cmd(OLD_FILE_, __LINE__, cleanup_fn, args, NULL,
				  NULL, 1);
		if (!ret)
			return;
		sleep(1);
	}
	tst_brkm_(OLD_FILE_, __LINE__, TBROK, cleanup_fn,
		  "could not remove module '%s' (rmmod exit %d)", mod_name,
		  ret);
}
