/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The sleeps pass inside: what calls do (sl_calls.c), where children are
 * made and which code each side runs (sl_fork.c), and the census of the
 * sleeps of a file (sl_census.c). conv_pass_sleeps() in sleeps.c drives.
 */
#ifndef SLEEPS_H
#define SLEEPS_H

#include <stdio.h>

#include "pass_ast.h"

/* ---- calls (sl_calls.c) ---- */

int sl_in_list(const char *const *list, const char *name);
/* fork(), vfork(), tst_fork() (FORK_OR_VFORK() expands to one) */
int sl_is_fork(const char *name);
/* clone() and the suite's ltp_clone*() */
int sl_is_clone(const char *name);
/* The argument of a clone-like call naming the child's function (-1
 * when it has none, -2 when name is not clone-like). */
int sl_clone_fn_arg(const char *name);
/* What the call returns is the child's pid (a fork or a clone). */
int sl_clone_gives_pid(const char *name);
/* A fork- or clone-like call. */
int sl_makes_child(const char *name);
/* This call of a fork- or clone-like function makes a child (libclone's
 * mode argument allows it). */
int sl_call_makes_child(struct ast *a, int call);
/* The call blocks until something else happens (a WNOHANG wait, a
 * LOCK_NB flock or an IPC_NOWAIT semop does not). */
int sl_is_block(struct ast *a, int call);
/* The call waits for a child to end. */
int sl_is_wait_child(const char *name);
/* This wait takes a child's end away: not one that returns on a stop
 * or a continue (WUNTRACED ...), nor one that leaves it (WNOWAIT). */
int sl_reaps_child(struct ast *a, int call);
/* pause(), sigsuspend(): return when a signal comes, only then */
int sl_waits_signal(const char *name);
int sl_is_handler(const char *name);
/* The file installs its function fn as a signal handler: signal(S, fn)
 * and friends, or x.sa_handler = fn and then sigaction(S, &x, ...). */
int sl_installs_handler(struct ast *a, int fn);
/* A function of the file a signal handler installs sets the file's
 * variable flag to something else than 0. */
int sl_set_by_handler(struct ast *a, const char *flag);
/* After statement stmt, its block ends the process. */
int sl_ends_after(struct ast *a, int stmt);
int sl_is_exit(const char *name);
/* kill() and friends: sends a signal to a process (sl_is_group_kill():
 * one whose target can be a group). */
int sl_is_kill(const char *name);
int sl_is_group_kill(const char *name);
/* A kill-like call's target and signal arguments (stripped), or -1. */
int sl_kill_target(struct ast *a, int call);
int sl_kill_sig(struct ast *a, int call);
/* The call changes nothing another process could wait for: output,
 * error exits, reading the clock or its own pid, signal sets. */
int sl_is_quiet(const char *name);

/* ---- shapes of code (sl_shape.c) ---- */

/* An expression without the parentheses and casts around it. */
int sl_strip(struct ast *a, int i);
/* The operator of a unary or binary operator node, blanks removed. */
void sl_op(struct ast *a, int i, char *buf, size_t sz);
/* Node i writes its left operand: =, a compound assignment, ++ or --. */
int sl_is_write(struct ast *a, int i);
/* Node i is "var.M = ..." or "var->M = ..." with M m1 or m2 (m2 may be
 * NULL): the member reference on the left, else -1. */
int sl_member_store(struct ast *a, int i, const char *m1, const char *m2,
		    const char *var);
/* An integer literal's value (also after a minus): 0, or -1 if not one. */
int sl_int_value(struct ast *a, int i, long *v);
int sl_is_loop(struct ast *a, int i);
int sl_loop_body(struct ast *a, int loop);
/* A loop's condition, or -1 (a for without one). */
int sl_loop_cond(struct ast *a, int loop);
/* The loop never ends by its condition: for (;;), while (1) ... */
int sl_loop_endless(struct ast *a, int loop);
/* The one statement of a body (itself, or a block's only one), or -1. */
int sl_only_stmt(struct ast *a, int body);
/* The loop whose body is only this sleep call, or -1. */
int sl_sleep_loop(struct ast *a, int call);
/* The loop "for (i = 0; i < N; i++) sleep(n);" around this sleep call,
 * which only sleeps N times (one long sleep), or -1. */
int sl_counted_sleep(struct ast *a, int call);
/* What a loop "while (!X)" or "while (X == 0)" waits for: X, or -1. */
int sl_loop_watch(struct ast *a, int loop);
/* The flag F of a loop "while (!F)" or "while (F == 0)", or -1. */
int sl_loop_flag(struct ast *a, int loop);
/* Remove the blanks of s. */
void sl_squeeze(char *s);
/* The text of node i is want, blanks aside (want squeezed). */
int sl_text_is(struct ast *a, int i, const char *want);
/* What a macro of the file stands for, followed through macros of the
 * file whose body starts with a name: buf gets that name (or name). */
void sl_macro_word(struct ast *a, const char *name, char *buf, size_t sz);

/* ---- what code does (sl_walk.c) ---- */

#define SL_MAX_EVENTS 64
#define SL_MAX_PARTS 32

enum sl_ev { SL_HANDLER, SL_BLOCK, SL_SLEEP, SL_EXIT, SL_KILL };

struct sl_event {
	enum sl_ev kind;
	int call; /* the CallExpr */
	int stmt; /* the statement holding it, child of a CompoundStmt */
	int top; /* that statement in the walked code itself: the one
		  * holding the call that led to the event */
	int cond; /* it runs on some paths only */
	int acts; /* how many acting steps ran before it */
	int dead; /* a statement its path goes through that the process's
		   * end follows in its block (so nothing after that
		   * statement comes after the event), or -1 */
};

struct sl_walk {
	struct ast *a;
	struct sl_event ev[SL_MAX_EVENTS];
	int nev;
	int full; /* go on past the first decisive event */
	int done; /* an unconditional exit, block or sleep was met */
	int cond; /* inside a function called under a condition */
	int acts; /* steps so far that change what others could see: a
		   * call that is not quiet, a store to a non-local */
	int fork_fn; /* function holding the fork, not to be re-entered */
	int helper_call; /* call of the fork helper in the parent, or -1 */
	int helper_fn;
	int root; /* ifs above it are not conditions */
	int via; /* the call of the walked code being followed, or -1 */
	int leave_fn; /* the function it may return from to its caller */
	int dead; /* the outermost call statement being walked that the
		   * process's end follows in its block, or -1 */
	const int *skip; /* subtrees not walked */
	int nskip;
};

void sl_walk_init(struct sl_walk *w, struct ast *a, int root);
void sl_walk_node(struct sl_walk *w, int i, int depth);
/* Walk node part as a root of its own. */
void sl_walk_part(struct sl_walk *w, int part);
/* Walk what runs after statement stmt to the end of its function. */
void sl_walk_after(struct sl_walk *w, int stmt);
/* The index of the first unconditional block, sleep or exit, or -1. */
int sl_decisive(struct sl_walk *w);
/* The body of the file's function a call runs, or -1. */
int sl_callee_body(struct sl_walk *w, int call);
/* The call is a sleep in an endless loop of sleeps (a pause()). */
int sl_endless_sleep(struct ast *a, int call);

/* ---- children (sl_fork.c) ---- */

struct sl_site {
	int call; /* fork() or clone() (inside a helper when helper_call) */
	int fn; /* the function holding it */
	int helper_call; /* pid = helper(): the call in the parent, or -1 */
	int stmt; /* the statement after which the parent goes on */
	int branch; /* the if or switch on the pid, or -1 */
	int target; /* the node naming the pid in the parent, or -1 */
	char pid[160]; /* its text */
	char var[160]; /* what the fork's result is stored in, squeezed */
	int child[SL_MAX_PARTS], nchild; /* the child's code */
	int parent[SL_MAX_PARTS], nparent; /* the parent's own branch */
	int loop; /* a loop holding the fork (several children), or -1 */
	int clone; /* the child is a function given to clone() */
};

/* The node naming the pid in "x = fork()" or "pid_t x = fork()", or -1. */
int sl_fork_target(struct ast *a, int call);
/* Set up the site of a fork or clone call: 0, or -1 when its child's code
 * was not found. */
int sl_site_init(struct ast *a, struct sl_site *s, int call, int helper_call);
/* The last site before off in function fn: 0, -1 when there is no child
 * made there before off, -2 when one is but its child was not found. */
int sl_site_before(struct ast *a, int fn, unsigned int off, struct sl_site *s);
int sl_in_child(struct ast *a, struct sl_site *s, int i);
/* Only the child runs node: it is in the child's code, or in functions
 * of the file called from there alone. */
int sl_only_child(struct ast *a, struct sl_site *s, int node);
/* The site is a clone into a new PID namespace (CLONE_NEWPID): its child
 * sees pids /proc does not show as its own (sl_pidns.c). */
int sl_site_new_pidns(struct ast *a, struct sl_site *st);
/* Node runs only in the child of such a site (in its function or one
 * called from there alone): no wait on /proc/PID/stat can be made there. */
int sl_in_new_pidns(struct ast *a, struct sl_site *sites, int nsite, int node);
/* The child's first step is a pause() with no handler set (d: that block
 * in the walk cw of its code) and the parent's first step after statement
 * stmt signals it with a signal whose default action ends it: wherever
 * the child is then, it ends; a sleep at stmt orders nothing. That
 * kill-like call, or -1. */
int sl_kill_ends_pause(struct ast *a, struct sl_site *st, struct sl_walk *cw,
		       int d, int stmt);
/* Walk the child's code, or what the parent does after the fork (its
 * child's code skipped). full: do not stop at the first decisive event. */
void sl_walk_child(struct ast *a, struct sl_site *s, struct sl_walk *w,
		   int full);
void sl_walk_parent(struct ast *a, struct sl_site *s, struct sl_walk *w,
		    int full);

/* ---- the child's end and the parent's signals (sl_exit.c) ---- */

/* Statement stmt is in the fork's block after the fork and before the
 * branch on its result: the child runs it too. */
int sl_runs_both(struct ast *a, struct sl_site *st, int stmt);
/* A WNOHANG wait (wait*(), safe_waitpid()) on the child's pid: a look
 * at its end that does not block. */
int sl_polls_end(struct ast *a, struct sl_site *st, int call);
/* After statement stmt and before a blocking reap, the parent looks at
 * the child's end without reaping it (a WNOHANG wait on its pid,
 * getrusage(RUSAGE_CHILDREN)): that call's name, or NULL. */
const char *sl_looks_at_end(struct ast *a, struct sl_site *st, int stmt);
/* Before node, in its function, SIGCHLD was set to SIG_IGN and not back:
 * children are reaped as they exit. */
int sl_sigchld_ignored(struct ast *a, int node);
/* Code the parent runs catches a signal (sig gets its word) through
 * sigaction() without SA_RESTART: a wait for the child can fail with
 * EINTR when it comes. */
int sl_breaks_wait(struct ast *a, struct sl_site *st, char *sig, size_t sz);

/* ---- process groups (sl_group.c) ---- */

/* The kill-like call signals its caller's whole process group. */
int sl_kill_own_group(struct ast *a, int kill);
/* The parent's kill() after the fork signals its group while the site's
 * child is still in it. */
int sl_kill_reaches_child(struct ast *a, struct sl_site *st, int kill);
/* The kill-like call reaches its caller: its group, or getpid(). */
int sl_kill_is_self(struct ast *a, int kill);
/* The statement before stmt always signals the caller itself (its
 * group, or getpid()): that kill-like call, or -1. */
int sl_killed_self(struct ast *a, int stmt);
/* The statement before stmt is a kill() of one other process (by a
 * plain variable, array element or member: no group, no call): that
 * call, or -1. */
int sl_killed_other(struct ast *a, int stmt);

/* ---- edits (sl_edit.c) ---- */

#define SL_MAX_SIGWAITS 8

/* A helper that waits for a flag of signal handlers (sl_sigwait.c). */
struct sl_sigwait {
	char flag[64];
	char fn[80]; /* its name */
	unsigned int at; /* where it is inserted */
};

struct sleeps {
	struct ast a;
	struct conv_file *f;
	int next_id;
	int used_ckpt;
	char cleanup[128]; /* the test's cleanup function, or NULL */
	int *done; /* sleep calls decided already */
	int ndone;
	int *waits; /* sleep calls that became a wait */
	int nwaits;
	struct sl_site *site; /* every fork and clone whose child is known */
	int nsite;
	struct sl_sigwait sigwait[SL_MAX_SIGWAITS];
	int nsigwait;
};

/* A new checkpoint id (the file then needs checkpoints). */
int sl_new_id(struct sleeps *s);
/* The first id after every checkpoint id the file names already. */
int sl_first_free_id(struct conv_file *f);
/* Old checkpoints need TST_CHECKPOINT_INIT() after tst_tmpdir() in
 * setup() (and a tmpdir when the test had none). */
void sl_add_checkpoint_init(struct sleeps *s);
/* The cleanup to pass at node: NULL in a child's code, else the one its
 * function passes around, else the test's. */
void sl_cleanup_name(struct sleeps *s, int node, char *buf, size_t sz);
/* Insert a statement (code has its ';') before or after statement stmt,
 * adding braces when stmt is the body of an if or loop. 0 or -1 when the
 * edit overlaps one queued already. */
int sl_insert_before(struct sleeps *s, int stmt, const char *code);
int sl_insert_after(struct sleeps *s, int stmt, const char *code);
/* Replace statement stmt (its ';' stays) by code, adding braces when code
 * holds several statements and stmt is the body of an if or loop. */
int sl_replace_stmt(struct sleeps *s, int stmt, const char *code);
/* The statement a call is the whole expression of (through a cast to
 * void), or -1. */
int sl_call_stmt(struct ast *a, int call);
void sl_mark(struct sleeps *s, int call);
/* set: the sleep call became a wait (a block, for the other side's
 * analysis); else whether it did. */
int sl_became_wait(struct sleeps *s, int call, int set);
int sl_marked(struct sleeps *s, int call);
/* A TODO(convert) marker is on the line before the call already. */
int sl_has_todo(struct sleeps *s, int call);
/* The messages of a sleep: "NAME() -> what", "NAME() kept: why", the
 * latter with a TODO(convert) marker before it from sl_todo(). */
void sl_gone(struct sleeps *s, int call, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void sl_kept(struct sleeps *s, int call, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void sl_todo(struct sleeps *s, int call, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* ---- signal handshakes (sl_flag.c) ---- */

/* A "while (!flag) sleep()" loop (loop, holding sleep) on one side of
 * site st (child_waits: the child's side) that waits for a signal whose
 * handler sets flag: a checkpoint when the other side's kill() calls
 * allow, else a TODO saying why. */
void sl_flag_loop(struct sleeps *s, struct sl_site *st, int sleep, int loop,
		  int child_waits);

/* A loop "while (!X) sleep();" of the parent whose X is memory it shares
 * with the child (*p, p->f, p[i]; a variable with a CLONE_VM child) that
 * only the child sets: a checkpoint the child wakes after it sets X.
 * 0 when decided (gone or a TODO), -1 when the child sets no such X. */
int sl_store_loop(struct sleeps *s, struct sl_site *st, int sleep, int loop);

/* A sleep in a function of the file that only polls shared memory for
 * the value its parameter gives ("while (*flag != v) sleep(1);"), every
 * call giving a constant: each call becomes a checkpoint wait woken after
 * the other side's stores of that value, and the function goes. 0 when
 * done (or a TODO), -1 when the shape or its calls differ. */
int sl_wait_helper(struct sleeps *s, int sleep);

/* ---- waiting for a handler's flag (sl_sigwait.c) ---- */

/* Replace the loop "while (!flag) sleep()" by the call of a helper of the
 * file that blocks the signals sig (those of every handler that sets
 * flag), tests flag and waits in sigsuspend(). 0 when queued, -1 with
 * *why when the file does not allow it. */
int sl_sigwait(struct sleeps *s, int loop, const char *flag, char (*sig)[64],
	       int nsig, const char **why);

/* ---- the census (sl_census.c) ---- */

/* Print one JSON object describing f's sleeps and children: the calls
 * that make children, the functions of f that make one (directly or
 * through another of f's functions), every function f calls, and each
 * sleep with its line, its function and whether a loop holds it. */
void sl_census(struct conv_file *f, FILE *out);

#endif /* SLEEPS_H */
