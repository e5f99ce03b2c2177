// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * openat2() resolve flags and struct open_how checks: RESOLVE_BENEATH
 * refuses ".." and symlinks that leave the starting directory (EXDEV),
 * RESOLVE_IN_ROOT treats it as "/", RESOLVE_NO_SYMLINKS refuses any
 * symlink (ELOOP), RESOLVE_NO_XDEV refuses to cross a mount (EXDEV); an
 * unknown resolve bit, a mode without O_CREAT and a size below the first
 * version are EINVAL, and a larger struct with non-zero tail bytes is
 * E2BIG.
 */
#include <errno.h>
#include <string.h>
#include <linux/openat2.h>
#include "tst_test.h"
#include "native_sys.h"

/* The size of the first version of struct open_how. */
#define HOW_SIZE_VER0 24

struct how_ext {
	struct open_how how;
	__u64 extra;
};

static int rootfd = -1;

static struct tcase {
	const char *path;
	int at_root; /* 1: relative to root/, 0: AT_FDCWD */
	__u64 flags;
	__u64 mode;
	__u64 resolve;
	size_t size;
	__u64 extra;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{ "f", 1, O_RDONLY, 0, RESOLVE_BENEATH, 0, 0, 0,
	  "beneath, plain file" },
	{ "d/../f", 1, O_RDONLY, 0, RESOLVE_BENEATH, 0, 0, 0,
	  "beneath, .. that stays inside" },
	{ "../outside", 1, O_RDONLY, 0, RESOLVE_BENEATH, 0, 0, EXDEV,
	  "beneath, .. that leaves" },
	{ "up", 1, O_RDONLY, 0, RESOLVE_BENEATH, 0, 0, EXDEV,
	  "beneath, symlink that leaves" },
	{ "/f", 1, O_RDONLY, 0, RESOLVE_IN_ROOT, 0, 0, 0,
	  "in root, absolute path" },
	{ "ln", 1, O_RDONLY, 0, 0, 0, 0, 0, "symlink, no restriction" },
	{ "ln", 1, O_RDONLY, 0, RESOLVE_NO_SYMLINKS, 0, 0, ELOOP,
	  "no symlinks, symlink" },
	{ "/proc/self", 0, O_RDONLY, 0, RESOLVE_NO_XDEV, 0, 0, EXDEV,
	  "no xdev, path into /proc" },
	{ "f", 1, O_RDONLY, 0, 0x80000000ULL, 0, 0, EINVAL,
	  "unknown resolve bit" },
	{ "f", 1, O_RDONLY, 0644, 0, 0, 0, EINVAL, "mode without O_CREAT" },
	{ "f", 1, O_RDONLY, 0, 0, HOW_SIZE_VER0 - 8, 0, EINVAL,
	  "size below the first version" },
	{ "f", 1, O_RDONLY, 0, 0, sizeof(struct how_ext), 1, E2BIG,
	  "larger struct with a non-zero tail" },
	{ "f", 1, O_RDONLY, 0, 0, sizeof(struct how_ext), 0, 0,
	  "larger struct with a zero tail" },
};

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	struct how_ext h;
	size_t size = tc->size ? tc->size : sizeof(struct open_how);
	int dirfd = tc->at_root ? rootfd : AT_FDCWD;

	memset(&h, 0, sizeof(h));
	h.how.flags = tc->flags;
	h.how.mode = tc->mode;
	h.how.resolve = tc->resolve;
	h.extra = tc->extra;

	tst_res(TINFO, "%s: openat2(\"%s\")", tc->desc, tc->path);
	if (tc->exp_errno) {
		TST_EXP_FAIL(sys_openat2(dirfd, tc->path, &h, size),
			     tc->exp_errno);
		return;
	}

	TST_EXP_FD(sys_openat2(dirfd, tc->path, &h, size));
	if (TST_PASS)
		SAFE_CLOSE(TST_RET);
}

static void setup(void)
{
	SAFE_MKDIR("root", 0755);
	SAFE_MKDIR("root/d", 0755);
	SAFE_TOUCH("root/f", 0644, NULL);
	SAFE_TOUCH("outside", 0644, NULL);
	SAFE_SYMLINK("f", "root/ln");
	SAFE_SYMLINK("../outside", "root/up");
	rootfd = SAFE_OPEN("root", O_RDONLY | O_DIRECTORY);
}

static void cleanup(void)
{
	if (rootfd != -1)
		SAFE_CLOSE(rootfd);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
	.min_kver = "5.6",
};
