// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Leaves its tmpdir in a shape that a careless removal would follow out
 * of, then ends; the supervisor must remove the tmpdir whole and leave
 * the directory outside (-o DIR) as it was. -m picks the shape:
 *
 *   many   300 tmpfs mounts, then a bind mount of DIR (as root)
 *   long   DIR bind-mounted six directories down, each named with 200
 *          spaces: the mount's line in /proc/self/mountinfo is over 4 KB
 *          (as root)
 *   bind   DIR bind-mounted at a path inside (as root; DIR on the same
 *          filesystem as the tmpdir)
 *   deep   a tree 3000 directories deep (run it under ulimit -n 1024)
 */
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include "tst_test.h"

#define NMOUNTS 300
#define DEPTH 3000

static char *mode = "bind";
static char *outside;

static void bind_outside(const char *at)
{
	SAFE_MKDIR(at, 0755);
	SAFE_MOUNT(outside, at, NULL, MS_BIND, NULL);
	tst_res(TINFO, "%s bind-mounted in the tmpdir", outside);
}

static void many(void)
{
	char name[32];
	int i;

	for (i = 0; i < NMOUNTS; i++) {
		snprintf(name, sizeof(name), "m%03d", i);
		SAFE_MKDIR(name, 0755);
		SAFE_MOUNT("tstfs", name, "tmpfs", 0, NULL);
	}
	tst_res(TINFO, "%d tmpfs mounts", NMOUNTS);
	bind_outside("zbind");
}

static void long_line(void)
{
	char name[201];
	int i;

	memset(name, ' ', 200);
	name[200] = '\0';
	for (i = 0; i < 6; i++) {
		SAFE_MKDIR(name, 0755);
		SAFE_CHDIR(name);
	}
	bind_outside("bind");
	SAFE_CHDIR(tst_get_tmpdir_path());
}

static void deep(void)
{
	int i;

	for (i = 0; i < DEPTH; i++) {
		SAFE_MKDIR("d", 0755);
		SAFE_CHDIR("d");
	}
	SAFE_TOUCH("leaf", 0644, NULL);
	SAFE_CHDIR(tst_get_tmpdir_path());
	tst_res(TINFO, "a tree %d directories deep", DEPTH);
}

static void run(void)
{
	if (strcmp(mode, "deep")) {
		if (!outside)
			tst_brk(TBROK, "-o DIR is required");
		if (geteuid())
			tst_brk(TCONF, "-m %s needs root to mount", mode);
	}
	tst_res(TINFO, "tmpdir %s", tst_get_tmpdir_path());
	if (!strcmp(mode, "many"))
		many();
	else if (!strcmp(mode, "long"))
		long_line();
	else if (!strcmp(mode, "bind"))
		bind_outside("bind");
	else if (!strcmp(mode, "deep"))
		deep();
	else
		tst_brk(TBROK, "unknown -m %s", mode);
	tst_res(TPASS, "left the tmpdir to the library");
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
	.options =
		(struct tst_option[]){
			{ "m:", &mode, "many, long, bind or deep" },
			{ "o:", &outside, "directory outside the tmpdir" },
			{},
		},
};
