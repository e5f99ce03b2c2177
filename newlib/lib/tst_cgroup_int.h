/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * What the two halves of the cgroup helper share: the hierarchies found by
 * tst_cgroup_setup() (tst_cgroup.c) and the group handles the test-facing
 * calls work on (tst_cgroup_io.c). Set in the library process before the
 * test process is forked, so the test process inherits them.
 */
#ifndef TST_CGROUP_INT_H
#define TST_CGROUP_INT_H

#include <limits.h>
#include <string.h>
#include "tst_cgroup.h"

#define CG_MAX_ROOTS TST_CG_ROOTS_MAX
#define CG_MAX_CTRLS 8
#define CG_CTRL_LEN 32

/* One mounted hierarchy serving some of the controllers the test wants. */
struct cg_root {
	int ver; /* 1 or 2 */
	char mnt[PATH_MAX]; /* mount point */
	char home[PATH_MAX]; /* the library's own group: leftovers go here */
	char ltp[PATH_MAX]; /* <root or home>/ltp, parent of the test groups */
	char base[PATH_MAX]; /* the directory holding ltp */
	unsigned int enabled; /* v2: ctrls[] bits we enabled in base */
	int nctrls;
	char ctrls[CG_MAX_CTRLS][CG_CTRL_LEN];
};

struct tst_cg_group {
	struct tst_cg_group *next; /* groups this process made and holds */
	char name[NAME_MAX + 1];
	char *dirs[CG_MAX_ROOTS]; /* absolute, one per root */
};

extern struct cg_root cg_roots[CG_MAX_ROOTS];
extern int cg_nroots;

/* The root serving ctrl, or NULL. */
struct cg_root *cg_root_of(const char *ctrl);

/* Write buf to path with one write(): 0, or -1 with errno. */
int cg_write(const char *path, const char *buf);

/* Read path into buf (NUL terminated): length, or -1 with errno (EFBIG
 * when it does not fit). */
ssize_t cg_read(const char *path, char *buf, size_t size);

/*
 * Remove dir (no process, no child left in it), retrying while the kernel
 * says EBUSY, for up to 5 s scaled by LTP_TIMEOUT_MUL; then wait for the
 * directory to be gone. 0, or -1 with errno of the last attempt.
 */
int cg_rmdir_wait(const char *dir);

/*
 * A new cgroup v1 cpuset group has no cpus and no mems, and no process can
 * join it (ENOSPC): give dir, just made below parent, those of the parent
 * (what the real library does, and what cgroup.clone_children would).
 * Nothing for other hierarchies or when dir has them already. 0, or -1
 * with errno.
 */
int cg_copy_cpuset(const struct cg_root *r, const char *parent,
		   const char *dir);

/* Remove dir and the groups below it, deepest first, moving processes
 * left in them to the root's home; TWARN for what cannot be removed. */
void cg_remove_tree(const struct cg_root *r, const char *dir);

/* "base": the pseudo-controller of the real library for the core files
 * of the v2 hierarchy (cgroup.procs, cgroup.kill ...), on any cgroup2
 * mount whatever controllers it has; never written to subtree_control. */
static inline int cg_is_base(const char *ctrl)
{
	return !strcmp(ctrl, "base");
}

/* Enable the root's controllers in dir/cgroup.subtree_control (v2). */
int cg_enable_subtree(const struct cg_root *r, const char *dir);

#endif /* TST_CGROUP_INT_H */
