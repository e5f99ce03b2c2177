// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The process model of a new-API test. The library process prepares what
 * the test asked for, then forks one test process per variant and
 * supervises it; whatever becomes of the test process, the library process
 * tears everything down, prints the summary and exits with the result bits.
 */
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tst_core.h"
#include "tst_internal.h"
#include "tst_res_internal.h"
#include "tst_shm.h"
#include "tst_timer_test.h"

struct tst_test *tst_test;
int tst_in_supervisor;
unsigned int tst_variant;

static const char *tid;
static struct tst_run_opts run_opts;
static double timeout_mul = 1.0;
static double run_limit_sec; /* per run, -1 none (tst_runtime.c) */
static pid_t test_pid; /* set in the test process */
static int cleanup_started;
static int cleanup_running;
static pthread_t cleanup_thread;
static int lib_exiting;

/* ---- The test process ---- */

/*
 * The test's cleanup, once: a second call from the thread already running
 * it returns at once; any other thread ends there, leaving the process to
 * the cleanup thread (which may be joining it: waiting for good would hang
 * the test until its timeout). While it runs, that thread's tst_brk()
 * reports and returns (tst_in_test_cleanup_()).
 */
static void do_cleanup(void)
{
	int expected = 0;

	if (!__atomic_compare_exchange_n(&cleanup_started, &expected, 1, 0,
					 __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
		if (pthread_equal(cleanup_thread, pthread_self()))
			return;
		pthread_exit(NULL);
	}
	cleanup_thread = pthread_self();
	if (tst_test->cleanup) {
		__atomic_store_n(&cleanup_running, 1, __ATOMIC_SEQ_CST);
		tst_test->cleanup();
		__atomic_store_n(&cleanup_running, 0, __ATOMIC_SEQ_CST);
	}
}

int tst_in_test_cleanup_(void)
{
	return __atomic_load_n(&cleanup_running, __ATOMIC_SEQ_CST) &&
	       test_pid > 0 && getpid() == test_pid &&
	       pthread_equal(cleanup_thread, pthread_self());
}

static int child_exit_ok(int code)
{
	return code == 0 || code == TBROK || code == TCONF;
}

static void check_child(pid_t pid, int status)
{
	if (WIFSIGNALED(status))
		tst_brk(TBROK, "child %d was killed by %s", pid,
			tst_strsig(WTERMSIG(status)));
	if (WIFEXITED(status) && !child_exit_ok(WEXITSTATUS(status)))
		tst_brk(TBROK, "child %d exited with status %d", pid,
			WEXITSTATUS(status));
}

int tst_validate_children_(const char *file, const int lineno,
			   unsigned int count)
{
	unsigned int i;
	int status;
	pid_t pid;

	for (i = 0; i < count; i++) {
		pid = waitpid(-1, &status, 0);
		if (pid < 0)
			tst_brk_(file, lineno, TBROK | TERRNO,
				 "waitpid() failed");
		if (WIFEXITED(status) && !WEXITSTATUS(status))
			continue;
		tst_res_(file, lineno, TFAIL, "child %d %s", pid,
			 tst_strstatus(status));
		return 1;
	}
	return 0;
}

void tst_reap_children(void)
{
	int status;
	pid_t pid;

	for (;;) {
		/* not wait(): a test's global of that name (nptl01's
		 * mutex) would take the library's call */
		pid = waitpid(-1, &status, 0);
		if (pid > 0) {
			check_child(pid, status);
			continue;
		}
		if (errno == EINTR)
			continue;
		if (errno == ECHILD)
			return;
		tst_brk(TBROK | TERRNO, "wait() failed");
	}
}

pid_t safe_fork(const char *file, const int lineno)
{
	pid_t pid;

	if (!tst_test || !tst_test->forks_child) {
		tst_brk_(
			file, lineno, TBROK,
			"SAFE_FORK() needs .forks_child = 1 in struct tst_test");
		return -1;
	}
	fflush(NULL);
	pid = fork();
	if (pid < 0)
		tst_brk_(file, lineno, TBROK | TERRNO, "fork() failed");
	return pid;
}

/*
 * A child the test forked (or cloned) that returns from the test function
 * ends there, as in the real library: it must not go on to the next case,
 * the next iteration or the test's cleanup. Its results are counted.
 */
static void end_returning_child(void)
{
	if (getpid() != test_pid)
		exit(0);
}

/*
 * Each case ends when the children it started have: they are waited for
 * after every call of the test function, as the real library does, so a
 * child (a CLONE_VM one sharing the test's memory too) never runs into the
 * next case, and a test's last case not into its cleanup.
 */
static void run_tests_once(void)
{
	unsigned int n;

	if (tst_test->test_all) {
		tst_test->test_all();
		end_returning_child();
		tst_reap_children();
		return;
	}
	for (n = 0; n < tst_test->tcnt; n++) {
		tst_test->test(n);
		end_returning_child();
		tst_reap_children();
	}
}

/* -I SECONDS counts from the end of setup and runs at least once. */
static int more_iterations(unsigned int done, int64_t start)
{
	if (!done)
		return 1;
	if (run_opts.duration > 0)
		return tst_now_ns() - start <
		       (int64_t)(run_opts.duration * 1e9);
	return done < run_opts.iterations;
}

static TST_NORETURN void test_process(void)
{
	const char *dir = tst_core_tmpdir();
	int64_t start;
	unsigned int i;

	test_pid = getpid();
	tst_in_supervisor = 0;
	if (dir && chdir(dir))
		tst_brk(TBROK | TERRNO, "chdir(%s) failed", dir);
	if (tst_test->needs_checkpoints || tst_test->child_needs_reinit)
		tst_shm_share_fd();
	tst_proc_before_setup();
	if (tst_test->setup)
		tst_test->setup();
	tst_proc_after_setup();
	start = tst_now_ns();
	for (i = 0; more_iterations(i, start); i++) {
		tst_runtime_heartbeat();
		run_tests_once();
	}
	do_cleanup();
	tst_proc_end();
	exit(0);
}

const char *tst_get_tmpdir_path(void)
{
	return tst_core_tmpdir();
}

void tst_reinit(void)
{
	if (tst_core_shm_attach()) {
		fprintf(stderr,
			"tst_reinit: no shared page to attach to (%s=%s): %s\n",
			TST_IPC_ENV,
			getenv(TST_IPC_ENV) ? getenv(TST_IPC_ENV) : "(unset)",
			strerror(errno));
		exit(TBROK);
	}
	tst_in_supervisor = 0;
}

/* ---- The library process ---- */

static void lib_teardown(void)
{
	tst_prepare_teardown();
	tst_fs_unprepare();
	if (tst_test->needs_cgroup_ctrls)
		tst_cgroup_teardown();
	if (tst_test->save_restore)
		tst_sys_conf_teardown();
	tst_device_teardown();
}

static TST_NORETURN void lib_exit(void)
{
	struct tst_counts c;

	if (!lib_exiting) {
		lib_exiting = 1;
		lib_teardown();
		tst_core_end_checks();
		tst_core_counts(&c);
		if (c.failed || c.broken)
			tst_print_tags(tst_test);
	}
	tst_core_exit();
}

/*
 * A child's TBROK ends the test: the test process is killed (the real
 * library's way), which ends its other children with it. Not in a process
 * that exec()ed a helper: it does not know the test process.
 */
static void child_broke(void)
{
	if (test_pid <= 0)
		return;
	tst_res(TINFO, "a child reported TBROK: killing the test process");
	tst_core_set_aborted();
	kill(test_pid, SIGKILL);
}

void tst_brk_exit_(int ttype)
{
	if (tst_in_supervisor)
		lib_exit();
	if (getpid() != test_pid) {
		if (ttype == TBROK)
			child_broke();
		/* The result is in the shared page already: as in the real
		 * library, the child exits 0, so that a parent reading its
		 * status sees no second verdict. A program that never
		 * joined a test keeps the type as its status. */
		if (tst_core_shm_ready())
			exit(0);
		exit(ttype == TPASS ? 0 : ttype == TCONF ? TCONF : TBROK);
	}
	do_cleanup();
	exit(ttype);
}

static void check_kver(const char *want)
{
	struct utsname u;
	int cmp;

	uname(&u);
	cmp = tst_kvercmp_str(u.release, want);
	if (cmp == -2)
		tst_brk(TBROK, "bad .min_kver '%s' (expected a.b.c)", want);
	if (cmp < 0)
		tst_brk(TCONF, "the kernel is too old: %s, the test needs %s",
			u.release, want);
}

static void check_requirements(struct tst_test *t)
{
	if (t->tconf_msg)
		tst_brk(TCONF, "%s", t->tconf_msg);
	if (!t->test_all && !t->test)
		tst_brk(TBROK,
			"struct tst_test has neither .test nor .test_all");
	if (t->test && !t->tcnt)
		tst_brk(TBROK, ".test needs .tcnt > 0");
	if (t->needs_root && geteuid())
		tst_brk(TCONF, "the test needs root (it runs as uid %d)",
			(int)geteuid());
	if (t->min_kver)
		check_kver(t->min_kver);
	tst_check_reqs(t);
}

/* As in the real suite, a mntpoint or checkpoints imply the tmpdir too. */
static int needs_tmpdir(const struct tst_test *t)
{
	return t->needs_tmpdir || t->needs_device || t->format_device ||
	       t->mount_device || t->all_filesystems || t->needs_rofs ||
	       t->needs_devfs || t->needs_hugetlbfs || t->resource_files ||
	       t->needs_checkpoints || t->mntpoint ||
	       (t->filesystems && t->filesystems[0].type);
}

/* The mntpoint exists in the tmpdir whether or not anything is mounted
 * there (tests mount their own filesystems on it). */
static void make_mntpoint(const struct tst_test *t, const char *tmpdir)
{
	char path[PATH_MAX];

	if (!t->mntpoint || !t->mntpoint[0] || t->mntpoint[0] == '/')
		return;
	snprintf(path, sizeof(path), "%s/%s", tmpdir, t->mntpoint);
	if (mkdir(path, 0777) && errno != EEXIST)
		tst_brk(TBROK | TERRNO, "mkdir('%s')", path);
}

static void prepare(struct tst_test *t)
{
	char *dir;

	if (needs_tmpdir(t)) {
		dir = tst_core_tmpdir_create(tid);
		if (!dir)
			tst_brk(TBROK | TERRNO, "cannot make a tmpdir under %s",
				getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
		make_mntpoint(t, dir);
		free(dir);
	}
	if (t->needs_device || t->format_device || t->mount_device ||
	    t->all_filesystems || t->needs_overlay)
		tst_device_setup(t);
	if (t->save_restore)
		tst_sys_conf_setup(t->save_restore);
	if (t->needs_cgroup_ctrls)
		tst_cgroup_setup(t->needs_cgroup_ctrls);
	tst_prepare_extra(t);
	run_limit_sec = tst_runtime_setup(t);
}

static int is_result_type(int code)
{
	return code == TFAIL || code == TBROK || code == TWARN || code == TCONF;
}

static void report_stop(void)
{
	tst_res_(__FILE__, __LINE__, TBROK,
		 "the supervisor got %s: the test was stopped",
		 tst_strsig(tst_core_stop_signal()));
}

/* Report how a run ended; returns 0 when the next variant may run. */
static int report_end(const struct tst_end *end)
{
	switch (end->how) {
	case TST_END_EXIT:
		/* The test process exits 0, or after tst_brk() with a result
		 * type it has reported; anything else (a sanitizer's exit 1,
		 * a test calling exit() itself) is no verdict of the test. A
		 * tst_brk(TBROK) ends the test: no further runs. */
		if (end->code == TBROK && (tst_core_seen() & TBROK))
			return -1;
		if (end->code == 0 || (is_result_type(end->code) &&
				       (tst_core_seen() & end->code)))
			return 0;
		tst_res_(__FILE__, __LINE__, TBROK,
			 "the test process exited with status %d", end->code);
		return -1;
	case TST_END_SIGNAL:
		/* killed by child_broke(): that TBROK is the verdict */
		if (end->code == SIGKILL && tst_core_aborted())
			return -1;
		tst_res_(__FILE__, __LINE__, TBROK,
			 "the test process was killed by %s (signal %d)",
			 tst_strsig(end->code), end->code);
		return -1;
	case TST_END_TIMEOUT:
		tst_res_(__FILE__, __LINE__, TBROK,
			 "the test timed out after %gs (timeout per run, with "
			 "LTP_TIMEOUT_MUL=%g); its process group was killed",
			 end->limit, timeout_mul);
		return -1;
	case TST_END_STOP:
		report_stop();
		return -1;
	}
	return -1;
}

static int run_variant(unsigned int v)
{
	struct tst_end end;
	pid_t pid;

	if (tst_test->test_variants > 1)
		tst_res(TINFO, "variant %u of %u", v + 1,
			tst_test->test_variants);
	pid = tst_core_fork_test();
	if (!pid) {
		tst_variant = v;
		test_process();
	}
	tst_core_supervise(pid, run_limit_sec, &end);
	return report_end(&end);
}

void tst_run_tcases(int argc, char *argv[], struct tst_test *self)
{
	unsigned int v, nvar;

	/* A timer test runs the harness's cases (tst_timer_test.h). */
	if (self->sample)
		self = tst_timer_test_setup(self);
	tst_test = self;
	tst_in_supervisor = 1;
	if (self->tid)
		tid = self->tid;
	else
		tid = strrchr(argv[0], '/') ? strrchr(argv[0], '/') + 1 :
					      argv[0];
	tst_parse_args(argc, argv, self, &run_opts);
	timeout_mul = tst_core_check_env(tid);
	tst_core_supervisor_init();
	tst_core_shm_create(tid);
	check_requirements(self);
	prepare(self);
	nvar = self->test_variants ? self->test_variants : 1;
	for (v = 0; v < nvar; v++) {
		/* Stopped while setting up (a slow mkfs ...): no more runs. */
		if (tst_core_stop_signal()) {
			report_stop();
			break;
		}
		if (tst_fs_multi(self) ? tst_fs_run_each(self, v, run_variant) :
					 run_variant(v))
			break;
	}
	if (self->taint_check && tst_taint_check())
		tst_res(TFAIL, "the kernel is tainted now (%#x)",
			tst_taint_check());
	lib_exit();
}
