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

/* Does the function (body) set flag to something else than 0? */
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
			    (sl_int_value(a, ast_child(a, i, 1), &v) || v))
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

/* The sigaction()-like calls given the struct var. */
static void sigaction_sigs(struct ast *a, struct hs *h, const char *var)
{
	int i, arg;

	for (i = 0; i < a->len; i++) {
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
			sigaction_sigs(a, h, a->n[v].name);
	}
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
static int ends_after(struct ast *a, int stmt)
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
		if (!ends_after(a, h->stmt[k])) {
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
		if (!ends_after(a, h->stmt[n])) {
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
