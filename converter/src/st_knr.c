// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A function defined the old way, `int usage(prog) char *prog; { ... }`
 * (identifiers in the parentheses, their declarations before the body),
 * gets a prototype's parameter list, `int usage(char *prog) { ... }`:
 * spatch's parser takes such a declaration's names for types and cannot
 * parse what uses them, and newer compilers refuse the form.
 */
#include <stdlib.h>
#include <string.h>

#include "pp.h"
#include "structure.h"
#include "util.h"

/* The parameter p as a declaration of its own: its text when that is
 * one, else its type and name (declared together with others, or not at
 * all: int). */
static char *param_text(struct st *st, int p)
{
	struct node *n = &st->a.n[p];
	char *t = conv_text(st->f, n->start, n->end);
	CXString ts;

	if (strcmp(t, n->name) && !strchr(t, ','))
		return t;
	free(t);
	ts = clang_getTypeSpelling(clang_getCursorType(n->cur));
	t = util_printf("%s %s", clang_getCString(ts), n->name);
	clang_disposeString(ts);
	return t;
}

/* fn (a definition with body) declares its parameters the old way: they
 * lie after the ')' of its identifier list. Its '(' then, else 0. */
static unsigned int old_style(struct st *st, int fn, int body, int *params,
			      int *np)
{
	struct ast *a = &st->a;
	unsigned int t, open = 0;
	int k, c;

	*np = 0;
	for (k = 0; (c = ast_child(a, fn, k)) >= 0 && *np < 32; k++)
		if (a->n[c].kind == CXCursor_ParmDecl && a->n[c].has_off)
			params[(*np)++] = c;
	if (!*np)
		return 0;
	for (t = ast_tok_at(a, a->n[fn].loc); t < a->ntoks; t++)
		if (!strcmp(a->toks[t].text, "(")) {
			open = t;
			break;
		}
	if (!open)
		return 0;
	for (; t < a->ntoks && strcmp(a->toks[t].text, ")"); t++)
		;
	if (t >= a->ntoks || a->toks[t].start > a->n[params[0]].start ||
	    a->toks[t].start > a->n[body].start)
		return 0;
	/* the last parameter's declaration comes before the body */
	return a->n[params[*np - 1]].end <= a->n[body].start ? open : 0;
}

static void rewrite(struct st *st, int fn, int body)
{
	struct ast *a = &st->a;
	struct util_buf b = { 0 };
	int params[32], np, k;
	unsigned int open = old_style(st, fn, body, params, &np);
	char *t;

	if (!open)
		return;
	util_buf_adds(&b, "(");
	for (k = 0; k < np; k++) {
		t = param_text(st, params[k]);
		util_buf_printf(&b, "%s%s", k ? ", " : "", t);
		free(t);
	}
	util_buf_adds(&b, ")\n");
	conv_rewrite(st->f, a->toks[open].start, a->n[body].start, b.data);
	conv_msg(st->f, a->n[fn].start,
		 "%s(): parameters declared the old way, now in its "
		 "parentheses",
		 a->n[fn].name);
	free(b.data);
}

void st_knr(struct st *st)
{
	struct ast *a = &st->a;
	int i, body;

	for (i = 0; i < a->len; i = a->n[i].last + 1) {
		if (a->n[i].kind != CXCursor_FunctionDecl || !a->n[i].has_off ||
		    !strcmp(a->n[i].name, "main"))
			continue;
		body = ast_find_kind(a, i, CXCursor_CompoundStmt);
		if (body >= 0 && a->n[body].parent == i)
			rewrite(st, i, body);
	}
}

/* Only blanks, or blanks and one comment, in the file's text [s, e). */
static int blank_or_comment(struct st *st, unsigned int s, unsigned int e)
{
	const char *t = st->f->text;

	while (s < e && (t[s] == ' ' || t[s] == '\t'))
		s++;
	if (s + 1 < e && t[s] == '/' && t[s + 1] == '/')
		return 1;
	if (s + 1 < e && t[s] == '/' && t[s + 1] == '*') {
		for (s += 2; s + 1 < e; s++)
			if (t[s] == '*' && t[s + 1] == '/')
				break;
		if (s + 1 >= e)
			return 0;
		s += 2;
	}
	while (s < e && (t[s] == ' ' || t[s] == '\t' || t[s] == '\n'))
		s++;
	return s == e;
}

/*
 * A prototype at file scope of a function the file neither defines nor
 * names anywhere else (sendfile03's `void setup_func1(void);`, its
 * definition long gone), alone on its line(s): it goes too.
 */
static void dead_top_proto(struct st *st, int i)
{
	struct ast *a = &st->a;
	struct node *n = &a->n[i];
	unsigned int semi = ast_tok_at(a, n->end);

	if (n->parent >= 0 || !n->has_off ||
	    ast_find_kind(a, i, CXCursor_CompoundStmt) >= 0 ||
	    ast_find_words(a, n->name, NULL, 0) != 1 || semi >= a->ntoks ||
	    strcmp(a->toks[semi].text, ";") ||
	    !blank_or_comment(st, st_line_start(st, n->start), n->start) ||
	    !blank_or_comment(st, a->toks[semi].end,
			      st_line_end(st, a->toks[semi].end)))
		return;
	st_remove_lines(st, n->start, a->toks[semi].end);
	conv_msg(st->f, n->start,
		 "%s() declared here, and nowhere else named: the "
		 "declaration goes",
		 n->name);
}

void st_dead_protos(struct st *st)
{
	struct ast *a = &st->a;
	int i, d;

	for (i = 0; i < a->len; i++) {
		if (a->n[i].kind == CXCursor_FunctionDecl) {
			dead_top_proto(st, i);
			continue;
		}
		if (a->n[i].kind != CXCursor_DeclStmt || !a->n[i].has_off ||
		    ast_nchildren(a, i) != 1)
			continue;
		d = ast_child(a, i, 0);
		if (a->n[d].kind != CXCursor_FunctionDecl ||
		    ast_find_words(a, a->n[d].name, NULL, 0) != 1)
			continue;
		st_remove_lines(st, a->n[i].start, a->n[i].end);
		conv_msg(st->f, a->n[i].start,
			 "%s() declared here, and nowhere else named: the "
			 "declaration goes",
			 a->n[d].name);
	}
}

/* Statement s is a call that does not return: tst_brkm() (the old
 * library's, declared so) or tst_brk(). */
static int never_returns(struct st *st, int s)
{
	struct ast *a = &st->a;

	s = st_strip(st, s);
	return ast_is(a, s, CXCursor_CallExpr) &&
	       (!strcmp(a->n[s].name, "tst_brkm_") ||
		!strcmp(a->n[s].name, "tst_brk_"));
}

/* Statement s, after one that never returns, is never reached either and
 * has nothing to say: a return, or a call that only ends the process
 * (tst_exit(), exit()), which would become an exit(0) of its own. */
static int dead_after_brk(struct st *st, int s)
{
	struct ast *a = &st->a;
	int c;

	if (!a->n[s].has_off)
		return 0;
	if (ast_is(a, s, CXCursor_ReturnStmt))
		return 1;
	c = st_strip(st, s);
	return ast_is(a, c, CXCursor_CallExpr) &&
	       (!strcmp(a->n[c].name, "tst_exit") ||
		!strcmp(a->n[c].name, "exit"));
}

void st_brk_returns(struct st *st)
{
	struct ast *a = &st->a;
	int i, k, c, next;

	for (i = 0; i < a->len; i++) {
		if (a->n[i].kind != CXCursor_CompoundStmt || !a->n[i].has_off)
			continue;
		for (k = 0; (c = ast_child(a, i, k)) >= 0; k++) {
			if (!never_returns(st, c))
				continue;
			while ((next = ast_child(a, i, k + 1)) >= 0 &&
			       dead_after_brk(st, next)) {
				conv_remove_stmt(st->f, a->n[next].start,
						 a->n[next].end);
				conv_msg(st->f, a->n[next].start,
					 "a %s right after tst_brkm(), which "
					 "does not return: it goes",
					 ast_is(a, next, CXCursor_ReturnStmt) ?
						 "return" :
						 "process exit");
				k++;
			}
		}
	}
}
