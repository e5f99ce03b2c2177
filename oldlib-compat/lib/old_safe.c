// SPDX-License-Identifier: GPL-2.0-or-later
/* Safe calls of the old API that newlib has no counterpart for. */
#include <grp.h>
#include "old_internal.h"

struct group SAFE_GETGROUP(void (*cleanup_fn)(void), const char *name) {
	return *safe_getgrnam(OLD_FILE_, __LINE__, cleanup_fn, name);
}
