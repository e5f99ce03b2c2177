// SPDX-License-Identifier: GPL-2.0-or-later
/* Which filesystems a test can run on here, asked for by the test itself. */
#include <string.h>

#include "tst_test.h"
#include "tst_fs.h"
#include "tst_internal.h"

int tst_fs_in_skiplist(const char *fs_type, const char *const *skiplist)
{
	for (; skiplist && *skiplist; skiplist++) {
		if (!strcmp(*skiplist, fs_type))
			return 1;
	}
	return 0;
}

enum tst_fs_impl tst_fs_is_supported(const char *fs_type)
{
	char why[96];
	const char *lacks = tst_fs_lacks(fs_type, why, sizeof(why));

	if (lacks) {
		tst_res(TINFO, "%s: %s", fs_type, lacks);
		return TST_FS_UNSUPPORTED;
	}
	return TST_FS_KERNEL;
}

const char **tst_get_supported_fs_types(const char *const *skiplist)
{
	static const char *found[16];
	size_t i, n = 0;

	for (i = 0; tst_fs_all_types[i] && n < ARRAY_SIZE(found) - 1; i++) {
		const char *type = tst_fs_all_types[i];

		if (tst_fs_in_skiplist(type, skiplist))
			continue;
		if (tst_fs_is_supported(type))
			found[n++] = type;
	}
	found[n] = NULL;
	return found;
}
