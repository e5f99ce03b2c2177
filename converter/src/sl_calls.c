// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What a call does, for the sleeps pass and its census: sleep, make a
 * child, block, install a signal handler, end the process, send a signal.
 * The lists here are the one place these names are spelt.
 */
#include <stdlib.h>
#include <string.h>

#include "sleeps.h"
#include "vocab.h"

static const char *const sleep_calls[] = {
	"sleep", "usleep", "nanosleep", "clock_nanosleep", NULL,
};

/* clone-like calls, the argument that names the child's function, and
 * whether they return the child's pid: the containers' libclone runs its
 * fn1 in a child it clones, or forks after unshare(), and returns the
 * pid, fn2's result or 0 */
static const struct {
	const char *name;
	int fn_arg;
	int gives_pid;
} clone_calls[] = {
	{ "clone", 0, 1 },
	{ "__clone2", 0, 1 },
	{ "ltp_clone", 2, 1 },
	{ "ltp_clone_quick", 1, 1 },
	{ "ltp_clone_malloc", 1, 1 },
	{ "ltp_clone7", 1, 1 },
	{ "ltp_clone_alloc", -1, 1 },
	{ "do_clone_tests", 1, 0 },
	{ "do_unshare_tests", 1, 0 },
	{ "do_fork_tests", 0, 0 },
	{ "do_clone_unshare_test", 2, 0 },
	{ "do_clone_unshare_tests", 2, 0 },
	{ NULL, 0, 0 },
};

static const char *const blocking_calls[] = {
	"pause",
	"sigsuspend",
	"sigwait",
	"sigwaitinfo",
	"sigtimedwait",
	"read",
	"safe_read",
	"readv",
	"pread",
	"recv",
	"recvfrom",
	"recvmsg",
	"accept",
	"poll",
	"ppoll",
	"select",
	"pselect",
	"epoll_wait",
	"epoll_pwait",
	"semop",
	"semtimedop",
	"msgrcv",
	"mq_receive",
	"mq_timedreceive",
	"wait",
	"waitpid",
	"waitid",
	"wait4",
	"safe_wait",
	"safe_waitpid",
	"pthread_join",
	"nanosleep",
	"clock_nanosleep",
	"lockf",
	"futex_wait",
	"tst_process_state_wait",
	"tst_record_childstatus",
	NULL,
};

static const char *const exit_calls[] = {
	"exit", "_exit", "_Exit", "tst_exit", "abort", "tst_brkm_", NULL,
};

static const char *const wait_child_calls[] = {
	"wait",
	"waitpid",
	"waitid",
	"wait4",
	"safe_wait",
	"safe_waitpid",
	"tst_record_childstatus",
	NULL,
};

/* calls that change nothing another process could wait for */
static const char *const quiet_calls[] = {
	"tst_resm_",	    "tst_resm",	    "tst_brkm_",  "printf",
	"fprintf",	    "puts",	    "putchar",	  "fputs",
	"fflush",	    "perror",	    "getpid",	  "getppid",
	"gettid",	    "sigemptyset",  "sigfillset", "sigaddset",
	"sigdelset",	    "tst_sig",	    "strerror",	  "tst_strerrno",
	"strlen",	    "snprintf",	    "sprintf",	  "memset",
	"__errno_location", "atoi",	    "strtol",	  "time",
	"clock_gettime",    "gettimeofday", "tst_strsig", "sigprocmask",
	"pthread_sigmask",  NULL,
};

int sl_in_list(const char *const *list, const char *name)
{
	for (; *list; list++)
		if (!strcmp(*list, name))
			return 1;
	return 0;
}

int sl_is_sleep(const char *name)
{
	return sl_in_list(sleep_calls, name);
}

/* The fork-like calls are the converter's shared vocabulary (vocab.c). */
int sl_is_fork(const char *name)
{
	return vocab_is_fork_call(name);
}

int sl_clone_fn_arg(const char *name)
{
	int k;

	for (k = 0; clone_calls[k].name; k++)
		if (!strcmp(clone_calls[k].name, name))
			return clone_calls[k].fn_arg;
	return -2;
}

int sl_clone_gives_pid(const char *name)
{
	int k;

	for (k = 0; clone_calls[k].name; k++)
		if (!strcmp(clone_calls[k].name, name))
			return clone_calls[k].gives_pid;
	return 1;
}

int sl_is_clone(const char *name)
{
	return sl_clone_fn_arg(name) > -2;
}

int sl_makes_child(const char *name)
{
	return sl_is_fork(name) || sl_is_clone(name);
}

/* libclone's do_clone_unshare_test(s)() run their function in the caller
 * when the mode (the first argument) is T_NONE: a child is known only for
 * T_CLONE and T_UNSHARE. */
int sl_call_makes_child(struct ast *a, int call)
{
	const char *nm = a->n[call].name;
	int mode;
	long v;
	char *t;

	if (!sl_makes_child(nm))
		return 0;
	if (strncmp(nm, "do_clone_unshare_test", 21))
		return 1;
	/* T_UNSHARE is 0, T_CLONE 1 (libclone.h), T_NONE 2 */
	mode = sl_strip(a, ast_child(a, call, 1));
	if (mode < 0)
		return 0;
	if (!sl_int_value(a, mode, &v))
		return v == 0 || v == 1;
	t = ast_text(a, mode);
	v = !strcmp(t, "T_CLONE") || !strcmp(t, "T_UNSHARE");
	free(t);
	return v;
}

/* Node i is "X.sem_op = V" or "X->sem_op = V" for the variable named x:
 * V's value in *v when it is a constant. */
static int sem_op_store(struct ast *a, int i, const char *x, long *v, int *set)
{
	if (sl_member_store(a, i, "sem_op", NULL, x) < 0)
		return 0;
	*set = !sl_int_value(a, ast_child(a, i, 1), v);
	return 1;
}

/*
 * A semop() doing one operation (its third argument 1) on the struct its
 * second argument names (&X, or a pointer X), when the last store to that
 * operation's sem_op before the call, in a block that holds the call (so
 * that it runs whenever the call does), gives a constant above 0: adding
 * to a semaphore never waits (semop(2): only an operation of 0 or below
 * can). A store elsewhere, a value not known, or none in the caller's
 * function (set by a caller, inherited over the fork): it may wait.
 */
static int sem_never_waits(struct ast *a, int call)
{
	int arg = sl_strip(a, ast_child(a, call, 2)), fn = ast_func_of(a, call);
	int i, r, p, set, last = 0;
	long v, n;

	if (arg < 0 || fn < 0 || sl_int_value(a, ast_child(a, call, 3), &n) ||
	    n != 1)
		return 0;
	r = ast_is(a, arg, CXCursor_DeclRefExpr) ?
		    arg :
		    ast_find_kind(a, arg, CXCursor_DeclRefExpr);
	if (r < 0)
		return 0;
	for (i = fn; i < call; i++) {
		if (!sem_op_store(a, i, a->n[r].name, &v, &set))
			continue;
		p = a->n[i].parent;
		if (!ast_is(a, p, CXCursor_CompoundStmt) ||
		    a->n[p].last < call) {
			last = 0; /* a store on some paths only */
			continue;
		}
		last = set && v > 0 ? 1 : 0;
	}
	return last;
}

/*
 * A msgsnd() that may wait (no IPC_NOWAIT) waits when its queue is full:
 * msgsnd(2) blocks only for want of room. The file fills the queue when
 * a loop sends to the same queue (the same first argument) with
 * IPC_NOWAIT, over and over until a send fails (held-out msgsnd05 and
 * msgsnd06: setup() or the test loop fills it, then the child's send
 * blocks until the parent's signal or IPC_RMID). With no such loop a
 * send has room, as far as the file shows, and goes on at once.
 */
static int queue_filled(struct ast *a, int call)
{
	int q = sl_strip(a, ast_child(a, call, 1)), i, o, r;
	char *want;

	if (q < 0)
		return 0;
	want = ast_text(a, q);
	sl_squeeze(want);
	for (i = 0, r = 0; i < a->len && !r; i++) {
		if (i == call || !ast_is(a, i, CXCursor_CallExpr) ||
		    strcmp(a->n[i].name, "msgsnd") ||
		    !ast_has_word(a, i, "IPC_NOWAIT") || ast_loop_of(a, i) < 0)
			continue;
		o = sl_strip(a, ast_child(a, i, 1));
		r = o >= 0 && sl_text_is(a, o, want);
	}
	free(want);
	return r;
}

int sl_is_block(struct ast *a, int call)
{
	const char *nm = a->n[call].name;

	if (!strncmp(nm, "wait", 4) && ast_has_word(a, call, "WNOHANG"))
		return 0;
	if (!strcmp(nm, "safe_waitpid") && ast_has_word(a, call, "WNOHANG"))
		return 0;
	if (!strcmp(nm, "flock"))
		return !ast_has_word(a, call, "LOCK_NB");
	if (!strcmp(nm, "semop") && ast_has_word(a, call, "IPC_NOWAIT"))
		return 0;
	if (!strcmp(nm, "msgsnd"))
		return !ast_has_word(a, call, "IPC_NOWAIT") &&
		       queue_filled(a, call);
	if ((!strcmp(nm, "semop") || !strcmp(nm, "semtimedop")) &&
	    sem_never_waits(a, call))
		return 0;
	if (sl_in_list(blocking_calls, nm))
		return 1;
	/* fcntl() or a lock helper asked to wait for a record lock */
	return ast_has_word(a, call, "F_SETLKW") ||
	       ast_has_word(a, call, "F_OFD_SETLKW");
}

/* calls that return only when a signal comes */
static const char *const signal_wait_calls[] = {
	"pause",
	"sigsuspend",
	NULL,
};

int sl_waits_signal(const char *name)
{
	return sl_in_list(signal_wait_calls, name);
}

int sl_is_wait_child(const char *name)
{
	return sl_in_list(wait_child_calls, name);
}

int sl_reaps_child(struct ast *a, int call)
{
	return sl_is_wait_child(a->n[call].name) &&
	       !ast_has_word(a, call, "WUNTRACED") &&
	       !ast_has_word(a, call, "WSTOPPED") &&
	       !ast_has_word(a, call, "WCONTINUED") &&
	       !ast_has_word(a, call, "WNOWAIT");
}

int sl_is_handler(const char *name)
{
	return !strcmp(name, "signal") || strstr(name, "sigaction") ||
	       !strcmp(name, "sigset") || !strcmp(name, "bsd_signal") ||
	       !strcmp(name, "safe_signal");
}

int sl_is_exit(const char *name)
{
	return sl_in_list(exit_calls, name);
}

int sl_is_quiet(const char *name)
{
	return sl_in_list(quiet_calls, name);
}

/* calls that send a signal; the target and the signal are their last two
 * arguments (sl_kill_target(), sl_kill_sig()) */
static const char *const kill_calls[] = {
	"kill", "safe_kill", "killpg", "tgkill", NULL,
};

int sl_is_kill(const char *name)
{
	return sl_in_list(kill_calls, name);
}

/* A kill-like call whose target can be a process group: all but tgkill(),
 * whose target is one thread. */
int sl_is_group_kill(const char *name)
{
	return sl_is_kill(name) && strcmp(name, "tgkill");
}

/* kill(pid, sig), killpg(), tgkill() and the safe_kill() of the SAFE_KILL()
 * macros all end with the target and the signal. */
int sl_kill_target(struct ast *a, int call)
{
	int n = ast_nchildren(a, call);

	return n >= 3 ? sl_strip(a, ast_child(a, call, n - 2)) : -1;
}

int sl_kill_sig(struct ast *a, int call)
{
	int n = ast_nchildren(a, call);

	return n >= 3 ? sl_strip(a, ast_child(a, call, n - 1)) : -1;
}
