// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A getopt() loop over main()'s arguments,
 *
 *	while ((c = getopt(argc, argv, "b:v")) != -1)
 *		switch (c) { case 'b': ...optarg...; break; ... }
 *
 * becomes the test's .options: a `static char *opt_b` per letter that the
 * library sets when the option is given (tst_option), and each case's
 * statements, where the loop was (setup() then), under `if (opt_b)` with
 * optarg read as opt_b and optopt as the case's letter. `x = atoi(optarg)`
 * becomes tst_parse_int() (atol(): tst_parse_long()), which refuses what
 * atoi() read as 0. The usage and error cases (default, '?', ':', an 'h'
 * without an argument) go: the library answers -h and bad options itself.
 * A letter the library has itself (-i, -I, -D, an -h with an argument)
 * gets a free one, with a message; the runtest lines of the tree that run
 * the program are rewritten to pass the new letter (runtest.c), or a TODO
 * says which line cannot be.
 *
 * Declarations the loop's body makes before its switch (`char *endp;`,
 * the aiodio tests' strtol() end pointer) go into each case that uses
 * them, first in its block: a variable of the body held nothing from one
 * option to the next, each case's use is its own.
 *
 * The loop may also be `while (1)` (or `for (;;)`) whose body calls
 * getopt() first, `c = getopt(...); if (c == -1) break;`, then switches.
 * getopt_long() is read as getopt() over its short letters: the long
 * names go (the library has none), which is safe only when every runtest
 * line that runs the program gives none of them (and some line runs it:
 * a script that does not is not rewritten). Labels that share a case
 * (`case 'i': case 'n':`) share one variable: each letter is an entry of
 * the table that sets it, the last one given wins, as with getopt(). A
 * case may end in a call that does not return (exit(), tst_exit() ...)
 * instead of break.
 *
 * Cases are run in the order the file has them, not in the command line's.
 * A shape it cannot move as it is (a case that falls through into another,
 * a break or return inside a case, optind, an optional argument "x::") is
 * left alone: argc and argv then become statics of a run without
 * arguments (st_main.c) under a TODO that says which case and why.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sleeps.h"
#include "st_main.h"
#include "util.h"
#include "vocab.h"

#define MAX_GROUPS 64
#define MAX_STMTS 256
#define MAX_DECLS 8

#define MAX_CHAIN 8

struct group {
	int letter; /* 0: a usage or error case, goes */
	char chain[MAX_CHAIN + 1]; /* the letters of its labels */
	int stmts[MAX_STMTS]; /* its statements, the final break left out */
	int n;
	int label, brk; /* its last label, its final break (or -1) */
	unsigned int rs, re; /* its text: after the label, to the break */
};

struct gopt {
	struct st *st;
	struct shape *sh;
	int loop, sw, body; /* the while, its switch, the switch's body */
	int call; /* the getopt() or getopt_long() call */
	int skip[2]; /* `c = getopt(...);` and `if (c == -1) break;` of a
		      * while (1) loop's body, or -1 */
	int is_long; /* getopt_long() */
	int decls[MAX_DECLS]; /* the loop body's declarations before it */
	int ndecls;
	char letters[64]; /* the optstring's letters, in order */
	int has_arg[64];
	char renamed[64]; /* the letter of the new table */
	char *vars[64];
	int alias[64]; /* the letter whose variable it shares */
	int nletters;
	struct group g[MAX_GROUPS];
	int ng;
	char *help; /* the usage function, or NULL */
	char *optstr; /* "b:v", the letters of the old test */
	int help_letter; /* it had -h: the library's help now */
	int fn; /* the function whose parameters it parses */
	char *why; /* why the loop is left as it is */
};

/* The first reason the loop cannot be moved (kept in o->why): -1. */
static int refuse(struct gopt *o, const char *fmt, ...)
{
	va_list ap;

	if (o->why)
		return -1;
	va_start(ap, fmt);
	o->why = util_vprintf(fmt, ap);
	va_end(ap);
	return -1;
}

static unsigned int leading_tabs(const char *t, unsigned int off)
{
	unsigned int n = 0;

	while (t[off + n] == '\t')
		n++;
	return n;
}

static int letter_index(struct gopt *o, int c)
{
	int k;

	for (k = 0; k < o->nletters; k++)
		if (o->letters[k] == c)
			return k;
	return -1;
}

/* The optstring "b:vx" (a leading ':' or '+' left out); -1 for what
 * getopt() would read otherwise ("x::", a non-letter). */
static int read_optstring(struct gopt *o, const char *lit)
{
	const char *p = lit + 1;
	size_t n = strlen(lit);

	if (n < 2 || lit[0] != '"' || lit[n - 1] != '"')
		return refuse(o, "its optstring is no string literal");
	while (*p == ':' || *p == '+')
		p++;
	for (; *p && *p != '"'; p++) {
		/* getopt()'s answer to a bad option, as a letter */
		if (*p == '?')
			continue;
		if (!isalnum((unsigned char)*p) || o->nletters == 64 ||
		    letter_index(o, *p) >= 0)
			return refuse(o, "its optstring %s has '%c'", lit, *p);
		/* the library's help; an -h that takes an argument is an
		 * option of the test's own (mmap-corruption01's hours),
		 * renamed as any other letter the library has */
		if (*p == 'h' && p[1] != ':') {
			o->help_letter = 1;
			continue;
		}
		o->letters[o->nletters] = *p;
		o->has_arg[o->nletters] = p[1] == ':';
		if (p[1] == ':') {
			if (p[2] == ':')
				return refuse(o,
					      "option -%c takes an optional "
					      "argument (%s): the library's "
					      "options take one or none",
					      *p, lit);
			p++;
		}
		o->nletters++;
	}
	return o->nletters || o->help_letter ?
		       0 :
		       refuse(o, "its optstring %s has no letter", lit);
}

/* The switch the loop runs: its body or the last statement of it, after
 * declarations (kept in o->decls) and o->skip only. */
static int loop_switch(struct gopt *o, int loop)
{
	struct ast *a = &o->st->a;
	int body = ast_child(a, loop, ast_nchildren(a, loop) - 1), n, k;

	if (ast_is(a, body, CXCursor_CompoundStmt)) {
		n = ast_nchildren(a, body);
		if (n < 1)
			return -1;
		for (k = 0; k < n - 1; k++) {
			int d = ast_child(a, body, k);

			if (d == o->skip[0] || d == o->skip[1])
				continue;
			if (!ast_is(a, d, CXCursor_DeclStmt) ||
			    !a->n[d].has_off || o->ndecls == MAX_DECLS)
				return -1;
			o->decls[o->ndecls++] = d;
		}
		body = ast_child(a, body, n - 1);
	}
	return ast_is(a, body, CXCursor_SwitchStmt) ? body : -1;
}

/* The getopt() (or getopt_long()) call in node i over fn's parameters,
 * or -1. */
static int parser_call(struct gopt *o, int i)
{
	static const char *const names[] = { "getopt", "getopt_long" };
	struct st *st = o->st;
	struct ast *a = &st->a;
	int c = -1, k;
	size_t n;

	for (n = 0; n < ARRAY_LEN(names) && c < 0; n++) {
		c = ast_find_call(a, i, names[n]);
		o->is_long = n == 1;
	}
	if (c < 0 || ast_nchildren(a, c) != (o->is_long ? 6 : 4))
		return -1;
	for (k = 0; k < 2; k++) {
		int r = st_strip(st, ast_child(a, c, k + 1));

		if (!ast_is(a, r, CXCursor_DeclRefExpr) ||
		    st_fn_param(st, o->fn, r) != k)
			return -1;
	}
	return c;
}

/* Node i is a constant other than 0 (while (1)). */
static int always(struct st *st, int i)
{
	long long v;

	return i >= 0 && !ast_eval_int(st->a.n[i].cur, &v) && v != 0;
}

/* Node i is a constant below 0 (-1, EOF). */
static int negative(struct st *st, int i)
{
	long long v;

	return !ast_eval_int(st->a.n[i].cur, &v) && v < 0;
}

/* Statement s is `if (c == -1) break;` (also EOF, `c < 0`) for the
 * variable the call's value went to. */
static int end_test(struct gopt *o, int s, const char *var)
{
	struct st *st = o->st;
	struct ast *a = &st->a;
	int cond, then, x, y;

	if (!ast_is(a, s, CXCursor_IfStmt) || ast_nchildren(a, s) != 2)
		return 0;
	cond = st_strip(st, ast_child(a, s, 0));
	then = ast_child(a, s, 1);
	if (ast_is(a, then, CXCursor_CompoundStmt) &&
	    ast_nchildren(a, then) == 1)
		then = ast_child(a, then, 0);
	if (!ast_is(a, then, CXCursor_BreakStmt) ||
	    !ast_is(a, cond, CXCursor_BinaryOperator) ||
	    ast_nchildren(a, cond) != 2)
		return 0;
	x = st_strip(st, ast_child(a, cond, 0));
	y = ast_child(a, cond, 1);
	return ast_is(a, x, CXCursor_DeclRefExpr) &&
	       !strcmp(a->n[x].name, var) && negative(st, y) &&
	       (st_op_between(st, ast_child(a, cond, 0), y, "==") ||
		st_op_between(st, ast_child(a, cond, 0), y, "<="));
}

/* `while (1)` or `for (;;)` whose body starts (after declarations) with
 * `c = getopt(...);` and `if (c == -1) break;`: the call, its two
 * statements in o->skip; else -1. */
static int call_first(struct gopt *o, int loop)
{
	struct st *st = o->st;
	struct ast *a = &st->a;
	int body = ast_child(a, loop, ast_nchildren(a, loop) - 1), k, s, c;
	int x;

	if (ast_is(a, loop, CXCursor_WhileStmt)) {
		if (!always(st, st_strip(st, ast_child(a, loop, 0))))
			return -1;
	} else if (!ast_is(a, loop, CXCursor_ForStmt) ||
		   ast_nchildren(a, loop) != 1) {
		return -1;
	}
	if (!ast_is(a, body, CXCursor_CompoundStmt))
		return -1;
	for (k = 0; (s = ast_child(a, body, k)) >= 0; k++)
		if (!ast_is(a, s, CXCursor_DeclStmt))
			break;
	if (s < 0)
		return -1;
	s = st_strip(st, s);
	if (s < 0 || !ast_is(a, s, CXCursor_BinaryOperator) ||
	    ast_nchildren(a, s) != 2 ||
	    !st_op_between(st, ast_child(a, s, 0), ast_child(a, s, 1), "="))
		return -1;
	x = st_strip(st, ast_child(a, s, 0));
	c = st_strip(st, ast_child(a, s, 1));
	if (!ast_is(a, x, CXCursor_DeclRefExpr) ||
	    !ast_is(a, c, CXCursor_CallExpr) || parser_call(o, c) != c ||
	    !end_test(o, ast_child(a, body, k + 1), a->n[x].name))
		return -1;
	o->skip[0] = ast_child(a, body, k);
	o->skip[1] = ast_child(a, body, k + 1);
	return c;
}

/* The getopt() call of the loop's condition (or first in its body) over
 * fn's parameters, or -1. */
static int getopt_call(struct gopt *o, int loop)
{
	struct ast *a = &o->st->a;
	int cond = ast_child(a, loop, 0);

	o->skip[0] = o->skip[1] = -1;
	if (ast_is(a, loop, CXCursor_WhileStmt) && cond >= 0) {
		int c = parser_call(o, cond);

		if (c >= 0)
			return c;
	}
	return call_first(o, loop);
}

/* The value of a case's label ('x'), or -1. */
static int label_value(struct st *st, int expr)
{
	long long v;

	return ast_eval_int(st->a.n[expr].cur, &v) ? -1 : (int)v;
}

/* The labels of a case chain starting at node i: the first letter it
 * handles (0 for usage and error cases), its letters in g->chain, -2 for
 * a mix of both; *inner gets the first statement under the labels. */
static int chain_letter(struct gopt *o, struct group *g, int i, int *inner)
{
	struct ast *a = &o->st->a;
	int letter = -1, n = 0;

	for (;;) {
		g->label = i;
		int l = 0, k = 0;

		if (a->n[i].kind == CXCursor_CaseStmt) {
			int v = label_value(o->st, ast_child(a, i, 0));

			if (v > 0 && letter_index(o, v) >= 0)
				l = v;
			k = 1;
		} else if (a->n[i].kind != CXCursor_DefaultStmt) {
			g->label = a->n[i].parent;
			break;
		}
		if (letter >= 0 && !letter != !l) {
			refuse(o,
			       "case '%c' shares its statements with a usage "
			       "or error case",
			       l ? l : letter);
			return -2;
		}
		if (l && n == MAX_CHAIN)
			return -2;
		if (l)
			g->chain[n++] = l;
		if (letter <= 0)
			letter = l;
		i = ast_child(a, i, k);
	}
	g->chain[n] = '\0';
	*inner = i;
	return letter;
}

static int is_label(struct st *st, int i)
{
	return st->a.n[i].kind == CXCursor_CaseStmt ||
	       st->a.n[i].kind == CXCursor_DefaultStmt;
}

/* The switch's cases as groups of statements; -1 on a shape not read. */
static int read_groups(struct gopt *o)
{
	struct ast *a = &o->st->a;
	int k, c;

	for (k = 0; (c = ast_child(a, o->body, k)) >= 0; k++) {
		struct group *g;
		int inner;

		if (!is_label(o->st, c)) {
			if (!o->ng)
				return refuse(o, "its switch has statements "
						 "before the first case");
			g = &o->g[o->ng - 1];
			if (g->n == MAX_STMTS)
				return -1;
			g->stmts[g->n++] = c;
			continue;
		}
		if (o->ng == MAX_GROUPS)
			return -1;
		g = &o->g[o->ng++];
		g->letter = chain_letter(o, g, c, &inner);
		g->n = 0;
		g->brk = -1;
		if (g->letter == -2)
			return -1;
		if (inner >= 0 && !is_label(o->st, inner))
			g->stmts[g->n++] = inner;
	}
	return 0;
}

/* A jump that leaves the case's statements other than at their end:
 * what it is ("return", "break" ...), else NULL. */
static const char *bad_jump(struct st *st, int i, int nested)
{
	struct ast *a = &st->a;
	enum CXCursorKind k = a->n[i].kind;
	const char *r;
	int j, c;

	if (k == CXCursor_ReturnStmt)
		return "return";
	if (k == CXCursor_GotoStmt)
		return "goto";
	if (!nested && k == CXCursor_BreakStmt)
		return "break";
	if (!nested && k == CXCursor_ContinueStmt)
		return "continue";
	if (k == CXCursor_DeclRefExpr && !strcmp(a->n[i].name, "optind"))
		return "optind";
	if (k == CXCursor_ForStmt || k == CXCursor_WhileStmt ||
	    k == CXCursor_DoStmt || k == CXCursor_SwitchStmt)
		nested = 1;
	for (j = 0; (c = ast_child(a, i, j)) >= 0; j++)
		if ((r = bad_jump(st, c, nested)))
			return r;
	return NULL;
}

static int ends_with_break(struct st *st, struct group *g)
{
	return g->n && st->a.n[g->stmts[g->n - 1]].kind == CXCursor_BreakStmt;
}

/* Functions that do not return: a case that ends calling one does not
 * fall into the next. */
static const char *const no_return[] = {
	"exit", "_exit", "_Exit", "abort", "tst_exit", "tst_brkm", "tst_brk",
};

/* How deep a function of the file that ends calling one may be called
 * (growfiles' `#define exit(x) myexit(x)`, myexit() ending in
 * tst_exit()). */
#define NO_RETURN_DEPTH 2

/* Statement s is a call that does not return. */
static int no_return_call(struct st *st, int s, int depth)
{
	struct ast *a = &st->a;
	int body, n;
	size_t k;

	s = st_strip(st, s);
	if (s < 0 || !ast_is(a, s, CXCursor_CallExpr))
		return 0;
	for (k = 0; k < ARRAY_LEN(no_return); k++)
		if (st_is_call(st, s, no_return[k]))
			return 1;
	body = st_func(st, a->n[s].name, NULL);
	if (!depth || body < 0 || !ast_is(a, body, CXCursor_CompoundStmt))
		return 0;
	n = ast_nchildren(a, body);
	return n > 0 &&
	       no_return_call(st, ast_child(a, body, n - 1), depth - 1);
}

static int ends_no_return(struct st *st, struct group *g)
{
	return g->n && no_return_call(st, g->stmts[g->n - 1], NO_RETURN_DEPTH);
}

/* Lines starting with "#if" less those starting with "#endif" in t. */
static int pp_depth(const char *t)
{
	const char *p = t;
	int d = 0;

	for (; p; p = strchr(p, '\n')) {
		while (*p == '\n' || *p == ' ' || *p == '\t')
			p++;
		if (!strncmp(p, "#if", 3))
			d++;
		else if (!strncmp(p, "#endif", 6))
			d--;
	}
	return d;
}

/* The text of a case: from the line after its label (or the label's
 * end when a statement shares its line) to its break's line, so that
 * comments and preprocessor lines between come along; -1 when those
 * open a conditional they do not close. */
static int region(struct gopt *o, struct group *g)
{
	struct st *st = o->st;
	struct node *f = &st->a.n[g->stmts[0]],
		    *l = &st->a.n[g->stmts[g->n - 1]];
	unsigned int lab = st->a.n[g->label].start;
	char *t;
	int d;

	g->rs = conv_line(st->f, lab) == conv_line(st->f, f->start) ?
			f->start :
			st_line_end(st, lab);
	g->re = conv_stmt_end(st->f, l->end);
	if (g->brk >= 0) {
		unsigned int b = st->a.n[g->brk].start;
		unsigned int ls = st_line_start(st, b);

		g->re = ls + leading_tabs(st->f->text, ls) == b ? ls : b;
	}
	if (g->re <= g->rs)
		return -1;
	t = conv_text(st->f, g->rs, g->re);
	d = pp_depth(t);
	free(t);
	return d ? -1 : 0;
}

/* The letters of a case's labels, "'i'/'n'", for a message. */
static char *chain_text(struct group *g)
{
	struct util_buf b = { 0 };
	const char *p;

	for (p = g->chain; *p; p++)
		util_buf_printf(&b, "%s'%c'", p == g->chain ? "" : "/", *p);
	return util_buf_take(&b);
}

/* Labels that share a case share a variable: they must all take an
 * argument or none, and the case cannot tell them apart (optopt). */
static int check_chain(struct gopt *o, struct group *g)
{
	int k = letter_index(o, g->chain[0]), j;
	const char *p;

	for (p = g->chain + 1; *p; p++) {
		j = letter_index(o, *p);
		if (o->has_arg[j] != o->has_arg[k])
			return -1;
	}
	if (g->chain[1] && g->n && ast_uses(&o->st->a, "optopt", g->rs, g->re))
		return -1;
	return 0;
}

/* Each kept case ends with break or a call that does not return (or is
 * the last one) and jumps nowhere else; the final break is left out. */
static int check_groups(struct gopt *o)
{
	const char *jump;
	char *which;
	int k, j, r = 0;

	for (k = 0; k < o->ng && !r; k++) {
		struct group *g = &o->g[k];

		if (!g->letter)
			continue;
		which = chain_text(g);
		if (ends_with_break(o->st, g))
			g->brk = g->stmts[--g->n];
		else if (k + 1 < o->ng && !ends_no_return(o->st, g))
			r = refuse(o, "case %s falls into the next one", which);
		for (j = 0; j < g->n && !r; j++)
			if ((jump = bad_jump(o->st, g->stmts[j], 0)))
				r = refuse(o,
					   !strcmp(jump, "optind") ?
						   "case %s reads %s" :
						   "case %s leaves with %s "
						   "before its end",
					   which, jump);
		if (!r && g->n && region(o, g))
			r = refuse(o,
				   "case %s opens a conditional it does not "
				   "close",
				   which);
		if (!r && check_chain(o, g))
			r = refuse(o,
				   "the labels %s share a case but not how "
				   "they read an argument",
				   which);
		free(which);
	}
	return r;
}

/* The usage function: the first function of the file a dropped case
 * calls. */
static void find_help(struct gopt *o)
{
	struct ast *a = &o->st->a;
	int k, j, i;

	for (k = 0; k < o->ng && !o->help; k++) {
		if (o->g[k].letter)
			continue;
		for (j = 0; j < o->g[k].n && !o->help; j++)
			for (i = o->g[k].stmts[j];
			     i <= a->n[o->g[k].stmts[j]].last; i++)
				if (a->n[i].kind == CXCursor_CallExpr &&
				    st_func(o->st, a->n[i].name, NULL) >= 0) {
					o->help = util_strdup(a->n[i].name);
					break;
				}
	}
}

/* A letter for an option whose own the library has (vocab_free_letter()),
 * none of the loop's letters nor one given to another already. */
static char free_letter(struct gopt *o, char old)
{
	char taken[sizeof(o->letters) + sizeof(o->renamed) + 1];
	int k, n = 0;

	for (k = 0; k < o->nletters; k++) {
		taken[n++] = o->letters[k];
		if (o->renamed[k])
			taken[n++] = o->renamed[k];
	}
	taken[n] = '\0';
	return vocab_free_letter(old, taken);
}

/* A name of the file's not taken: opt_b, else opt_b_arg ... */
static char *var_name(struct st *st, char letter)
{
	char *name = util_printf("opt_%c", letter);

	while (ast_find_words(&st->a, name, NULL, 0) ||
	       ast_top_decl(&st->a, name, 0) >= 0) {
		char *t = util_printf("%s_arg", name);

		free(name);
		name = t;
	}
	return name;
}

/* Each letter's variable: its own, or that of the first label of the
 * case it shares. */
static void name_letters(struct gopt *o)
{
	struct st *st = o->st;
	const char *p;
	int k, j;

	for (k = 0; k < o->nletters; k++)
		o->alias[k] = k;
	for (j = 0; j < o->ng; j++)
		for (p = o->g[j].chain + 1; o->g[j].letter && *p; p++)
			o->alias[letter_index(o, *p)] =
				letter_index(o, o->g[j].chain[0]);
	for (k = 0; k < o->nletters; k++) {
		char c = o->letters[k];

		o->renamed[k] = vocab_is_lib_option(c) ? free_letter(o, c) : c;
		if (o->alias[k] == k)
			o->vars[k] = var_name(st, c);
	}
	for (k = 0; k < o->nletters; k++)
		if (o->alias[k] != k)
			o->vars[k] = o->vars[o->alias[k]];
}

/* ---- the cases' statements ---- */

static int is_ref_to(struct st *st, int i, const char *name)
{
	return st->a.n[i].kind == CXCursor_DeclRefExpr &&
	       !strcmp(st->a.n[i].name, name);
}

/* `x = atoi(optarg)` of node i (a '=' BinaryOperator): the variable x
 * and the parse function for its type, else NULL. */
static const char *parse_of(struct st *st, int i, int *var)
{
	struct ast *a = &st->a;
	int lhs, rhs, arg;
	CXType t;

	if (!ast_is(a, i, CXCursor_BinaryOperator) || ast_nchildren(a, i) != 2)
		return NULL;
	lhs = st_strip(st, ast_child(a, i, 0));
	rhs = st_strip(st, ast_child(a, i, 1));
	if (!st_op_between(st, ast_child(a, i, 0), ast_child(a, i, 1), "=") ||
	    !ast_is(a, lhs, CXCursor_DeclRefExpr) ||
	    !ast_is(a, rhs, CXCursor_CallExpr) || ast_nchildren(a, rhs) != 2)
		return NULL;
	arg = st_strip(st, ast_child(a, rhs, 1));
	if (!is_ref_to(st, arg, "optarg"))
		return NULL;
	t = clang_getCanonicalType(clang_getCursorType(a->n[lhs].cur));
	*var = lhs;
	if (!strcmp(a->n[rhs].name, "atoi") && t.kind == CXType_Int)
		return "int";
	if (!strcmp(a->n[rhs].name, "atol") && t.kind == CXType_Long)
		return "long";
	return NULL;
}

static char *parse_text(struct st *st, int var, const char *type,
			const char *arg, char letter, const char *ind)
{
	const char *lim = strcmp(type, "int") ? "LONG" : "INT";

	return util_printf("if (tst_parse_%s(%s, &%s, %s_MIN, %s_MAX))\n"
			   "%s\ttst_brk(TBROK, \"Invalid -%c '%%s'\", %s);\n",
			   type, arg, st->a.n[var].name, lim, lim, ind, letter,
			   arg);
}

/* The if whose condition holds node i, or -1. */
static int cond_of(struct st *st, int i)
{
	struct ast *a = &st->a;
	int p = a->n[i].parent, c;

	while (p >= 0 && a->n[p].kind != CXCursor_IfStmt)
		p = a->n[p].parent;
	if (p < 0)
		return -1;
	c = ast_child(a, p, 0);
	return c >= 0 && a->n[i].start >= a->n[c].start &&
			       a->n[i].end <= a->n[c].end ?
		       p :
		       -1;
}

/* `x = atoi(optarg);` as a statement, and `if ((x = atoi(optarg)) < 1)`:
 * the value parsed with tst_parse_*() first. */
static void parse_calls(struct gopt *o, int stmt, int k)
{
	struct st *st = o->st;
	struct ast *a = &st->a;
	int i, var, top = st_strip(st, stmt);
	const char *type;
	char ind[64], *t;

	for (i = stmt; i <= a->n[stmt].last; i++) {
		int s = stmt;

		type = parse_of(st, i, &var);
		if (!type || !a->n[i].has_off)
			continue;
		if (i != top) {
			s = cond_of(st, i);
			if (s < 0 || !a->n[s].has_off)
				continue;
		}
		ast_indent_of(st->f, a->n[s].start, ind, sizeof(ind));
		t = parse_text(st, var, type, o->vars[k], o->renamed[k], ind);
		if (i == top) {
			t[strlen(t) - 1] = '\0';
			conv_replace(st->f, a->n[i].start,
				     conv_stmt_end(st->f, a->n[i].end), t);
		} else {
			char *p = util_printf("%s%s", t, ind);
			int paren = a->n[i].parent;

			if (!ast_is(a, paren, CXCursor_ParenExpr))
				paren = i;
			conv_insert(st->f, a->n[s].start, p);
			conv_replace(st->f, a->n[paren].start, a->n[paren].end,
				     a->n[var].name);
			free(p);
		}
		free(t);
		return;
	}
}

/* optarg and optopt of a case read as what they were there (as tokens:
 * also in a branch the preprocessor leaves out here). */
static void case_names(struct gopt *o, struct group *g, int k)
{
	struct st *st = o->st;
	struct ast *a = &st->a;
	unsigned int t;
	char lit[8];
	int j;

	snprintf(lit, sizeof(lit), "'%c'", o->renamed[k]);
	for (j = 0; j < g->n; j++)
		parse_calls(o, g->stmts[j], k);
	for (t = ast_tok_at(a, g->rs); t < a->ntoks && a->toks[t].start < g->re;
	     t++) {
		struct tok *x = &a->toks[t];

		if (x->kind != CXToken_Identifier)
			continue;
		if (!strcmp(x->text, "optarg"))
			conv_replace(st->f, x->start, x->end, o->vars[k]);
		else if (!strcmp(x->text, "optopt"))
			conv_replace(st->f, x->start, x->end, lit);
	}
}

/* The case's statements at depth `depth`, each line moved by as many
 * tabs as the first one. */
static void case_text(struct gopt *o, struct group *g, unsigned int depth,
		      struct util_buf *out)
{
	struct st *st = o->st;
	struct node *f = &st->a.n[g->stmts[0]];
	unsigned int ls = st_line_start(st, f->start), from = depth, k;
	char *t = conv_copy(st->f, g->rs, g->re), *p, *e;
	int line_start = 1;

	if (ls + leading_tabs(st->f->text, ls) == f->start)
		from = leading_tabs(st->f->text, ls);
	e = t + strlen(t);
	while (e > t && (e[-1] == '\n' || e[-1] == '\t' || e[-1] == ' '))
		*--e = '\0';
	for (p = t; *p; p++) {
		if (line_start) {
			for (k = 0; k < from && *p == '\t'; k++)
				p++;
			for (k = 0; k < depth && *p != '#' && *p != '\n'; k++)
				util_buf_adds(out, "\t");
			line_start = 0;
			if (!*p)
				break;
		}
		util_buf_add(out, p, 1);
		line_start = *p == '\n';
	}
	free(t);
}

static void tabs(struct util_buf *b, unsigned int n)
{
	while (n--)
		util_buf_adds(b, "\t");
}

/* Declaration d (a DeclStmt) declares a name the case's text uses. */
static int case_uses_decl(struct gopt *o, struct group *g, int d)
{
	struct ast *a = &o->st->a;
	int j;

	for (j = d + 1; j <= a->n[d].last; j++)
		if (ast_is(a, j, CXCursor_VarDecl) &&
		    ast_uses(a, a->n[j].name, g->rs, g->re))
			return 1;
	return 0;
}

/* The loop body's declarations the case uses, each a line at depth
 * `depth`, before the case's statements. */
static void case_decls(struct gopt *o, struct group *g, unsigned int depth,
		       struct util_buf *out)
{
	struct st *st = o->st;
	int k, n = 0;
	char *t;

	for (k = 0; k < o->ndecls; k++) {
		int d = o->decls[k];

		if (!case_uses_decl(o, g, d))
			continue;
		t = conv_text(st->f, st->a.n[d].start,
			      conv_stmt_end(st->f, st->a.n[d].end));
		tabs(out, depth);
		util_buf_printf(out, "%s\n", t);
		free(t);
		n++;
	}
	if (n)
		util_buf_adds(out, "\n");
}

/* The loop's replacement: one `if (opt_x)` per case, in their order, in
 * braces when the case's text has more than one line. */
static char *loop_text(struct gopt *o)
{
	struct st *st = o->st;
	unsigned int w = leading_tabs(
		st->f->text, st_line_start(st, st->a.n[o->loop].start));
	struct util_buf b = { 0 };
	int k, x;

	for (k = 0; k < o->ng; k++) {
		struct group *g = &o->g[k];
		struct util_buf c = { 0 };
		int braces;

		if (!g->letter || !g->n)
			continue;
		x = letter_index(o, g->letter);
		case_names(o, g, x);
		case_decls(o, g, w + 1, &c);
		case_text(o, g, w + 1, &c);
		braces = strchr(c.data, '\n') != NULL;
		if (b.len) {
			util_buf_adds(&b, "\n");
			tabs(&b, w);
		}
		util_buf_printf(&b, "if (%s)%s\n%s", o->vars[x],
				braces ? " {" : "", c.data);
		if (braces) {
			util_buf_adds(&b, "\n");
			tabs(&b, w);
			util_buf_adds(&b, "}");
		}
		free(c.data);
	}
	return util_buf_take(&b);
}

/* ---- the table ---- */

char *st_table_name(struct st *st)
{
	char *name = util_strdup("options");

	while (ast_find_words(&st->a, name, NULL, 0) ||
	       ast_top_decl(&st->a, name, 0) >= 0) {
		char *t = util_printf("test_%s", name);

		free(name);
		name = t;
	}
	return name;
}

/*
 * The runtest entries that run the program, rewritten for the renamed
 * letters (conv_runtest_rewrite()): NULL when they all could be (their
 * edits kept in the file's record), else why not.
 */
static char *rewrite_runtest(struct gopt *o, const char *optstr)
{
	struct conv_rt_args r = { .optstr = optstr };
	char from[64], to[64], *prog, *why = NULL;
	int k, n = 0;

	for (k = 0; k < o->nletters; k++)
		if (o->renamed[k] != o->letters[k]) {
			from[n] = o->letters[k];
			to[n++] = o->renamed[k];
		}
	if (!n)
		return NULL;
	from[n] = to[n] = '\0';
	r.from = from;
	r.to = to;
	prog = st_program_name(o->st);
	conv_runtest_rewrite(o->st->f, prog, &r, &why);
	free(prog);
	return why;
}

/* The comment over a renamed letter's entry: its runtest lines are
 * rewritten, or a TODO says why they cannot be. */
static void renamed_note(struct gopt *o, int k, const char *optstr,
			 const char *why)
{
	struct st *st = o->st;
	unsigned int at = st->a.n[o->loop].start;
	char *prog = st_program_name(st);
	int passed = conv_runtest_passes(prog, optstr, o->letters[k]);
	char *tail = why    ? util_printf(": its runtest lines cannot be "
					     "rewritten: %s",
					  why) :
		     passed ? util_strdup(": the runtest lines that pass it "
					  "are rewritten") :
			      util_strdup("");
	char *what = util_printf("%soption -%c is -%c now (the library has "
				 "-%c)%s",
				 why ? "TODO(convert): " : "", o->letters[k],
				 o->renamed[k], o->letters[k], tail);

	util_buf_printf(&o->sh->statics, "\t/* %s */\n", what);
	conv_msg(st->f, at, "%s", what);
	free(what);
	free(tail);
	free(prog);
}

static void table_text(struct gopt *o, const char *name, const char *optstr)
{
	struct st *st = o->st;
	struct util_buf *b = &o->sh->statics;
	int h = o->help ? ast_top_decl(&st->a, o->help, 1) : -1;
	char *why = rewrite_runtest(o, optstr);
	int k;

	for (k = 0; k < o->nletters; k++)
		if (o->alias[k] == k)
			util_buf_printf(b, "static char *%s;\n", o->vars[k]);
	util_buf_printf(b, "static struct tst_option %s[] = {\n", name);
	for (k = 0; k < o->nletters; k++) {
		char *help = NULL;

		if (h >= 0 && st->a.n[h].has_off)
			help = st_option_help(st, st->a.n[h].start,
					      st->a.n[h].end, o->letters[k],
					      o->has_arg[k]);
		if (o->renamed[k] != o->letters[k])
			renamed_note(o, k, optstr, why);
		util_buf_printf(b, "\t{ \"%c%s\", &%s, %s },\n", o->renamed[k],
				o->has_arg[k] ? ":" : "", o->vars[k],
				help ? help : "NULL");
		free(help);
	}
	util_buf_adds(b, "\t{}\n};\n");
	free(why);
}

void st_getopt_free(struct gopt *o)
{
	int k;

	if (!o)
		return;
	for (k = 0; k < o->nletters; k++)
		if (o->alias[k] == k)
			free(o->vars[k]);
	free(o->why);
	free(o->help);
	free(o->optstr);
	free(o);
}

/* Dead for argc and argv: the loop but the cases' statements. */
static void dead_ranges(struct gopt *o)
{
	struct st *st = o->st;
	struct ast *a = &st->a;
	unsigned int from = a->n[o->loop].start;
	int k;

	for (k = 0; k < o->ng; k++) {
		struct group *g = &o->g[k];

		if (!g->letter || !g->n)
			continue;
		st_dead(o->sh, from, g->rs);
		from = g->re;
	}
	st_dead(o->sh, from, conv_stmt_end(st->f, a->n[o->loop].end));
}

static char *clean_optstr(struct gopt *o)
{
	struct util_buf s = { 0 };
	int k;

	for (k = 0; k < o->nletters; k++)
		util_buf_printf(&s, "%c%s", o->letters[k],
				o->has_arg[k] ? ":" : "");
	return util_buf_take(&s);
}

/* getopt_long()'s long names go: safe when the runtest lines that run
 * the program give none (and some line runs it). */
static int check_long(struct gopt *o, const char *optstr)
{
	char *prog = st_program_name(o->st);
	int r = 0;

	if (!conv_runtest_runs(prog))
		r = refuse(o,
			   "no runtest line runs %s (a script may give it "
			   "the long options of getopt_long(): the library "
			   "has none)",
			   prog);
	else if (conv_runtest_long(prog, optstr))
		r = refuse(o,
			   "a runtest line gives %s a long option of "
			   "getopt_long(): the library has none",
			   prog);
	else
		conv_msg(o->st->f, o->st->a.n[o->loop].start,
			 "getopt_long()'s long names go: no runtest line "
			 "gives %s one, the library has none",
			 prog);
	free(prog);
	return r;
}

/* Calls whose value depends on their arguments alone. */
static const char *const value_calls[] = { "atoi",    "atol",	  "atoll",
					   "atof",    "strtol",	  "strtoul",
					   "strtoll", "strtoull", "strtod",
					   "strdup",  NULL };

/* Statement s sets a variable from constants, optarg and value_calls[]
 * (`bflag = 0;`, `n = atoi(optarg);`): run twice, the second value
 * stays, as the library keeps an option's last value. */
static int sets_value(struct st *st, int s)
{
	struct ast *a = &st->a;
	int e = st_strip(st, s), lhs, rhs, i;

	if (!ast_is(a, e, CXCursor_BinaryOperator) ||
	    ast_nchildren(a, e) != 2 ||
	    !st_op_between(st, ast_child(a, e, 0), ast_child(a, e, 1), "="))
		return 0;
	lhs = st_strip(st, ast_child(a, e, 0));
	rhs = ast_child(a, e, 1);
	if (!ast_is(a, lhs, CXCursor_DeclRefExpr) &&
	    !ast_is(a, lhs, CXCursor_MemberRefExpr))
		return 0;
	if (!ast_is_pure(a, lhs) ||
	    ast_writes(a, a->n[rhs].start, a->n[rhs].end) ||
	    (a->n[lhs].name && ast_has_word(a, rhs, a->n[lhs].name)))
		return 0;
	for (i = rhs; i <= a->n[rhs].last; i++)
		if (a->n[i].kind == CXCursor_CallExpr &&
		    (!a->n[i].name || !sl_in_list(value_calls, a->n[i].name)))
			return 0;
	return 1;
}

/* Reference r is read for its truth only (the condition of an if, a
 * loop or ?:, an operand of !, && or ||) or printed. */
static int truth_use(struct st *st, int r)
{
	struct ast *a = &st->a;
	int child, p = ast_holder(a, r, &child), cond;
	unsigned int t;

	if (p < 0)
		return 0;
	switch (a->n[p].kind) {
	case CXCursor_IfStmt:
	case CXCursor_WhileStmt:
	case CXCursor_ConditionalOperator:
		cond = 0;
		break;
	case CXCursor_DoStmt:
		cond = 1;
		break;
	case CXCursor_UnaryOperator:
		t = ast_tok_at(a, a->n[p].start);
		return t < a->ntoks && !strcmp(a->toks[t].text, "!");
	case CXCursor_BinaryOperator:
		return st_op_between(st, ast_child(a, p, 0), ast_child(a, p, 1),
				     "&&") ||
		       st_op_between(st, ast_child(a, p, 0), ast_child(a, p, 1),
				     "||");
	case CXCursor_CallExpr:
		return child != ast_child(a, p, 0) &&
		       (st_is_report(st, p) || st_is_call(st, p, "printf") ||
			st_is_call(st, p, "fprintf"));
	default:
		return 0;
	}
	return ast_child(a, p, cond) == child;
}

/* Variable d starts at 0: a global without initializer, or one of 0. */
static int starts_at_zero(CXCursor d)
{
	CXCursor init = clang_Cursor_getVarDeclInitializer(d);
	long long v;

	if (clang_getCursorKind(d) != CXCursor_VarDecl)
		return 0;
	if (clang_Cursor_isNull(init))
		return clang_Cursor_hasVarDeclGlobalStorage(d) == 1;
	return !ast_eval_int(init, &v) && v == 0;
}

/* Statement s counts (`vflag++;`) in a variable from 0, read elsewhere
 * only for its truth: given twice the option counts 2, and 2 reads as 1
 * does (but where it is printed). */
static int counts_for_truth(struct st *st, int s)
{
	struct ast *a = &st->a;
	int e = st_strip(st, s), v, i;
	unsigned int pre, post;
	CXCursor d;

	if (!ast_is(a, e, CXCursor_UnaryOperator))
		return 0;
	v = st_strip(st, ast_child(a, e, 0));
	if (!ast_is(a, v, CXCursor_DeclRefExpr))
		return 0;
	pre = ast_tok_at(a, a->n[e].start);
	post = ast_tok_at(a, a->n[v].end);
	if (!(pre < a->ntoks && !strcmp(a->toks[pre].text, "++")) &&
	    !(post < a->ntoks && !strcmp(a->toks[post].text, "++")))
		return 0;
	d = clang_getCursorReferenced(a->n[v].cur);
	if (clang_Cursor_isNull(d) || !starts_at_zero(d))
		return 0;
	for (i = 0; i < a->len; i++)
		if (i != v && a->n[i].kind == CXCursor_DeclRefExpr &&
		    clang_equalCursors(clang_getCursorReferenced(a->n[i].cur),
				       d) &&
		    !truth_use(st, i))
			return 0;
	return 1;
}

/* The letters whose case runs the same given once or more: each of its
 * statements sets a value or counts for truth alone. */
static char *same_letters(struct gopt *o)
{
	struct util_buf b = { 0 };
	int k, j;

	for (k = 0; k < o->ng; k++) {
		struct group *g = &o->g[k];

		if (!g->letter)
			continue;
		for (j = 0; j < g->n; j++)
			if (!sets_value(o->st, g->stmts[j]) &&
			    !counts_for_truth(o->st, g->stmts[j]))
				break;
		if (j == g->n)
			util_buf_printf(&b, "%s", g->chain);
	}
	return util_buf_take(&b);
}

/* getopt() runs a case once per time its letter is given, the library
 * sets the letter's variable once (the last value): a runtest line that
 * gives a letter twice (`-v -v`, a count) would run differently, unless
 * the case runs the same the second time. */
static int check_repeats(struct gopt *o)
{
	char *prog = st_program_name(o->st);
	char *same = same_letters(o);
	char *line = conv_runtest_repeats(prog, o->optstr, same);
	int r = 0;

	if (line)
		r = refuse(o,
			   "%s: the library keeps one value of an option, "
			   "getopt() ran its case each time",
			   line);
	free(line);
	free(same);
	free(prog);
	return r;
}

/* The loop stays: why, in the TODO over main()'s arguments. */
static void left(struct gopt *o)
{
	struct st *st = o->st;

	if (!o->why)
		refuse(o, "it is not one switch of cases that each end with "
			  "break");
	conv_msg(st->f, st->a.n[o->loop].start,
		 "the %s() loop is left to main()'s arguments: %s",
		 o->is_long ? "getopt_long" : "getopt", o->why);
	if (!o->sh->npos_why)
		o->sh->npos_why = util_printf(
			"its %s() loop is left as it "
			"is: %s",
			o->is_long ? "getopt_long" : "getopt", o->why);
}

struct gopt *st_getopt_read(struct st *st, struct shape *sh, int fn, int stmt,
			    int *rc)
{
	struct ast *a = &st->a;
	struct gopt *o = util_calloc(1, sizeof(*o));
	int c, lit, k;
	char *optstr;

	o->st = st;
	o->sh = sh;
	o->loop = stmt;
	o->fn = fn;
	*rc = 1;
	c = getopt_call(o, stmt);
	if (c < 0) {
		st_getopt_free(o);
		return NULL;
	}
	o->call = c;
	lit = st_strip(st, ast_child(a, c, 3));
	optstr = ast_is(a, lit, CXCursor_StringLiteral) ?
			 st_node_text(st, lit) :
			 util_strdup("");
	o->sw = loop_switch(o, stmt);
	o->body = o->sw >= 0 ? ast_child(a, o->sw, 1) : -1;
	if (read_optstring(o, optstr) || o->body < 0 || read_groups(o) ||
	    check_groups(o)) {
		left(o);
		free(optstr);
		st_getopt_free(o);
		*rc = -1;
		return NULL;
	}
	free(optstr);
	o->optstr = clean_optstr(o);
	if (check_repeats(o) || (o->is_long && check_long(o, o->optstr))) {
		left(o);
		st_getopt_free(o);
		*rc = -1;
		return NULL;
	}
	name_letters(o);
	find_help(o);
	if (o->help_letter)
		conv_msg(st->f, a->n[stmt].start,
			 "option -h goes: the library's -h prints the "
			 "options");
	for (k = 0; k < o->nletters; k++)
		if (o->alias[k] == k)
			util_buf_printf(&sh->opt_vars, "%s%s",
					sh->opt_vars.len ? "," : "",
					o->vars[k]);
	dead_ranges(o);
	*rc = 0;
	return o;
}

const char *st_getopt_optstr(struct gopt *o)
{
	return o->optstr;
}

/* text inserted before the top-level declaration fn, after the one
 * before it (and its comment); a function named gone (removed) is none. */
static void before_fn(struct st *st, int fn, const char *gone, const char *text)
{
	struct ast *a = &st->a;
	unsigned int at = 0;
	int i;
	char *t;

	for (i = 0; i < a->len; i = a->n[i].last + 1)
		if (i != fn && a->n[i].has_off &&
		    a->n[i].end <= a->n[fn].start && a->n[i].end > at &&
		    !(gone && a->n[i].kind == CXCursor_FunctionDecl &&
		      a->n[i].name && !strcmp(a->n[i].name, gone)))
			at = a->n[i].end;
	at = at ? st_line_end(st, at) : st_line_start(st, a->n[fn].start);
	t = util_printf("\n%s", text);
	conv_insert(st->f, at, t);
	free(t);
}

/* The usage function is named only by the loop's dropped cases (and by
 * its own definition and prototypes): nothing calls it any more. Its
 * calls in a kept case go along with that case's statements. */
static int help_unused(struct gopt *o)
{
	struct ast *a = &o->st->a;
	unsigned int offs[64];
	size_t n = ast_find_words(a, o->help, offs, 64), k;
	int i, own;

	if (n > 64)
		return 0;
	for (k = 0; k < n; k++) {
		/* a kept case's call (diotest1's bufsize check) moves with
		 * its statements into setup() */
		for (i = 0; i < o->ng; i++)
			if (o->g[i].letter && offs[k] >= o->g[i].rs &&
			    offs[k] < o->g[i].re)
				return 0;
		if (offs[k] >= a->n[o->loop].start &&
		    offs[k] < a->n[o->loop].end)
			continue;
		own = 0;
		for (i = 0; i < a->len && !own; i = a->n[i].last + 1)
			own = a->n[i].kind == CXCursor_FunctionDecl &&
			      a->n[i].has_off && a->n[i].name &&
			      !strcmp(a->n[i].name, o->help) &&
			      offs[k] >= a->n[i].start && offs[k] < a->n[i].end;
		if (!own)
			return 0;
	}
	return 1;
}

void st_getopt_write(struct gopt *o)
{
	struct st *st = o->st;
	struct ast *a = &st->a;
	const char *gone = NULL;
	char *text, *name;

	/* the usage function only the loop called goes: the library
	 * prints the options' help */
	if (o->help && help_unused(o)) {
		st_remove_fn(st, o->help);
		gone = o->help;
	}
	/* only -h and the usage cases: the library's own options are all
	 * there is, no table */
	if (!o->nletters) {
		conv_rewrite(st->f, a->n[o->loop].start,
			     conv_stmt_end(st->f, a->n[o->loop].end), "");
		return;
	}
	name = st_table_name(st);
	if (o->fn != o->sh->fn) {
		struct util_buf keep = o->sh->statics;

		memset(&o->sh->statics, 0, sizeof(keep));
		table_text(o, name, o->optstr);
		before_fn(st, o->fn, gone, o->sh->statics.data);
		free(o->sh->statics.data);
		o->sh->statics = keep;
	} else {
		table_text(o, name, o->optstr);
	}
	free(st->options);
	st->options = name;
	text = loop_text(o);
	conv_rewrite(st->f, a->n[o->loop].start,
		     conv_stmt_end(st->f, a->n[o->loop].end), text);
	free(text);
}
