// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Supervision: the library process forks the test process into its own
 * process group and waits for it under a timeout. It never signals the test
 * process except to pass on a signal it was sent itself or to kill the
 * group on timeout, because old-API tests treat any other signal as a
 * failure. As a child subreaper it also inherits whatever the test leaves
 * running, so it can kill and reap every last process.
 *
 * Its teardown must run whatever happens: SIGPIPE is ignored (a closed
 * output only makes its writes fail), SIGINT, SIGTERM and SIGHUP stop the
 * test and then the supervisor dies of that signal after its teardown, and
 * the test process is killed when its supervisor dies (PR_SET_PDEATHSIG),
 * so a SIGKILLed supervisor leaves only files, which the next run sweeps.
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
	const char *dir = tst_core_owned_dir();
	struct tst_counts c;

	if (dir && tst_core_owned_dir_remove())
		tst_res(TWARN | TERRNO, "could not remove the tmpdir %s", dir);
	tst_core_tmpdir_forget();
	tst_core_counts(&c);
	if (!c.passed && !c.failed && !c.broken && !c.skipped && !c.warnings)
		tst_res_(__FILE__, __LINE__, TBROK,
			 "the test reported no results");
}

/* ---- Signals that stop the supervisor ---- */

static const int stop_sigs[] = { SIGINT, SIGTERM, SIGHUP };
static struct sigaction saved_stop[ARRAY_SIZE(stop_sigs)], saved_pipe;
static volatile sig_atomic_t stop_sig;

static void on_stop(int sig)
{
	if (!stop_sig)
		stop_sig = sig;
}

void tst_core_supervisor_init(void)
{
	struct sigaction sa = { .sa_handler = on_stop, .sa_flags = SA_RESTART };
	struct sigaction ign = { .sa_handler = SIG_IGN };
	size_t i;

	sigemptyset(&sa.sa_mask);
	for (i = 0; i < ARRAY_SIZE(stop_sigs); i++) {
		sigaction(stop_sigs[i], NULL, &saved_stop[i]);
		/* Ignored by whoever started us (nohup): it stays so. */
		if (saved_stop[i].sa_handler != SIG_IGN)
			sigaction(stop_sigs[i], &sa, NULL);
	}
	sigaction(SIGPIPE, &ign, &saved_pipe);
	tst_core_sweep(0);
}

int tst_core_stop_signal(void)
{
	return stop_sig;
}

/* The test process starts with the signal handling we were started with. */
static void restore_signals(void)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(stop_sigs); i++) {
		if (saved_stop[i].sa_handler != SIG_IGN)
			signal(stop_sigs[i], SIG_DFL);
	}
	if (saved_pipe.sa_handler != SIG_IGN)
		signal(SIGPIPE, SIG_DFL);
}

void tst_core_exit_code(int status)
{
	sigset_t set;
	int sig = stop_sig;

	tst_core_shm_destroy();
	if (sig) {
		fflush(NULL);
		signal(sig, SIG_DFL);
		sigemptyset(&set);
		sigaddset(&set, sig);
		sigprocmask(SIG_UNBLOCK, &set, NULL);
		raise(sig);
	}
	exit(status);
}

void tst_core_exit(void)
{
	tst_core_print_summary(STDERR_FILENO);
	tst_core_exit_code(tst_core_exit_status());
}

void tst_core_heartbeat(void)
{
	if (tst_shm)
		__atomic_store_n(&tst_shm->heartbeat_ns, tst_now_ns(),
				 __ATOMIC_SEQ_CST);
}

/* In the test process: die with the supervisor, even if it is gone already. */
static void follow_supervisor(pid_t supervisor)
{
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	/* It died between fork() and prctl(): we have a new parent. */
	if (getppid() != supervisor)
		raise(SIGKILL);
}

pid_t tst_core_fork_test(void)
{
	pid_t pid, self = getpid();

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
	if (pid) {
		setpgid(pid, pid); /* either side may get here first */
		return pid;
	}
	follow_supervisor(self);
	setpgid(0, 0);
	tst_shm_drop_lock();
	restore_signals();
	return 0;
}

static void watched_set(sigset_t *set)
{
	size_t i;

	sigemptyset(set);
	sigaddset(set, SIGCHLD);
	sigaddset(set, SIGUSR1);
	sigaddset(set, SIGUSR2);
	for (i = 0; i < ARRAY_SIZE(stop_sigs); i++)
		sigaddset(set, stop_sigs[i]);
}

/* How long a test process told to stop may take before it is killed. */
#define STOP_GRACE_NS 3000000000LL

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

/* A stop signal was caught or taken: pass it on once, note the grace. */
static void pass_on_stop(pid_t pid, int64_t *grace_end)
{
	if (!stop_sig || *grace_end)
		return;
	kill(pid, stop_sig);
	*grace_end = tst_now_ns() + STOP_GRACE_NS;
}

/* Nanoseconds to wait next, at most a second (to see a new heartbeat);
 * <= 0 when the limit or the grace after a stop signal is over. */
static int64_t next_wait(double limit, int64_t grace_end)
{
	int64_t left = 1000000000, g;

	if (limit >= 0 && time_left(limit) < left)
		left = time_left(limit);
	if (grace_end) {
		g = grace_end - tst_now_ns();
		if (g < left)
			left = g;
	}
	return left;
}

/* Wait for pid; returns 1 when it ended (end filled in), 0 when it has to
 * be killed (timeout, or a stop signal and the grace is over). */
static int wait_test(pid_t pid, double limit, struct tst_end *end)
{
	int64_t left, grace_end = 0;
	struct timespec ts;
	sigset_t set;
	int status, sig;

	watched_set(&set);
	for (;;) {
		if (waitpid(pid, &status, WNOHANG) == pid) {
			end_from_status(status, end);
			return 1;
		}
		pass_on_stop(pid, &grace_end);
		left = next_wait(limit, grace_end);
		if (left <= 0)
			return 0;
		ts.tv_sec = left / 1000000000;
		ts.tv_nsec = left % 1000000000;
		sig = sigtimedwait(&set, NULL, &ts);
		if (sig == SIGUSR1 || sig == SIGUSR2)
			kill(pid, sig);
		else if (sig > 0 && sig != SIGCHLD)
			on_stop(sig);
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
		end->limit = limit;
	}
	if (stop_sig) {
		end->how = TST_END_STOP;
		end->code = stop_sig;
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
