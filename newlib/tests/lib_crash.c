// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Crashes after planting, in its tmpdir, a symlink to a directory outside
 * (-o DIR) and, as root, a tmpfs mount with a file in it. The supervisor
 * must report the signal, unmount, and remove the tmpdir without touching
 * what the symlink points to.
 */
#include <signal.h>
#include <sys/mount.h>
#include "tst_test.h"

static char *outside;

static void run(void)
{
	if (!outside)
		tst_brk(TBROK, "-o DIR is required");
	if (symlink(outside, "link_out"))
		tst_brk(TBROK | TERRNO, "symlink");
	if (mkdir("mnt", 0755))
		tst_brk(TBROK | TERRNO, "mkdir");
	if (!geteuid() && !mount("tstfs", "mnt", "tmpfs", 0, NULL)) {
		if (symlink(outside, "mnt/link_out"))
			tst_brk(TBROK | TERRNO, "symlink in mount");
		tst_res(TINFO, "tmpfs mounted in the tmpdir");
	}
	tst_res(TINFO, "tmpdir %s", tst_get_tmpdir_path());
	raise(SIGSEGV);
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
	.options =
		(struct tst_option[]){
			{ "o:", &outside,
			  "directory outside the tmpdir to link to" },
			{},
		},
};
