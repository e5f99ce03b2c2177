// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Supervision: the library process forks the test process into its own
 * process group and waits for it under a timeout. It never signals the test
 * process except to pass on a signal it was sent itself or to kill the
 * group on timeout, because old-API tests treat any other signal as a
 * failure. As a child subreaper it also inherits whatever the test leaves
 * running, so it can kill and reap every last process.
 */
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "tst_core.h"
#include "tst_parse.h"
#include "tst_res.h"
#include "tst_shm.h"

static double env_mul(const char *prog, const char *name)
{
	const char *val = getenv(name);
	char q[TST_QUOTE_SIZE];
	double mul;

	if (!val)
		return 1.0;
	if (tst_parse_double(val, &mul, 0.1, 1e6)) {
		fprintf(stderr,
			"%s: %s='%s': expected a decimal number >= 0.1\n", prog,
			name, tst_core_quote(val, q, sizeof(q)));
		exit(2);
	}
	return mul;
}

double tst_core_timeout_mul(void)
{
	return env_mul("tst", "LTP_TIMEOUT_MUL");
}

double tst_core_runtime_mul(void)
{
	return env_mul("tst", "LTP_RUNTIME_MUL");
}

double tst_core_check_env(const char *prog)
{
	const char *tmp = getenv("TMPDIR");
	char q[TST_QUOTE_SIZE];

	if (tmp && tmp[0] && tmp[0] != '/') {
		fprintf(stderr, "%s: TMPDIR='%s': must be an absolute path\n",
			prog, tst_core_quote(tmp, q, sizeof(q)));
		exit(2);
	}
	env_mul(prog, "LTP_RUNTIME_MUL");
	return env_mul(prog, "LTP_TIMEOUT_MUL");
}

void tst_core_end_checks(void)
{
	const char *dir = tst_core_tmpdir();
	struct tst_counts c;

	if (dir && tst_core_rmtree(dir))
		tst_res(TWARN | TERRNO, "could not remove the tmpdir %s", dir);
	tst_core_tmpdir_forget();
	tst_core_counts(&c);
	if (!c.passed && !c.failed && !c.broken && !c.skipped && !c.warnings)
		tst_res(TBROK, "the test reported no results");
}

void tst_core_exit(void)
{
	int status;

	tst_core_print_summary(STDERR_FILENO);
	status = tst_core_exit_status();
	tst_core_shm_destroy();
	exit(status);
}

void tst_core_heartbeat(void)
{
	if (tst_shm)
		__atomic_store_n(&tst_shm->heartbeat_ns, tst_now_ns(),
				 __ATOMIC_SEQ_CST);
}

pid_t tst_core_fork_test(void)
{
	pid_t pid;

	/* Orphans of the test are re-parented here, so they can be reaped. */
	prctl(PR_SET_CHILD_SUBREAPER, 1);
	tst_core_heartbeat();
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		fprintf(stderr, "tst: fork() of the test process failed: %s\n",
			strerror(errno));
		exit(TBROK);
	}
	if (!pid)
		setpgid(0, 0);
	else
		setpgid(pid, pid); /* either side may get here first */
	return pid;
}

static const int passed_on[] = { SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2 };

static void watched_set(sigset_t *set)
{
	size_t i;

	sigemptyset(set);
	sigaddset(set, SIGCHLD);
	for (i = 0; i < ARRAY_SIZE(passed_on); i++)
		sigaddset(set, passed_on[i]);
}

/*
 * A limit past this many seconds (31 years) is as good as none; it keeps
 * limit * 1e9 inside int64_t (LTP_TIMEOUT_MUL may be 1e6 times a .timeout).
 */
#define LIMIT_MAX_SEC 1e9

/* Nanoseconds left before the limit, counted from the last heartbeat. */
static int64_t time_left(double limit)
{
	int64_t hb = tst_shm ? __atomic_load_n(&tst_shm->heartbeat_ns,
					       __ATOMIC_SEQ_CST) :
			       0;
	static int64_t start;

	if (limit > LIMIT_MAX_SEC)
		return INT64_MAX;
	if (!tst_shm) {
		if (!start)
			start = tst_now_ns();
		hb = start;
	}
	return hb + (int64_t)(limit * 1e9) - tst_now_ns();
}

static void end_from_status(int status, struct tst_end *end)
{
	if (WIFSIGNALED(status)) {
		end->how = TST_END_SIGNAL;
		end->code = WTERMSIG(status);
	} else {
		end->how = TST_END_EXIT;
		end->code = WEXITSTATUS(status);
	}
}

/* Wait for pid; returns 1 when it ended (end filled in), 0 on timeout. */
static int wait_test(pid_t pid, double limit, struct tst_end *end)
{
	struct timespec ts, *tsp;
	int64_t left;
	sigset_t set;
	int status, sig;

	watched_set(&set);
	for (;;) {
		if (waitpid(pid, &status, WNOHANG) == pid) {
			end_from_status(status, end);
			return 1;
		}
		tsp = NULL;
		if (limit >= 0) {
			left = time_left(limit);
			if (left <= 0)
				return 0;
			/* Wake at least each second to see a new heartbeat. */
			if (left > 1000000000)
				left = 1000000000;
			ts.tv_sec = left / 1000000000;
			ts.tv_nsec = left % 1000000000;
			tsp = &ts;
		}
		sig = sigtimedwait(&set, NULL, tsp);
		if (sig > 0 && sig != SIGCHLD)
			kill(pid, sig);
	}
}

void tst_core_supervise(pid_t pid, double limit, struct tst_end *end)
{
	sigset_t set, old;
	int status;

	watched_set(&set);
	sigprocmask(SIG_BLOCK, &set, &old);
	if (!wait_test(pid, limit, end)) {
		kill(-pid, SIGKILL);
		kill(pid, SIGKILL);
		waitpid(pid, &status, 0);
		end->how = TST_END_TIMEOUT;
		end->code = (int)(limit + 0.5);
	}
	tst_core_reap_all(pid);
	sigprocmask(SIG_SETMASK, &old, NULL);
}

/* SIGKILL every process whose parent is this one. Returns how many. */
static int kill_children(void)
{
	char path[300], buf[512], *p;
	pid_t self = getpid();
	struct dirent *de;
	int n = 0, ppid;
	DIR *d = opendir("/proc");
	FILE *f;

	if (!d)
		return 0;
	while ((de = readdir(d))) {
		if (de->d_name[0] < '1' || de->d_name[0] > '9')
			continue;
		snprintf(path, sizeof(path), "/proc/%s/stat", de->d_name);
		f = fopen(path, "re");
		if (!f)
			continue;
		p = fgets(buf, sizeof(buf), f) ? strrchr(buf, ')') : NULL;
		fclose(f);
		/* After "(comm)" come the state and the parent's pid. */
		if (p && sscanf(p + 1, " %*c %d", &ppid) == 1 && ppid == self) {
			kill(atoi(de->d_name), SIGKILL);
			n++;
		}
	}
	closedir(d);
	return n;
}

void tst_core_reap_all(pid_t pgid)
{
	struct timespec ts = { 0, 100 * 1000000 };
	sigset_t set, old;
	pid_t r;

	sigemptyset(&set);
	sigaddset(&set, SIGCHLD);
	sigprocmask(SIG_BLOCK, &set, &old);
	if (pgid > 0)
		kill(-pgid, SIGKILL);
	for (;;) {
		while ((r = waitpid(-1, NULL, WNOHANG)) > 0)
			;
		if (r < 0 && errno == ECHILD)
			break;
		/* Only scan /proc when something is left: the common case
		 * of a test that cleaned up after itself stays cheap. */
		if (pgid > 0)
			kill(-pgid, SIGKILL);
		kill_children();
		/* Someone is still dying or was just re-parented here. */
		sigtimedwait(&set, NULL, &ts);
	}
	sigprocmask(SIG_SETMASK, &old, NULL);
}
