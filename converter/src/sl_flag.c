// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Signal handshakes: one side loops "while (!flag) sleep(n);" until a
 * signal handler sets flag, and the other side sends that signal with
 * kill(). The loop becomes a checkpoint wait and each kill() is followed
 * by the matching wake. When the wait returns, the signal was sent before
 * the wake, so its handler has run too: a pending signal is delivered
 * before the process returns from the wait.
 *
 * It is done only when it is safe: the handler and its signals are found,
 * every kill() of that signal to the waiting side is a statement of code
 * only that other side runs, none is in a loop of its own, no path sends
 * it twice (each but the last is followed by the end of the process),
 * and one wait stands for one sender. A waiting child must not be
 * signalled otherwise first, or it may not live to wait.
 *
 * A loop that waits for the process's own alarm() is a timer; but when
 * the parent arms it right after the fork and the child goes straight to
 * a blocking call, the timer only gave the child time to block: the loop
 * becomes a state wait on the child and the alarm() goes.
 */
#include <ctype.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sleeps.h"
#include "util.h"

#define MAX_SIGS 8

struct hs {
	char flag[64];
	char handler[64];
	char sig[MAX_SIGS][64]; /* the signals by name */
	long sigv[MAX_SIGS]; /* and by value, or -1 when unknown */
	int nsig;
	int send[SL_MAX_EVENTS]; /* the kill() calls */
	int stmt[SL_MAX_EVENTS]; /* the statement the wake follows */
	int nsend;
	const char *why;
};

/* ---- the flag and its handler ---- */

static int is_ref(struct ast *a, int i, const char *name)
{
	i = sl_strip(a, i);
	return ast_is(a, i, CXCursor_DeclRefExpr) &&
	       !strcmp(a->n[i].name, name);
}

/* The value "x = y = 0" gives x: that of its last operand. */
static int assigned_value(struct ast *a, int rhs)
{
	char op[8];

	for (rhs = sl_strip(a, rhs); ast_is(a, rhs, CXCursor_BinaryOperator);
	     rhs = sl_strip(a, ast_child(a, rhs, 1))) {
		sl_op(a, rhs, op, sizeof(op));
		if (strcmp(op, "="))
			break;
	}
	return rhs;
}

/* Does the function (body) set flag to something else than 0? A reset
 * with others ("sigterm = sigusr1 = 0;" before the waits) does not. */
static int sets_flag(struct ast *a, int body, const char *flag)
{
	char op[8];
	long v;
	int i;

	for (i = body; i <= a->n[body].last; i++) {
		if (ast_is(a, i, CXCursor_BinaryOperator)) {
			sl_op(a, i, op, sizeof(op));
			if (!strcmp(op, "=") &&
			    is_ref(a, ast_child(a, i, 0), flag) &&
			    (sl_int_value(a,
					  assigned_value(a, ast_child(a, i, 1)),
					  &v) ||
			     v))
				return 1;
		} else if (ast_is(a, i, CXCursor_CompoundAssignOperator)) {
			if (is_ref(a, ast_child(a, i, 0), flag))
				return 1;
		} else if (ast_is(a, i, CXCursor_UnaryOperator)) {
			sl_op(a, i, op, sizeof(op));
			if (!strcmp(op, "++") &&
			    is_ref(a, ast_child(a, i, 0), flag))
				return 1;
		}
	}
	return 0;
}

static void add_sig(struct ast *a, struct hs *h, int arg)
{
	char *t;

	arg = sl_strip(a, arg);
	if (arg < 0 || h->nsig == MAX_SIGS)
		return;
	t = ast_text(a, arg);
	sl_macro_word(a, t, h->sig[h->nsig], sizeof(h->sig[0]));
	free(t);
	if (sl_int_value(a, arg, &h->sigv[h->nsig]))
		h->sigv[h->nsig] = -1;
	h->nsig++;
}

/* Node i is "var.sa_handler = ..." or "var.sa_sigaction = ...". */
static int sets_handler_of(struct ast *a, int i, const char *var)
{
	return sl_member_store(a, i, "sa_handler", "sa_sigaction", var) >= 0;
}

/* The sigaction()-like calls given the struct var that install what the
 * assignment set (node set, "var.sa_handler = f"): those after it in its
 * function, up to the next such assignment of var (one struct set for a
 * signal, then for the next: ioctl02's setup()). */
static void sigaction_sigs(struct ast *a, struct hs *h, const char *var,
			   int set)
{
	int fn = ast_func_of(a, set), i, arg;

	if (fn < 0)
		return;
	for (i = a->n[set].last + 1; i <= a->n[fn].last; i++) {
		if (sets_handler_of(a, i, var))
			return;
		if (!ast_is(a, i, CXCursor_CallExpr) ||
		    !strstr(a->n[i].name, "sigaction"))
			continue;
		arg = ast_child(a, i, 2);
		if (arg >= 0 && ast_has_word(a, arg, var))
			add_sig(a, h, ast_child(a, i, 1));
	}
}

/* The signals function name is installed for: signal(SIG, name) and
 * friends, or x.sa_handler = name and then sigaction(SIG, &x, ...). */
static void handler_sigs(struct ast *a, struct hs *h, int fn)
{
	const char *name = a->n[fn].name;
	char op[8];
	int i, p, l, v;

	for (i = 0; i < a->len; i++) {
		if (!ast_is(a, i, CXCursor_DeclRefExpr) ||
		    a->n[i].refkind != CXCursor_FunctionDecl ||
		    strcmp(a->n[i].name, name) || ast_func_of(a, i) == fn)
			continue;
		for (p = a->n[i].parent;
		     p >= 0 && (ast_is(a, p, CXCursor_UnexposedExpr) ||
				ast_is(a, p, CXCursor_ParenExpr) ||
				ast_is(a, p, CXCursor_CStyleCastExpr));
		     p = a->n[p].parent)
			;
		if (ast_is(a, p, CXCursor_CallExpr) &&
		    sl_is_handler(a->n[p].name)) {
			add_sig(a, h, ast_child(a, p, 1));
			continue;
		}
		if (!ast_is(a, p, CXCursor_BinaryOperator))
			continue;
		sl_op(a, p, op, sizeof(op));
		l = ast_child(a, p, 0);
		if (strcmp(op, "=") || !ast_is(a, l, CXCursor_MemberRefExpr))
			continue;
		v = ast_find_kind(a, l, CXCursor_DeclRefExpr);
		if (v >= 0)
			sigaction_sigs(a, h, a->n[v].name, p);
	}
}

int sl_installs_handler(struct ast *a, int fn)
{
	struct hs h = { .nsig = 0 };

	handler_sigs(a, &h, fn);
	return h.nsig > 0;
}

/* The body of the file's function fn when it sets the flag, else -1. */
static int setter_body(struct ast *a, int fn, const char *flag)
{
	int body;

	if (a->n[fn].kind != CXCursor_FunctionDecl || a->n[fn].parent != -1)
		return -1;
	body = ast_child(a, fn, ast_nchildren(a, fn) - 1);
	if (!ast_is(a, body, CXCursor_CompoundStmt) ||
	    !sets_flag(a, body, flag))
		return -1;
	return body;
}

/* The file's handler that sets the flag and its signals. */
static int find_handler(struct ast *a, struct hs *h)
{
	int i;

	for (i = 0; i < a->len; i++) {
		if (setter_body(a, i, h->flag) < 0)
			continue;
		handler_sigs(a, h, i);
		if (h->nsig) {
			snprintf(h->handler, sizeof(h->handler), "%s",
				 a->n[i].name);
			return 0;
		}
	}
	return -1;
}

/* A function of the file that a signal handler installs sets the file's
 * variable flag to something else than 0. */
int sl_set_by_handler(struct ast *a, const char *flag)
{
	struct hs h;

	memset(&h, 0, sizeof(h));
	snprintf(h.flag, sizeof(h.flag), "%s", flag);
	return !find_handler(a, &h);
}

/* A signal's name as the headers define it: SIG and capitals. */
static int sig_constant(const char *name)
{
	const char *c;

	if (strncmp(name, "SIG", 3) || !name[3])
		return 0;
	for (c = name + 3; *c; c++)
		if (!isupper((unsigned char)*c) && !isdigit((unsigned char)*c))
			return 0;
	return 1;
}

/* The signals of every function of the file that sets the flag (h->sig):
 * 0, or -1 when one of them is installed for no signal found (it may run
 * from other code) or a signal has no constant name or value. */
static int all_handler_sigs(struct ast *a, struct hs *h)
{
	int i, k, before;

	h->nsig = 0;
	for (i = 0; i < a->len; i++) {
		if (setter_body(a, i, h->flag) < 0)
			continue;
		before = h->nsig;
		handler_sigs(a, h, i);
		if (h->nsig == before || h->nsig == MAX_SIGS)
			return -1;
	}
	for (k = 0; k < h->nsig; k++)
		if (!sig_constant(h->sig[k]) && h->sigv[k] <= 0)
			return -1;
	return h->nsig ? 0 : -1;
}

/* ---- the sends ---- */

static int is_getpid_var(struct ast *a, const char *name)
{
	char op[8];
	int i, r;

	for (i = 0; i < a->len; i++) {
		if (ast_is(a, i, CXCursor_VarDecl) &&
		    !strcmp(a->n[i].name, name)) {
			r = sl_strip(a,
				     ast_child(a, i, ast_nchildren(a, i) - 1));
			if (ast_is(a, r, CXCursor_CallExpr) &&
			    !strcmp(a->n[r].name, "getpid"))
				return 1;
		}
		if (!ast_is(a, i, CXCursor_BinaryOperator))
			continue;
		sl_op(a, i, op, sizeof(op));
		r = sl_strip(a, ast_child(a, i, 1));
		if (!strcmp(op, "=") && is_ref(a, ast_child(a, i, 0), name) &&
		    ast_is(a, r, CXCursor_CallExpr) &&
		    !strcmp(a->n[r].name, "getpid"))
			return 1;
	}
	return 0;
}

/* Does kill()'s target name the waiting side? */
static int targets(struct ast *a, struct sl_site *st, int kill, int child_waits)
{
	int t = sl_kill_target(a, kill);
	char *x;
	int hit;

	if (t < 0)
		return 0;
	if (!child_waits) {
		if (ast_is(a, t, CXCursor_CallExpr))
			return !strcmp(a->n[t].name, "getppid");
		return ast_is(a, t, CXCursor_DeclRefExpr) &&
		       is_getpid_var(a, a->n[t].name);
	}
	x = ast_text(a, t);
	hit = !strcmp(x, st->pid) || !strcmp(x, st->var);
	free(x);
	return hit;
}

static int sends_sig(struct ast *a, struct hs *h, int kill)
{
	int sig = sl_kill_sig(a, kill), k;
	char word[64], *t;
	long v;

	if (sig < 0)
		return 0;
	if (sl_int_value(a, sig, &v))
		v = -1;
	t = ast_text(a, sig);
	sl_macro_word(a, t, word, sizeof(word));
	free(t);
	for (k = 0; k < h->nsig; k++)
		if ((v >= 0 && v == h->sigv[k]) ||
		    (*word && !strcmp(word, h->sig[k])))
			return 1;
	return 0;
}

/* The statement a kill() is, or the if whose condition holds it. */
static int send_stmt(struct ast *a, int kill)
{
	int s = sl_call_stmt(a, kill), p;

	if (s >= 0)
		return s;
	for (p = a->n[kill].parent; p >= 0; p = a->n[p].parent) {
		if (ast_is(a, p, CXCursor_IfStmt)) {
			s = ast_child(a, p, 0);
			return kill >= s && kill <= a->n[s].last ? p : -1;
		}
		if (ast_is(a, p, CXCursor_CompoundStmt))
			return -1;
	}
	return -1;
}

/* The statement always ends the process. */
static int always_ends(struct ast *a, int i)
{
	int j, c;

	if (ast_is(a, i, CXCursor_CompoundStmt)) {
		for (j = i + 1; j <= a->n[i].last; j = a->n[j].last + 1)
			if (always_ends(a, j))
				return 1;
		return 0;
	}
	if (ast_is(a, i, CXCursor_IfStmt))
		return ast_nchildren(a, i) == 3 &&
		       always_ends(a, ast_child(a, i, 1)) &&
		       always_ends(a, ast_child(a, i, 2));
	c = sl_strip(a, i);
	return ast_is(a, c, CXCursor_CallExpr) && sl_is_exit(a->n[c].name);
}

/* After statement stmt, its block ends the process. */
int sl_ends_after(struct ast *a, int stmt)
{
	int comp = a->n[stmt].parent, j;

	if (!ast_is(a, comp, CXCursor_CompoundStmt))
		return 0;
	for (j = a->n[stmt].last + 1; j <= a->n[comp].last;
	     j = a->n[j].last + 1)
		if (always_ends(a, j))
			return 1;
	return 0;
}

/*
 * Event node i, in statement stmt, as h's next send (not counted yet):
 * -1 with h->why (not_stmt, in_loop) when it is no statement or sits in
 * a loop the fork is not in (it could come more often than one wait).
 */
static int add_send(struct ast *a, struct sl_site *st, struct hs *h, int i,
		    int stmt, const char *not_stmt, const char *in_loop)
{
	int loop;

	h->send[h->nsend] = i;
	h->stmt[h->nsend] = stmt;
	if (stmt < 0) {
		h->why = not_stmt;
		return -1;
	}
	loop = ast_loop_of(a, stmt);
	if (loop >= 0 && !(st->call >= loop && st->call <= a->n[loop].last)) {
		h->why = in_loop;
		return -1;
	}
	return 0;
}

/* Collect the sends of the other side and check they are safe to pair
 * with one wait each. */
static int find_sends(struct ast *a, struct sl_site *st, struct hs *h,
		      int child_waits)
{
	struct sl_walk w;
	int k, c;

	if (child_waits)
		sl_walk_parent(a, st, &w, 1);
	else
		sl_walk_child(a, st, &w, 1);
	for (k = 0; k < w.nev; k++) {
		c = w.ev[k].call;
		if (w.ev[k].kind != SL_KILL || !targets(a, st, c, child_waits))
			continue;
		if (!sends_sig(a, h, c)) {
			if (child_waits && !h->nsend) {
				h->why = "the parent signals the child "
					 "otherwise first: it may not live "
					 "to wait";
				return -1;
			}
			continue;
		}
		if (h->nsend == SL_MAX_EVENTS)
			break;
		if (add_send(a, st, h, c, send_stmt(a, c),
			     "a kill() of the signal is not a statement",
			     "the signal is sent in a loop"))
			return -1;
		if (!child_waits && !sl_only_child(a, st, c)) {
			h->why = "the signal is sent from code others run too";
			return -1;
		}
		h->nsend++;
	}
	if (!h->nsend) {
		h->why =
			"no kill() of the signal to it found on the other side";
		return -1;
	}
	for (k = 0; k + 1 < h->nsend; k++)
		if (!sl_ends_after(a, h->stmt[k])) {
			h->why = "the signal may be sent twice on one path";
			return -1;
		}
	return 0;
}

/* The flag is set on SIGALRM and the waiting side's function arms a
 * timer before the loop. */
static int own_timer(struct ast *a, struct hs *h, int loop)
{
	int fn = ast_func_of(a, loop), k, i;

	for (k = 0; k < h->nsig; k++)
		if (!strcmp(h->sig[k], "SIGALRM") || h->sigv[k] == SIGALRM)
			break;
	if (k == h->nsig || fn < 0)
		return 0;
	for (i = fn; i < loop; i++)
		if (ast_is(a, i, CXCursor_CallExpr) &&
		    (!strcmp(a->n[i].name, "alarm") ||
		     !strcmp(a->n[i].name, "ualarm") ||
		     !strcmp(a->n[i].name, "setitimer")))
			return 1;
	return 0;
}

/* ---- a timer that waits for the child ---- */

/* Every use of the flag outside its handler (fn) is "flag = 0" or the
 * condition of a loop that only sleeps until it is set: once the timers
 * go, nothing reads what the handler wrote. */
static int flag_only_waited(struct ast *a, struct hs *h, int fn)
{
	char op[8];
	int i, p, l;
	long v;

	for (i = 0; i < a->len; i++) {
		if (!ast_is(a, i, CXCursor_DeclRefExpr) ||
		    strcmp(a->n[i].name, h->flag) || ast_func_of(a, i) == fn)
			continue;
		l = ast_loop_of(a, i);
		if (l >= 0 && sl_loop_flag(a, l) >= 0 &&
		    !strcmp(a->n[sl_loop_flag(a, l)].name, h->flag) &&
		    sl_only_stmt(a, sl_loop_body(a, l)) >= 0 &&
		    i < sl_loop_body(a, l))
			continue;
		for (p = a->n[i].parent;
		     p >= 0 && (ast_is(a, p, CXCursor_UnexposedExpr) ||
				ast_is(a, p, CXCursor_ParenExpr));
		     p = a->n[p].parent)
			;
		if (p < 0 || !ast_is(a, p, CXCursor_BinaryOperator))
			return 0;
		sl_op(a, p, op, sizeof(op));
		if (strcmp(op, "=") || sl_strip(a, ast_child(a, p, 0)) != i ||
		    sl_int_value(a, ast_child(a, p, 1), &v) || v)
			return 0;
	}
	return 1;
}

/* The alarm() statement of the parent's own code that arms the loop's
 * timer: in the loop's block, before it, after the fork; or -1. */
static int timer_stmt(struct ast *a, struct sl_site *st, int loop)
{
	int comp = a->n[loop].parent, j, c;

	if (!ast_is(a, comp, CXCursor_CompoundStmt))
		return -1;
	for (j = loop - 1; j > comp; j--) {
		if (a->n[j].parent != comp)
			continue;
		if (a->n[j].start < a->n[st->call].start)
			return -1;
		c = sl_strip(a, j);
		if (ast_is(a, c, CXCursor_CallExpr) &&
		    !strcmp(a->n[c].name, "alarm"))
			return sl_in_child(a, st, j) ? -1 : j;
		if (sl_is_loop(a, j))
			return -1;
	}
	return -1;
}

/*
 * The parent arms its own alarm() and sleeps until the handler sets the
 * flag, while the child goes straight to a call that blocks ("make the
 * child wait": msgrcv() before the parent's msgsnd()). The timer only
 * measures the time the child gets to block: the loop becomes a state
 * wait on the child and the alarm() goes, so no SIGALRM comes later to
 * interrupt the parent. 0 when done, -1 when the shape differs (then the
 * sleep stays a timer).
 */
static int timer_waits_child(struct sleeps *s, struct sl_site *st, int sleep,
			     int loop, struct hs *h)
{
	struct ast *a = &s->a;
	struct sl_walk w;
	char cl[128], *t;
	int d, k, arm, fn = -1, rc;

	if (!*st->pid || st->helper_call >= 0 || st->clone ||
	    sl_in_new_pidns(a, s->site, s->nsite, loop) ||
	    ast_func_of(a, loop) != st->fn ||
	    (st->loop >= 0 &&
	     !(loop >= st->loop && loop <= a->n[st->loop].last)))
		return -1;
	arm = timer_stmt(a, st, loop);
	if (arm < 0 || ast_func_body(a, h->handler, &fn) < 0 ||
	    !flag_only_waited(a, h, fn))
		return -1;
	sl_walk_child(a, st, &w, 0);
	d = sl_decisive(&w);
	if (d < 0 || w.ev[d].kind != SL_BLOCK)
		return -1;
	for (k = 0; k < d; k++)
		if (w.ev[k].kind == SL_HANDLER)
			return -1;
	sl_cleanup_name(s, loop, cl, sizeof(cl));
	t = util_printf("TST_PROCESS_STATE_WAIT(%s, %s, 'S')%s", cl, st->pid,
			ast_stmt_end(a, loop) == a->n[loop].end ? ";" : "");
	rc = conv_replace(s->f, a->n[loop].start, a->n[loop].end, t);
	free(t);
	if (rc)
		return -1;
	sl_became_wait(s, sleep, 1);
	if (conv_remove_lines(s->f, a->n[arm].start, ast_stmt_end(a, arm))) {
		sl_todo(s, sleep,
			"state wait 'S' on the child, but its alarm() could "
			"not be removed: remove it by hand");
		return 0;
	}
	sl_gone(s, sleep,
		"state wait 'S': the loop timed its own alarm() so that the "
		"child blocks in %s() first; the alarm() goes",
		a->n[w.ev[d].call].name);
	return 0;
}

/* ---- a flag in memory the child shares ---- */

enum store { NOT_STORE, SETS, CLEARS, UNKNOWN };

/* What node i stores into the lvalue whose squeezed text is want. */
static enum store store_kind(struct ast *a, int i, const char *want)
{
	char op[8];
	long v;
	int l;

	if (!ast_is(a, i, CXCursor_BinaryOperator) &&
	    !ast_is(a, i, CXCursor_CompoundAssignOperator) &&
	    !ast_is(a, i, CXCursor_UnaryOperator))
		return NOT_STORE;
	sl_op(a, i, op, sizeof(op));
	if (ast_is(a, i, CXCursor_BinaryOperator) && strcmp(op, "="))
		return NOT_STORE;
	if (ast_is(a, i, CXCursor_UnaryOperator) && strcmp(op, "++") &&
	    strcmp(op, "--"))
		return NOT_STORE;
	l = sl_strip(a, ast_child(a, i, 0));
	if (l < 0 || !sl_text_is(a, l, want))
		return NOT_STORE;
	if (!strcmp(op, "++"))
		return SETS;
	if (strcmp(op, "=") || sl_int_value(a, ast_child(a, i, 1), &v))
		return UNKNOWN;
	return v ? SETS : CLEARS;
}

/* Why the wait loop may not run once per child (each loop around it must
 * hold the fork too, in the same function, and a loop that forks must
 * hold it), or NULL. */
static const char *not_once_per_child(struct ast *a, struct sl_site *st,
				      int loop)
{
	int p;

	if (st->loop >= 0 && !(loop >= st->loop && loop <= a->n[st->loop].last))
		return "several children set it";
	if (ast_func_of(a, loop) != st->fn || st->helper_call >= 0)
		return "the loop is not where the child is made";
	for (p = a->n[loop].parent; p >= 0; p = a->n[p].parent)
		if (sl_is_loop(a, p) &&
		    !(st->call >= p && st->call <= a->n[p].last))
			return "the loop may wait more often than the child "
			       "sets it";
	return NULL;
}

/* Memory the parent and the child both see: through a pointer, or a
 * variable of a child clone() runs in the parent's memory. */
static int shared_lvalue(struct ast *a, struct sl_site *st, int x)
{
	if (x < 0 || ast_find_kind(a, x, CXCursor_CallExpr) >= 0)
		return 0;
	if (ast_is(a, x, CXCursor_DeclRefExpr))
		return st->clone && ast_has_word(a, st->call, "CLONE_VM");
	return ast_is(a, x, CXCursor_UnaryOperator) ||
	       ast_is(a, x, CXCursor_MemberRefExpr) ||
	       ast_is(a, x, CXCursor_ArraySubscriptExpr);
}

/* The child's stores that set the lvalue want (h->stmt), each safe to
 * follow with one wake: 0, 1 when there is none, -1 with h->why. */
static int child_stores(struct ast *a, struct sl_site *st, struct hs *h,
			const char *want)
{
	enum store k;
	int i, n;

	for (i = 0; i < a->len; i++) {
		k = store_kind(a, i, want);
		if (k == NOT_STORE)
			continue;
		if (!sl_only_child(a, st, i)) {
			if (k == CLEARS)
				continue;
			h->why = "code the parent runs sets it too";
			return -1;
		}
		if (k != SETS) {
			h->why = "the child stores a value not known";
			return -1;
		}
		if (h->nsend == SL_MAX_EVENTS) {
			h->why = "too many stores";
			return -1;
		}
		if (add_send(a, st, h, i, sl_call_stmt(a, i),
			     "a store to it is not a statement",
			     "the child sets it in a loop"))
			return -1;
		h->nsend++;
	}
	if (!h->nsend)
		return 1;
	/* in the file's order, not the child's: so each ends the child */
	for (n = 0; h->nsend > 1 && n < h->nsend; n++)
		if (!sl_ends_after(a, h->stmt[n])) {
			h->why = "the child may set it twice on one path";
			return -1;
		}
	return 0;
}

static int edit(struct sleeps *s, int loop, int child_waits, struct hs *h,
		int id);

int sl_store_loop(struct sleeps *s, struct sl_site *st, int sleep, int loop)
{
	struct ast *a = &s->a;
	int x = sl_loop_watch(a, loop), id, rc;
	char *want;
	struct hs h;

	if (sl_sleep_loop(a, sleep) != loop || !shared_lvalue(a, st, x))
		return -1;
	memset(&h, 0, sizeof(h));
	want = ast_text(a, x);
	sl_squeeze(want);
	snprintf(h.flag, sizeof(h.flag), "%s", want);
	rc = child_stores(a, st, &h, want);
	free(want);
	if (rc > 0)
		return -1;
	if (!rc)
		h.why = not_once_per_child(a, st, loop);
	if (rc || h.why) {
		sl_todo(s, sleep, "waits for %s, which the child sets: %s",
			h.flag, h.why);
		return 0;
	}
	id = sl_new_id(s);
	if (edit(s, loop, 0, &h, id)) {
		sl_todo(s, sleep, "edits overlap");
		return 0;
	}
	sl_became_wait(s, sleep, 1);
	sl_gone(s, sleep,
		"checkpoint %d: the loop waits for %s, memory the child "
		"shares and sets; the child wakes it after each store",
		id, h.flag);
	return 0;
}

/* ---- the loop ---- */

/* Drop the signals named twice. */
static void unique_sigs(struct hs *h)
{
	int k, j, n = 0;

	for (k = 0; k < h->nsig; k++) {
		for (j = 0; j < n && strcmp(h->sig[j], h->sig[k]); j++)
			;
		if (j < n)
			continue;
		memmove(h->sig[n], h->sig[k], sizeof(h->sig[0]));
		h->sigv[n++] = h->sigv[k];
	}
	h->nsig = n;
}

/* No checkpoint can stand for the wait (why): the loop waits in
 * sigsuspend() for the signals of every handler that sets the flag when
 * the file allows it, else it stays with a TODO saying both reasons. */
static void no_checkpoint(struct sleeps *s, int sleep, int loop, struct hs *h,
			  const char *why)
{
	const char *how = "a function that sets the flag is installed for "
			  "no signal named here";
	struct hs all;
	int k;

	memset(&all, 0, sizeof(all));
	memcpy(all.flag, h->flag, sizeof(all.flag));
	if (!all_handler_sigs(&s->a, &all)) {
		for (k = 0; k < all.nsig; k++)
			if (!sig_constant(all.sig[k]))
				snprintf(all.sig[k], sizeof(all.sig[k]), "%ld",
					 all.sigv[k]);
		unique_sigs(&all);
		if (!sl_sigwait(s, loop, h->flag, all.sig, all.nsig, &how)) {
			sl_became_wait(s, sleep, 1);
			sl_gone(s, sleep,
				"sigsuspend() in wait_for_%s(): the loop waits "
				"for %s, set by %s() on %s, with the signal "
				"blocked while it tests the flag (no "
				"checkpoint: %s)",
				h->flag, h->flag, h->handler, all.sig[0], why);
			return;
		}
	}
	sl_todo(s, sleep, "%s; no sigsuspend() wait: %s", why, how);
}

static int edit(struct sleeps *s, int loop, int child_waits, struct hs *h,
		int id)
{
	struct ast *a = &s->a;
	char cl[128], *t;
	int k, rc;

	sl_cleanup_name(s, child_waits ? h->stmt[0] : loop, cl, sizeof(cl));
	t = util_printf("TST_SAFE_CHECKPOINT_WAIT(%s, %d)%s",
			child_waits ? "NULL" : cl, id,
			ast_stmt_end(a, loop) == a->n[loop].end ? ";" : "");
	rc = conv_replace(s->f, a->n[loop].start, a->n[loop].end, t);
	free(t);
	for (k = 0; !rc && k < h->nsend; k++) {
		t = util_printf("TST_SAFE_CHECKPOINT_WAKE(%s, %d);",
				child_waits ? cl : "NULL", id);
		rc = sl_insert_after(s, h->stmt[k], t);
		free(t);
	}
	return rc;
}

void sl_flag_loop(struct sleeps *s, struct sl_site *st, int sleep, int loop,
		  int child_waits)
{
	struct ast *a = &s->a;
	struct sl_walk w;
	struct hs h;
	char *why;
	int k, id;

	memset(&h, 0, sizeof(h));
	snprintf(h.flag, sizeof(h.flag), "%s",
		 a->n[sl_loop_flag(a, loop)].name);
	if (find_handler(a, &h)) {
		if (!child_waits && !sl_store_loop(s, st, sleep, loop))
			return;
		sl_todo(s, sleep,
			"waits for %s, but no signal handler of the file that "
			"sets it was found",
			h.flag);
		return;
	}
	if (own_timer(a, &h, loop)) {
		if (!child_waits && !timer_waits_child(s, st, sleep, loop, &h))
			return;
		sl_kept(s, sleep,
			"waits for %s, set by %s() when its own alarm() "
			"expires: a timer, not synchronisation",
			h.flag, h.handler);
		return;
	}
	if (find_sends(a, st, &h, child_waits)) {
		why = util_printf("waits for %s set by %s(): %s", h.flag,
				  h.handler, h.why);
		no_checkpoint(s, sleep, loop, &h, why);
		free(why);
		return;
	}
	if (!child_waits && st->loop >= 0 &&
	    !(loop >= st->loop && loop <= a->n[st->loop].last)) {
		no_checkpoint(s, sleep, loop, &h,
			      "several children's signals set the flag");
		return;
	}
	if (child_waits) {
		sl_walk_child(a, st, &w, 1);
		for (k = 0; k < w.nev && w.ev[k].call != sleep; k++)
			;
		if (k == w.nev || w.ev[k].cond) {
			no_checkpoint(s, sleep, loop, &h,
				      "the child waits on some paths only");
			return;
		}
	}
	id = sl_new_id(s);
	if (edit(s, loop, child_waits, &h, id)) {
		sl_todo(s, sleep, "edits overlap");
		return;
	}
	sl_became_wait(s, sleep, 1);
	sl_gone(s, sleep,
		"checkpoint %d: the loop waits for %s, set by %s() on %s; the "
		"%s wakes it after each kill()",
		id, h.flag, h.handler, h.sig[0],
		child_waits ? "parent" : "child");
}

/* ---- a wait helper called with a constant ---- */

#define MAX_WAITS 8

/* "void wait_for(int v) { while (X != v) sleep(n); }": a function of the
 * file that only polls memory X for the value its caller gives. */
struct waitfn {
	int fn; /* its FunctionDecl */
	int nparam; /* its parameters */
	int param; /* the one compared with X */
	int x; /* X's node in the comparison */
	char want[160]; /* X's text, squeezed */
	int call[MAX_WAITS]; /* its calls */
	long val[MAX_WAITS]; /* and the value each waits for */
	int ncall;
};

/* X compared with a parameter by op (== or !=) at node c: X's node and
 * the parameter's name in *p, or -1. */
static int param_compare(struct ast *a, int c, const char *want_op,
			 const char **p)
{
	char op[8];
	int l, r, k;

	c = sl_strip(a, c);
	if (!ast_is(a, c, CXCursor_BinaryOperator))
		return -1;
	sl_op(a, c, op, sizeof(op));
	if (strcmp(op, want_op))
		return -1;
	for (k = 0; k < 2; k++) {
		l = sl_strip(a, ast_child(a, c, k));
		r = sl_strip(a, ast_child(a, c, !k));
		if (ast_is(a, r, CXCursor_DeclRefExpr) &&
		    a->n[r].refkind == CXCursor_ParmDecl) {
			*p = a->n[r].name;
			return l;
		}
	}
	return -1;
}

/* The loop "while (X != P) sleep();", or the endless loop "{ if (X == P)
 * break; [else] sleep(); }": X, P in *p; or -1. */
static int wait_loop_shape(struct ast *a, int loop, int sleep, const char **p)
{
	int body = sl_loop_body(a, loop), n, ifs, then, els;

	if (sl_sleep_loop(a, sleep) == loop)
		return param_compare(a, sl_loop_cond(a, loop), "!=", p);
	if (!sl_loop_endless(a, loop) ||
	    !ast_is(a, body, CXCursor_CompoundStmt))
		return -1;
	n = ast_nchildren(a, body);
	ifs = ast_child(a, body, 0);
	if (!ast_is(a, ifs, CXCursor_IfStmt))
		return -1;
	then = sl_only_stmt(a, ast_child(a, ifs, 1));
	els = ast_nchildren(a, ifs) == 3 ?
		      sl_only_stmt(a, ast_child(a, ifs, 2)) :
		      (n == 2 ? ast_child(a, body, 1) : -1);
	if ((n != 1 && n != 2) || (n == 2 && ast_nchildren(a, ifs) == 3) ||
	    !ast_is(a, then, CXCursor_BreakStmt) || sl_strip(a, els) != sleep)
		return -1;
	return param_compare(a, ast_child(a, ifs, 0), "==", p);
}

/* The sleep's function only polls memory for a value its parameter
 * gives: fill h (not its calls); or -1. */
static int waitfn_shape(struct ast *a, int sleep, struct waitfn *h)
{
	int fn = ast_func_of(a, sleep), body, loop, i, j;
	const char *p = NULL;
	char *t;

	if (fn < 0 || a->n[fn].kind != CXCursor_FunctionDecl)
		return -1;
	body = ast_child(a, fn, ast_nchildren(a, fn) - 1);
	loop = ast_loop_of(a, sleep);
	if (loop < 0 || !ast_is(a, body, CXCursor_CompoundStmt) ||
	    sl_only_stmt(a, body) != loop)
		return -1;
	h->fn = fn;
	h->x = wait_loop_shape(a, loop, sleep, &p);
	/* memory through a pointer, naming no parameter */
	if (h->x < 0 || ast_find_kind(a, h->x, CXCursor_CallExpr) >= 0 ||
	    ast_is(a, h->x, CXCursor_DeclRefExpr))
		return -1;
	for (j = h->x; j <= a->n[h->x].last; j++)
		if (ast_is(a, j, CXCursor_DeclRefExpr) &&
		    a->n[j].refkind == CXCursor_ParmDecl)
			return -1;
	h->nparam = 0;
	h->param = -1;
	for (i = fn + 1; i < body; i = a->n[i].last + 1) {
		if (!ast_is(a, i, CXCursor_ParmDecl))
			continue;
		if (!strcmp(a->n[i].name, p))
			h->param = h->nparam;
		h->nparam++;
	}
	if (h->param < 0)
		return -1;
	t = ast_text(a, h->x);
	sl_squeeze(t);
	snprintf(h->want, sizeof(h->want), "%s", t);
	free(t);
	return 0;
}

/* Every mention of the helper's name (also in code the configuration
 * leaves out: its tokens) is its definition, a prototype or a call that
 * is a statement giving a constant other than 0, each constant once. */
static int waitfn_calls(struct ast *a, struct waitfn *h)
{
	const char *name = a->n[h->fn].name;
	size_t words = ast_find_words(a, name, NULL, 0), decls = 0;
	int i, k;
	long *v;

	h->ncall = 0;
	for (i = 0; i < a->len; i++) {
		if (ast_is(a, i, CXCursor_FunctionDecl) &&
		    !strcmp(a->n[i].name, name)) {
			decls++;
			continue;
		}
		if (!ast_is(a, i, CXCursor_CallExpr) ||
		    strcmp(a->n[i].name, name))
			continue;
		if (h->ncall == MAX_WAITS || sl_call_stmt(a, i) < 0 ||
		    ast_nchildren(a, i) != h->nparam + 1)
			return -1;
		v = &h->val[h->ncall];
		if (sl_int_value(a, ast_child(a, i, h->param + 1), v) || !*v)
			return -1;
		for (k = 0; k < h->ncall; k++)
			if (h->val[k] == *v)
				return -1;
		h->call[h->ncall++] = i;
	}
	return h->ncall && words == decls + h->ncall ? 0 : -1;
}

/* Why a call has no pair: nothing on the other side sets its value. */
static const char no_store[] = "no store of the value on the other side";

/* The site's parent runs node i: after the fork, in the fork's own
 * function, outside the child's code. */
static int parent_after_fork(struct ast *a, struct sl_site *st, int i)
{
	return st->helper_call < 0 && ast_func_of(a, i) == st->fn &&
	       a->n[i].start > a->n[st->call].start && !sl_in_child(a, st, i);
}

/* The other side's stores of value v to the helper's memory (h->stmt),
 * each safe to follow with one wake; every store to it in the file is of
 * a known constant. 0, or -1 with h->why. */
static int value_stores(struct ast *a, struct sl_site *st, struct waitfn *w,
			long v, struct hs *h, int child_waits)
{
	enum store k;
	long got;
	int i, n;

	for (i = 0; i < a->len; i++) {
		k = store_kind(a, i, w->want);
		if (k == NOT_STORE)
			continue;
		if (ast_func_of(a, i) == w->fn || k == UNKNOWN ||
		    !ast_is(a, i, CXCursor_BinaryOperator) ||
		    sl_int_value(a, ast_child(a, i, 1), &got)) {
			h->why = "a store of a value not known";
			return -1;
		}
		if (got != v)
			continue;
		if (child_waits ? !parent_after_fork(a, st, i) :
				  !sl_only_child(a, st, i)) {
			h->why = "the value is stored on the waiting side";
			return -1;
		}
		if (h->nsend == SL_MAX_EVENTS ||
		    add_send(a, st, h, i, sl_call_stmt(a, i),
			     "a store of it is not a statement",
			     "the value is stored in a loop"))
			return -1;
		if (child_waits && st->loop >= 0 &&
		    (i < st->loop || i > a->n[st->loop].last)) {
			h->why = "one store for several children";
			return -1;
		}
		h->nsend++;
	}
	if (!h->nsend) {
		h->why = no_store;
		return -1;
	}
	for (n = 0; h->nsend > 1 && n < h->nsend; n++)
		if (!sl_ends_after(a, h->stmt[n])) {
			h->why = "the value may be stored twice on one path";
			return -1;
		}
	return 0;
}

/*
 * Before the call, in its function (after the fork when that is the
 * fork's), the waiting side blocks in no call: a wake blocks until its
 * waiter arrives, where a store did not, so a waiter that first waits
 * for something the other side does after its store would wait for
 * ever.
 */
static int blocks_before(struct ast *a, struct sl_site *st, int call)
{
	int fn = ast_func_of(a, call), i;

	for (i = fn; i < call; i++) {
		if (!ast_is(a, i, CXCursor_CallExpr) ||
		    (fn == st->fn && a->n[i].start <= a->n[st->call].start) ||
		    sl_in_child(a, st, i) != sl_in_child(a, st, call))
			continue;
		if (sl_is_block(a, i))
			return 1;
	}
	return 0;
}

/* The site of which call k of the helper waits on one side for the
 * other's stores of its value, and those stores in h: 0, or -1 with
 * *why: no_store, or why the stores found are not safe to wake after. */
static int pair_call(struct sleeps *s, struct waitfn *w, int k, struct hs *h,
		     const char **why)
{
	struct ast *a = &s->a;
	int call = w->call[k], j, child_waits;
	struct sl_site *st;
	const char *once;

	*why = no_store;

	for (j = 0; j < s->nsite; j++) {
		st = &s->site[j];
		if (parent_after_fork(a, st, call))
			child_waits = 0;
		else if (sl_only_child(a, st, call))
			child_waits = 1;
		else
			continue;
		memset(h, 0, sizeof(*h));
		if (value_stores(a, st, w, w->val[k], h, child_waits)) {
			if (h->why != no_store)
				*why = h->why;
			continue;
		}
		once = child_waits ?
			       NULL :
			       not_once_per_child(a, st, sl_call_stmt(a, call));
		if (!once && blocks_before(a, st, call))
			once = "the waiting side blocks in a call before it";
		if (!once)
			return 0;
		*why = once;
	}
	return -1;
}

/* Remove the helper's definition and prototypes (with a blank line
 * around). */
static void remove_fn(struct sleeps *s, struct waitfn *w)
{
	struct ast *a = &s->a;
	const char *name = a->n[w->fn].name;
	int i;

	for (i = 0; i < a->len; i++)
		if (ast_is(a, i, CXCursor_FunctionDecl) && a->n[i].has_off &&
		    !strcmp(a->n[i].name, name))
			conv_remove_stmt(s->f, a->n[i].start, a->n[i].end);
}

static int wait_edits(struct sleeps *s, struct waitfn *w, struct hs *h,
		      char *ids, size_t sz)
{
	struct ast *a = &s->a;
	char cl[128], *t;
	int k, n, id, rc = 0;
	size_t len = 0;

	for (k = 0; k < w->ncall && !rc; k++) {
		id = sl_new_id(s);
		len += snprintf(ids + len, sz - len, "%s%d (value %ld)",
				k ? ", " : "", id, w->val[k]);
		if (len >= sz)
			len = sz - 1;
		sl_cleanup_name(s, w->call[k], cl, sizeof(cl));
		t = util_printf("TST_SAFE_CHECKPOINT_WAIT(%s, %d)", cl, id);
		rc = sl_replace_stmt(s, sl_call_stmt(a, w->call[k]), t);
		free(t);
		for (n = 0; !rc && n < h[k].nsend; n++) {
			sl_cleanup_name(s, h[k].stmt[n], cl, sizeof(cl));
			t = util_printf("TST_SAFE_CHECKPOINT_WAKE(%s, %d);", cl,
					id);
			rc = sl_insert_after(s, h[k].stmt[n], t);
			free(t);
		}
	}
	if (!rc)
		remove_fn(s, w);
	return rc;
}

int sl_wait_helper(struct sleeps *s, int sleep)
{
	struct ast *a = &s->a;
	struct hs h[MAX_WAITS];
	struct waitfn w;
	const char *why;
	char ids[256];
	int k;

	memset(&w, 0, sizeof(w));
	if (waitfn_shape(a, sleep, &w) || waitfn_calls(a, &w))
		return -1;
	for (k = 0; k < w.ncall; k++) {
		if (!pair_call(s, &w, k, &h[k], &why))
			continue;
		/* no other side sets it: a poll of something else */
		if (why == no_store)
			return -1;
		sl_todo(s, sleep,
			"%s() waits for %s == %ld, which the other "
			"side sets: %s",
			a->n[w.fn].name, w.want, w.val[k], why);
		return 0;
	}
	if (wait_edits(s, &w, h, ids, sizeof(ids))) {
		sl_todo(s, sleep, "edits overlap");
		return 0;
	}
	sl_became_wait(s, sleep, 1);
	sl_gone(s, sleep,
		"checkpoints %s: %s() polled %s, memory both sides share, "
		"for the value each call gives; each call became a checkpoint "
		"wait, woken after the other side stores that value, and the "
		"function goes",
		ids, a->n[w.fn].name, w.want);
	return 0;
}
