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

#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <string.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/types.h>

/*
 * The suite's config.h (the HAVE_* its configure found), when the test's
 * include path has one: the real library's headers bring it in, and tests
 * test HAVE_* after tst_test.h without including it themselves (lapi
 * headers' fallbacks, TST_TEST_TCONF() branches). newlib has none of its
 * own; without one on the path nothing is included.
 */
#if defined(__has_include)
#if __has_include("config.h")
#include "config.h"
#endif
#endif

#include "tst_common.h"
#include "tst_res_flags.h"
#include "tst_res.h"
#include "tst_parse.h"
#include "tst_test_macros.h"
#include "tst_path_defs.h"
#include "tst_checkpoint.h"
#include "tst_process_state.h"
#include "tst_kvercmp.h"
#include "tst_kernel.h"
#include "tst_minmax.h"
#include "tst_atomic.h"
#include "tst_safe_macros.h"
#include "tst_safe_file_ops.h"
#include "tst_safe_net.h"
#include "tst_device.h"
#include "tst_mkfs.h"
#include "tst_cmd.h"
#include "tst_fs.h"
#include "tst_pid.h"
#include "tst_cpu.h"
#include "tst_timer.h"
#include "tst_cgroup.h"
#include "tst_get_bad_addr.h"
#include "tst_sys_conf.h"
#include "tst_buffers.h"
#include "tst_capability.h"
#include "tst_hugepage.h"
#include "tst_assert.h"
#include "tst_security.h"
#include "tst_taint.h"
#include "tst_arch.h"
#include "tst_tmpdir.h"
#include "tst_clone.h"
#include "tst_fd.h"
#include "tst_memutils.h"
/* Not tst_syscall.h: its fallbacks define every __NR_* name, and a legacy
 * test converted to this header that compiles a part out with
 * `#ifdef __NR_mmap2` (vma03) would compile it in, and fail. */

/* A test's own option: "-x" with optstr "x", "-x ARG" with optstr "x:". */
struct tst_option {
	const char *optstr;
	char **arg; /* set to the argument, or to "" for a flag, when given */
	const char *help;
};

/*
 * Where a failure may come from, printed as a hint when the test fails:
 * { "linux-git", "b2052564e66d" }, { "CVE", "2017-1000405" },
 * { "glibc-git", ... }, { "musl-git", ... }, { "known-fail", "text" }.
 */
struct tst_tag {
	const char *name;
	const char *value;
};

/* A process limit set for the test process (.ulimit, {} terminated). */
struct tst_ulimit_val {
	int resource; /* RLIMIT_* */
	rlim_t rlim_cur;
};

/*
 * A filesystem and how to make and mount it (.filesystems, terminated by an
 * entry with a NULL type). mkfs_opts go before the device, mkfs_size_opt
 * after it; mkfs_ver ("mkfs.xfs >= 5.10.0") and min_kver ("5.10") skip the
 * filesystem (TCONF for it) when the tool or the kernel is older. With
 * mount_check_support (2026, refluxfs), whether this kernel supports the
 * filesystem as the entry makes it is told by mounting it: a mount of the
 * formatted device that fails is TCONF for that filesystem, not TBROK.
 */
struct tst_fs {
	const char *type;
	const char *const *mkfs_opts;
	const char *mkfs_size_opt;
	const char *mkfs_ver;
	unsigned int mnt_flags; /* MS_* */
	const void *mnt_data;
	const char *min_kver;
	int mount_check_support;
};

/* .timeout: no limit at all. */
#define TST_UNLIMITED_TIMEOUT (-1)
/* The old name of the same (.runtime of a test that cannot tell). */
#define TST_UNLIMITED_RUNTIME (-1)

/* The library's environment variable naming the shared page. */
#define IPC_ENV_VAR "LTP_IPC_PATH"

/*
 * The description of a test. Every field is optional but one of test_all
 * and test (with tcnt). Requirements the system does not meet end the test
 * as TCONF before setup runs; what the library prepares it also undoes
 * after the test process ends, however it ended.
 */
struct tst_test {
	/* Either test_all, or test with tcnt cases (called with 0..tcnt-1). */
	void (*test_all)(void);
	void (*test)(unsigned int n);
	unsigned int tcnt;

	/* Run once per test process before and after the test functions.
	 * cleanup must cope with a setup that stopped half way. */
	void (*setup)(void);
	void (*cleanup)(void);

	struct tst_option *options; /* NULL optstr terminated ({}) */

	/* The test's name (its tmpdir's and shared page's), as tests of
	 * 2016-2017 set it; NULL, as the real library has it since, is the
	 * program's name. */
	const char *tid;

	/* Run in a fresh mkdtemp() dir (also implied by a device, .mntpoint,
	 * .needs_checkpoints, .resource_files and the special mounts). */
	unsigned int needs_tmpdir : 1;
	unsigned int needs_root : 1; /* TCONF unless euid 0 */
	unsigned int forks_child : 1; /* allows SAFE_FORK() */
	unsigned int needs_checkpoints : 1; /* TST_CHECKPOINT_* */
	unsigned int needs_device : 1; /* a loop device in tst_device */
	unsigned int format_device : 1; /* mkfs it (implies needs_device) */
	unsigned int mount_device : 1; /* and mount it at mntpoint */
	/* A read-only filesystem (tmpfs) at mntpoint, with a file "file" and
	 * a directory "dir" in it. */
	unsigned int needs_rofs : 1;
	/* devfs-like mount (tmpfs without nodev) at mntpoint, for tests that
	 * make device nodes. */
	unsigned int needs_devfs : 1;
	/* hugetlbfs mounted at mntpoint. */
	unsigned int needs_hugetlbfs : 1;
	/* An overlay at OVL_MNT over OVL_LOWER, OVL_UPPER and OVL_WORK in
	 * the mounted device (.mount_device, .mntpoint OVL_BASE_MNTPOINT);
	 * TCONF without overlayfs. */
	unsigned int needs_overlay : 1;
	/* A program this test exec()s calls tst_reinit(): the shared page is
	 * exported to it in LTP_IPC_PATH (newlib always exports it). */
	unsigned int child_needs_reinit : 1;
	/* The test runs scripts with tst_run_script(); implies forks_child
	 * and child_needs_reinit. */
	unsigned int runs_script : 1;
	/* The wall clock is saved before the test and set back after it,
	 * advanced by the time the test took (CLOCK_MONOTONIC). */
	unsigned int restore_wallclock : 1;
	/*
	 * Run everything (setup, test, cleanup, each in a fresh test process)
	 * once per filesystem this machine can make and mount: a kernel that
	 * knows the type and an installed mkfs.TYPE, less skip_filesystems and
	 * $LTP_SINGLE_FS_TYPE when set. The device is formatted for each, and
	 * mounted at mntpoint with .mount_device (else the test mounts it);
	 * tst_device->fs_type names the current one.
	 */
	unsigned int all_filesystems : 1;
	unsigned int skip_in_lockdown : 1; /* TCONF under kernel lockdown */
	unsigned int skip_in_secureboot : 1; /* TCONF under Secure Boot */
	unsigned int skip_in_compat : 1; /* TCONF: 32-bit test, 64-bit kernel */
	unsigned int needs_cgroup_nsdelegate : 1; /* cgroup2 with nsdelegate */

	/* TCONF unless the kernel ABI has this many bits (32 or 64). */
	int needs_abi_bits;

	const char *mntpoint; /* in the tmpdir, made by the library */
	const char *dev_fs_type; /* filesystem when .filesystems is unset */
	const char *const *dev_fs_opts; /* its extra mkfs options */
	/* TST_FS_SKIP_FUSE: not on a filesystem this machine runs through FUSE
	 * (the 2020-2024 form of a "fuse" entry in skip_filesystems). newlib
	 * formats and mounts in the kernel only (tst_device->is_fuse is 0), so
	 * there is nothing to skip: the flag changes no run. */
	unsigned int dev_fs_flags;
	/* NULL terminated, one entry: what mkfs gets after the device (a size
	 * in blocks), the 2021-2024 spelling of .filesystems' mkfs_size_opt. */
	const char *const *dev_extra_opts;
	unsigned int dev_min_size; /* MiB, default 64 */
	/* Per filesystem mkfs and mount settings; without all_filesystems the
	 * test runs once for each listed type. */
	struct tst_fs *filesystems;
	/* NULL terminated: filesystems the test does not support ("fuse" for
	 * every FUSE one); TCONF for them. */
	const char *const *skip_filesystems;

	const char *min_kver; /* "a.b.c": TCONF on older kernels */
	/* NULL terminated: architectures the test runs on (tst_arch.name). */
	const char *const *supported_archs;
	/* The cpu vendor the test runs on, as /proc/cpuinfo's vendor_id names
	 * it ("GenuineIntel", "AuthenticAMD"); TCONF on any other. */
	const char *needs_cpu_vendor;
	/* When set the test is TCONF with this message (TST_TEST_TCONF()). */
	const char *tconf_msg;
	unsigned long min_cpus; /* online cpus */
	unsigned long min_mem_avail; /* MiB of MemAvailable */
	unsigned long min_swap_avail; /* MiB of SwapFree */

	/*
	 * Seconds the whole of one run may take (setup, test functions,
	 * cleanup); 0 means the default (30), TST_UNLIMITED_TIMEOUT none.
	 * Scaled by LTP_TIMEOUT_MUL; .runtime is added to the default only.
	 */
	int timeout;
	/* Seconds a time-bounded test loops, scaled by LTP_RUNTIME_MUL and
	 * raised to min_runtime; see tst_remaining_runtime(). */
	int runtime;
	/* The least runtime after scaling; without .runtime, the runtime. */
	int min_runtime;
	/* The older spelling of .runtime (tests of 2022-2023), used when
	 * .runtime is 0. */
	int max_runtime;

	unsigned int test_variants; /* run everything once per variant */
	/* TST_TAINT_* flags: TFAIL when the kernel gets one of them while the
	 * test runs; TCONF when it had them already. */
	unsigned int taint_check;

	/* Huge pages reserved for the test (tst_hugepage.h). */
	struct tst_hugepage hugepages;
	/* The 2021 spelling: .request_hugepages = n is .hugepages = {n,
	 * TST_REQUEST} (TST_NO_HUGEPAGES too), used when .hugepages is not
	 * set. */
	unsigned long request_hugepages;

	/* NULL terminated: files copied into the tmpdir before setup, each
	 * from the first of $LTP_DATAROOT, $LTPROOT/testcases/data/TEST,
	 * $LTPROOT/testcases/bin, the test program's directory and its
	 * datafiles/, the start directory and its datafiles/ that has it. */
	const char *const *resource_files;
	/* NULL terminated: kernel modules that must be built in or loadable. */
	const char *const *needs_drivers;

	const struct tst_path_val *save_restore; /* {} terminated */
	const struct tst_ulimit_val *ulimit; /* {} terminated */
	/* NULL terminated: kernel config expressions ("CONFIG_X=y",
	 * "CONFIG_A | CONFIG_B") that must hold (tst_kconfig.h). */
	const char *const *needs_kconfigs;
	struct tst_buffers *bufs; /* guarded buffers, {} terminated */
	struct tst_cap *caps; /* capabilities to require or drop, {} ended */
	const struct tst_tag *tags; /* {} terminated */
	/*
	 * Commands the test runs; TCONF when one is missing unless it is
	 * .optional (see tst_cmd_present()). Either form the real suite has
	 * used: (struct tst_cmd[]){ {.cmd = "mkfs.ext4"}, {} } (2025 on), or
	 * (const char *const[]){ "mkfs.ext4", NULL } (2020-2024: no optional
	 * ones). An empty list is NULL, or {} in the newer form.
	 */
	const void *needs_cmds;

	/* The cgroup version the controllers must be on (TST_CG_V1/V2). */
	enum tst_cg_ver needs_cgroup_ver;
	const char *const *needs_cgroup_ctrls; /* NULL terminated */

	/* A timer test (tst_timer_test.h): the call measured, as its results
	 * name it, and the function taking one sample of it; with .sample
	 * the library runs the cases and judges the samples itself. */
	const char *scall;
	int (*sample)(int clk_id, long long usec);
};

/* The variant being run, 0 .. test_variants - 1. */
extern unsigned int tst_variant;

/* Seconds left of .runtime in this run (0 when it is over). */
unsigned int tst_remaining_runtime(void);

/* Whole seconds left before the library ends this run for its timeout
 * (UINT_MAX when the run has no limit). */
unsigned int tst_timeout_remaining(void);

/* Set .runtime from the test (its setup); the timeout grows with it. */
void tst_set_runtime(int runtime);
/* The older name of tst_set_runtime(). */
void tst_set_max_runtime(int max_runtime);

/* Set the whole timeout of a run from setup (TST_UNLIMITED_TIMEOUT: none);
 * the limit restarts from the call. */
void tst_set_timeout(int timeout);

/* The test's tmpdir (absolute), or NULL when it has none. */
const char *tst_get_tmpdir_path(void);

/* A copy of the tmpdir's path for the caller to free(); TBROK when the
 * test has no tmpdir. Also the old API's call of that name. */
char *tst_get_tmpdir(void);

/* "exited with 1", "killed by SIGKILL", "is stopped", "is resumed" or
 * "invalid status 0xff" for a wait() status, the real library's words (one
 * static buffer per thread). */
const char *tst_strstatus(int status);

/*
 * fork() for tests with .forks_child: TBROK on failure; the child's results
 * count, and the child is reaped by tst_reap_children() or at the end of the
 * run (an exit status other than 0 or a result type is then TBROK).
 */
pid_t safe_fork(const char *file, const int lineno);
#define SAFE_FORK() safe_fork(__FILE__, __LINE__)

/*
 * The value of the int expression expr; when it is not 0, a TINFO line
 * "expr failed" is printed first (the new-API waitpid tests of the early
 * 2020s wrap their reaping checks in it:
 * if (TST_TRACE(reap_children(...))) return;).
 */
#define TST_TRACE(expr)                                  \
	({                                               \
		int tst_trace_ret_ = (expr);             \
		if (tst_trace_ret_)                      \
			tst_res(TINFO, #expr " failed"); \
		tst_trace_ret_;                          \
	})

/* Wait for every child; one that was killed or exited with an unexpected
 * status is reported as TBROK. */
void tst_reap_children(void);

/* Wait for count children: 0 when each exited with 0, else 1 after a TFAIL
 * naming the first that did not (its pid and how it ended); the others of
 * the count are not waited for then. */
int tst_validate_children_(const char *file, const int lineno,
			   unsigned int count);
#define tst_validate_children(count) \
	tst_validate_children_(__FILE__, __LINE__, (count))

/* For a program exec()ed by a test (TST_NO_DEFAULT_MAIN): attach to the
 * test's shared page so its results and checkpoints count; under another
 * uid too when the test has .needs_checkpoints or .child_needs_reinit (its
 * process keeps a descriptor of the page, numbered 200 or above, open for
 * exec()). TBROK if the environment does not name one. */
void tst_reinit(void);

/*
 * Fork and exec a script (.runs_script) with params (argv[1]..., NULL
 * terminated, or NULL) and the shared page in its environment, so the
 * shell helpers report into this test. The script is looked up next to the
 * test program, then in PATH. Returns its pid; reap it or let the library
 * do it.
 */
int tst_run_script(const char *script_name, char *const params[]);

/* Whether the .needs_cmds entry cmd was found (for .optional ones). */
bool tst_cmd_present(const char *cmd);

/* Flush stdout and stderr (SAFE_FORK() does it before forking). */
void tst_flush(void);

/*
 * A new file of a random name in the directory path (a hugetlbfs mount, the
 * device's mntpoint ...), opened with O_CREAT | O_EXCL | O_RDWR and flags,
 * mode mode, and unlinked at once: its descriptor, the one name of the file.
 * Any failure is TBROK.
 *
 * The older spellings are accepted too: tst_creat_unlinked(path, flags)
 * (2023-2024) and tst_creat_unlinked(path) (2022) make the file with mode
 * 0600, as the first one's mkstemp(3) did, and no flags for the latter.
 */
int tst_creat_unlinked(const char *path, int flags, mode_t mode);
#define TST_CREAT_UNLINKED_1_(path) (tst_creat_unlinked)((path), 0, 0600)
#define TST_CREAT_UNLINKED_2_(path, flags) \
	(tst_creat_unlinked)((path), (flags), 0600)
#define TST_CREAT_UNLINKED_3_(path, flags, mode) \
	(tst_creat_unlinked)((path), (flags), (mode))
#define TST_CREAT_UNLINKED_PICK_(_1, _2, _3, name, ...) name
#define tst_creat_unlinked(...)                                                \
	TST_CREAT_UNLINKED_PICK_(__VA_ARGS__, TST_CREAT_UNLINKED_3_,           \
				 TST_CREAT_UNLINKED_2_, TST_CREAT_UNLINKED_1_, \
				 0)                                            \
	(__VA_ARGS__)

/* printf() to stderr, unbuffered and without a result prefix: for a table
 * or a line the test prints in pieces between its results. */
void tst_printf(const char *fmt, ...) TST_FMT(1, 2);

/*
 * Keep this process (a child the test expects to crash) from dumping core:
 * RLIMIT_CORE becomes 1 byte, which stops core files and, unlike 0, the
 * kernel's pipe to a core_pattern program too. With verbose a TINFO says
 * so.
 */
void tst_no_corefile(int verbose);

/* The library's entry point; main() below calls it. Does not return. */
TST_NORETURN void tst_run_tcases(int argc, char *argv[], struct tst_test *self);

#ifndef TST_NO_DEFAULT_MAIN
static struct tst_test test;

int main(int argc, char *argv[])
{
	tst_run_tcases(argc, argv, &test);
}
#endif

/*
 * A test that cannot be built here (a missing library, another arch)
 * defines its struct with this: it reports TCONF with message and ends.
 */
#define TST_TEST_TCONF(message) \
	static struct tst_test test = { .tconf_msg = message }

/* All of this header is in: tst_timer.h included after it may bring in
 * the calls of time64_variants.h, which needs all of it. */
#define TST_TEST_H_COMPLETE

#endif /* TST_TEST_H */
