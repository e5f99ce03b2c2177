// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Weak stand-ins for the parts of the library still being written; each
 * real implementation overrides its stand-in. This file goes away when the
 * last one has landed.
 */
#include "tst_internal.h"

__attribute__((weak)) void tst_check_cmds(const char *const *cmds)
{
	(void)cmds;
	tst_brk(TCONF, ".needs_cmds is not implemented yet");
}

__attribute__((weak)) void tst_device_setup(const struct tst_test *t)
{
	(void)t;
	tst_brk(TCONF, ".needs_device is not implemented yet");
}

__attribute__((weak)) void tst_device_teardown(void)
{
}

__attribute__((weak)) void tst_sys_conf_setup(const struct tst_path_val *pv)
{
	(void)pv;
	tst_brk(TCONF, ".save_restore is not implemented yet");
}

__attribute__((weak)) void tst_sys_conf_teardown(void)
{
}

