// SPDX-License-Identifier: GPL-2.0-or-later
/* TST_SYS_CONF_LONG_SET() and _GET(): a /proc or /sys number, checked. */
#include "tst_test.h"
#include "tst_safe_file_ops.h"
#include "tst_sys_conf.h"

long tst_sys_conf_long_get_(const char *file, const int lineno,
			    const char *path)
{
	long val;

	safe_file_scanf(file, lineno, NULL, path, "%ld", &val);
	return val;
}

void tst_sys_conf_long_set_(const char *file, const int lineno,
			    const char *path, long val, int check)
{
	long now;

	tst_res_(file, lineno, TINFO, "setting %s to %ld", path, val);
	safe_file_printf(file, lineno, NULL, path, "%ld", val);
	if (!check)
		return;
	now = tst_sys_conf_long_get_(file, lineno, path);
	if (now != val)
		tst_brk_(file, lineno, TBROK, "%s is %ld after writing %ld",
			 path, now, val);
}
