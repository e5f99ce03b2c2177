// SPDX-License-Identifier: GPL-2.0-or-later
/* Safe mount and umount. */

#include <sys/mount.h>
#include "tst_res.h"
#include "tst_safe_check.h"
#include "tst_safe_macros.h"

int safe_mount(const char *file, const int lineno, void (*cleanup_fn)(void),
	       const char *source, const char *target, const char *fstype,
	       unsigned long mountflags, const void *data)
{
	int rval;

	rval = mount(source, target, fstype, mountflags, data);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "mount(%s,%s,%s,0x%lx,%p)",
			    source ? source : "NULL", target,
			    fstype ? fstype : "NULL", mountflags, data);
	return rval;
}

int safe_umount(const char *file, const int lineno, void (*cleanup_fn)(void),
		const char *target)
{
	int rval;

	rval = umount(target);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "umount(%s)",
			    target);
	return rval;
}
