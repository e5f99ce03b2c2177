/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Control groups for tests.
 *
 * A test that sets .needs_cgroup_ctrls = (const char *const []){"memory",
 * NULL} gets, before its test process starts, a private group made by the
 * library under each controller's hierarchy (cgroup v1 or v2, whichever the
 * controller is mounted on): tst_cg. After the test process has ended
 * (normally, by a crash or on a timeout) the library moves whatever
 * processes are left to where the library itself runs, and removes every
 * group below tst_cg, deepest first, then tst_cg itself, waiting for memory
 * groups that linger while they go offline. The test never cleans up its
 * groups unless it wants to make fresh ones.
 *
 * Control files are named as on either version: "memory.limit_in_bytes" and
 * "memory.max", "memory.usage_in_bytes" and "memory.current",
 * "memory.max_usage_in_bytes" and "memory.peak" are translated to the
 * version the controller is on. Anything else is passed as it is; a test
 * that needs a file only one version has checks tst_cg_ver() or
 * SAFE_CG_HAS(). "cgroup.procs" goes to every hierarchy the group is in.
 *
 * Every SAFE_CG_* call ends the test with TBROK and the caller's file:line
 * on failure. The lower-case functions take (file, lineno, cleanup_fn) first
 * like the safe calls, so another API can route its own cleanup through
 * them; the new API passes NULL.
 */
#ifndef TST_CGROUP_H
#define TST_CGROUP_H

#include <sys/types.h>
#include "tst_common.h"

/* The cgroup API versions (.needs_cgroup_ver, TST_CG_VER()). */
enum tst_cg_ver {
	TST_CG_V1 = 1,
	TST_CG_V2 = 2,
};

/* The most hierarchies a group can be in: the size of the fds array of
 * SAFE_CG_OPEN(). */
#define TST_CG_ROOTS_MAX 8

/* A group in every hierarchy the test asked for (opaque). */
struct tst_cg_group;

/* The test's private group (NULL without .needs_cgroup_ctrls). */
extern const struct tst_cg_group *tst_cg;

/* A leaf group next to tst_cg where processes can be moved out to. */
extern const struct tst_cg_group *tst_cg_drain;

/*
 * The lower layer .needs_cgroup_ctrls stands on, for tests that set their
 * groups up themselves (from setup(), in the test process): require each
 * controller (TCONF when it is not available, is not on the version
 * opts->needs_ver asks for, or cgroup2 lacks nsdelegate when
 * opts->needs_nsdelegate), then make tst_cg and tst_cg_drain with
 * tst_cg_init(); tst_cg_cleanup() from cleanup() removes them. The library
 * does not remove groups made this way after a crash.
 */
struct tst_cg_opts {
	enum tst_cg_ver needs_ver; /* 0: either */
	int needs_nsdelegate;
};
void tst_cg_require(const char *ctrl, const struct tst_cg_opts *opts);
void tst_cg_init(void);
void tst_cg_cleanup(void);

/*
 * The real library's first steps of that layer, which tests call before
 * tst_cg_require(): tst_cg_scan() reads the cgroup mounts (TBROK when
 * /proc/self/mountinfo cannot be read); here each controller's hierarchy
 * is found when it is required, so nothing depends on the scan.
 * tst_cg_print_config() lists, as TINFO, each cgroup mount with its version
 * and controllers, then the hierarchies required so far.
 */
void tst_cg_scan(void);
void tst_cg_print_config(void);

/* 1 when the cgroup2 hierarchy of the memory controller is mounted with
 * memory_recursiveprot (memory.low and .min protect the whole subtree),
 * else 0 (also on cgroup v1). */
int tst_cg_memory_recursiveprot(const struct tst_cg_group *cg);

/* Which version a controller is set up on: 1, 2, or 0 when it is not
 * (not asked for, or not available). */
int tst_cg_ver(const char *ctrl);

/* The group's name (its last path component) and its absolute directory in
 * the hierarchy of ctrl (NULL when ctrl is not set up). */
const char *tst_cg_group_name(const struct tst_cg_group *cg);
const char *tst_cg_group_dir(const struct tst_cg_group *cg, const char *ctrl);

#define TST_CG_ARGS_ \
	const char *file, const int lineno, void (*cleanup_fn)(void)

/*
 * Make the child group under parent in every hierarchy, named by the
 * printf() format fmt (on v2 the controllers are first enabled in the
 * parent's cgroup.subtree_control). The library removes it at the end if
 * the test does not.
 */
struct tst_cg_group *tst_cg_group_mk_(TST_CG_ARGS_,
				      const struct tst_cg_group *parent,
				      const char *fmt, ...) TST_FMT(5, 6);

/*
 * Remove the group (it must hold no process and no child group), waiting up
 * to 5 s (scaled by LTP_TIMEOUT_MUL) while the kernel still reports it busy,
 * and until its directory is gone; frees cg and returns NULL.
 */
struct tst_cg_group *tst_cg_group_rm_(TST_CG_ARGS_, struct tst_cg_group *cg);

/* Write the formatted value into the control file name, in one write(). */
void safe_cg_printf(TST_CG_ARGS_, const struct tst_cg_group *cg,
		    const char *name, const char *fmt, ...) TST_FMT(6, 7);

/* As safe_cg_printf(), but a failing write() is returned: 0, or -1 with
 * errno (for tests that expect the kernel to refuse a value). */
int tst_cg_try_printf(const struct tst_cg_group *cg, const char *name,
		      const char *fmt, ...) TST_FMT(3, 4);

/* Read the control file into buf, NUL terminated (TBROK if it does not
 * fit); returns the length read. */
ssize_t safe_cg_read(TST_CG_ARGS_, const struct tst_cg_group *cg,
		     const char *name, char *buf, size_t size);

/* Read the control file and sscanf() it: TBROK unless every conversion of
 * fmt matched. */
void safe_cg_scanf(TST_CG_ARGS_, const struct tst_cg_group *cg,
		   const char *name, const char *fmt, ...)
	__attribute__((format(scanf, 6, 7)));

/* sscanf() each line of the control file (such as "anon %zd" on
 * memory.stat) until one matches every conversion of fmt: TBROK when none
 * does. */
void safe_cg_lines_scanf(TST_CG_ARGS_, const struct tst_cg_group *cg,
			 const char *name, const char *fmt, ...)
	__attribute__((format(scanf, 6, 7)));

/* 1 when the string needle occurs in the control file's content (such as
 * a controller in "cgroup.controllers"), else 0. */
int safe_cg_occursin(TST_CG_ARGS_, const struct tst_cg_group *cg,
		     const char *name, const char *needle);

/* 1 when the control file exists for this group (after translation). */
int safe_cg_has(TST_CG_ARGS_, const struct tst_cg_group *cg, const char *name);

/*
 * The value of key in a "key value" file such as memory.stat. The
 * hierarchical v1 keys map to v2 ("total_cache" <-> "file", "total_rss" <->
 * "anon", "total_shmem" <-> "shmem", "total_mapped_file" <-> "file_mapped");
 * a key the file lacks is TBROK.
 */
unsigned long long safe_cg_stat(TST_CG_ARGS_, const struct tst_cg_group *cg,
				const char *name, const char *key);

/*
 * Open the control file in each hierarchy of the group that has it (a core
 * file such as "cgroup.procs" may be in several), the descriptors into
 * fds[TST_CG_ROOTS_MAX]; returns how many. TBROK when none opens.
 */
int safe_cg_open(TST_CG_ARGS_, const struct tst_cg_group *cg, const char *name,
		 int flags, int *fds);

/* A directory descriptor (O_PATH) of the group in the cgroup v2 hierarchy,
 * for clone3()'s CLONE_INTO_CGROUP; -1 when no controller of the test is
 * on v2. The caller closes it. */
int tst_cg_group_unified_dir_fd(const struct tst_cg_group *cg);

/* fchownat() the control file in each hierarchy of the group that has it
 * (-1 keeps the owner or the group). */
void safe_cg_fchown(TST_CG_ARGS_, const struct tst_cg_group *cg,
		    const char *name, uid_t owner, gid_t group);

#undef TST_CG_ARGS_

#define TST_CG_AT_ __FILE__, __LINE__, NULL

#define tst_cg_group_mk(parent, fmt, ...) \
	tst_cg_group_mk_(TST_CG_AT_, (parent), (fmt), ##__VA_ARGS__)
/* Use as cg = tst_cg_group_rm(cg). */
#define tst_cg_group_rm(cg) tst_cg_group_rm_(TST_CG_AT_, (cg))
#define SAFE_CG_PRINTF(cg, name, fmt, ...) \
	safe_cg_printf(TST_CG_AT_, (cg), (name), (fmt), ##__VA_ARGS__)
#define SAFE_CG_READ(cg, name, buf, size) \
	safe_cg_read(TST_CG_AT_, (cg), (name), (buf), (size))
#define SAFE_CG_SCANF(cg, name, fmt, ...) \
	safe_cg_scanf(TST_CG_AT_, (cg), (name), (fmt), ##__VA_ARGS__)
#define SAFE_CG_LINES_SCANF(cg, name, fmt, ...) \
	safe_cg_lines_scanf(TST_CG_AT_, (cg), (name), (fmt), ##__VA_ARGS__)
#define SAFE_CG_HAS(cg, name) safe_cg_has(TST_CG_AT_, (cg), (name))
#define SAFE_CG_OCCURSIN(cg, name, needle) \
	safe_cg_occursin(TST_CG_AT_, (cg), (name), (needle))
/* Write the string as it is. */
#define SAFE_CG_PRINT(cg, name, str) \
	safe_cg_printf(TST_CG_AT_, (cg), (name), "%s", (str))
/* The version ctrl is on for the test's groups (cg is any of them). */
#define TST_CG_VER(cg, ctrl) ((enum tst_cg_ver)tst_cg_ver(ctrl))
#define TST_CG_VER_IS_V1(cg, ctrl) (tst_cg_ver(ctrl) == TST_CG_V1)
#define SAFE_CG_STAT(cg, name, key) \
	safe_cg_stat(TST_CG_AT_, (cg), (name), (key))
#define SAFE_CG_OPEN(cg, name, flags, fds) \
	safe_cg_open(TST_CG_AT_, (cg), (name), (flags), (fds))
#define SAFE_CG_FCHOWN(cg, name, owner, group) \
	safe_cg_fchown(TST_CG_AT_, (cg), (name), (owner), (group))

/*
 * The spellings of 2021, before the real library renamed tst_cgroup_* to
 * tst_cg_* (2022): tests of that time still use them. The test's group
 * and the drain group were asked for by a call, made on the first one.
 */
const struct tst_cg_group *tst_cgroup_get_test_group(void);
const struct tst_cg_group *tst_cgroup_get_drain_group(void);
#define tst_cgroup_group tst_cg_group
#define tst_cgroup_opts tst_cg_opts
#define tst_cgroup_require tst_cg_require
#define tst_cgroup_cleanup tst_cg_cleanup
#define tst_cgroup_group_mk tst_cg_group_mk
#define tst_cgroup_group_rm tst_cg_group_rm
#define TST_CGROUP_VER TST_CG_VER
#define TST_CGROUP_VER_IS_V1 TST_CG_VER_IS_V1
#define SAFE_CGROUP_PRINTF SAFE_CG_PRINTF
#define SAFE_CGROUP_PRINT SAFE_CG_PRINT
#define SAFE_CGROUP_READ SAFE_CG_READ
#define SAFE_CGROUP_SCANF SAFE_CG_SCANF
#define SAFE_CGROUP_LINES_SCANF SAFE_CG_LINES_SCANF
#define SAFE_CGROUP_HAS SAFE_CG_HAS
#define SAFE_CGROUP_OCCURSIN SAFE_CG_OCCURSIN

#endif /* TST_CGROUP_H */
