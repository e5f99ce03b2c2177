/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * How the parts of newlib meet inside the library (not installed). The
 * library process (the supervisor) runs these around the test process:
 *
 *   options -> needs_root/min_kver/needs_cmds -> shared page -> tmpdir ->
 *   device -> save_restore -> cgroups -> [test process per variant] ->
 *   cgroups -> restore -> device -> tmpdir removal -> summary -> exit
 *
 * Each *_setup may end the run with tst_brk() (TCONF when the system lacks
 * something, TBROK when it fails); each *_teardown is safe to call after a
 * partial or failed setup and never ends the process.
 */
#ifndef TST_INTERNAL_H
#define TST_INTERNAL_H

#include "tst_test.h"

/* The test being run (set before anything else happens). */
extern struct tst_test *tst_test;

/* 1 in the library (supervisor) process, 0 in the test process and below. */
extern int tst_in_supervisor;

/* What -i and -I asked for. */
struct tst_run_opts {
	unsigned int iterations; /* -i N, default 1 */
	double duration; /* -I SECONDS, 0 when not given */
};

/*
 * Parse argv against the library's options and the test's own; -h prints
 * the usage and exits 0, a bad option or value prints a one-line reason and
 * the usage and exits 2. Nothing of the test has run yet.
 */
void tst_parse_args(int argc, char *argv[], struct tst_test *t,
		    struct tst_run_opts *opts);

/* needs_cmds: TCONF naming the first missing command (tst_needs_cmds.c).
 * tst_cmd_version_ok("mkfs.xfs >= 5.10.0"): 1 when installed and new enough. */
void tst_check_cmds(const void *cmds);

/* .needs_cpu_vendor: TCONF unless the first cpu of /proc/cpuinfo has this
 * vendor_id (or when the file names none). */
void tst_check_cpu_vendor(const char *vendor);
int tst_cmd_version_ok(const char *req);

/* Filesystems of the device (tst_all_fs.c): whether the test runs once per
 * filesystem, the one it runs on otherwise, mkfs and mount for one type
 * (-1: it would not mount and TCONF was reported, see mount_check_support;
 * undo the mount), and the loop over all of them calling run. */
int tst_fs_multi(const struct tst_test *t);
const char *tst_fs_default_type(const struct tst_test *t);
/* The device size (MB) the filesystems the test runs on need at least. */
unsigned int tst_fs_dev_min_mb(const struct tst_test *t);
int tst_fs_prepare(const struct tst_test *t, const char *type);
void tst_fs_unprepare(void);
/* The filesystems .all_filesystems tries (NULL terminated), and why this
 * machine cannot make one of type: the kernel lacks it (/proc/filesystems,
 * no module), or its mkfs is not installed (written into why); NULL when
 * it can. */
extern const char *const tst_fs_all_types[];
const char *tst_fs_lacks(const char *type, char *why, size_t size);

/* 1 when a module named driver is loaded (/sys/module) or listed in
 * modules.dep or modules.builtin of the running kernel; quiet, for the
 * library's own guesses (tst_kernel.c). Tests get tst_check_driver(). */
int tst_driver_known(const char *driver);

/* tst_mount_overlay() with the OVL_* directories under dir (.needs_overlay
 * mounts it in the library process, whose cwd is not the tmpdir). */
int tst_mount_overlay_at(const char *dir, const char *file, const int lineno,
			 int strict);
int tst_fs_run_each(const struct tst_test *t, unsigned int variant,
		    int (*run)(unsigned int variant));

/* Requirements checked before anything is prepared (tst_reqs.c): TCONF
 * when the system lacks one. */
void tst_check_reqs(struct tst_test *t);

/* What the library prepares around the test process (tst_prepare.c) and
 * what the test process does around setup (caps, guarded buffers). */
void tst_prepare_extra(const struct tst_test *t);
void tst_prepare_teardown(void);
void tst_proc_before_setup(void);
void tst_proc_after_setup(void);
void tst_proc_end(void);

/* .runtime and .timeout (tst_runtime.c): set up the run's limit and
 * return it (-1 none); the test process stamps each run's start. */
double tst_runtime_setup(const struct tst_test *t);
void tst_runtime_heartbeat(void);
/* Seconds of .runtime left in this run, -1 when the test has none. */
double tst_runtime_left(void);

/* .tags: the hint printed when the test failed (tst_tags.c). */
void tst_print_tags(const struct tst_test *t);

/* needs_device/format_device/mount_device (tst_device.c). */
void tst_device_setup(const struct tst_test *t);
void tst_device_teardown(void);

/* save_restore (tst_sys_conf.c). */
void tst_sys_conf_setup(const struct tst_path_val *pv);
void tst_sys_conf_teardown(void);

/* The mount table (tst_mounts.c): visit(m, data) for each entry of
 * /proc/self/mounts in order until it returns nonzero; that value, 0 when
 * no entry made it, -1 (errno set) when the table cannot be read. */
struct mntent;
int tst_mounts_each(int (*visit)(const struct mntent *m, void *data),
		    void *data);

/* needs_cgroup_ctrls (tst_cgroup.c). */
void tst_cgroup_setup(const char *const *ctrls);
void tst_cgroup_teardown(void);

#endif /* TST_INTERNAL_H */
