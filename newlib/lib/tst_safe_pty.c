// SPDX-License-Identifier: GPL-2.0-or-later
/* Safe calls on pseudo-terminals. */

#include <stdlib.h>
#include "tst_safe_check.h"
#include "tst_safe_macros.h"

char *safe_ptsname(TST_SAFE_FN_ARGS, int masterfd)
{
	char *name = ptsname(masterfd);

	tst_safe_check_ptr(file, lineno, cleanup_fn, name, "ptsname(%d)",
			   masterfd);
	return name;
}
