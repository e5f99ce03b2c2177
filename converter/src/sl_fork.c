// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Where children are made and which code each side runs. A fork's child
 * is the branch that tests the pid against 0: "if (pid == 0)", "if
 * (!pid)", the else of "if (pid > 0)" or "if (pid)", "case 0:" of a
 * switch on the pid, with the fork in the condition or in a statement
 * before it; the parent's own branch (the else, the default case) comes
 * before the statements after the branching. A clone's child is the
 * function it is given. A helper of the file that forks and returns the
 * pid makes a site in its caller.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sleeps.h"

enum side { S_NONE, S_CHILD, S_PARENT, S_ERROR, S_NOTCHILD };

/* The node naming the pid in "x = fork()" or "pid_t x = fork()". */
int sl_fork_target(struct ast *a, int call)
{
	int p = ast_holder(a, call, NULL);
	char op[8];

	if (ast_is(a, p, CXCursor_VarDecl))
		return p;
	if (!ast_is(a, p, CXCursor_BinaryOperator))
		return -1;
	sl_op(a, p, op, sizeof(op));
	return strcmp(op, "=") ? -1 : ast_child(a, p, 0);
}

void sl_squeeze(char *s)
{
	char *d = s;

	for (; *s; s++)
		if (!isspace((unsigned char)*s))
			*d++ = *s;
	*d = 0;
}

int sl_text_is(struct ast *a, int i, const char *want)
{
	char *t = ast_text(a, i);
	int r;

	sl_squeeze(t);
	r = !strcmp(t, want);
	free(t);
	return r;
}

/* Does the expression stand for the pid: the variable, or the fork call
 * itself (bare or assigned)? */
static int is_pid(struct ast *a, struct sl_site *s, int i)
{
	int j;

	i = sl_strip(a, i);
	if (i < 0)
		return 0;
	if (i == s->call)
		return 1;
	for (j = i; j <= a->n[i].last; j++)
		if (j == s->call)
			return sl_fork_target(a, s->call) >= 0 &&
			       a->n[sl_fork_target(a, s->call)].parent == i;
	return *s->var && sl_text_is(a, i, s->var);
}

/* Which side the then-branch of a condition on the pid runs: *els gets
 * the side of the else-branch. */
static enum side cond_side(struct ast *a, struct sl_site *s, int c,
			   enum side *els)
{
	char op[8];
	int l, r, flip = 0;
	long v;

	*els = S_NONE;
	c = sl_strip(a, c);
	if (c < 0)
		return S_NONE;
	if (is_pid(a, s, c)) {
		*els = S_CHILD;
		return S_PARENT;
	}
	sl_op(a, c, op, sizeof(op));
	if (a->n[c].kind == CXCursor_UnaryOperator && !strcmp(op, "!")) {
		if (!is_pid(a, s, ast_child(a, c, 0)))
			return S_NONE;
		*els = S_NOTCHILD;
		return S_CHILD;
	}
	if (a->n[c].kind != CXCursor_BinaryOperator)
		return S_NONE;
	l = ast_child(a, c, 0);
	r = ast_child(a, c, 1);
	if (is_pid(a, s, r) && !sl_int_value(a, l, &v))
		flip = 1;
	else if (!is_pid(a, s, l) || sl_int_value(a, r, &v))
		return S_NONE;
	if (flip && op[0] == '<')
		op[0] = '>';
	else if (flip && op[0] == '>')
		op[0] = '<';
	if ((!strcmp(op, "==") && v == 0)) {
		*els = S_NOTCHILD;
		return S_CHILD;
	}
	if ((!strcmp(op, "!=") && v == 0) || (!strcmp(op, ">") && v == 0) ||
	    (!strcmp(op, ">=") && v == 1)) {
		*els = S_CHILD;
		return S_PARENT;
	}
	if ((!strcmp(op, "<") && v == 0) || (!strcmp(op, "==") && v == -1) ||
	    (!strcmp(op, "<=") && v == -1)) {
		*els = S_NOTCHILD;
		return S_ERROR;
	}
	return S_NONE;
}

static void add_part(int *parts, int *n, int node)
{
	if (node >= 0 && *n < SL_MAX_PARTS)
		parts[(*n)++] = node;
}

static int branch_if(struct ast *a, struct sl_site *s, int ifs);

/* An else that is neither child nor error: the parent, unless it is a
 * further test or a block holding one. */
static int else_part(struct ast *a, struct sl_site *s, int e, enum side side)
{
	if (e < 0)
		return 0;
	if (ast_is(a, e, CXCursor_IfStmt))
		return branch_if(a, s, e);
	if (side == S_CHILD) {
		/* once the child is found, the rest is the error */
		if (s->nchild)
			return 1;
		add_part(s->child, &s->nchild, e);
		return 1;
	}
	add_part(s->parent, &s->nparent, e);
	return 0;
}

/* An if on the pid: the child's and parent's branches; 1 when the child
 * was found. */
static int branch_if(struct ast *a, struct sl_site *s, int ifs)
{
	enum side then, els;
	int n = ast_nchildren(a, ifs), t, e;

	then = cond_side(a, s, ast_child(a, ifs, 0), &els);
	if (then == S_NONE)
		return 0;
	t = ast_child(a, ifs, 1);
	e = n > 2 ? ast_child(a, ifs, 2) : -1;
	s->branch = ifs;
	if (then == S_CHILD) {
		add_part(s->child, &s->nchild, t);
		if (e >= 0 && !ast_is(a, e, CXCursor_IfStmt))
			add_part(s->parent, &s->nparent, e);
		else if (e >= 0)
			branch_if(a, s, e);
		return 1;
	}
	if (then == S_PARENT)
		add_part(s->parent, &s->nparent, t);
	return else_part(a, s, e, els == S_CHILD ? S_CHILD : S_PARENT) ||
	       s->nchild > 0;
}

/* The statements of a case: its own, then those after it in the switch
 * up to a break or the next label. */
static void case_parts(struct ast *a, int cs, int *parts, int *n)
{
	int body = a->n[cs].parent, j, sub = cs;

	while (ast_is(a, sub, CXCursor_CaseStmt) ||
	       ast_is(a, sub, CXCursor_DefaultStmt))
		sub = ast_child(a, sub, ast_nchildren(a, sub) - 1);
	if (sub >= 0 && !ast_is(a, sub, CXCursor_BreakStmt))
		add_part(parts, n, sub);
	if (!ast_is(a, body, CXCursor_CompoundStmt))
		return;
	for (j = a->n[cs].last + 1; j <= a->n[body].last;
	     j = a->n[j].last + 1) {
		if (ast_is(a, j, CXCursor_CaseStmt) ||
		    ast_is(a, j, CXCursor_DefaultStmt) ||
		    ast_is(a, j, CXCursor_BreakStmt))
			return;
		add_part(parts, n, j);
	}
}

static int case_is(struct ast *a, int cs, long want)
{
	long v;

	for (; ast_is(a, cs, CXCursor_CaseStmt);
	     cs = ast_child(a, cs, ast_nchildren(a, cs) - 1))
		if (!sl_int_value(a, ast_child(a, cs, 0), &v) && v == want)
			return 1;
	return 0;
}

static int branch_switch(struct ast *a, struct sl_site *s, int sw)
{
	int body = ast_child(a, sw, ast_nchildren(a, sw) - 1), j;

	if (!is_pid(a, s, ast_child(a, sw, 0)) ||
	    !ast_is(a, body, CXCursor_CompoundStmt))
		return 0;
	for (j = body + 1; j <= a->n[body].last; j = a->n[j].last + 1) {
		if (ast_is(a, j, CXCursor_CaseStmt) && case_is(a, j, 0))
			case_parts(a, j, s->child, &s->nchild);
		else if (ast_is(a, j, CXCursor_DefaultStmt))
			case_parts(a, j, s->parent, &s->nparent);
	}
	s->branch = sw;
	return s->nchild > 0;
}

static int branch_at(struct ast *a, struct sl_site *s, int stmt)
{
	if (ast_is(a, stmt, CXCursor_IfStmt))
		return branch_if(a, s, stmt);
	if (ast_is(a, stmt, CXCursor_SwitchStmt))
		return branch_switch(a, s, stmt);
	return 0;
}

static int makes_child(struct ast *a, int i)
{
	int j;

	for (j = i; j <= a->n[i].last; j++)
		if (a->n[j].kind == CXCursor_CallExpr &&
		    sl_call_makes_child(a, j))
			return 1;
	return 0;
}

/* The first if or switch on the pid among the statements from first to
 * the end of their block (before another fork). */
static int branch_from(struct ast *a, struct sl_site *s, int first)
{
	int comp = a->n[first].parent, j;

	if (!ast_is(a, comp, CXCursor_CompoundStmt))
		return 0;
	for (j = first; j <= a->n[comp].last; j = a->n[j].last + 1) {
		s->nparent = 0;
		s->nchild = 0;
		s->branch = -1;
		if (branch_at(a, s, j)) {
			s->stmt = j;
			return 1;
		}
		if (j != first && makes_child(a, j))
			return 0;
	}
	return 0;
}

/* The branching of a fork: the if or switch whose condition holds it,
 * else the first if or switch on the pid among the statements after it,
 * or at the start of the body of the loop whose condition forks. */
static int find_branch(struct ast *a, struct sl_site *s)
{
	int p, stmt = ast_stmt_of(a, s->call), comp, body;

	if (stmt < 0)
		return 0;
	for (p = a->n[s->call].parent; p >= 0 && p != stmt; p = a->n[p].parent)
		if ((ast_is(a, p, CXCursor_IfStmt) ||
		     ast_is(a, p, CXCursor_SwitchStmt)))
			break;
	if (ast_is(a, p, CXCursor_IfStmt) ||
	    ast_is(a, p, CXCursor_SwitchStmt)) {
		s->stmt = ast_stmt_of(a, p);
		if (branch_at(a, s, p))
			return 1;
		stmt = s->stmt;
	}
	s->stmt = stmt;
	comp = a->n[stmt].parent;
	if (sl_is_loop(a, stmt) && s->call < sl_loop_body(a, stmt)) {
		body = sl_loop_body(a, stmt);
		if (ast_is(a, body, CXCursor_CompoundStmt) &&
		    a->n[body].last > body && branch_from(a, s, body + 1)) {
			return 1;
		}
		return 0;
	}
	if (!ast_is(a, comp, CXCursor_CompoundStmt))
		return branch_at(a, s, stmt);
	return branch_from(a, s, stmt);
}

static void set_pid(struct ast *a, struct sl_site *s, int target)
{
	char *t;

	s->target = target;
	if (target < 0)
		return;
	t = a->n[target].kind == CXCursor_VarDecl ? strdup(a->n[target].name) :
						    ast_text(a, target);
	snprintf(s->pid, sizeof(s->pid), "%s", t);
	free(t);
}

static int clone_site(struct ast *a, struct sl_site *s, int fn_arg)
{
	int arg, j, body;

	if (fn_arg < 0)
		return -1;
	arg = ast_child(a, s->call, fn_arg + 1);
	for (j = arg; arg >= 0 && j <= a->n[arg].last; j++) {
		if (a->n[j].kind != CXCursor_DeclRefExpr ||
		    a->n[j].refkind != CXCursor_FunctionDecl)
			continue;
		body = ast_func_body(a, a->n[j].name, NULL);
		if (body < 0)
			return -1;
		add_part(s->child, &s->nchild, body);
		s->stmt = ast_stmt_of(a, s->call);
		s->clone = 1;
		return s->stmt >= 0 ? 0 : -1;
	}
	return -1;
}

int sl_site_init(struct ast *a, struct sl_site *s, int call, int helper_call)
{
	int fn_arg = sl_clone_fn_arg(a->n[call].name), tgt;
	char *v;

	memset(s, 0, sizeof(*s));
	s->call = call;
	s->helper_call = helper_call;
	s->fn = ast_func_of(a, call);
	s->branch = -1;
	s->loop = -1;
	tgt = sl_fork_target(a, call);
	if (tgt >= 0) {
		v = a->n[tgt].kind == CXCursor_VarDecl ?
			    strdup(a->n[tgt].name) :
			    ast_text(a, tgt);
		snprintf(s->var, sizeof(s->var), "%s", v);
		sl_squeeze(s->var);
		free(v);
	}
	if (sl_clone_gives_pid(a->n[call].name))
		set_pid(a, s,
			helper_call >= 0 ? sl_fork_target(a, helper_call) :
					   tgt);
	else
		set_pid(a, s, -1);
	if (fn_arg > -2) {
		if (clone_site(a, s, fn_arg))
			return -1;
	} else if (!find_branch(a, s)) {
		return -1;
	}
	s->loop = ast_loop_of(a, helper_call >= 0 ? helper_call : call);
	return 0;
}

/* 1 when node i lies in the child's code of the site. */
int sl_in_child(struct ast *a, struct sl_site *s, int i)
{
	int k;

	for (k = 0; k < s->nchild; k++)
		if (i >= s->child[k] && i <= a->n[s->child[k]].last)
			return 1;
	return 0;
}

/* The reference names the function a call calls. */
static int is_callee(struct ast *a, int ref)
{
	int p = a->n[ref].parent, c;

	while (p >= 0 && ast_is(a, p, CXCursor_UnexposedExpr))
		p = a->n[p].parent;
	if (!ast_is(a, p, CXCursor_CallExpr))
		return 0;
	c = ast_child(a, p, 0);
	return ref >= c && ref <= a->n[c].last;
}

static int only_child(struct ast *a, struct sl_site *s, int node, int depth)
{
	int fn = ast_func_of(a, node), i, calls = 0;

	if (sl_in_child(a, s, node))
		return 1;
	if (fn < 0 || depth > 4 || fn == s->fn)
		return 0;
	for (i = 0; i < a->len; i++) {
		if (!ast_is(a, i, CXCursor_CallExpr) ||
		    strcmp(a->n[i].name, a->n[fn].name) ||
		    ast_func_of(a, i) == fn)
			continue;
		if (!only_child(a, s, i, depth + 1))
			return 0;
		calls++;
	}
	/* named other than called: the child's function handed to the
	 * fork helper is the child's code; any other use is not */
	for (i = 0; i < a->len; i++) {
		if (!ast_is(a, i, CXCursor_DeclRefExpr) ||
		    a->n[i].refkind != CXCursor_FunctionDecl ||
		    strcmp(a->n[i].name, a->n[fn].name) || is_callee(a, i))
			continue;
		if (s->helper_call < 0 || i < s->helper_call ||
		    i > a->n[s->helper_call].last)
			return 0;
		calls++;
	}
	return calls > 0;
}

/* Only the child runs node: it is in the child's code, or in functions
 * of the file called from there alone. */
int sl_only_child(struct ast *a, struct sl_site *s, int node)
{
	return only_child(a, s, node, 0);
}

/* The last site before off in function fn, made there or by a helper of
 * the file that forks and returns the pid (pid = start(...)). */
int sl_site_before(struct ast *a, int fn, unsigned int off, struct sl_site *s)
{
	int i, body, hfn, j, best = -1, helper = -1;

	for (i = fn; i <= a->n[fn].last; i++) {
		if (a->n[i].kind != CXCursor_CallExpr || !a->n[i].has_off ||
		    a->n[i].start >= off)
			continue;
		if (sl_call_makes_child(a, i)) {
			best = i;
			helper = -1;
			continue;
		}
		body = ast_func_body(a, a->n[i].name, &hfn);
		if (body < 0 || hfn == fn || sl_fork_target(a, i) < 0 ||
		    ast_find_kind(a, body, CXCursor_ReturnStmt) < 0)
			continue;
		for (j = body; j <= a->n[body].last; j++)
			if (ast_is(a, j, CXCursor_CallExpr) &&
			    sl_is_fork(a->n[j].name))
				break;
		if (j <= a->n[body].last) {
			best = j;
			helper = i;
		}
	}
	if (best < 0)
		return -1;
	if (sl_site_init(a, s, best, helper))
		return -2;
	return 0;
}

/* The walker set up for the child's code of a site. */
void sl_walk_child(struct ast *a, struct sl_site *s, struct sl_walk *w,
		   int full)
{
	int k;

	sl_walk_init(w, a, -1);
	w->full = full;
	w->fork_fn = s->clone ? -1 : s->fn;
	if (s->helper_call >= 0) {
		w->helper_call = s->helper_call;
		w->helper_fn = s->fn;
	}
	for (k = 0; k < s->nchild && !w->done; k++)
		sl_walk_part(w, s->child[k]);
}

/* The walker set up for what the parent does after the fork, from its
 * own branch on; its child's code is skipped. */
void sl_walk_parent(struct ast *a, struct sl_site *s, struct sl_walk *w,
		    int full)
{
	int k, stmt;

	sl_walk_init(w, a, -1);
	w->full = full;
	w->leave_fn = s->helper_call >= 0 ? -1 : s->fn;
	w->skip = s->child;
	w->nskip = s->nchild;
	for (k = 0; k < s->nparent && !w->done; k++)
		sl_walk_part(w, s->parent[k]);
	stmt = s->helper_call >= 0 ? ast_stmt_of(a, s->helper_call) : s->stmt;
	if (!w->done)
		sl_walk_after(w, stmt);
}
