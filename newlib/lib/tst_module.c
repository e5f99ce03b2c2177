// SPDX-License-Identifier: GPL-2.0-or-later
/* Kernel modules a test ships next to itself (insmod/rmmod). */
#include <libgen.h>
#include <limits.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "tst_cmd.h"
#include "tst_core.h"
#include "tst_kconfig.h"
#include "tst_common.h"
#include "tst_module.h"
#include "tst_res.h"

/* Tries left (a second apart) to unload a module that is still busy. */
#define RMMOD_TRIES 20

/* Is mod_name in dir? Then path holds dir/mod_name. */
static int in_dir(const char *dir, const char *mod_name, char *path,
		  size_t size)
{
	int len;

	if (!dir || !dir[0])
		return 0;
	len = snprintf(path, size, "%s/%s", dir, mod_name);
	return len >= 0 && (size_t)len < size && access(path, F_OK) == 0;
}

/* The places tst_module.h promises, in its order. */
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
	if (in_dir(tst_core_startwd(), mod_name, path, size))
		return 0;
	n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (n < 0)
		return -1;
	exe[n] = '\0';
	return in_dir(dirname(exe), mod_name, path, size) ? 0 : -1;
}

/*
 * insmod/rmmod with SIGCHLD at its default meanwhile: the library's own
 * child must not reach a test's SIGCHLD handler (tst_system() does the
 * same).
 */
static int run(void (*cleanup_fn)(void), const char *const argv[], int flags)
{
	struct sigaction dfl = { .sa_handler = SIG_DFL }, old;
	int ret;

	sigemptyset(&dfl.sa_mask);
	sigaction(SIGCHLD, &dfl, &old);
	ret = tst_cmd_(__FILE_NAME__, __LINE__, cleanup_fn, argv, NULL, NULL,
		       flags);
	sigaction(SIGCHLD, &old, NULL);
	return ret;
}

void tst_module_exists_(void (*cleanup_fn)(void), const char *mod_name,
			char **mod_path)
{
	char path[PATH_MAX];

	if (find_module(mod_name, path, sizeof(path))) {
		tst_brk_c_(__FILE_NAME__, __LINE__, TCONF, cleanup_fn,
			   "Failed to find module '%s'", mod_name);
		return;
	}
	if (!mod_path)
		return;
	*mod_path = strdup(path);
	if (!*mod_path)
		tst_brk_c_(__FILE_NAME__, __LINE__, TBROK | TERRNO, cleanup_fn,
			   "strdup() failed");
}

void tst_module_load_(void (*cleanup_fn)(void), const char *mod_name,
		      char *const argv[])
{
	const char *args[64] = { "insmod" };
	char path[PATH_MAX];
	size_t i, n = 1;

	if (find_module(mod_name, path, sizeof(path))) {
		tst_brk_c_(__FILE_NAME__, __LINE__, TCONF, cleanup_fn,
			   "Failed to find module '%s'", mod_name);
		return;
	}
	args[n++] = path;
	for (i = 0; argv && argv[i]; i++) {
		if (n >= ARRAY_SIZE(args) - 1) {
			tst_brk_c_(__FILE_NAME__, __LINE__, TBROK, cleanup_fn,
				   "too many parameters for '%s'", mod_name);
			return;
		}
		args[n++] = argv[i];
	}
	args[n] = NULL;
	run(cleanup_fn, args, 0);
}

void tst_module_unload_(void (*cleanup_fn)(void), const char *mod_name)
{
	const char *const args[] = { "rmmod", mod_name, NULL };
	int i, ret = 0;

	for (i = 0; i < RMMOD_TRIES; i++) {
		ret = run(cleanup_fn, args,
			  TST_CMD_PASS_RETVAL | TST_CMD_RET_MISSING);
		if (!ret)
			return;
		sleep(1);
	}
	tst_brk_c_(__FILE_NAME__, __LINE__, TBROK, cleanup_fn,
		   "could not remove module '%s' (rmmod exit %d)", mod_name,
		   ret);
}

void tst_modprobe(const char *mod_name, char *const argv[])
{
	const char *args[64] = { "modprobe", mod_name };
	size_t i, n = 2;

	for (i = 0; argv && argv[i]; i++) {
		if (n >= ARRAY_SIZE(args) - 1) {
			tst_brk(TBROK, "too many parameters for '%s'",
				mod_name);
			return;
		}
		args[n++] = argv[i];
	}
	args[n] = NULL;
	run(NULL, args, 0);
}

void tst_module_reload(const char *mod_name, char *const argv[])
{
	tst_res(TINFO, "Reloading kernel module %s", mod_name);
	tst_module_unload_(NULL, mod_name);
	tst_modprobe(mod_name, argv);
}

bool tst_module_signature_enforced(void)
{
	struct tst_kcmdline_var param = TST_KCMDLINE_INIT("module.sig_enforce");
	const char *v;

	tst_kcmdline_parse(&param, 1);
	v = param.value;
	/* The kernel reads the parameter as a bool: 1, y, Y, on, or empty. */
	if (param.found && strcmp(v, "0") && strcmp(v, "n") && strcmp(v, "N") &&
	    strcmp(v, "off"))
		return true;
	return tst_kconfig_get("CONFIG_MODULE_SIG_FORCE") == 'y';
}

void tst_requires_module_signature_disabled(void)
{
	if (tst_module_signature_enforced())
		tst_brk(TCONF, "the kernel loads signed modules only "
			       "(module signature enforced)");
}
