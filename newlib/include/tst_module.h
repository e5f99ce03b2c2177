/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Kernel modules a test ships beside itself (a .ko built with the test):
 * find one, insmod it, rmmod it.
 *
 * The module file is looked for in the current directory, in
 * $LTPROOT/testcases/bin, in the directory the program started in, then
 * next to the test program. The functions with a trailing _ take the
 * cleanup function an old-API caller passes (old_module.h's
 * tst_module_exist/load/unload); the new API's short forms pass NULL,
 * and a failure ends the test through its own cleanup.
 */
#ifndef TST_MODULE_H
#define TST_MODULE_H

#include <stddef.h>

/*
 * TCONF "Failed to find module" when mod_name is nowhere; with mod_path,
 * *mod_path gets the path found (malloc()ed: free() it).
 */
void tst_module_exists_(void (*cleanup_fn)(void), const char *mod_name,
			char **mod_path);

/*
 * insmod the module file mod_name (found as tst_module_exists() finds
 * it) with argv[] (NULL terminated, or NULL) as its parameters: TCONF when
 * the file is nowhere, TBROK when insmod fails.
 */
void tst_module_load_(void (*cleanup_fn)(void), const char *mod_name,
		      char *const argv[]);

/*
 * rmmod mod_name (a module name or its file name), retried for about 20
 * s while the module is busy; TBROK when it cannot be removed.
 */
void tst_module_unload_(void (*cleanup_fn)(void), const char *mod_name);

/*
 * Modules of the kernel's own tree by name: "modprobe mod_name
 * argv..." (argv NULL terminated, or NULL), TBROK when modprobe is not
 * installed or fails. tst_module_reload() rmmods mod_name as
 * tst_module_unload() does, then modprobes it again.
 */
void tst_modprobe(const char *mod_name, char *const argv[]);
void tst_module_reload(const char *mod_name, char *const argv[]);

/*
 * Whether the kernel loads only signed modules: CONFIG_MODULE_SIG_FORCE=y,
 * or module.sig_enforce on its command line with a true value. The test
 * modules the suite builds are not signed.
 */
_Bool tst_module_signature_enforced(void);

/* TCONF when tst_module_signature_enforced(). */
void tst_requires_module_signature_disabled(void);

static inline void tst_module_exists(const char *mod_name, char **mod_path)
{
	tst_module_exists_(NULL, mod_name, mod_path);
}

static inline void tst_module_load(const char *mod_name, char *const argv[])
{
	tst_module_load_(NULL, mod_name, argv);
}

static inline void tst_module_unload(const char *mod_name)
{
	tst_module_unload_(NULL, mod_name);
}

#endif /* TST_MODULE_H */
