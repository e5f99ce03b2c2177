// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The smaller parts of the old API, each checked against what the system
 * says: timers and timespec arithmetic, pids and cpus, clone, filesystem
 * helpers, paths, get_high_address(), tst_kvercmp2(), SAFE_GETGROUP(),
 * the two-argument tst_process_state_wait2() and the thread calls in both
 * their forms (with a cleanup, and without one as the suite's
 * tst_safe_pthread.h has them, included beside test.h).
 */
#include <grp.h>
#include <pthread.h>
#include <sched.h>
#include <sys/stat.h>
#include "test.h"
#include "safe_macros.h"
#include "tst_safe_pthread.h"

char *TCID = "misc";
int TST_TOTAL = 12;

static void check(int ok, const char *what)
{
	tst_resm(ok ? TPASS : TFAIL, "%s", what);
}

static void timers(void)
{
	struct timespec a = { .tv_sec = 2, .tv_nsec = 100000000 };
	struct timespec b = { .tv_sec = 1, .tv_nsec = 900000000 };
	long long ms;

	check(tst_timespec_diff_us(a, b) == 200000 &&
		      tst_timespec_abs_diff_us(b, a) == 200000 &&
		      tst_timespec_lt(b, a) && !tst_timespec_lt(a, b) &&
		      tst_timespec_to_us(a) == 2100000 &&
		      tst_us_to_timeval(1500000).tv_usec == 500000,
	      "timespec arithmetic");

	tst_timer_check(CLOCK_MONOTONIC);
	tst_timer_start(CLOCK_MONOTONIC);
	usleep(50000);
	tst_timer_stop();
	ms = tst_timer_elapsed_ms();
	tst_resm(ms >= 50 && ms < 5000 ? TPASS : TFAIL,
		 "a 50 ms sleep measured %lld ms", ms);
}

static int clone_child(void *arg)
{
	*(int *)arg = 42;
	return 0;
}

static void processes(void)
{
	pid_t pid = tst_get_unused_pid(NULL);
	int shared = 0, status;

	check(kill(pid, 0) == -1 && errno == ESRCH, "tst_get_unused_pid");
	check(tst_ncpus() >= 1 && tst_ncpus_max() >= tst_ncpus(),
	      "tst_ncpus, tst_ncpus_max");
	check(tst_get_free_pids(NULL) > 0, "tst_get_free_pids");

	pid = ltp_clone_quick(CLONE_VM | SIGCHLD, clone_child, &shared);
	if (pid < 0)
		tst_brkm(TBROK | TERRNO, NULL, "ltp_clone_quick failed");
	SAFE_WAITPID(NULL, pid, &status, 0);
	check(WIFEXITED(status) && shared == 42, "ltp_clone_quick(CLONE_VM)");

	pid = tst_fork();
	if (pid == 0) {
		pause();
		exit(0);
	}
	check(tst_process_state_wait2(pid, 'S') == 0,
	      "tst_process_state_wait2(pid, 'S')");
	SAFE_KILL(NULL, pid, SIGKILL);
	SAFE_WAITPID(NULL, pid, NULL, 0);
}

static void files(void)
{
	struct stat st;
	char path[4096];
	long type = tst_fs_type(NULL, ".");

	tst_resm(TINFO, "tmpdir on %s", tst_fs_type_name(type));
	check(tst_fs_has_free(NULL, ".", 1, TST_KB) &&
		      !tst_fs_has_free(NULL, ".", 1U << 31, TST_GB),
	      "tst_fs_has_free");
	check(tst_dir_is_empty(NULL, ".", 0), "tst_dir_is_empty (empty)");
	check(tst_fill_file("f", 'x', 1024, 3) == 0 && stat("f", &st) == 0 &&
		      st.st_size == 3072,
	      "tst_fill_file");
	check(!tst_dir_is_empty(NULL, ".", 1), "tst_dir_is_empty (not)");
	check(tst_get_path("sh", path, sizeof(path)) == 0 &&
		      access(path, X_OK) == 0,
	      "tst_get_path(sh)");
	check(write(1, get_high_address(), 1) == -1 && errno == EFAULT,
	      "get_high_address() gives EFAULT");
}

static void versions(void)
{
	struct tst_kern_exv none[] = { { "RHEL5", "2.6.18" }, { NULL, NULL } };
	struct group g = SAFE_GETGROUP(NULL, "root");

	check(tst_kvercmp2(2, 6, 0, none) > 0 &&
		      tst_kvercmp2(2, 6, 0, NULL) > 0,
	      "tst_kvercmp2");
	tst_resm(g.gr_gid == 0 ? TPASS : TFAIL, "SAFE_GETGROUP(root) gid %d",
		 g.gr_gid);
}

static void *thread_fn(void *arg)
{
	*(int *)arg += 1;
	return arg;
}

static void threads(void)
{
	pthread_t t;
	int n = 0;
	void *ret = NULL;

	SAFE_PTHREAD_CREATE(NULL, &t, NULL, thread_fn, &n);
	SAFE_PTHREAD_JOIN(NULL, t, &ret);
	check(n == 1 && ret == &n, "SAFE_PTHREAD_CREATE/JOIN(cleanup, ...)");
	SAFE_PTHREAD_CREATE(&t, NULL, thread_fn, &n);
	SAFE_PTHREAD_JOIN(t, NULL);
	check(n == 2, "SAFE_PTHREAD_CREATE/JOIN without a cleanup");
}

int main(void)
{
	tst_tmpdir();
	timers();
	processes();
	files();
	versions();
	threads();
	tst_rmdir();
	tst_exit();
}
