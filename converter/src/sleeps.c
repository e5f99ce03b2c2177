// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The sleeps pass: a sleep() that synchronises a parent with its child
 * becomes an old-API checkpoint or a process-state wait, so the result is
 * still legacy code (the structure pass and cocci/ turn it into new API).
 *
 * The pass flattens the file's AST into a table, finds each fork site and
 * the code its child runs (following calls into functions of the file and
 * function pointers passed to a fork helper), and lists what that child
 * does first: install a signal handler, block in a call, sleep, or exit.
 * What the child does decides how each parent-side sleep is replaced:
 *
 *   child blocks in a call         -> TST_PROCESS_STATE_WAIT(pid, 'S')
 *   child installs a handler, then
 *   blocks (the parent signals it) -> WAKE after the handler in the child,
 *                                     WAIT + state wait 'S' in the parent
 *   child does a step, then exits  -> WAKE after the step, WAIT in parent
 *   parent polls for the exit      -> TST_PROCESS_STATE_WAIT(pid, 'Z')
 *   child sleeps for the parent    -> WAIT in the child and WAKE in the
 *                                     parent before it waits for the child,
 *                                     or, when the parent blocks at once,
 *                                     a state wait on the parent
 *
 * A sleep with no child around it is not synchronisation and stays; one
 * that the pass cannot classify stays with a TODO(convert) marker.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "conv.h"
#include "pass_ast.h"
#include "vocab.h"

#define MAX_DEPTH 4
#define MAX_EVENTS 64

enum ev_kind { EV_HANDLER, EV_BLOCK, EV_SLEEP, EV_EXIT };

struct event {
	enum ev_kind kind;
	int call; /* the CallExpr */
	int stmt; /* the statement holding it, child of a CompoundStmt */
	int cond; /* under an if, loop or switch of its function */
};

struct walk {
	struct ast *a;
	struct event ev[MAX_EVENTS];
	int nev;
	int done; /* an unconditional exit, block or sleep was met */
	int fork_fn; /* function holding the fork, not to be re-entered */
	int helper_call; /* call of the fork helper in the parent, or -1 */
	int helper_fn;
	int root; /* the child's branch: its own ifs are not conditions */
};

struct sleeps {
	struct ast a;
	struct conv_file *f;
	int next_id;
	int used_ckpt;
	char cleanup[128];
	int *done_sleeps;
	int ndone;
};

/* ---- call classification ---- */

static const char *const blocking_calls[] = {
	"pause",	"sigsuspend",	"sigwait",
	"sigwaitinfo",	"sigtimedwait", "read",
	"safe_read",	"readv",	"pread",
	"recv",		"recvfrom",	"recvmsg",
	"accept",	"poll",		"ppoll",
	"select",	"pselect",	"epoll_wait",
	"epoll_pwait",	"semop",	"semtimedop",
	"msgrcv",	"mq_receive",	"mq_timedreceive",
	"wait",		"waitpid",	"waitid",
	"wait4",	"safe_wait",	"safe_waitpid",
	"pthread_join", "nanosleep",	"clock_nanosleep",
	"lockf",	NULL,
};

static int in_list(const char *const *list, const char *name)
{
	for (; *list; list++)
		if (!strcmp(*list, name))
			return 1;
	return 0;
}

static int is_block(struct ast *a, int call)
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
	if (in_list(blocking_calls, nm))
		return 1;
	/* fcntl() or a lock helper asked to wait for a record lock */
	return ast_has_word(a, call, "F_SETLKW") ||
	       ast_has_word(a, call, "F_OFD_SETLKW");
}

static int is_handler(const char *nm)
{
	return !strcmp(nm, "signal") || strstr(nm, "sigaction") ||
	       !strcmp(nm, "sigset") || !strcmp(nm, "bsd_signal") ||
	       !strcmp(nm, "safe_signal");
}

static int is_exit(const char *nm)
{
	return !strcmp(nm, "exit") || !strcmp(nm, "_exit") ||
	       !strcmp(nm, "_Exit") || !strcmp(nm, "tst_exit") ||
	       !strcmp(nm, "abort");
}

static int is_sleep(const char *nm)
{
	return !strcmp(nm, "sleep") || !strcmp(nm, "usleep");
}

static int is_fork(const char *nm)
{
	return vocab_is_fork_call(nm);
}

/* ---- what a stretch of code does, in order ---- */

static void walk_node(struct walk *w, int i, int depth);

static void add_event(struct walk *w, enum ev_kind k, int call)
{
	struct event *e;

	if (w->nev == MAX_EVENTS)
		return;
	e = &w->ev[w->nev++];
	e->kind = k;
	e->call = call;
	e->stmt = ast_stmt_of(w->a, call);
	e->cond = ast_conditional(w->a, call, w->root);
	if (!e->cond && k != EV_HANDLER)
		w->done = 1;
}

/* The argument of the fork helper call bound to parameter name, as a
 * function name of the file. */
static const char *param_arg(struct walk *w, const char *name)
{
	struct ast *a = w->a;
	int i, k = 0, arg;

	if (w->helper_call < 0)
		return NULL;
	for (i = w->helper_fn + 1; i <= a->n[w->helper_fn].last;
	     i = a->n[i].last + 1) {
		if (a->n[i].kind != CXCursor_ParmDecl)
			continue;
		if (!strcmp(a->n[i].name, name))
			break;
		k++;
	}
	if (i > a->n[w->helper_fn].last)
		return NULL;
	arg = ast_child(a, w->helper_call, k + 1);
	for (; arg >= 0 && arg <= a->n[w->helper_call].last; arg++)
		if (a->n[arg].kind == CXCursor_DeclRefExpr)
			return a->n[arg].name;
	return NULL;
}

/* The function a call runs when it is one of the file's own. */
static int callee_body(struct walk *w, int call)
{
	struct ast *a = w->a;
	const char *nm = a->n[call].name;
	int j, fn;

	for (j = call + 1; j <= a->n[call].last; j++) {
		if (a->n[j].kind != CXCursor_DeclRefExpr)
			continue;
		if (a->n[j].refkind == CXCursor_ParmDecl)
			nm = param_arg(w, a->n[j].name);
		break;
	}
	if (!nm)
		return -1;
	j = ast_func_body(a, nm, &fn);
	if (j < 0 || fn == w->fork_fn)
		return -1;
	return j;
}

static void walk_call(struct walk *w, int i, int depth)
{
	struct ast *a = w->a;
	const char *nm = a->n[i].name;
	int j, body;

	/* arguments run before the call */
	for (j = ast_child(w->a, i, 1); j >= 0 && !w->done;
	     j = a->n[j].last + 1 <= a->n[i].last ? a->n[j].last + 1 : -1)
		walk_node(w, j, depth);
	if (w->done)
		return;
	if (is_sleep(nm))
		add_event(w, EV_SLEEP, i);
	else if (is_handler(nm))
		add_event(w, EV_HANDLER, i);
	else if (is_exit(nm))
		add_event(w, EV_EXIT, i);
	else if (is_block(a, i))
		add_event(w, EV_BLOCK, i);
	else if (depth < MAX_DEPTH && (body = callee_body(w, i)) >= 0)
		walk_node(w, body, depth + 1);
}

static void walk_node(struct walk *w, int i, int depth)
{
	struct ast *a = w->a;
	int j;

	if (w->done)
		return;
	if (a->n[i].kind == CXCursor_CallExpr) {
		walk_call(w, i, depth);
		return;
	}
	for (j = i + 1; j <= a->n[i].last && !w->done; j = a->n[j].last + 1)
		walk_node(w, j, depth);
}

/* The first event that decides: a block, sleep or exit not under a
 * condition of its function, or -1. */
static int decisive(struct walk *w)
{
	int k;

	for (k = 0; k < w->nev; k++)
		if (w->ev[k].kind != EV_HANDLER && !w->ev[k].cond)
			return k;
	return -1;
}

/* ---- fork sites ---- */

/* Target of "x = fork()" or "pid_t x = fork()": the node naming it. */
static int fork_target(struct ast *a, int call)
{
	int p = a->n[call].parent;

	while (p >= 0 && (a->n[p].kind == CXCursor_UnexposedExpr ||
			  a->n[p].kind == CXCursor_ParenExpr ||
			  a->n[p].kind == CXCursor_CStyleCastExpr))
		p = a->n[p].parent;
	if (ast_is(a, p, CXCursor_VarDecl))
		return p;
	if (ast_is(a, p, CXCursor_BinaryOperator))
		return ast_child(a, p, 0);
	return -1;
}

static char *target_text(struct ast *a, int t)
{
	if (a->n[t].kind == CXCursor_VarDecl)
		return strdup(a->n[t].name);
	return ast_text(a, t);
}

static void squeeze(char *s)
{
	char *d = s;

	for (; *s; s++)
		if (!isspace((unsigned char)*s))
			*d++ = *s;
	*d = 0;
}

/* The then-branch of the first "if (var == 0)" or "if (!var)" after off
 * in the function fn. */
static int child_branch(struct ast *a, int fn, unsigned int off,
			const char *var)
{
	char want1[160], want2[160], *t;
	int i, c, hit;

	snprintf(want1, sizeof(want1), "%s==0", var);
	snprintf(want2, sizeof(want2), "!%s", var);
	squeeze(want1);
	squeeze(want2);
	for (i = fn; i <= a->n[fn].last; i++) {
		if (a->n[i].kind != CXCursor_IfStmt || a->n[i].start < off)
			continue;
		c = ast_child(a, i, 0);
		t = ast_text(a, c);
		squeeze(t);
		if (t[0] == '(' && t[strlen(t) - 1] == ')') {
			memmove(t, t + 1, strlen(t));
			t[strlen(t) - 1] = 0;
		}
		hit = !strcmp(t, want1) || !strcmp(t, want2);
		free(t);
		if (hit)
			return ast_child(a, i, 1);
	}
	return -1;
}

/* The last fork before off in function fn, possibly through a helper of
 * the file that forks and returns the pid: *helper_call gets that call. */
static int fork_before(struct ast *a, int fn, unsigned int off,
		       int *helper_call)
{
	int i, best = -1, body, hfn, j;

	*helper_call = -1;
	for (i = fn; i <= a->n[fn].last; i++) {
		if (a->n[i].kind != CXCursor_CallExpr || !a->n[i].has_off ||
		    a->n[i].start >= off)
			continue;
		if (is_fork(a->n[i].name)) {
			best = i;
			*helper_call = -1;
			continue;
		}
		/* a helper that forks and returns the pid: pid = start(fn) */
		body = ast_func_body(a, a->n[i].name, &hfn);
		if (body < 0 || hfn == fn || fork_target(a, i) < 0 ||
		    ast_find_kind(a, body, CXCursor_ReturnStmt) < 0)
			continue;
		for (j = body; j <= a->n[body].last; j++)
			if (ast_is(a, j, CXCursor_CallExpr) &&
			    is_fork(a->n[j].name))
				break;
		if (j <= a->n[body].last) {
			best = j;
			*helper_call = i;
		}
	}
	return best;
}

/* ---- edits ---- */

static void replace_call(struct sleeps *s, int call, const char *text)
{
	struct ast *a = &s->a;

	if (conv_replace(s->f, a->n[call].start, a->n[call].end, text))
		conv_todo(s->f, a->n[call].start,
			  "sleep not replaced: edits overlap");
}

static int insert_after_stmt(struct sleeps *s, int stmt, const char *code)
{
	char ind[64], buf[512];
	unsigned int e = ast_stmt_end(&s->a, stmt);

	ast_indent_of(s->f, s->a.n[stmt].start, ind, sizeof(ind));
	snprintf(buf, sizeof(buf), "\n%s%s", ind, code);
	return conv_insert(s->f, e, buf);
}

static int insert_before_stmt(struct sleeps *s, int stmt, const char *code)
{
	char ind[64], buf[512];

	ast_indent_of(s->f, s->a.n[stmt].start, ind, sizeof(ind));
	snprintf(buf, sizeof(buf), "%s\n%s", code, ind);
	return conv_insert(s->f, s->a.n[stmt].start, buf);
}

static int new_id(struct sleeps *s)
{
	s->used_ckpt = 1;
	s->f->flags.needs_checkpoints = 1;
	return s->next_id++;
}

/* The cleanup function a function passes around, else the file's. */
static void cleanup_name(struct sleeps *s, int fn, char *buf, size_t sz)
{
	struct ast *a = &s->a;
	int i;

	for (i = fn; i <= a->n[fn].last; i++) {
		if (a->n[i].kind == CXCursor_DeclRefExpr &&
		    a->n[i].refkind == CXCursor_FunctionDecl &&
		    strstr(a->n[i].name, "cleanup")) {
			snprintf(buf, sz, "%s", a->n[i].name);
			return;
		}
	}
	snprintf(buf, sz, "%s",
		 ast_func_body(a, "cleanup", NULL) >= 0 ? "cleanup" : "NULL");
}

static void mark_done(struct sleeps *s, int call)
{
	s->done_sleeps = realloc(s->done_sleeps,
				 (s->ndone + 1) * sizeof(*s->done_sleeps));
	if (!s->done_sleeps)
		abort();
	s->done_sleeps[s->ndone++] = call;
}

static int is_done(struct sleeps *s, int call)
{
	int k;

	for (k = 0; k < s->ndone; k++)
		if (s->done_sleeps[k] == call)
			return 1;
	return 0;
}

/* A marker already left before this sleep on an earlier run. */
static int has_todo(struct sleeps *s, int call)
{
	unsigned int a = s->a.n[call].start;
	unsigned int b;

	while (a > 0 && s->f->text[a - 1] != '\n')
		a--;
	if (a < 2)
		return 0;
	b = a - 1;
	while (b > 0 && s->f->text[b - 1] != '\n')
		b--;
	return !!memmem(s->f->text + b, a - b, "TODO(convert)", 13);
}

static void todo(struct sleeps *s, int call, const char *why)
{
	mark_done(s, call);
	if (has_todo(s, call))
		return;
	conv_todo(s->f, s->a.n[call].start, "sleep kept: %s", why);
}

/* ---- checkpoint ids and set-up ---- */

/* The first id after every checkpoint id the file already names. */
static int first_free_id(struct conv_file *f)
{
	const char *p = f->text, *name, *q;
	int next = 0, depth, safe;
	long id;

	while ((name = strstr(p, "CHECKPOINT_"))) {
		p = name + 11;
		q = strchr(p, '(');
		if (!q || q - p > 24 || !strncmp(p, "INIT", 4))
			continue;
		/* the old API's SAFE forms take a cleanup before the id */
		safe = name - f->text >= 5 && !strncmp(name - 5, "SAFE_", 5);
		for (q++, depth = 0; safe && *q && (depth || *q != ','); q++) {
			if (*q == '(')
				depth++;
			else if (*q == ')' && --depth < 0)
				break;
		}
		if (safe && *q++ != ',')
			continue;
		id = strtol(q, NULL, 0);
		if (id >= next && id < 1000)
			next = id + 1;
	}
	return next;
}

/* Old checkpoints need the tmpdir: TST_CHECKPOINT_INIT right after
 * tst_tmpdir() in setup(), adding the tmpdir (and its removal in the
 * cleanup) when the test had none. */
static void add_checkpoint_init(struct sleeps *s)
{
	struct ast *a = &s->a;
	char code[192];
	int setup, cl, tmp;

	if (strstr(s->f->text, "TST_CHECKPOINT_INIT(") ||
	    strstr(s->f->text, "tst_checkpoint_init("))
		return;
	setup = ast_func_body(a, "setup", NULL);
	if (setup < 0) {
		conv_todo(s->f, 0,
			  "add TST_CHECKPOINT_INIT(%s) after "
			  "tst_tmpdir(): no setup() found",
			  s->cleanup);
		return;
	}
	tmp = ast_find_call(a, setup, "tst_tmpdir");
	snprintf(code, sizeof(code), "TST_CHECKPOINT_INIT(%s);", s->cleanup);
	if (tmp >= 0) {
		insert_after_stmt(s, ast_stmt_of(a, tmp), code);
		conv_msg(s->f, a->n[tmp].start,
			 "checkpoints set up after tst_tmpdir()");
		return;
	}
	cl = ast_func_body(a, s->cleanup, NULL);
	if (cl < 0) {
		conv_todo(s->f, a->n[setup].start,
			  "the checkpoints need tst_tmpdir() and "
			  "TST_CHECKPOINT_INIT() here, and tst_rmdir() in a "
			  "cleanup: the test has no cleanup function");
		return;
	}
	snprintf(code, sizeof(code),
		 "\n\ttst_tmpdir();\n\tTST_CHECKPOINT_INIT(%s);\n", s->cleanup);
	conv_insert(s->f, a->n[setup].end - 1, code);
	if (ast_find_call(a, cl, "tst_rmdir") < 0)
		conv_insert(s->f, a->n[cl].end - 1, "\ttst_rmdir();\n");
	conv_msg(s->f, a->n[setup].start,
		 "checkpoints need a tmpdir: tst_tmpdir() added to setup(), "
		 "tst_rmdir() to %s()",
		 s->cleanup);
}

/* ---- one fork site ---- */

struct site {
	int fork_call, fork_fn, helper_call;
	int target; /* the node naming the pid in the parent */
	char pid[128];
	int branch;
	int fork_loop; /* loop of several forks, before the sleep, or -1 */
	struct walk w;
};

static int site_init(struct sleeps *s, struct site *st, int fork_call,
		     int helper_call)
{
	struct ast *a = &s->a;
	int tgt_fork;
	char *var, *p;

	memset(st, 0, sizeof(*st));
	st->fork_call = fork_call;
	st->helper_call = helper_call;
	st->fork_fn = ast_func_of(a, fork_call);
	st->fork_loop = -1;
	tgt_fork = fork_target(a, fork_call);
	st->target = helper_call >= 0 ? fork_target(a, helper_call) : tgt_fork;
	if (tgt_fork < 0 || st->target < 0)
		return -1;
	p = target_text(a, st->target);
	snprintf(st->pid, sizeof(st->pid), "%s", p);
	free(p);
	var = target_text(a, tgt_fork);
	st->branch = child_branch(a, st->fork_fn, a->n[fork_call].end, var);
	free(var);
	if (st->branch < 0)
		return -1;
	st->w.a = a;
	st->w.fork_fn = st->fork_fn;
	st->w.helper_call = helper_call;
	st->w.helper_fn = helper_call >= 0 ? st->fork_fn : -1;
	st->w.root = st->branch;
	walk_node(&st->w, st->branch, 0);
	return 0;
}

/* Text of "for (...)" of a loop, for repeating it. */
static char *loop_head(struct ast *a, int loop)
{
	int body = ast_child(a, loop, ast_nchildren(a, loop) - 1);
	unsigned int e = a->n[body].start;

	while (e > a->n[loop].start &&
	       isspace((unsigned char)a->f->text[e - 1]))
		e--;
	return conv_text(a->f, a->n[loop].start, e);
}

/* The parent's replacement for its sleep; with several children forked
 * in a loop, the waits are repeated over the same loop. */
static void parent_text(struct sleeps *s, struct site *st, int sleep, int id,
			char state, char *buf, size_t sz)
{
	struct ast *a = &s->a;
	char ind[64], cl[128], wait[192] = "", sw[320] = "", *head;
	int fn = ast_func_of(a, sleep);

	cleanup_name(s, fn, cl, sizeof(cl));
	ast_indent_of(s->f, a->n[sleep].start, ind, sizeof(ind));
	if (id >= 0)
		snprintf(wait, sizeof(wait), "TST_SAFE_CHECKPOINT_WAIT(%s, %d)",
			 cl, id);
	if (state)
		snprintf(sw, sizeof(sw), "TST_PROCESS_STATE_WAIT(%s, %s, '%c')",
			 cl, st->pid, state);
	if (st->fork_loop < 0) {
		snprintf(buf, sz, "%s%s%s%s", wait, *wait && *sw ? ";\n" : "",
			 *wait && *sw ? ind : "", sw);
		return;
	}
	head = loop_head(a, st->fork_loop);
	if (*wait && *sw)
		snprintf(buf, sz, "%s\n%s\t%s;\n%s%s\n%s\t%s", head, ind, wait,
			 ind, head, ind, sw);
	else
		snprintf(buf, sz, "%s\n%s\t%s", head, ind, *wait ? wait : sw);
	free(head);
}

static int last_handler(struct walk *w, int d)
{
	int k;

	for (k = d - 1; k >= 0; k--)
		if (w->ev[k].kind == EV_HANDLER)
			return k;
	return -1;
}

/* The parent's sleep waits for a child to block, reach a point or exit. */
static void parent_sleep(struct sleeps *s, struct site *st, int sleep)
{
	struct ast *a = &s->a;
	struct walk *w = &st->w;
	char buf[1024], wake[96];
	int d = decisive(w), h, id, x;
	const char *blk;

	if (d < 0 || w->ev[d].kind == EV_SLEEP) {
		todo(s, sleep,
		     d < 0 ? "the child's code could not be followed to a "
			     "block or exit" :
			     "the child sleeps too: order unknown");
		return;
	}
	if (w->ev[d].kind == EV_EXIT) {
		x = w->ev[d].call;
		for (h = x + 1; h <= a->n[x].last; h++)
			if (ast_is(a, h, CXCursor_CallExpr))
				break;
		if (h <= a->n[x].last) {
			todo(s, sleep,
			     "the child's last step is inside its exit() call");
			return;
		}
		id = new_id(s);
		snprintf(wake, sizeof(wake),
			 "TST_SAFE_CHECKPOINT_WAKE(NULL, %d);", id);
		if (insert_before_stmt(s, w->ev[d].stmt, wake)) {
			todo(s, sleep, "the child's side is already edited");
			return;
		}
		parent_text(s, st, sleep, id, 0, buf, sizeof(buf));
		replace_call(s, sleep, buf);
		conv_msg(s->f, a->n[sleep].start,
			 "sleep -> checkpoint %d: the child wakes the parent "
			 "when its step is done, before %s()",
			 id, a->n[x].name);
		return;
	}
	blk = a->n[w->ev[d].call].name;
	h = last_handler(w, d);
	if (h < 0) {
		parent_text(s, st, sleep, -1, 'S', buf, sizeof(buf));
		replace_call(s, sleep, buf);
		conv_msg(s->f, a->n[sleep].start,
			 "sleep -> state wait 'S': the child blocks in %s()",
			 blk);
		return;
	}
	id = new_id(s);
	snprintf(wake, sizeof(wake), "TST_SAFE_CHECKPOINT_WAKE(NULL, %d);", id);
	if (insert_after_stmt(s, w->ev[h].stmt, wake)) {
		todo(s, sleep, "the child's side is already edited");
		return;
	}
	parent_text(s, st, sleep, id, 'S', buf, sizeof(buf));
	replace_call(s, sleep, buf);
	conv_msg(s->f, a->n[sleep].start,
		 "sleep -> checkpoint %d + state wait 'S': the child installs "
		 "a handler (%s()) and then blocks in %s()",
		 id, a->n[w->ev[h].call].name, blk);
}

/* The child sleeps so that the parent does something first: when the
 * parent's first statement blocks, the child waits for the parent to be
 * asleep; otherwise the parent wakes the child before it waits for it. */
static void child_sleep(struct sleeps *s, struct site *st, int sleep)
{
	struct ast *a = &s->a;
	struct walk pw;
	char buf[160], cl[128];
	int ifs = a->n[st->branch].parent, stmt, comp, sib, first = 1, d = -1,
	    id;

	mark_done(s, sleep);
	stmt = ast_stmt_of(a, ifs);
	comp = stmt >= 0 ? a->n[stmt].parent : -1;
	if (st->helper_call >= 0 || comp < 0) {
		todo(s, sleep, "the parent's side of the fork is elsewhere");
		return;
	}
	memset(&pw, 0, sizeof(pw));
	pw.a = a;
	pw.fork_fn = st->fork_fn;
	pw.helper_call = -1;
	pw.root = comp;
	for (sib = a->n[stmt].last + 1; sib <= a->n[comp].last;
	     sib = a->n[sib].last + 1, first = 0) {
		walk_node(&pw, sib, 0);
		d = decisive(&pw);
		if (d >= 0)
			break;
	}
	if (sib > a->n[comp].last || pw.ev[d].kind != EV_BLOCK) {
		todo(s, sleep,
		     "the child sleeps, but the parent does not wait for it");
		return;
	}
	if (first) {
		replace_call(s, sleep,
			     "TST_PROCESS_STATE_WAIT(NULL, getppid(), 'S')");
		conv_msg(s->f, a->n[sleep].start,
			 "child's sleep -> state wait 'S' on the parent, "
			 "which blocks in %s()",
			 a->n[pw.ev[d].call].name);
		return;
	}
	id = new_id(s);
	cleanup_name(s, st->fork_fn, cl, sizeof(cl));
	snprintf(buf, sizeof(buf), "TST_SAFE_CHECKPOINT_WAKE(%s, %d);", cl, id);
	if (insert_before_stmt(s, sib, buf)) {
		todo(s, sleep, "the parent's side is already edited");
		return;
	}
	snprintf(buf, sizeof(buf), "TST_SAFE_CHECKPOINT_WAIT(NULL, %d)", id);
	replace_call(s, sleep, buf);
	conv_msg(s->f, a->n[sleep].start,
		 "child's sleep -> checkpoint %d: the parent wakes it before "
		 "%s()",
		 id, a->n[pw.ev[d].call].name);
}

/* A sleep that polls for the child's exit: wait for the zombie. */
static int exit_poll(struct sleeps *s, struct site *st, int sleep, int loop)
{
	struct ast *a = &s->a;
	char buf[256];
	int i;

	for (i = loop; i <= a->n[loop].last; i++) {
		if (!ast_is(a, i, CXCursor_CallExpr) ||
		    strncmp(a->n[i].name, "wait", 4) ||
		    !ast_has_word(a, i, "WNOHANG"))
			continue;
		parent_text(s, st, sleep, -1, 'Z', buf, sizeof(buf));
		replace_call(s, sleep, buf);
		conv_msg(s->f, a->n[sleep].start,
			 "sleep in a %s(WNOHANG) loop -> state wait 'Z' for "
			 "the child's exit",
			 a->n[i].name);
		return 0;
	}
	return -1;
}

static void one_sleep(struct sleeps *s, int sleep)
{
	struct ast *a = &s->a;
	struct site st;
	int fn = ast_func_of(a, sleep), fork, helper, loop;

	fork = fork_before(a, fn, a->n[sleep].start, &helper);
	if (fork < 0) {
		conv_msg(s->f, a->n[sleep].start,
			 "%s() kept: no child runs beside it, not "
			 "synchronisation",
			 a->n[sleep].name);
		return;
	}
	if (site_init(s, &st, fork, helper)) {
		todo(s, sleep,
		     "no \"if (pid == 0)\" child branch found after "
		     "the fork before it");
		return;
	}
	loop = ast_loop_of(a, helper >= 0 ? helper : fork);
	if (loop >= 0 && ast_func_of(a, loop) == fn &&
	    a->n[loop].end <= a->n[sleep].start)
		st.fork_loop = loop;
	loop = ast_loop_of(a, sleep);
	if (loop >= 0 && a->n[loop].start > a->n[fork].start) {
		if (exit_poll(s, &st, sleep, loop))
			todo(s, sleep, "sleep in a loop after the fork");
		return;
	}
	if (!ast_is(a, a->n[sleep].parent, CXCursor_CompoundStmt) &&
	    !ast_is(a, a->n[a->n[sleep].parent].parent,
		    CXCursor_CompoundStmt)) {
		todo(s, sleep, "sleep not a statement of its own");
		return;
	}
	parent_sleep(s, &st, sleep);
}

/* Children whose first act is to sleep: the sleep waits for the parent. */
static void child_sleeps(struct sleeps *s)
{
	struct ast *a = &s->a;
	struct site st;
	int i, d;

	for (i = 0; i < a->len; i++) {
		if (!ast_is(a, i, CXCursor_CallExpr) || !a->n[i].has_off ||
		    !is_fork(a->n[i].name))
			continue;
		if (site_init(s, &st, i, -1))
			continue;
		d = decisive(&st.w);
		if (d < 0 || st.w.ev[d].kind != EV_SLEEP ||
		    is_done(s, st.w.ev[d].call))
			continue;
		if (has_todo(s, st.w.ev[d].call)) {
			mark_done(s, st.w.ev[d].call);
			continue;
		}
		child_sleep(s, &st, st.w.ev[d].call);
	}
}

int conv_pass_sleeps(struct conv_file *f)
{
	struct sleeps s;
	struct ast *a = &s.a;
	int i;

	if (!f->tu)
		return 0;
	memset(&s, 0, sizeof(s));
	s.f = f;
	ast_build(a, f);
	s.next_id = first_free_id(f);
	snprintf(s.cleanup, sizeof(s.cleanup), "%s",
		 ast_func_body(a, "cleanup", NULL) >= 0 ? "cleanup" : "NULL");
	child_sleeps(&s);
	for (i = 0; i < a->len; i++) {
		if (!ast_is(a, i, CXCursor_CallExpr) || !a->n[i].has_off ||
		    !is_sleep(a->n[i].name) || is_done(&s, i))
			continue;
		if (has_todo(&s, i))
			continue;
		one_sleep(&s, i);
	}
	if (s.used_ckpt)
		add_checkpoint_init(&s);
	free(s.done_sleeps);
	ast_free(a);
	return 0;
}
