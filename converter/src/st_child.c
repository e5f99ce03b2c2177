// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A child setup() forks to live through every run, killed by cleanup():
 * the old library let it live; the new one waits for every child at the
 * end of each run, and would wait for this one forever. So the child
 * becomes a child of each run: run() forks it first, as setup() did, and
 * ends it last, as cleanup() did, and forgets its pid, so that cleanup()
 * (still there for a test that stops early) does not signal a pid that
 * is no longer its child.
 */
#include <stdlib.h>
#include <string.h>

#include "st_main.h"
#include "vocab.h"

/* safe_fork() is what SAFE_FORK() calls */
static int is_fork_call(struct st *st, int i)
{
	return ast_is(&st->a, i, CXCursor_CallExpr) &&
	       (vocab_is_fork_call(st->a.n[i].name) ||
		!strcmp(st->a.n[i].name, "safe_fork"));
}

/* "V = fork()" with V a variable of the file: V's declaration, else -1. */
static int forked_var(struct st *st, int s)
{
	struct ast *a = &st->a;
	int lhs, rhs;
	CXCursor decl;

	if (!ast_is(a, s, CXCursor_BinaryOperator) || ast_nchildren(a, s) != 2)
		return -1;
	lhs = st_strip(st, ast_child(a, s, 0));
	rhs = st_strip(st, ast_child(a, s, 1));
	if (!ast_is(a, lhs, CXCursor_DeclRefExpr) || !is_fork_call(st, rhs))
		return -1;
	decl = clang_getCursorReferenced(a->n[lhs].cur);
	if (clang_getCursorKind(clang_getCursorSemanticParent(decl)) !=
	    CXCursor_TranslationUnit)
		return -1;
	return ast_top_decl(a, a->n[lhs].name, 0);
}

static int refers(struct st *st, int s, const char *name)
{
	struct node *n = &st->a.n[s];

	return n->has_off &&
	       ast_uses(&st->a, name, n->start, conv_stmt_end(st->f, n->end));
}

/* The statements of fn's body that use name, from the first one on while
 * they do; their indices in *first, how many. */
static int run_of_uses(struct st *st, int body, const char *name, int from,
		       int *first)
{
	int k, c, n = 0;

	*first = -1;
	for (k = from; (c = ast_child(&st->a, body, k)) >= 0; k++) {
		if (!refers(st, c, name)) {
			if (n)
				break;
			continue;
		}
		if (*first < 0)
			*first = k;
		n++;
	}
	return n;
}

/* What V held before the child was made: its initializer, or 0. */
static char *not_started(struct st *st, int var)
{
	struct ast *a = &st->a;
	int nk = ast_nchildren(a, var),
	    init = nk ? ast_child(a, var, nk - 1) : -1;

	if (init >= 0 && a->n[init].kind != CXCursor_TypeRef &&
	    a->n[init].has_off)
		return conv_text(st->f, a->n[init].start, a->n[init].end);
	return util_strdup("0");
}

static void copy_stmts(struct st *st, int body, int first, int n,
		       struct util_buf *out, int remove)
{
	int k;

	for (k = first; k < first + n; k++) {
		struct node *s = &st->a.n[ast_child(&st->a, body, k)];
		unsigned int e = conv_stmt_end(st->f, s->end);
		char *t = conv_copy(st->f, s->start, e);

		util_buf_printf(out, "\t%s\n", t);
		free(t);
		if (remove)
			conv_remove_stmt(st->f, s->start, s->end);
	}
}

int st_setup_child(struct st *st, struct shape *sh, int returns)
{
	struct ast *a = &st->a;
	int sbody, cbody, k, c, var = -1, first, n, cfirst, cn;
	const char *name;
	char *reset;

	sbody = sh->setup ? st_func(st, sh->setup, NULL) : -1;
	cbody = sh->cleanup ? st_func(st, sh->cleanup, NULL) : -1;
	if (sbody < 0 || cbody < 0)
		return 0;
	for (k = 0; (c = ast_child(a, sbody, k)) >= 0 && var < 0; k++)
		var = forked_var(st, c);
	if (var < 0)
		return 0;
	name = a->n[var].name;
	n = run_of_uses(st, sbody, name, k - 1, &first);
	cn = run_of_uses(st, cbody, name, 0, &cfirst);
	/* cleanup() must be what ends it; else it ends by itself */
	if (!cn || !ast_uses(a, "kill", a->n[cbody].start, a->n[cbody].end))
		return 0;
	if (returns) {
		st_todo(st, a->n[ast_child(a, sbody, first)].start,
			"setup() forks a child that cleanup() kills: the "
			"library waits for children after each run, and run() "
			"returns early, so make and end it in run()");
		return 0;
	}
	copy_stmts(st, sbody, first, n, &sh->run_start, 1);
	copy_stmts(st, cbody, cfirst, cn, &sh->run_stop, 0);
	reset = not_started(st, var);
	util_buf_printf(&sh->run_stop, "\t%s = %s;\n", name, reset);
	free(reset);
	conv_msg(st->f, a->n[ast_child(a, sbody, first)].start,
		 "the child setup() forked for all runs is made and ended by "
		 "each run: the library waits for children after each");
	return 0;
}
