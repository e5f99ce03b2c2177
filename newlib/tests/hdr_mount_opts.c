// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_is_mounted_ro(), tst_is_mounted_rw(), tst_mount_has_opt() on a tmpfs
 * mounted read-only with nosuid, then remounted read-write on top of the
 * same directory (the topmost mount counts). With -m bad, a directory with
 * nothing mounted on it is TBROK.
 */
#include <string.h>
#include <sys/mount.h>
#include "tst_test.h"

#define MNT "mnt"

static char *mode;
static int mounted;

static void run(void)
{
	SAFE_MKDIR(MNT, 0755);
	if (mode && !strcmp(mode, "bad"))
		tst_is_mounted_ro(MNT);

	SAFE_MOUNT("tmpfs", MNT, "tmpfs", MS_RDONLY | MS_NOSUID, NULL);
	mounted = 1;
	TST_EXP_EQ_LI(tst_is_mounted_ro(MNT), 1);
	TST_EXP_EQ_LI(tst_is_mounted_rw(MNT), 0);
	TST_EXP_EQ_LI(tst_mount_has_opt(MNT, "nosuid"), 1);
	TST_EXP_EQ_LI(tst_mount_has_opt(MNT, "noexec"), 0);

	SAFE_MOUNT("tmpfs", MNT, "tmpfs", MS_NOEXEC, NULL);
	mounted = 2;
	TST_EXP_EQ_LI(tst_is_mounted_rw(MNT), 1);
	TST_EXP_EQ_LI(tst_mount_has_opt(MNT, "noexec"), 1);
	TST_EXP_EQ_LI(tst_mount_has_opt(MNT, "nosuid"), 0);

	for (; mounted; mounted--)
		SAFE_UMOUNT(MNT);
}

static void cleanup(void)
{
	for (; mounted; mounted--)
		tst_umount(MNT);
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.options =
		(struct tst_option[]){
			{ "m:", &mode,
			  "bad: ask about a directory nothing is mounted on" },
			{} },
};
