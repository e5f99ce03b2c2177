/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The new test API. A test includes this header and defines
 *
 *	static struct tst_test test = { .test_all = run, ... };
 *
 * The library owns main(): it parses the options, prepares the shared
 * results page and the tmpdir, and runs the test in a supervised child
 * (its own process group) under a timeout. See README.md for the model.
 */
#ifndef TST_TEST_H
#define TST_TEST_H

#include <stddef.h>
#include <unistd.h>
#include <sys/types.h>

#include "tst_common.h"
#include "tst_res_flags.h"
#include "tst_res.h"
#include "tst_test_macros.h"
#include "tst_checkpoint.h"
#include "tst_process_state.h"
#include "tst_kvercmp.h"
#include "tst_parse.h"
#include "tst_safe_macros.h"
#include "tst_device.h"
#include "tst_cmd.h"
#include "tst_fs.h"
#include "tst_pid.h"
#include "tst_timer.h"
#include "tst_cgroup.h"

/* A test's own option: "-x" with optstr "x", "-x ARG" with optstr "x:". */
struct tst_option {
	const char *optstr;
	char **arg; /* set to the argument, or to "" for a flag, when given */
	const char *help;
};

/* .save_restore entry flags */
#define TST_SR_TCONF_MISSING 0x1 /* path missing: TCONF (default: skip it) */
#define TST_SR_TBROK_MISSING 0x2 /* path missing: TBROK */
#define TST_SR_IGNORE_ERR 0x4 /* failing to write or restore: only TWARN */

/* A /proc or /sys value saved before the test, set to val, restored after. */
struct tst_path_val {
	const char *path;
	const char *val; /* NULL: only save and restore */
	unsigned int flags;
};

/* Where a failure may come from, e.g. { "linux-git", "b2052564e66d" }. */
struct tst_tag {
	const char *name;
	const char *value;
};

struct tst_test {
	/* Either test_all, or test with tcnt cases (called with 0..tcnt-1). */
	void (*test_all)(void);
	void (*test)(unsigned int n);
	unsigned int tcnt;

	/* Run once per run before and after the test functions. cleanup must
	 * cope with a setup that stopped half way. */
	void (*setup)(void);
	void (*cleanup)(void);

	struct tst_option *options; /* NULL-terminated ({}) */

	unsigned int needs_tmpdir : 1; /* run in a fresh mkdtemp() dir */
	unsigned int needs_root : 1; /* TCONF unless euid 0 */
	unsigned int forks_child : 1; /* allows SAFE_FORK() */
	unsigned int needs_checkpoints : 1; /* TST_CHECKPOINT_* */
	unsigned int needs_device : 1; /* a loop device in tst_device */
	unsigned int format_device : 1; /* mkfs it (implies needs_device) */
	unsigned int mount_device : 1; /* and mount it at mntpoint */

	const char *mntpoint; /* for mount_device, in the tmpdir */
	const char *dev_fs_type; /* default "ext2" */
	const char *const *dev_fs_opts; /* extra mkfs options */
	unsigned int dev_min_size; /* MiB, default 64 */

	const char *min_kver; /* "a.b.c": TCONF on older kernels */

	/* Seconds per run; 0 means the default (30), -1 none. Scaled by
	 * LTP_TIMEOUT_MUL. The runtime is added to the default only. */
	int timeout;
	/* Seconds a time-bounded test loops, scaled by LTP_RUNTIME_MUL;
	 * see tst_remaining_runtime(). */
	int runtime;

	unsigned int test_variants; /* run everything once per variant */

	const struct tst_path_val *save_restore; /* {} terminated */
	const char *const *needs_cmds; /* NULL terminated: TCONF if missing */
	const struct tst_tag *tags; /* {} terminated */
	const char *const *needs_cgroup_ctrls; /* NULL terminated */
};

/* The variant being run, 0 .. test_variants - 1. */
extern unsigned int tst_variant;

/* Seconds left of .runtime in this run (0 when it is over). */
unsigned int tst_remaining_runtime(void);

/* The test's tmpdir (absolute), or NULL when it has none. */
const char *tst_get_tmpdir_path(void);

/* A copy of the tmpdir's path for the caller to free(); TBROK when the
 * test has no tmpdir. Also the old API's call of that name. */
char *tst_get_tmpdir(void);

/*
 * fork() for tests with .forks_child: TBROK on failure; the child's results
 * count, and the child is reaped by tst_reap_children() or at the end of the
 * run (an exit status other than 0 or a result type is then TBROK).
 */
pid_t safe_fork(const char *file, const int lineno);
#define SAFE_FORK() safe_fork(__FILE__, __LINE__)

/* Wait for every child; one that was killed or exited with an unexpected
 * status is reported as TBROK. */
void tst_reap_children(void);

/* For a program exec()ed by a test (TST_NO_DEFAULT_MAIN): attach to the
 * test's shared page so its results and checkpoints count. TBROK if the
 * environment does not name one. */
void tst_reinit(void);

/* The library's entry point; main() below calls it. Does not return. */
TST_NORETURN void tst_run_tcases(int argc, char *argv[], struct tst_test *self);

#ifndef TST_NO_DEFAULT_MAIN
static struct tst_test test;

int main(int argc, char *argv[])
{
	tst_run_tcases(argc, argv, &test);
}
#endif

#endif /* TST_TEST_H */
