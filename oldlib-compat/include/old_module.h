/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Kernel modules a test ships beside itself: find, insmod, rmmod, with the
 * old signatures (the cleanup function first). Where the module file is
 * looked for, and what fails how: newlib's tst_module.h, which does the
 * work; a failure ends the test through tst_brkm(..., cleanup_fn).
 */
#ifndef OLD_MODULE_H
#define OLD_MODULE_H

#include "tst_module.h"

/* TCONF when mod_name is nowhere; with mod_path, *mod_path gets the path
 * found (malloc()ed: free() it). */
#define tst_module_exist(cleanup_fn, mod_name, mod_path) \
	tst_module_exists_((cleanup_fn), (mod_name), (mod_path))

/* insmod mod_name with argv[] (NULL terminated, or NULL) as parameters. */
#define tst_module_load(cleanup_fn, mod_name, argv) \
	tst_module_load_((cleanup_fn), (mod_name), (argv))

/* rmmod mod_name (retried while busy). */
#define tst_module_unload(cleanup_fn, mod_name) \
	tst_module_unload_((cleanup_fn), (mod_name))

#endif /* OLD_MODULE_H */
