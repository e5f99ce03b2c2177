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

/* needs_cmds: TCONF naming the first missing command. */
void tst_check_cmds(const char *const *cmds);

/* needs_device/format_device/mount_device (tst_device.c). */
void tst_device_setup(const struct tst_test *t);
void tst_device_teardown(void);

/* save_restore (tst_sys_conf.c). */
void tst_sys_conf_setup(const struct tst_path_val *pv);
void tst_sys_conf_teardown(void);

/* needs_cgroup_ctrls (tst_cgroup.c). */
void tst_cgroup_setup(const char *const *ctrls);
void tst_cgroup_teardown(void);

#endif /* TST_INTERNAL_H */
