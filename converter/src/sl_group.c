// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Signals to a process group: kill(0, sig), kill(-getpgrp(), sig),
 * killpg(getpgrp(), sig) reach every process of the sender's group, the
 * sender itself and the children it forked (a child inherits its
 * parent's group and keeps it until it calls setpgid(), setpgrp() or
 * setsid()).
 *
 * A signal the sender generates for itself is delivered before kill()
 * returns when it is not blocked (POSIX), and SIGKILL cannot be blocked,
 * caught or ignored: after a kill() of SIGKILL that reaches the sender,
 * the next statement runs only when the kill() failed.
 */
#include <string.h>

#include "sleeps.h"

/* A call of one of the named functions with no argument, or only 0 or
 * getpid() (getpgid(0), getpgid(getpid())): the caller's own group. */
static int own_group_call(struct ast *a, int i)
{
	int arg;
	long v;

	i = sl_strip(a, i);
	if (!ast_is(a, i, CXCursor_CallExpr))
		return 0;
	if (!strcmp(a->n[i].name, "getpgrp"))
		return ast_nchildren(a, i) == 1;
	if (strcmp(a->n[i].name, "getpgid") || ast_nchildren(a, i) != 2)
		return 0;
	arg = sl_strip(a, ast_child(a, i, 1));
	if (!sl_int_value(a, arg, &v))
		return v == 0;
	return ast_is(a, arg, CXCursor_CallExpr) &&
	       !strcmp(a->n[arg].name, "getpid") && ast_nchildren(a, arg) == 1;
}

/* The kill-like call targets the caller's whole process group. */
int sl_kill_own_group(struct ast *a, int kill)
{
	int t = sl_kill_target(a, kill), c;
	char op[8];
	long v;

	if (t < 0 || !sl_is_group_kill(a->n[kill].name))
		return 0;
	if (!sl_int_value(a, t, &v))
		return v == 0;
	if (!strcmp(a->n[kill].name, "killpg"))
		return own_group_call(a, t);
	if (!ast_is(a, t, CXCursor_UnaryOperator))
		return 0;
	sl_op(a, t, op, sizeof(op));
	c = ast_child(a, t, 0);
	return !strcmp(op, "-") && own_group_call(a, c);
}

static int leaves_group_call(const char *name)
{
	return !strcmp(name, "setpgid") || !strcmp(name, "setpgrp") ||
	       !strcmp(name, "setsid");
}

/* Code at node i, and the file's functions it calls a few levels deep,
 * moves the process to another group. */
static int leaves_group(struct ast *a, int i, int depth)
{
	int j, body, fn;

	for (j = i; j <= a->n[i].last; j++) {
		if (!ast_is(a, j, CXCursor_CallExpr))
			continue;
		if (leaves_group_call(a->n[j].name))
			return 1;
		body = ast_func_body(a, a->n[j].name, &fn);
		if (body >= 0 && body != i && depth < 4 &&
		    leaves_group(a, body, depth + 1))
			return 1;
	}
	return 0;
}

/*
 * The kill() (of the parent's code after the fork, in the fork's
 * function) signals the parent's group, and the site's child is still
 * in it: neither side moved to another group in between (the child
 * anywhere in its code, the parent from the fork to the kill).
 */
int sl_kill_reaches_child(struct ast *a, struct sl_site *st, int kill)
{
	int k, j;

	if (!sl_kill_own_group(a, kill) || st->clone ||
	    ast_func_of(a, kill) != st->fn ||
	    a->n[kill].start < a->n[st->call].start)
		return 0;
	for (k = 0; k < st->nchild; k++)
		if (leaves_group(a, st->child[k], 0))
			return 0;
	for (j = st->call; j < kill; j++)
		if (ast_is(a, j, CXCursor_CallExpr) &&
		    leaves_group_call(a->n[j].name))
			return 0;
	return 1;
}

/* Node i runs whenever statement stmt does: nothing between them is a
 * branch, a loop that may not run (a do loop runs once at least), or
 * the right side of && and ||. */
static int always_runs(struct ast *a, int i, int stmt)
{
	char op[8];
	int p;

	for (p = a->n[i].parent; i != stmt; i = p, p = a->n[p].parent) {
		if (p < 0 || ast_is(a, p, CXCursor_WhileStmt) ||
		    ast_is(a, p, CXCursor_ForStmt) ||
		    ast_is(a, p, CXCursor_ConditionalOperator) ||
		    ast_is(a, p, CXCursor_SwitchStmt))
			return 0;
		if (ast_is(a, p, CXCursor_IfStmt) && ast_child(a, p, 0) != i)
			return 0;
		if (!ast_is(a, p, CXCursor_BinaryOperator))
			continue;
		sl_op(a, p, op, sizeof(op));
		if ((!strcmp(op, "&&") || !strcmp(op, "||")) &&
		    ast_child(a, p, 0) != i)
			return 0;
	}
	return 1;
}

int sl_kill_is_self(struct ast *a, int kill)
{
	int t = sl_kill_target(a, kill);

	if (sl_kill_own_group(a, kill))
		return 1;
	return strcmp(a->n[kill].name, "killpg") &&
	       ast_is(a, t, CXCursor_CallExpr) &&
	       !strcmp(a->n[t].name, "getpid") && ast_nchildren(a, t) == 1;
}

/* The statement before stmt always signals the caller itself: its
 * kill-like call, or -1. */
int sl_killed_self(struct ast *a, int stmt)
{
	int prev = stmt < 0 ? -1 : ast_stmt_before(a, stmt), j;

	if (prev < 0)
		return -1;
	for (j = prev; j <= a->n[prev].last; j++)
		if (ast_is(a, j, CXCursor_CallExpr) &&
		    sl_is_kill(a->n[j].name) && sl_kill_is_self(a, j) &&
		    always_runs(a, j, prev))
			return j;
	return -1;
}

/* The target names one process and nothing else happens in it: a
 * variable, an array element or a member, not a number (0 and -1 are
 * groups), not a negation (a group), no call, assignment or increment
 * (an index may compute: pids[n - 1]). */
static int one_process(struct ast *a, int t)
{
	char op[8];
	int j;

	if (t < 0 || !(ast_is(a, t, CXCursor_DeclRefExpr) ||
		       ast_is(a, t, CXCursor_ArraySubscriptExpr) ||
		       ast_is(a, t, CXCursor_MemberRefExpr)))
		return 0;
	for (j = t; j <= a->n[t].last; j++) {
		if (ast_is(a, j, CXCursor_CallExpr) ||
		    ast_is(a, j, CXCursor_CompoundAssignOperator))
			return 0;
		if (!ast_is(a, j, CXCursor_BinaryOperator) &&
		    !ast_is(a, j, CXCursor_UnaryOperator))
			continue;
		sl_op(a, j, op, sizeof(op));
		if (strstr(op, "++") || strstr(op, "--") ||
		    (ast_is(a, j, CXCursor_BinaryOperator) && !strcmp(op, "=")))
			return 0;
	}
	return 1;
}

int sl_killed_other(struct ast *a, int stmt)
{
	int prev = stmt < 0 ? -1 : ast_stmt_before(a, stmt), c;

	if (prev < 0)
		return -1;
	c = sl_strip(a, prev);
	if (!ast_is(a, c, CXCursor_CallExpr) ||
	    (strcmp(a->n[c].name, "kill") &&
	     strcmp(a->n[c].name, "safe_kill")) ||
	    sl_kill_is_self(a, c) || !one_process(a, sl_kill_target(a, c)))
		return -1;
	return c;
}
