/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Kernel modules a test ships beside itself: find, insmod, rmmod. */
#ifndef OLD_MODULE_H
#define OLD_MODULE_H

/*
 * Find the module file mod_name: in the current directory, in
 * $LTPROOT/testcases/bin, in the directory the test started in, then next
 * to the test binary. TCONF through cleanup_fn when it is nowhere. With
 * mod_path, *mod_path gets the path found (malloc()ed: free() it).
 */
void tst_module_exist(void (*cleanup_fn)(void), const char *mod_name,
		      char **mod_path);

/*
 * insmod the module file mod_name (found as tst_module_exist() finds it)
 * with argv[] (NULL terminated, or NULL) as its parameters; TBROK when
 * insmod fails.
 */
void tst_module_load(void (*cleanup_fn)(void), const char *mod_name,
		     char *const argv[]);

/* rmmod mod_name (a module name or file name; retried while busy); TBROK
 * on failure. */
void tst_module_unload(void (*cleanup_fn)(void), const char *mod_name);

#endif /* OLD_MODULE_H */
