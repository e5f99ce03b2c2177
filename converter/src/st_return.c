// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * `return E;` of main() with a status it computes (st_main.c takes the
 * constant ones): main() is run() now, which returns nothing.
 *
 * - In the code only a child runs (the branch of `if (pid == 0)` or `if
 *   (!pid)` where pid holds a fork's result): returning from main() ended
 *   the child with E
 *   as its status, which is exit(E). Also where a macro of the file
 *   (`PROTECT_FUNC(fn, ...)` forking and running fn in the child) spells
 *   it: the macro's text changes, once.
 * - In the test's own process: a status other than 0 was a failure, so
 *   the run reports one when E is not 0 and returns.
 */
#include <stdlib.h>
#include <string.h>

#include "pp.h"
#include "sleeps.h"
#include "structure.h"
#include "util.h"

/* The token of "return" in the #define of the file's macro name, when
 * its body has one return only; -1 otherwise. */
static long macro_return(struct st *st, const char *name)
{
	struct ast *a = &st->a;
	struct pp_directive d;
	unsigned int k, t;
	long found = -1;

	for (k = 0; k < ast_tokens(a); k++) {
		if (!pp_directive(a, k, &d) || strcmp(d.name, "define") ||
		    d.first > d.last || strcmp(a->toks[d.first].text, name))
			continue;
		for (t = d.first + 1; t <= d.last; t++) {
			if (strcmp(a->toks[t].text, "return"))
				continue;
			if (found >= 0)
				return -1;
			found = a->toks[t].start;
		}
	}
	return found;
}

/* Where the return statement i is spelled in the file: its own text, or
 * the body of a macro of the file whose invocation made it; -1 when it
 * cannot be told. */
static long spelled_at(struct st *st, int i)
{
	struct ast *a = &st->a;
	unsigned int t = ast_tok_at(a, a->n[i].start);

	if (t >= a->ntoks)
		return -1;
	if (!strcmp(a->toks[t].text, "return"))
		return a->n[i].start;
	return macro_return(st, a->toks[t].text);
}

/* An edit starts at off already (a macro's return seen from another of
 * its expansions). */
static int edited_at(struct st *st, unsigned int off)
{
	size_t k;

	for (k = 0; k < st->f->nedits; k++)
		if (!st->f->edits[k].dead && st->f->edits[k].start == off)
			return 1;
	return 0;
}

/* `return E;` spelled at off becomes `exit(E);`: -1 when the tokens
 * there are not that. */
static int return_to_exit(struct st *st, unsigned int off)
{
	struct ast *a = &st->a;
	unsigned int t = ast_tok_at(a, off), k;
	int depth = 0;
	char *ex;

	if (t + 1 >= a->ntoks || a->toks[t].start != off ||
	    strcmp(a->toks[t].text, "return"))
		return -1;
	for (k = t + 1; k < a->ntoks; k++) {
		const char *x = a->toks[k].text;

		if (!strcmp(x, "(") || !strcmp(x, "[") || !strcmp(x, "{"))
			depth++;
		else if (!strcmp(x, ")") || !strcmp(x, "]") || !strcmp(x, "}"))
			depth--;
		else if (!depth && !strcmp(x, ";"))
			break;
		if (depth < 0)
			return -1;
	}
	if (k >= a->ntoks)
		return -1;
	if (edited_at(st, off))
		return 0;
	ex = util_printf("%s(", st_exit_word(st));
	conv_rewrite(st->f, off, a->toks[t + 1].start, ex);
	free(ex);
	conv_insert(st->f, a->toks[k].start, ")");
	st->need_stdlib = 1;
	return 0;
}

static int tok_is(struct ast *a, unsigned int k, const char *text)
{
	return k < a->ntoks && !strcmp(a->toks[k].text, text);
}

/* The token k is "(" of an "if (...)": the matching ")" is close. */
static unsigned int open_paren(struct ast *a, unsigned int close)
{
	int depth = 0;
	unsigned int k;

	for (k = close + 1; k-- > 0;) {
		if (tok_is(a, k, ")"))
			depth++;
		else if (tok_is(a, k, "(") && --depth == 0)
			return k;
	}
	return a->ntoks;
}

/* The name a pid is tested by in "if (pid == 0)", "if (0 == pid)" or
 * "if (!pid)" whose branch holds the token t (the statement right after
 * the condition, braced or not); NULL otherwise. */
static const char *zero_test(struct ast *a, unsigned int t)
{
	unsigned int k = t, o, n;
	int depth = 0;

	/* the ')' of the condition: before t, or before the '{' opening
	 * the block holding t */
	if (t > 0 && !tok_is(a, t - 1, ")")) {
		while (k-- > 0) {
			if (tok_is(a, k, "}"))
				depth++;
			else if (tok_is(a, k, "{") && depth-- == 0)
				break;
		}
		if (k >= a->ntoks || k == 0)
			return NULL;
	}
	k--;
	if (!tok_is(a, k, ")"))
		return NULL;
	if ((o = open_paren(a, k)) >= a->ntoks || o == 0 ||
	    !tok_is(a, o - 1, "if"))
		return NULL;
	n = k - o - 1;
	if (n == 2 && tok_is(a, o + 1, "!"))
		return a->toks[o + 2].text;
	if (n == 3 && tok_is(a, o + 2, "==") && tok_is(a, o + 3, "0"))
		return a->toks[o + 1].text;
	if (n == 3 && tok_is(a, o + 2, "==") && tok_is(a, o + 1, "0"))
		return a->toks[o + 3].text;
	return NULL;
}

/* The variable call's result is stored in: `pid_t v = fork()` or `v =
 * fork()` (read from the tree, not the text: a macro may spell it). */
static const char *stored_in(struct ast *a, int call)
{
	int p = ast_holder(a, call, NULL), lhs;

	if (ast_is(a, p, CXCursor_VarDecl))
		return a->n[p].name;
	if (!ast_is(a, p, CXCursor_BinaryOperator))
		return NULL;
	lhs = ast_child(a, p, 0);
	if (!ast_is(a, lhs, CXCursor_DeclRefExpr) || call <= a->n[lhs].last)
		return NULL;
	return a->n[lhs].name;
}

/* The function holding node i stores a fork's pid in name. */
static int forks_into(struct st *st, int i, const char *name)
{
	struct ast *a = &st->a;
	int fn = ast_func_of(a, i), j;
	const char *v;

	for (j = fn; fn >= 0 && j <= a->n[fn].last; j++) {
		if (a->n[j].kind != CXCursor_CallExpr ||
		    !sl_is_fork(a->n[j].name))
			continue;
		v = stored_in(a, j);
		if (v && !strcmp(v, name))
			return 1;
	}
	return 0;
}

/* Only a child of a fork runs the return spelled at off: it is in the
 * branch that tests the fork's pid against 0. */
static int in_child(struct st *st, int i, unsigned int off)
{
	const char *pid = zero_test(&st->a, ast_tok_at(&st->a, off));

	return pid && forks_into(st, i, pid);
}

/* In the test's process: a failure when E is not 0, then the end of the
 * run. */
static int parent_status(struct st *st, int i)
{
	struct ast *a = &st->a;
	struct node *n = &a->n[i];
	char ind[64], *e, *t;
	int braces = ast_is(a, n->parent, CXCursor_CompoundStmt);

	if (spelled_at(st, i) != (long)n->start)
		return -1; /* a macro's */
	ast_indent_of(st->f, n->start, ind, sizeof(ind));
	e = st_node_text(st, ast_child(a, i, 0));
	if (braces)
		t = util_printf("if (%s)\n%s\ttst_res(TFAIL, \"main() returned "
				"non-zero\");\n%sreturn",
				e, ind, ind);
	else
		t = util_printf("{\n%s\tif (%s)\n%s\t\ttst_res(TFAIL, "
				"\"main() returned non-zero\");\n%s\treturn;"
				"\n%s}",
				ind, e, ind, ind, ind);
	conv_rewrite(st->f, n->start,
		     braces ? n->end : conv_stmt_end(st->f, n->end), t);
	free(t);
	free(e);
	return 0;
}

int st_status_return(struct st *st, int i)
{
	long off = spelled_at(st, i);

	if (off >= 0 && in_child(st, i, off))
		return return_to_exit(st, off);
	return parent_status(st, i);
}
