// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What the parent's sleep may hide about the child's end and about the
 * parent's own signals: a sleep both sides run, a look at the child's end
 * that does not reap it (a WNOHANG wait, the children's rusage), SIGCHLD
 * ignored (no zombie ever shows), and a handler installed without
 * SA_RESTART that could break the wait after the sleep.
 */
#include <stdlib.h>
#include <string.h>

#include "sleeps.h"

/*
 * The statement of node runs in both processes: it is a statement of the
 * fork's own block after the fork and before the branch on its result,
 * so the child, which starts right after the fork, runs it as well.
 */
int sl_runs_both(struct ast *a, struct sl_site *st, int stmt)
{
	int fstmt;

	if (st->clone || st->helper_call >= 0 || st->branch < 0 || stmt < 0 ||
	    ast_func_of(a, stmt) != st->fn)
		return 0;
	fstmt = ast_stmt_of(a, st->call);
	if (fstmt < 0 || fstmt == st->stmt ||
	    a->n[fstmt].parent != a->n[st->stmt].parent ||
	    a->n[stmt].parent != a->n[fstmt].parent)
		return 0;
	return a->n[stmt].start > a->n[fstmt].start &&
	       a->n[stmt].start < a->n[st->stmt].start;
}

/* A call naming the child's pid among its arguments. */
static int names_pid(struct ast *a, struct sl_site *st, int call)
{
	int k, arg, hit = 0;
	char *t;

	for (k = 1; k < ast_nchildren(a, call) && !hit && *st->pid; k++) {
		arg = sl_strip(a, ast_child(a, call, k));
		if (arg < 0)
			continue;
		t = ast_text(a, arg);
		hit = !strcmp(t, st->pid);
		free(t);
	}
	return hit;
}

int sl_polls_end(struct ast *a, struct sl_site *st, int call)
{
	const char *nm = a->n[call].name;

	return ast_is(a, call, CXCursor_CallExpr) &&
	       (!strncmp(nm, "wait", 4) || !strcmp(nm, "safe_waitpid")) &&
	       ast_has_word(a, call, "WNOHANG") && names_pid(a, st, call);
}

/*
 * After statement stmt, before it reaps the child with a wait that
 * blocks, the parent looks at the child's end without reaping it: a
 * WNOHANG wait on its pid (expects the child gone already) or
 * getrusage(RUSAGE_CHILDREN) (counts only children reaped). The call's
 * name, or NULL.
 */
const char *sl_looks_at_end(struct ast *a, struct sl_site *st, int stmt)
{
	int fn = ast_func_of(a, stmt), i;
	const char *nm;

	if (fn < 0)
		return NULL;
	for (i = a->n[stmt].last + 1; i <= a->n[fn].last; i++) {
		if (!ast_is(a, i, CXCursor_CallExpr) || sl_in_child(a, st, i))
			continue;
		nm = a->n[i].name;
		if (sl_is_wait_child(nm) && sl_is_block(a, i))
			return NULL;
		if (sl_polls_end(a, st, i))
			return nm;
		if (strstr(nm, "getrusage") &&
		    ast_has_word(a, i, "RUSAGE_CHILDREN"))
			return nm;
	}
	return NULL;
}

/* The signal a handler call sets, as the word it is spelt with. */
static void handler_sig(struct ast *a, int call, char *buf, size_t sz)
{
	int arg = sl_strip(a, ast_child(a, call, 1));
	char *t;

	*buf = 0;
	if (arg < 0)
		return;
	t = ast_text(a, arg);
	sl_macro_word(a, t, buf, sz);
	free(t);
}

/*
 * Before node, in its function, the process set SIGCHLD to SIG_IGN
 * (signal(), sigset()) and did not set it back: its children are reaped
 * as they exit, no zombie ever shows.
 */
int sl_sigchld_ignored(struct ast *a, int node)
{
	int fn = ast_func_of(a, node), i, ign = 0;
	char sig[64];

	if (fn < 0)
		return 0;
	for (i = fn; i <= a->n[fn].last && a->n[i].start < a->n[node].start;
	     i++) {
		if (!ast_is(a, i, CXCursor_CallExpr) ||
		    !sl_is_handler(a->n[i].name) ||
		    strstr(a->n[i].name, "sigaction"))
			continue;
		handler_sig(a, i, sig, sizeof(sig));
		if (!strcmp(sig, "SIGCHLD") || !strcmp(sig, "SIGCLD"))
			ign = ast_has_word(a, i, "SIG_IGN");
	}
	return ign;
}

/* In function fn, "V.sa_handler = f" or "V.sa_sigaction = f" (also
 * through a pointer) sets a function of the file or a library: a handler
 * that catches, not SIG_IGN or SIG_DFL. */
static int sets_catcher(struct ast *a, int fn, const char *var)
{
	char op[8], *l;
	int i, lhs, rhs, hit;
	size_t n = strlen(var);

	for (i = fn; i <= a->n[fn].last; i++) {
		if (!ast_is(a, i, CXCursor_BinaryOperator))
			continue;
		sl_op(a, i, op, sizeof(op));
		lhs = sl_strip(a, ast_child(a, i, 0));
		rhs = sl_strip(a, ast_child(a, i, 1));
		if (strcmp(op, "=") ||
		    !ast_is(a, lhs, CXCursor_MemberRefExpr) ||
		    !ast_is(a, rhs, CXCursor_DeclRefExpr) ||
		    a->n[rhs].refkind != CXCursor_FunctionDecl)
			continue;
		l = ast_text(a, lhs);
		sl_squeeze(l);
		hit = !strncmp(l, var, n) && (!strcmp(l + n, ".sa_handler") ||
					      !strcmp(l + n, ".sa_sigaction") ||
					      !strcmp(l + n, "->sa_handler") ||
					      !strcmp(l + n, "->sa_sigaction"));
		free(l);
		if (hit)
			return 1;
	}
	return 0;
}

/*
 * Code the parent runs installs a catching handler with sigaction() and
 * its function never asks for SA_RESTART: a signal that comes while the
 * parent waits for its child makes the wait fail with EINTR. The signal's
 * word in sig; 0 when there is none.
 */
int sl_breaks_wait(struct ast *a, struct sl_site *st, char *sig, size_t sz)
{
	int i, fn, arg;
	char *var;

	for (i = 0; i < a->len; i++) {
		if (!ast_is(a, i, CXCursor_CallExpr) || !a->n[i].has_off ||
		    strcmp(a->n[i].name, "sigaction") ||
		    ast_nchildren(a, i) < 3 || sl_only_child(a, st, i))
			continue;
		fn = ast_func_of(a, i);
		arg = sl_strip(a, ast_child(a, i, 2));
		if (fn < 0 || arg < 0 || ast_has_word(a, fn, "SA_RESTART"))
			continue;
		if (ast_is(a, arg, CXCursor_UnaryOperator))
			arg = sl_strip(a, ast_child(a, arg, 0));
		if (!ast_is(a, arg, CXCursor_DeclRefExpr))
			continue;
		var = strdup(a->n[arg].name);
		if (sets_catcher(a, fn, var)) {
			free(var);
			handler_sig(a, i, sig, sz);
			return 1;
		}
		free(var);
	}
	return 0;
}
