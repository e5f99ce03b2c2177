// SPDX-License-Identifier: GPL-2.0-or-later
/* rmobj(): remove a file or a tree, with newlib's tree removal. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "rmobj.h"
#include "tst_core.h"

int rmobj(char *object, char **errmsg)
{
	static char msg[512];

	if (!tst_core_rmtree(object))
		return 0;
	snprintf(msg, sizeof(msg), "cannot remove %s: errno=%d %s", object,
		 errno, strerror(errno));
	if (errmsg)
		*errmsg = msg;
	return -1;
}
