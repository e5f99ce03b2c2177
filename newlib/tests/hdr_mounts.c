// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The mounts the library makes at .mntpoint: a read-only filesystem with
 * a file and a directory in it (.needs_rofs), or with -m devfs a tmpfs
 * where device nodes work (.needs_devfs).
 */
#include <stdlib.h>
#include <string.h>
#include <sys/sysmacros.h>
#include "tst_test.h"

#define MNT "mnt"

static void run(void)
{
	if (test.needs_devfs) {
		TST_EXP_PASS(mknod(MNT "/null", S_IFCHR | 0666, makedev(1, 3)));
		TST_EXP_FD(open(MNT "/null", O_WRONLY));
		SAFE_CLOSE(TST_RET);
		return;
	}
	TST_EXP_PASS(access(MNT "/file", F_OK));
	TST_EXP_PASS(access(MNT "/dir", F_OK));
	TST_EXP_FAIL2(open(MNT "/file", O_RDWR), EROFS);
	TST_EXP_FAIL(mkdir(MNT "/new", 0700), EROFS);
	TST_EXP_EXPR(tst_is_mounted_at_tmpdir(MNT), "%s is mounted", MNT);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.mntpoint = MNT,
	.needs_rofs = 1,
};

static void __attribute__((constructor)) pick(void)
{
	const char *m = getenv("MOUNTS");

	if (m && !strcmp(m, "devfs")) {
		test.needs_rofs = 0;
		test.needs_devfs = 1;
	}
}
