// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The one reader of the mount table: each entry of /proc/self/mounts in
 * turn to a visitor, which says when it has found what it looks for.
 */
#include <mntent.h>
#include <stdio.h>

#include "tst_internal.h"

int tst_mounts_each(int (*visit)(const struct mntent *m, void *data),
		    void *data)
{
	FILE *f = setmntent("/proc/self/mounts", "r");
	struct mntent *m;
	int ret = 0;

	if (!f)
		return -1;
	while (!ret && (m = getmntent(f)))
		ret = visit(m, data);
	endmntent(f);
	return ret;
}
