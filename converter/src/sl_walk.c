// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What a stretch of code does, in order: the calls that install a signal
 * handler, block, sleep, end the process or send a signal, following
 * calls into the file's own functions (and a function pointer passed to a
 * fork helper) a few levels deep. An event is conditional when it runs on
 * some paths only: under an if, switch or ?: below the walk's root, or
 * inside a function called from such a place.
 */
#include <stdlib.h>
#include <string.h>

#include "sleeps.h"

#define MAX_DEPTH 4

void sl_walk_init(struct sl_walk *w, struct ast *a, int root)
{
	memset(w, 0, sizeof(*w));
	w->a = a;
	w->root = root;
	w->fork_fn = -1;
	w->helper_call = -1;
	w->helper_fn = -1;
	w->via = -1;
	w->leave_fn = -1;
	w->dead = -1;
}

static int skipped(struct sl_walk *w, int i)
{
	int k;

	for (k = 0; k < w->nskip; k++)
		if (w->skip[k] == i)
			return 1;
	return 0;
}

/* An endless loop whose body is only this sleep: it waits for a signal,
 * as pause() would. */
int sl_endless_sleep(struct ast *a, int call)
{
	int loop = sl_sleep_loop(a, call);

	return loop >= 0 && sl_loop_endless(a, loop);
}

/* The walk's dead statement (struct sl_walk), or else stmt when the
 * process's end follows it in its block, or -1. */
static int dead_at(struct sl_walk *w, int stmt)
{
	if (w->dead >= 0 || stmt < 0)
		return w->dead;
	return sl_ends_after(w->a, stmt) ? stmt : -1;
}

static void add_event(struct sl_walk *w, enum sl_ev k, int call)
{
	struct sl_event *e;

	/* an endless loop of sleeps waits like pause(); a sleep whose
	 * result is checked is the call under test, it blocks */
	if (k == SL_SLEEP &&
	    (sl_endless_sleep(w->a, call) || sl_call_stmt(w->a, call) < 0))
		k = SL_BLOCK;
	if (w->nev == SL_MAX_EVENTS)
		return;
	e = &w->ev[w->nev++];
	e->kind = k;
	e->call = call;
	e->stmt = ast_stmt_of(w->a, call);
	e->top = w->via >= 0 ? ast_stmt_of(w->a, w->via) : e->stmt;
	e->cond = w->cond || ast_conditional(w->a, call, w->root);
	e->acts = w->acts;
	e->dead = dead_at(w, e->stmt);
	if (!e->cond && k != SL_HANDLER && k != SL_KILL && !w->full)
		w->done = 1;
}

/* The argument of the fork helper call bound to parameter name, as a
 * function name of the file. */
static const char *param_arg(struct sl_walk *w, const char *name)
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

/* The body of the function a call runs when it is one of the file's. */
int sl_callee_body(struct sl_walk *w, int call)
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
	if (!nm || !*nm)
		return -1;
	j = ast_func_body(a, nm, &fn);
	if (j < 0 || fn == w->fork_fn)
		return -1;
	return j;
}

static void walk_call(struct sl_walk *w, int i, int depth)
{
	struct ast *a = w->a;
	const char *nm = a->n[i].name;
	int j, body, saved, dead;

	/* arguments run before the call */
	for (j = ast_child(a, i, 1); j >= 0 && !w->done;
	     j = a->n[j].last + 1 <= a->n[i].last ? a->n[j].last + 1 : -1)
		sl_walk_node(w, j, depth);
	if (w->done)
		return;
	if (sl_is_sleep(nm))
		add_event(w, SL_SLEEP, i);
	else if (sl_is_handler(nm))
		add_event(w, SL_HANDLER, i);
	else if (sl_is_exit(nm))
		add_event(w, SL_EXIT, i);
	else if (sl_is_kill(nm))
		add_event(w, SL_KILL, i);
	else if (sl_is_block(a, i))
		add_event(w, SL_BLOCK, i);
	else if (depth < MAX_DEPTH && (body = sl_callee_body(w, i)) >= 0) {
		saved = w->cond;
		dead = w->dead;
		w->cond = w->cond || ast_conditional(a, i, w->root);
		w->dead = dead_at(w, ast_stmt_of(a, i));
		if (!depth)
			w->via = i;
		sl_walk_node(w, body, depth + 1);
		if (!depth)
			w->via = -1;
		w->cond = saved;
		w->dead = dead;
	} else if (!sl_is_quiet(nm) && !sl_makes_child(nm) && !w->cond &&
		   !ast_conditional(a, i, w->root)) {
		/* a fork is no step of the parent's a child waits for:
		 * its children are the ones waiting; error paths do not
		 * count */
		w->acts++;
	}
}

/* A store to something else than a local: memory, a global, a file. */
static int stores_out(struct ast *a, int i)
{
	char op[8];
	int t, c;

	switch (a->n[i].kind) {
	case CXCursor_BinaryOperator:
		sl_op(a, i, op, sizeof(op));
		if (strcmp(op, "="))
			return 0;
		break;
	case CXCursor_UnaryOperator:
		sl_op(a, i, op, sizeof(op));
		if (strcmp(op, "++") && strcmp(op, "--"))
			return 0;
		break;
	case CXCursor_CompoundAssignOperator:
		break;
	default:
		return 0;
	}
	/* a field of a local struct, an element of a local array */
	for (t = sl_strip(a, ast_child(a, i, 0));
	     ast_is(a, t, CXCursor_MemberRefExpr) ||
	     ast_is(a, t, CXCursor_ArraySubscriptExpr);) {
		c = sl_strip(a, ast_child(a, t, 0));
		if (c < 0 || (ast_is(a, t, CXCursor_MemberRefExpr) &&
			      a->f->text[a->n[c].end] != '.'))
			return 1;
		t = c;
	}
	return !(ast_is(a, t, CXCursor_DeclRefExpr) && ast_is_local(a, t));
}

void sl_walk_node(struct sl_walk *w, int i, int depth)
{
	struct ast *a = w->a;
	int j;

	if (w->done || skipped(w, i))
		return;
	if (a->n[i].kind == CXCursor_CallExpr) {
		walk_call(w, i, depth);
		return;
	}
	if (stores_out(a, i) && !w->cond && !ast_conditional(a, i, w->root))
		w->acts++;
	for (j = i + 1; j <= a->n[i].last && !w->done; j = a->n[j].last + 1)
		sl_walk_node(w, j, depth);
}

/* Walk a part of the code with its own root: its ifs count as
 * conditions, not those around it. */
void sl_walk_part(struct sl_walk *w, int part)
{
	int saved = w->root;

	w->root = part;
	sl_walk_node(w, part, 0);
	w->root = saved;
}

/* The one call of function fn in the file, or -1. */
static int only_call(struct ast *a, int fn)
{
	int i, found = -1;

	for (i = 0; i < a->len; i++) {
		if (!ast_is(a, i, CXCursor_CallExpr) ||
		    strcmp(a->n[i].name, a->n[fn].name))
			continue;
		if (found >= 0)
			return -1;
		found = i;
	}
	return found;
}

/* The walk noted something besides exits on error paths (an exit under
 * a condition: the helper returns on the others). */
static int noted(struct sl_walk *w)
{
	int k;

	for (k = 0; k < w->nev; k++)
		if (w->ev[k].kind != SL_EXIT || !w->ev[k].cond)
			return 1;
	return 0;
}

/* The statements after stmt, as the process runs them: the rest of its
 * block, then of the blocks around it; the body of a loop it leaves runs
 * once more from its start; at the end of the fork's function (leave_fn)
 * when it is called from one place only and did nothing else the walk
 * notes, what follows that call. */
void sl_walk_after(struct sl_walk *w, int stmt)
{
	struct ast *a = w->a;
	int comp, up, j, body, calls = 0;

	while (stmt >= 0 && !w->done) {
		comp = a->n[stmt].parent;
		if (ast_is(a, comp, CXCursor_FunctionDecl)) {
			/* only a helper that just makes children */
			j = comp == w->leave_fn ? only_call(a, comp) : -1;
			if (j < 0 || ++calls > 1 || noted(w))
				return;
			stmt = ast_stmt_of(a, j);
			continue;
		}
		if (!ast_is(a, comp, CXCursor_CompoundStmt)) {
			stmt = comp;
			continue;
		}
		for (j = a->n[stmt].last + 1; j <= a->n[comp].last && !w->done;
		     j = a->n[j].last + 1)
			sl_walk_part(w, j);
		up = a->n[comp].parent;
		if (up < 0)
			return;
		if (a->n[up].kind == CXCursor_FunctionDecl) {
			stmt = comp;
			continue;
		}
		body = sl_loop_body(a, up);
		if (body == comp && !w->done)
			sl_walk_part(w, body);
		stmt = up;
	}
}

/* The first event that decides: a block, sleep or exit not under a
 * condition, or -1. */
int sl_decisive(struct sl_walk *w)
{
	int k;

	for (k = 0; k < w->nev; k++)
		if (w->ev[k].kind != SL_HANDLER && w->ev[k].kind != SL_KILL &&
		    !w->ev[k].cond)
			return k;
	return -1;
}
