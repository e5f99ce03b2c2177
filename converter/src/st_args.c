// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * main()'s arguments once the library owns main(), rewritten before
 * main() is taken apart (st_main.c), so that what moves no longer reads
 * them:
 *
 * - a getopt() loop over them becomes .options (st_getopt.c);
 * - argv[0] (or *argv), the program's name in messages, becomes the
 *   test's name (TCID's literal), but where it is given to an exec()
 *   (a path, not a name);
 * - an if testing argc against constants is decided as a run without
 *   arguments decides it (argc is 1): the branch taken stays, the other
 *   goes. When the test has options now, a test that only tells "no
 *   argument" from "some" (argc < 2, argc > 1 ...) becomes whether no
 *   option was given; others are left. When a runtest line of the tree
 *   gives the program arguments that are no option, nothing is decided:
 *   the run without arguments is not the one that matters.
 *
 * What it rewrote is recorded as dead (st_dead()): argc and argv used
 * elsewhere still become statics of a run without arguments under a TODO.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "st_main.h"
#include "util.h"

void st_dead(struct shape *sh, unsigned int s, unsigned int e)
{
	if (s >= e)
		return;
	sh->dead_s = util_realloc(sh->dead_s, (sh->ndead + 1) * sizeof(int));
	sh->dead_e = util_realloc(sh->dead_e, (sh->ndead + 1) * sizeof(int));
	sh->dead_s[sh->ndead] = s;
	sh->dead_e[sh->ndead++] = e;
}

int st_is_dead(struct shape *sh, unsigned int off)
{
	int k;

	for (k = 0; k < sh->ndead; k++)
		if (off >= sh->dead_s[k] && off < sh->dead_e[k])
			return 1;
	return 0;
}

int st_live_uses(struct st *st, struct shape *sh, const char *name,
		 unsigned int s, unsigned int e)
{
	struct ast *a = &st->a;
	unsigned int k;

	for (k = ast_tok_at(a, s); k < a->ntoks && a->toks[k].start < e; k++)
		if (!st_is_dead(sh, a->toks[k].start) &&
		    ast_uses(a, name, a->toks[k].start, a->toks[k].end))
			return 1;
	return 0;
}

int st_main_param(struct st *st, struct shape *sh, int ref)
{
	return st_fn_param(st, sh->fn, ref);
}

int st_fn_param(struct st *st, int fn, int ref)
{
	struct ast *a = &st->a;
	CXCursor to = clang_getCursorReferenced(a->n[ref].cur);
	int k, c;

	for (k = 0; (c = ast_child(a, fn, k)) >= 0; k++)
		if (a->n[c].kind == CXCursor_ParmDecl &&
		    clang_equalCursors(to, a->n[c].cur))
			return k;
	return -1;
}

/* The node above i, past parentheses and implicit conversions. */
static int up(struct st *st, int i)
{
	struct ast *a = &st->a;

	i = a->n[i].parent;
	while (i >= 0 && (a->n[i].kind == CXCursor_UnexposedExpr ||
			  a->n[i].kind == CXCursor_ParenExpr))
		i = a->n[i].parent;
	return i;
}

/* The text of node i without blanks. */
static char *squeezed(struct st *st, int i)
{
	char *t = st_node_text(st, i), *p, *q;

	for (p = q = t; *p; p++)
		if (*p != ' ' && *p != '\t' && *p != '\n')
			*q++ = *p;
	*q = '\0';
	return t;
}

/* argv[0] or *argv above the reference ref to argv: that node, or -1. */
static int name_expr(struct st *st, int ref)
{
	const char *argv = st->a.n[ref].name;
	int p = up(st, ref), r = -1;
	char *t, *want1, *want2;

	if (p < 0 || !st->a.n[p].has_off)
		return -1;
	t = squeezed(st, p);
	want1 = util_printf("%s[0]", argv);
	want2 = util_printf("*%s", argv);
	if ((ast_is(&st->a, p, CXCursor_ArraySubscriptExpr) &&
	     !strcmp(t, want1)) ||
	    (ast_is(&st->a, p, CXCursor_UnaryOperator) && !strcmp(t, want2)))
		r = p;
	free(t);
	free(want1);
	free(want2);
	return r;
}

/* Node i stands where a name goes: an argument of a call (but an
 * exec*()'s, a path), an initializer, the value assigned. Not a test
 * (argv[0] != NULL) nor a character of it. */
static int name_place(struct st *st, int i)
{
	struct ast *a = &st->a;
	int p = up(st, i);

	if (p < 0)
		return 0;
	if (a->n[p].kind == CXCursor_CallExpr)
		return strncmp(a->n[p].name, "exec", 4) != 0;
	if (a->n[p].kind == CXCursor_VarDecl)
		return 1;
	return a->n[p].kind == CXCursor_BinaryOperator &&
	       ast_nchildren(a, p) == 2 &&
	       st_op_between(st, ast_child(a, p, 0), ast_child(a, p, 1), "=") &&
	       a->n[i].start >= a->n[ast_child(a, p, 1)].start;
}

static char *test_name(struct st *st)
{
	char *prog, *name;

	if (st->tcid)
		return util_strdup(st->tcid);
	prog = st_program_name(st);
	name = util_printf("\"%s\"", prog);
	free(prog);
	return name;
}

/* The argv[0] (or *argv) over reference j to fn's parameter 1 that
 * becomes the test's name, or -1. */
static int name_use(struct st *st, struct shape *sh, int fn, int argv_k, int j)
{
	struct ast *a = &st->a;
	int e;

	if (a->n[j].kind != CXCursor_DeclRefExpr || !a->n[j].has_off ||
	    st_is_dead(sh, a->n[j].start) || st_fn_param(st, fn, j) != argv_k)
		return -1;
	e = name_expr(st, j);
	return e < 0 || !name_place(st, e) ? -1 : e;
}

/* argv[0] and *argv in fn, but in an exec() and in what is dead. */
static void program_names(struct st *st, struct shape *sh, int fn, int argv_k)
{
	struct ast *a = &st->a;
	char *name = test_name(st);
	int j, e;

	for (j = fn; j <= a->n[fn].last; j++) {
		e = name_use(st, sh, fn, argv_k, j);
		if (e < 0)
			continue;
		if (conv_replace(st->f, a->n[e].start, a->n[e].end, name))
			continue;
		st_dead(sh, a->n[e].start, a->n[e].end);
	}
	free(name);
}

/* ---- argv[0] in a macro of the file ---- */

/* One past the end of the preprocessor line starting at off (its
 * backslash-newlines included). */
static unsigned int directive_end(struct st *st, unsigned int off)
{
	const char *t = st->f->text;

	while (off < st->f->len && !(t[off] == '\n' && t[off - 1] != '\\'))
		off++;
	return off;
}

/* The token after `#define NAME` of the file, or 0; *end gets the end
 * of the definition. */
static unsigned int define_of(struct st *st, const char *name,
			      unsigned int *end)
{
	struct ast *a = &st->a;
	unsigned int t;

	for (t = 1; t + 1 < a->ntoks; t++)
		if (!strcmp(a->toks[t].text, "define") &&
		    !strcmp(a->toks[t - 1].text, "#") &&
		    !strcmp(a->toks[t + 1].text, name)) {
			*end = directive_end(st, a->toks[t].start);
			return t + 2;
		}
	return 0;
}

/* How deep a macro of the file may name another that reads argv[0]
 * (`CLEANERROR(m)` that expands `ERROR(m)`). */
#define MACRO_DEPTH 4

/* The token of `#define NAME` whose directive holds token k, or 0. */
static unsigned int enclosing_define(struct st *st, unsigned int k)
{
	struct ast *a = &st->a;
	unsigned int t, end;

	for (t = k; t-- > 1;)
		if (!strcmp(a->toks[t].text, "define") &&
		    !strcmp(a->toks[t - 1].text, "#")) {
			end = directive_end(st, a->toks[t].start);
			return a->toks[k].start < end && t + 1 < k ? t + 1 : 0;
		}
	return 0;
}

/* Token k is the name a directive defines or tests, not an expansion. */
static int directive_name(struct ast *a, unsigned int k)
{
	static const char *const words[] = {
		"define", "undef", "ifdef", "ifndef", "defined", NULL,
	};
	const char *const *w;
	unsigned int p = k;

	if (p > 1 && !strcmp(a->toks[p - 1].text, "("))
		p--;
	for (w = words; *w; w++)
		if (p > 0 && !strcmp(a->toks[p - 1].text, *w))
			return 1;
	return 0;
}

/*
 * Macro name is expanded in main() only: each use is in main() or in the
 * body of another macro of the file expanded in main() only.
 */
static int main_only(struct st *st, struct shape *sh, const char *name,
		     int depth)
{
	struct ast *a = &st->a;
	unsigned int k, d, uses = 0;

	for (k = 0; k < a->ntoks; k++) {
		if (strcmp(a->toks[k].text, name) || directive_name(a, k))
			continue;
		uses++;
		if (a->toks[k].start >= sh->ms && a->toks[k].start < sh->me)
			continue;
		d = enclosing_define(st, k);
		if (!d || !depth || !strcmp(a->toks[d].text, name) ||
		    !main_only(st, sh, a->toks[d].text, depth - 1))
			return 0;
	}
	return uses > 0;
}

/*
 * Macro name's body, or the body of a macro of the file it names (depth
 * levels down), reads argv: 1 when only as argv[0], -1 when otherwise
 * too, 0 when not at all. With rename, those argv[0]s become the test's
 * name.
 */
static int reads_argv0(struct st *st, const char *name, const char *argv,
		       int depth, const char *rename)
{
	struct ast *a = &st->a;
	unsigned int t, end, k;
	int r = 0, s;

	t = define_of(st, name, &end);
	if (!t)
		return 0;
	for (k = t; k < a->ntoks && a->toks[k].start < end; k++) {
		if (!strcmp(a->toks[k].text, argv)) {
			if (k + 3 >= a->ntoks ||
			    strcmp(a->toks[k + 1].text, "[") ||
			    strcmp(a->toks[k + 2].text, "0") ||
			    strcmp(a->toks[k + 3].text, "]"))
				return -1;
			if (rename)
				conv_replace(st->f, a->toks[k].start,
					     a->toks[k + 3].end, rename);
			r = 1;
			continue;
		}
		if (!depth || a->toks[k].kind != CXToken_Identifier ||
		    !strcmp(a->toks[k].text, name))
			continue;
		s = reads_argv0(st, a->toks[k].text, argv, depth - 1, rename);
		if (s < 0)
			return -1;
		r |= s;
	}
	return r;
}

/*
 * `#define ERROR(m) fprintf(stderr, "%s: " m, argv[0])`, expanded in
 * main() only (also through another macro, `CLEANERROR(m)`, that main()
 * alone expands): the macro's argv[0] names the test, and main()'s argv
 * its expansions read is dead.
 */
static void macro_names(struct st *st, struct shape *sh)
{
	struct ast *a = &st->a;
	unsigned int tk;
	const char *mac;
	char *name;
	int j;

	for (j = sh->fn; j <= a->n[sh->fn].last; j++) {
		struct node *n = &a->n[j];

		if (n->kind != CXCursor_DeclRefExpr || !n->has_off ||
		    st_is_dead(sh, n->start) || st_main_param(st, sh, j) != 1)
			continue;
		tk = ast_tok_at(a, n->start);
		if (tk >= a->ntoks || !strcmp(a->toks[tk].text, n->name) ||
		    a->toks[tk].kind != CXToken_Identifier)
			continue;
		mac = a->toks[tk].text;
		if (reads_argv0(st, mac, n->name, MACRO_DEPTH, NULL) != 1 ||
		    !main_only(st, sh, mac, MACRO_DEPTH))
			continue;
		name = test_name(st);
		reads_argv0(st, mac, n->name, MACRO_DEPTH, name);
		free(name);
		st_dead(sh, n->start, n->start + 1);
	}
}

/* ---- argc's tests ---- */

enum { V_FALSE = 0, V_TRUE = 1, V_UNKNOWN = -1 };

static int int_value(struct st *st, int i, long long *v)
{
	return !ast_eval_int(st->a.n[i].cur, v);
}

static int compare(const char *op, long long x, long long y)
{
	if (!strcmp(op, "=="))
		return x == y;
	if (!strcmp(op, "!="))
		return x != y;
	if (!strcmp(op, "<"))
		return x < y;
	if (!strcmp(op, "<="))
		return x <= y;
	if (!strcmp(op, ">"))
		return x > y;
	return x >= y;
}

/* argc OP k (or k OP argc, swapped) over argc = 1 (some = 0), or over
 * every argc >= 2 (some = 1): one value for all of them, or unknown. */
static int compare_argc(const char *op, long long k, int swapped, int some)
{
	long long probe[5] = { 2, k - 1, k, k + 1, k + 1000 };
	int i, v = -1;

	if (!some)
		return swapped ? compare(op, k, 1) : compare(op, 1, k);
	for (i = 0; i < 5; i++) {
		int r;

		if (probe[i] < 2)
			continue;
		r = swapped ? compare(op, k, probe[i]) :
			      compare(op, probe[i], k);
		if (v >= 0 && r != v)
			return V_UNKNOWN;
		v = r;
	}
	return v;
}

static const char *const cmp_ops[] = { "==", "!=", "<=", ">=", "<", ">" };

static int is_argc(struct st *st, struct shape *sh, int i)
{
	i = st_strip(st, i);
	return ast_is(&st->a, i, CXCursor_DeclRefExpr) &&
	       st_main_param(st, sh, i) == 0;
}

static int first_tok_is(struct st *st, int i, const char *text)
{
	unsigned int t = ast_tok_at(&st->a, st->a.n[i].start);

	return t < st->a.ntoks && !strcmp(st->a.toks[t].text, text);
}

static int eval(struct st *st, struct shape *sh, int i, int some);

static int eval_binary(struct st *st, struct shape *sh, int i, int some)
{
	struct ast *a = &st->a;
	int x = ast_child(a, i, 0), y = ast_child(a, i, 1), vx, vy;
	long long k;
	size_t n;

	if (st_op_between(st, x, y, "&&") || st_op_between(st, x, y, "||")) {
		int and = st_op_between(st, x, y, "&&");

		vx = eval(st, sh, x, some);
		if (vx == !and)
			return !and;
		vy = eval(st, sh, y, some);
		if (vx == and&&vy >= 0)
			return vy;
		return vy == !and? !and : V_UNKNOWN;
	}
	for (n = 0; n < ARRAY_LEN(cmp_ops); n++) {
		if (!st_op_between(st, x, y, cmp_ops[n]))
			continue;
		if (is_argc(st, sh, x) && int_value(st, y, &k))
			return compare_argc(cmp_ops[n], k, 0, some);
		if (is_argc(st, sh, y) && int_value(st, x, &k))
			return compare_argc(cmp_ops[n], k, 1, some);
		return V_UNKNOWN;
	}
	return V_UNKNOWN;
}

/* The value of condition i, as in compare_argc(). */
static int eval(struct st *st, struct shape *sh, int i, int some)
{
	struct ast *a = &st->a;
	int v;

	i = st_strip(st, i);
	if (i < 0 || !a->n[i].has_off)
		return V_UNKNOWN;
	if (is_argc(st, sh, i))
		return V_TRUE;
	if (a->n[i].kind == CXCursor_UnaryOperator &&
	    first_tok_is(st, i, "!")) {
		v = eval(st, sh, ast_child(a, i, 0), some);
		return v < 0 ? v : !v;
	}
	if (a->n[i].kind == CXCursor_BinaryOperator && ast_nchildren(a, i) == 2)
		return eval_binary(st, sh, i, some);
	return V_UNKNOWN;
}

static int refers_argc(struct st *st, struct shape *sh, int i)
{
	struct ast *a = &st->a;
	int j;

	for (j = i; j <= a->n[i].last; j++)
		if (a->n[j].kind == CXCursor_DeclRefExpr &&
		    st_main_param(st, sh, j) == 0)
			return 1;
	return 0;
}

/* The statements of branch b as they stand at the if's place: the
 * braces of a block without declarations left out, one tab less. */
static char *branch_text(struct st *st, int b, int unbrace)
{
	struct node *n = &st->a.n[b];
	struct util_buf out = { 0 };
	unsigned int s = n->start, e = conv_stmt_end(st->f, n->end);
	char *t, *p;

	if (unbrace) {
		s = n->start + 1;
		e = n->end - 1;
	}
	t = conv_copy(st->f, s, e);
	p = t;
	if (unbrace)
		while (*p == '\n' || *p == '\t' || *p == ' ')
			p++;
	for (; *p; p++) {
		util_buf_add(&out, p, 1);
		if (*p == '\n' && p[1] == '\t')
			p++;
	}
	free(t);
	t = util_buf_take(&out);
	p = t + strlen(t);
	while (p > t && (p[-1] == '\n' || p[-1] == '\t' || p[-1] == ' '))
		*--p = '\0';
	return t;
}

static int has_decls(struct st *st, int b)
{
	int k, c;

	for (k = 0; (c = ast_child(&st->a, b, k)) >= 0; k++)
		if (st->a.n[c].kind == CXCursor_DeclStmt)
			return 1;
	return 0;
}

/* argv[k > 0] in [s, e) that is not dead: arguments that go unread. */
static int reads_arguments(struct st *st, struct shape *sh, unsigned int s,
			   unsigned int e)
{
	struct ast *a = &st->a;
	int j;

	for (j = sh->fn; j <= a->n[sh->fn].last; j++)
		if (a->n[j].kind == CXCursor_DeclRefExpr && a->n[j].has_off &&
		    a->n[j].start >= s && a->n[j].start < e &&
		    st_main_param(st, sh, j) == 1)
			return 1;
	return 0;
}

static void unread_msg(struct st *st, int i)
{
	/* once for a chain of else ifs */
	if (ast_is(&st->a, st->a.n[i].parent, CXCursor_IfStmt))
		return;
	conv_msg(st->f, st->a.n[i].start,
		 "main()'s arguments are read only when given: that branch "
		 "goes with argc's test (a run without arguments kept)");
}

/* The if at i decided: the branch taken, alone, in its place. */
static void fold_if(struct st *st, struct shape *sh, int i, int v)
{
	struct ast *a = &st->a;
	int b = ast_child(a, i, v ? 1 : 2);
	int in_block = ast_is(a, a->n[i].parent, CXCursor_CompoundStmt);
	unsigned int s = a->n[i].start, e = conv_stmt_end(st->f, a->n[i].end);
	char *t;

	if (b >= 0 && !a->n[b].has_off)
		return;
	if (b < 0) {
		t = util_strdup(in_block ? "" : ";");
	} else {
		int unbrace = in_block && ast_is(a, b, CXCursor_CompoundStmt) &&
			      !has_decls(st, b);

		t = branch_text(st, b, unbrace);
	}
	if (b < 0 && in_block)
		conv_remove_stmt(st->f, s, a->n[i].end);
	else
		conv_rewrite(st->f, s, e, t);
	free(t);
	if (b >= 0) {
		if (reads_arguments(st, sh, s, a->n[b].start) ||
		    reads_arguments(st, sh, conv_stmt_end(st->f, a->n[b].end),
				    e))
			unread_msg(st, i);
		st_dead(sh, s, a->n[b].start);
		st_dead(sh, conv_stmt_end(st->f, a->n[b].end), e);
	} else {
		if (reads_arguments(st, sh, s, e))
			unread_msg(st, i);
		st_dead(sh, s, e);
	}
}

/* "No option was given" (or its negation) in place of condition c, a
 * line of the if at most 80 columns wide. */
static void options_test(struct st *st, struct shape *sh, int c, int none)
{
	struct node *n = &st->a.n[c];
	struct util_buf b = { 0 };
	char *vars = util_strdup(sh->opt_vars.data), *save = NULL, *v;
	char ind[64];
	size_t col, width;

	ast_indent_of(st->f, n->start, ind, sizeof(ind));
	width = strlen(ind) * 8 + 4;
	col = width;
	for (v = strtok_r(vars, ",", &save); v;
	     v = strtok_r(NULL, ",", &save)) {
		size_t w = strlen(v) + 5;

		if (b.len && col + w > 76) {
			util_buf_printf(&b, "%s\n%s    ", none ? " &&" : " ||",
					ind);
			col = width;
		} else if (b.len) {
			util_buf_adds(&b, none ? " && " : " || ");
		}
		util_buf_printf(&b, "%s%s", none ? "!" : "", v);
		col += w;
	}
	conv_replace(st->f, n->start, n->end, b.data);
	st_dead(sh, n->start, n->end);
	free(vars);
	free(b.data);
}

/* The ifs of main() that test argc, innermost first. */
static void argc_tests(struct st *st, struct shape *sh)
{
	struct ast *a = &st->a;
	int some = sh->opt_vars.len > 0, j;

	for (j = a->n[sh->fn].last; j > sh->fn; j--) {
		int c, v1, v2;

		if (a->n[j].kind != CXCursor_IfStmt || !a->n[j].has_off ||
		    st_is_dead(sh, a->n[j].start))
			continue;
		c = ast_child(a, j, 0);
		if (c < 0 || !refers_argc(st, sh, c))
			continue;
		v1 = eval(st, sh, c, 0);
		v2 = some ? eval(st, sh, c, 1) : v1;
		if (v1 < 0 || v2 < 0)
			continue;
		if (v1 == v2)
			fold_if(st, sh, j, v1);
		else
			options_test(st, sh, c, v1);
	}
}

/* ---- arguments that are no option, given as options ---- */

/* Options -1 ... -9: digits, which neither the library nor a test that
 * reads its argv itself has. */
#define MAX_POSITIONAL 9

/* The highest constant k of main()'s argv[k]. */
static int highest_index(struct st *st, struct shape *sh)
{
	struct ast *a = &st->a;
	int j, most = 0;

	for (j = sh->fn; j <= a->n[sh->fn].last; j++) {
		int base;
		long long k;

		if (a->n[j].kind != CXCursor_ArraySubscriptExpr ||
		    ast_nchildren(a, j) != 2)
			continue;
		base = st_strip(st, ast_child(a, j, 0));
		if (ast_is(a, base, CXCursor_DeclRefExpr) &&
		    st_main_param(st, sh, base) == 1 &&
		    int_value(st, ast_child(a, j, 1), &k) && k > most)
			most = k > MAX_POSITIONAL + 1 ? MAX_POSITIONAL + 1 : k;
	}
	return most;
}

/* The file reads a command line with getopt() or parse_opts() (main()
 * or a function it hands argv to): not every word is an argument of
 * main()'s own. What it is, for the TODO (NULL: no parsing). */
static char *parses_options(struct st *st, struct shape *sh, const char *prog)
{
	static const char *const parsers[] = {
		"getopt",     "getopt_long",	"getopt_long_only",
		"parse_opts", "tst_parse_opts",
	};
	struct ast *a = &st->a;
	size_t k;
	int i;

	if (sh->opt_vars.len)
		return util_printf("its options are .options now, but a "
				   "runtest line gives %s words after them, "
				   "which it read from argv (optind): the "
				   "library gives a test none",
				   prog);
	if (sh->opt_table || sh->opt_help || st->options)
		return util_printf("%s parses options (parse_opts()): the "
				   "words after them are not rewritten",
				   prog);
	for (i = 0; i < a->len; i = a->n[i].last + 1)
		for (k = 0; k < ARRAY_LEN(parsers); k++)
			if (a->n[i].has_off &&
			    ast_find_call(a, i, parsers[k]) >= 0)
				return util_printf(
					"%s parses options with %s() in %s(), "
					"which main() does not hand its "
					"arguments to as %s(argc, argv)",
					prog, parsers[k], a->n[i].name,
					a->n[i].name);
	return NULL;
}

static int decide_positional(struct st *st, struct shape *sh, const char *prog)
{
	struct conv_rt_args r = { 0 };
	char pos[MAX_POSITIONAL + 1];
	int n = highest_index(st, sh), given = conv_runtest_args(prog), k;
	char *why;

	if (given > n)
		n = given;
	if (!n)
		return 0;
	why = parses_options(st, sh, prog);
	if (why) {
		/* its options and other words share the command line (a
		 * getopt() loop left as it is said why already) */
		if (given && !sh->npos_why)
			sh->npos_why = why;
		else
			free(why);
		return 0;
	}
	if (!conv_runtest_runs(prog)) {
		sh->npos_why = util_printf("no runtest line runs %s (a script "
					   "may: its command line is not "
					   "rewritten)",
					   prog);
		return 0;
	}
	if (n > MAX_POSITIONAL) {
		sh->npos_why = util_printf("%s reads more than %d arguments",
					   prog, MAX_POSITIONAL);
		return 0;
	}
	for (k = 0; k < n; k++)
		pos[k] = '1' + k;
	pos[n] = '\0';
	r.pos = pos;
	if (conv_runtest_rewrite(st->f, prog, &r, &sh->npos_why) < 0)
		return 0;
	return n;
}

int st_args_positional(struct st *st, struct shape *sh)
{
	char *prog;

	if (!sh->npos) {
		prog = st_program_name(st);
		sh->npos = decide_positional(st, sh, prog);
		if (!sh->npos)
			sh->npos = -1;
		free(prog);
	}
	return sh->npos > 0 ? sh->npos : 0;
}

/* The getopt() loop among the statements of fn's body, or NULL. */
static struct gopt *getopt_in(struct st *st, struct shape *sh, int fn, int body)
{
	struct gopt *o;
	int i, c, rc;

	for (i = 0; (c = ast_child(&st->a, body, i)) >= 0; i++) {
		o = st_getopt_read(st, sh, fn, c, &rc);
		if (rc <= 0)
			return o;
	}
	return NULL;
}

/* Statement s of main() is `f(argc, argv);`: f's FunctionDecl (a
 * definition of the file with those two parameters, called nowhere else),
 * else -1. */
/* The function call c calls is declared in the file alone (not in a
 * header: its parameters can go) and called there once. */
static int own_function(struct st *st, int c)
{
	CXCursor d = clang_getCanonicalCursor(
		clang_getCursorReferenced(st->a.n[c].cur));
	struct ast *a = &st->a;
	const char *name = a->n[c].name;
	int j, calls = 0, decls = 0;

	for (j = 0; j < a->len; j++)
		calls += a->n[j].kind == CXCursor_CallExpr &&
			 !strcmp(a->n[j].name, name);
	for (j = 0; j < a->len; j = a->n[j].last + 1)
		decls += a->n[j].kind == CXCursor_FunctionDecl &&
			 !strcmp(a->n[j].name, name);
	/* and no other use of its name (its address taken) */
	return clang_Location_isFromMainFile(clang_getCursorLocation(d)) &&
	       calls == 1 &&
	       ast_find_words(a, name, NULL, 0) <= (size_t)(decls + 1);
}

int st_args_helper(struct st *st, struct shape *sh, int s, int *body)
{
	struct ast *a = &st->a;
	int c = st_strip(st, s), k, fn;

	if (!ast_is(a, c, CXCursor_CallExpr) || ast_nchildren(a, c) != 3 ||
	    !a->n[c].has_off)
		return -1;
	for (k = 0; k < 2; k++) {
		int r = st_strip(st, ast_child(a, c, k + 1));

		if (!ast_is(a, r, CXCursor_DeclRefExpr) ||
		    st_main_param(st, sh, r) != k)
			return -1;
	}
	*body = st_func(st, a->n[c].name, &fn);
	if (*body < 0 || !own_function(st, c))
		return -1;
	for (k = 0; ast_child(a, fn, k) >= 0; k++)
		;
	return k == 3 ? fn : -1;
}

/* fn's parameters read only by the getopt() loop (dead now) and as the
 * program's name. */
static int params_consumed(struct st *st, struct shape *sh, int fn, int argv_k)
{
	struct ast *a = &st->a;
	int j;

	for (j = fn; j <= a->n[fn].last; j++)
		if (a->n[j].kind == CXCursor_DeclRefExpr &&
		    st_fn_param(st, fn, j) >= 0 &&
		    !st_is_dead(sh, a->n[j].start) &&
		    name_use(st, sh, fn, argv_k, j) < 0)
			return 0;
	return 1;
}

/* Every declaration of fn without its parameters: (void). */
static void drop_params(struct st *st, int fn)
{
	struct ast *a = &st->a;
	const char *name = a->n[fn].name;
	int i, k, c, first, last;

	for (i = 0; i < a->len; i = a->n[i].last + 1) {
		if (a->n[i].kind != CXCursor_FunctionDecl ||
		    strcmp(a->n[i].name, name) || !a->n[i].has_off)
			continue;
		first = last = -1;
		for (k = 0; (c = ast_child(a, i, k)) >= 0; k++)
			if (a->n[c].kind == CXCursor_ParmDecl) {
				if (first < 0)
					first = c;
				last = c;
			}
		if (first >= 0 && a->n[first].has_off && a->n[last].has_off)
			conv_replace(st->f, a->n[first].start, a->n[last].end,
				     "void");
	}
}

/* Local k of the declaration d (its variables vars, n of them) goes. */
static void drop_declarator(struct st *st, int d, const int *vars, int n, int k)
{
	struct ast *a = &st->a;

	if (n == 1)
		conv_remove_stmt(st->f, a->n[d].start, a->n[d].end);
	else if (k == 0)
		conv_remove(st->f, st_declarator_start(st, vars, 0),
			    st_declarator_start(st, vars, 1));
	else
		conv_remove(st->f, a->n[vars[k - 1]].end, a->n[vars[k]].end);
}

/* fn's locals that only the getopt() loop used (its result): they go. */
static void drop_loop_locals(struct st *st, struct shape *sh, int fn)
{
	struct ast *a = &st->a;
	int d, k, c, n, vars[32];

	for (d = fn; d <= a->n[fn].last; d++) {
		if (a->n[d].kind != CXCursor_DeclStmt || !a->n[d].has_off)
			continue;
		for (n = 0, k = 0; (c = ast_child(a, d, k)) >= 0 && n < 32; k++)
			if (a->n[c].kind == CXCursor_VarDecl)
				vars[n++] = c;
		for (k = 0; k < n; k++) {
			const char *name = a->n[vars[k]].name;
			unsigned int e = a->n[fn].end;

			if (ast_nchildren(a, vars[k]) == 0 &&
			    !st_live_uses(st, sh, name, a->n[d].end, e))
				drop_declarator(st, d, vars, n, k);
		}
	}
}

/*
 * `parse_args(argc, argv);` of main() where parse_args() only runs a
 * getopt() loop over them (and names the program with argv[0]): the loop
 * is converted in place, parse_args() loses its parameters, main()'s call
 * its arguments.
 */
static struct gopt *helper_getopt(struct st *st, struct shape *sh)
{
	struct ast *a = &st->a;
	int i, fn, body, c;
	struct gopt *o;

	for (i = 0; i < sh->n; i++) {
		fn = st_args_helper(st, sh, sh->stmts[i], &body);
		if (fn < 0)
			continue;
		o = getopt_in(st, sh, fn, body);
		if (!o)
			return NULL;
		if (!params_consumed(st, sh, fn, 1)) {
			conv_msg(st->f, a->n[fn].start,
				 "%s() reads main()'s arguments beside its "
				 "getopt() loop: left to them",
				 a->n[fn].name);
			st_getopt_free(o);
			return NULL;
		}
		program_names(st, sh, fn, 1);
		drop_params(st, fn);
		drop_loop_locals(st, sh, fn);
		c = st_strip(st, sh->stmts[i]);
		conv_replace(st->f, a->n[ast_child(a, c, 1)].start,
			     a->n[ast_child(a, c, 2)].end, "");
		st_dead(sh, a->n[c].start, a->n[c].end);
		return o;
	}
	return NULL;
}

/* Call c of main() passes only main()'s parameters, each once, to a
 * function of the file called nowhere else that takes as many: that
 * function (*argv_k its parameter that gets argv, or -1), else -1. */
static int passes_params(struct st *st, struct shape *sh, int c, int *argv_k)
{
	struct ast *a = &st->a;
	int k, n = ast_nchildren(a, c) - 1, fn, np = 0, seen = 0;

	*argv_k = -1;
	if (n < 1 || !a->n[c].has_off || st_func(st, a->n[c].name, &fn) < 0 ||
	    !own_function(st, c))
		return -1;
	for (k = 0; k < n; k++) {
		int r = st_strip(st, ast_child(a, c, k + 1));
		int m = ast_is(a, r, CXCursor_DeclRefExpr) ?
				st_main_param(st, sh, r) :
				-1;

		if (m < 0 || m > 1 || (seen & (1 << m)))
			return -1;
		seen |= 1 << m;
		if (m == 1)
			*argv_k = k;
	}
	for (k = 0; ast_child(a, fn, k) >= 0; k++)
		np += a->n[ast_child(a, fn, k)].kind == CXCursor_ParmDecl;
	return np == n ? fn : -1;
}

/*
 * set_labels(argv) (or f(argc, argv)) in main() where the function reads
 * its parameters only as the program's name (argv[0]): the name is the
 * test's, the function loses the parameters, the call its arguments.
 */
static void name_helpers(struct st *st, struct shape *sh)
{
	struct ast *a = &st->a;
	int j, fn, k, c;

	for (j = sh->fn; j <= a->n[sh->fn].last; j++) {
		if (a->n[j].kind != CXCursor_CallExpr ||
		    st_is_dead(sh, a->n[j].start))
			continue;
		fn = passes_params(st, sh, j, &k);
		if (fn < 0 || !params_consumed(st, sh, fn, k))
			continue;
		program_names(st, sh, fn, k);
		drop_params(st, fn);
		c = ast_nchildren(a, j) - 1;
		conv_replace(st->f, a->n[ast_child(a, j, 1)].start,
			     a->n[ast_child(a, j, c)].end, "");
		st_dead(sh, a->n[j].start, a->n[j].end);
	}
}

int st_parses_opts(struct st *st, int fn, int body)
{
	struct ast *a = &st->a;
	int i, s, c, k, r;

	for (i = 0; (s = ast_child(a, body, i)) >= 0; i++) {
		c = st_strip(st, s);
		if (!ast_is(a, c, CXCursor_CallExpr) ||
		    (strcmp(a->n[c].name, "tst_parse_opts") &&
		     strcmp(a->n[c].name, "parse_opts")) ||
		    ast_nchildren(a, c) != 5)
			continue;
		for (k = 0; k < 2; k++) {
			r = st_strip(st, ast_child(a, c, k + 1));
			if (!ast_is(a, r, CXCursor_DeclRefExpr) ||
			    st_fn_param(st, fn, r) != k)
				break;
		}
		if (k == 2)
			return s;
	}
	return -1;
}

/*
 * setup(argc, argv) of main() where setup() hands them to tst_parse_opts()
 * and to nothing else: the options are main()'s (sh->opt_table,
 * sh->opt_help, converted as main()'s own), the call goes from setup(),
 * setup() loses its parameters and main()'s call its arguments.
 */
static void opts_helper(struct st *st, struct shape *sh)
{
	struct ast *a = &st->a;
	int i, fn, body, s, c;

	for (i = 0; i < sh->n; i++) {
		fn = st_args_helper(st, sh, sh->stmts[i], &body);
		if (fn < 0 || (s = st_parses_opts(st, fn, body)) < 0)
			continue;
		st_dead(sh, a->n[s].start, a->n[s].end);
		if (!params_consumed(st, sh, fn, 1))
			return;
		c = st_strip(st, s);
		free(sh->opt_table);
		free(sh->opt_help);
		sh->opt_table = st_call_arg(st, c, 2);
		sh->opt_help = st_call_arg(st, c, 3);
		conv_remove_stmt(st->f, a->n[s].start, a->n[s].end);
		program_names(st, sh, fn, 1);
		drop_params(st, fn);
		c = st_strip(st, sh->stmts[i]);
		conv_replace(st->f, a->n[ast_child(a, c, 1)].start,
			     a->n[ast_child(a, c, 2)].end, "");
		st_dead(sh, a->n[c].start, a->n[c].end);
		return;
	}
}

void st_args(struct st *st, struct shape *sh)
{
	struct gopt *o = getopt_in(st, sh, sh->fn, sh->body);
	char *prog = st_program_name(st);
	const char *optstr;

	if (!o)
		o = helper_getopt(st, sh);
	if (!o)
		opts_helper(st, sh);
	program_names(st, sh, sh->fn, 1);
	macro_names(st, sh);
	name_helpers(st, sh);
	/* no getopt() and no parse_opts(): argv is the program's own */
	optstr = o ? st_getopt_optstr(o) : sh->opt_table ? "" : NULL;
	if (!conv_runtest_positional(prog, optstr))
		argc_tests(st, sh);
	else
		conv_msg(st->f, st->a.n[sh->fn].start,
			 "a runtest line gives %s arguments that are no "
			 "option: argc's tests are left",
			 prog);
	if (o)
		st_getopt_write(o);
	st_getopt_free(o);
	free(prog);
}
