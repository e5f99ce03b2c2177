// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * main()'s local variables once main() is gone: one the loop's body uses
 * becomes a local of run(); one that statements moved into setup() or
 * cleanup() use (and the body, maybe) becomes a static of the file, so
 * that it lives as long as it did in main(). A declaration of several
 * variables is split into one per variable, each with the type it had.
 */
#include <stdlib.h>
#include <string.h>

#include "sleeps.h"
#include "st_main.h"
#include "util.h"
#include "vocab.h"

/* The VarDecls of DeclStmt d, in order; how many. */
static int vars_of(struct st *st, int d, int *vars, int max)
{
	int k, c, n = 0;

	for (k = 0; (c = ast_child(&st->a, d, k)) >= 0; k++)
		if (st->a.n[c].kind == CXCursor_VarDecl && n < max)
			vars[n++] = c;
	return n;
}

static int tok_is(struct st *st, unsigned int k, const char *text)
{
	return k < st->a.ntoks && !strcmp(st->a.toks[k].text, text);
}

static int is_qualifier(struct st *st, unsigned int k)
{
	return tok_is(st, k, "const") || tok_is(st, k, "volatile") ||
	       tok_is(st, k, "restrict");
}

/* The first token of var's declarator: its name, and before it the '*'
 * and '(' (and qualifiers after a '*') that belong to it. */
static unsigned int declarator_first(struct st *st, int var)
{
	unsigned int t = ast_tok_at(&st->a, st->a.n[var].loc);

	while (t > 0 &&
	       (tok_is(st, t - 1, "*") || tok_is(st, t - 1, "(") ||
		(is_qualifier(st, t - 1) && t > 1 && tok_is(st, t - 2, "*"))))
		t--;
	return t;
}

unsigned int st_declarator_start(struct st *st, const int *vars, int k)
{
	struct ast *a = &st->a;
	unsigned int t;

	if (k == 0)
		return a->toks[declarator_first(st, vars[0])].start;
	for (t = ast_tok_at(a, a->n[vars[k - 1]].end); t < a->ntoks; t++)
		if (tok_is(st, t, ","))
			return t + 1 < a->ntoks ? a->toks[t + 1].start :
						  a->n[vars[k]].start;
	return a->n[vars[k]].start;
}

/* The '=' of an initializer in [s, e), or e. */
static unsigned int init_start(struct st *st, unsigned int s, unsigned int e)
{
	struct ast *a = &st->a;
	unsigned int t;
	int depth = 0;

	for (t = ast_tok_at(a, s); t < a->ntoks && a->toks[t].start < e; t++) {
		const char *x = a->toks[t].text;

		if (!strcmp(x, "(") || !strcmp(x, "["))
			depth++;
		else if (!strcmp(x, ")") || !strcmp(x, "]"))
			depth--;
		else if (!depth && !strcmp(x, "="))
			return a->toks[t].start;
	}
	return e;
}

static char *trim_right(char *s)
{
	size_t n = strlen(s);

	while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\n'))
		s[--n] = '\0';
	return s;
}

/* "TYPE DECLARATOR[ = INIT]" of var k of DeclStmt d, no ';'. NULL when the
 * type cannot be repeated (it defines a struct). */
static char *decl_text(struct st *st, int d, const int *vars, int n, int k,
		       int with_init)
{
	struct ast *a = &st->a;
	unsigned int ds = a->n[d].start, spec_end, s, e;
	char *spec, *decl, *r;

	spec_end = st_declarator_start(st, vars, 0);
	s = st_declarator_start(st, vars, k);
	e = a->n[vars[k]].end;
	if (!with_init)
		e = init_start(st, s, e);
	spec = trim_right(conv_copy(st->f, ds, spec_end));
	decl = trim_right(conv_copy(st->f, s, e));
	if (n > 1 && strchr(spec, '{')) {
		free(spec);
		free(decl);
		return NULL;
	}
	r = util_printf("%s%s%s", spec,
			spec[0] && spec[strlen(spec) - 1] != '*' ? " " : "",
			decl);
	free(spec);
	free(decl);
	return r;
}

/* The local var among the VarDecls of its declaration (vars, *n): its
 * index, or -1 when no DeclStmt holds it. */
static int var_in_decl(struct st *st, int var, int *vars, int *n)
{
	int d = st->a.n[var].parent, k;

	if (!ast_is(&st->a, d, CXCursor_DeclStmt))
		return -1;
	*n = vars_of(st, d, vars, 64);
	for (k = 0; k < *n && vars[k] != var; k++)
		;
	return k < *n ? k : -1;
}

char *st_var_decl(struct st *st, int var)
{
	int vars[64], n, k = var_in_decl(st, var, vars, &n);

	return k < 0 ? NULL : decl_text(st, st->a.n[var].parent, vars, n, k, 1);
}

/* An initializer that a static may keep: no call, no variable. */
static int constant_init(struct st *st, int var)
{
	struct ast *a = &st->a;
	int j;

	for (j = var + 1; j <= a->n[var].last; j++) {
		if (a->n[j].kind == CXCursor_CallExpr)
			return 0;
		if (a->n[j].kind == CXCursor_DeclRefExpr &&
		    (a->n[j].refkind == CXCursor_VarDecl ||
		     a->n[j].refkind == CXCursor_ParmDecl))
			return 0;
	}
	return 1;
}

static int has_init(struct st *st, int var)
{
	struct ast *a = &st->a;
	int nk = ast_nchildren(a, var), last;

	if (!nk)
		return 0;
	last = ast_child(a, var, nk - 1);
	return a->n[last].kind != CXCursor_TypeRef &&
	       init_start(st, a->n[var].loc, a->n[var].end) < a->n[var].end;
}

/* A file-scope name, or a local of a function the moved statements go
 * to, that a promoted variable would collide with or be hidden by. */
static int collides(struct st *st, struct shape *sh, const char *name)
{
	struct ast *a = &st->a;
	int fn, j, k;
	const char *dest[2] = { sh->setup, sh->cleanup };

	if (ast_top_decl(a, name, 0) >= 0)
		return 1;
	for (k = 0; k < 2; k++) {
		if (!dest[k] || st_func(st, dest[k], &fn) < 0)
			continue;
		for (j = fn; j <= a->n[fn].last; j++)
			if ((a->n[j].kind == CXCursor_VarDecl ||
			     a->n[j].kind == CXCursor_ParmDecl) &&
			    !strcmp(a->n[j].name, name))
				return 1;
	}
	return 0;
}

/* The last child of var is a braced initializer. */
static int init_list(struct st *st, int var)
{
	struct ast *a = &st->a;
	int nk = ast_nchildren(a, var);

	return nk &&
	       ast_is(a, ast_child(a, var, nk - 1), CXCursor_InitListExpr);
}

/* An array cannot be assigned: its initializer must stay on the static. */
static int is_array(struct st *st, int var)
{
	CXType t = clang_getCursorType(st->a.n[var].cur);

	return t.kind == CXType_ConstantArray ||
	       t.kind == CXType_IncompleteArray ||
	       t.kind == CXType_VariableArray;
}

/* A struct of no name (unless a typedef names it): no compound literal
 * can name it; clang spells it "struct (unnamed struct at ...)". */
static int unnamed_type(struct st *st, int var)
{
	CXString ts =
		clang_getTypeSpelling(clang_getCursorType(st->a.n[var].cur));
	const char *t = clang_getCString(ts);
	int r = strstr(t, "(unnamed") || strstr(t, "(anonymous");

	clang_disposeString(ts);
	return r;
}

/* The initializer of var as an assignment where main() ran it; a braced
 * one as a compound literal of the variable's type (`st = { ... };` is
 * no C). */
static void init_stmt(struct st *st, struct shape *sh, int var)
{
	struct ast *a = &st->a;
	unsigned int is = init_start(st, a->n[var].loc, a->n[var].end);
	char *init = conv_copy(st->f, is + 1, a->n[var].end);
	const char *v = init + strspn(init, " \t\n");

	if (init_list(st, var)) {
		CXString ts = clang_getTypeSpelling(
			clang_getCursorType(a->n[var].cur));

		util_buf_printf(&sh->inits, "\t%s = (%s)%s;\n", a->n[var].name,
				clang_getCString(ts), v);
		clang_disposeString(ts);
	} else {
		util_buf_printf(&sh->inits, "\t%s = %s;\n", a->n[var].name, v);
	}
	free(init);
}

/* The declaration text without a local's storage class (register, auto),
 * which a declaration of the file may not have. */
static const char *file_scope_text(const char *t)
{
	if (!strncmp(t, "register ", 9))
		return t + 9;
	if (!strncmp(t, "auto ", 5))
		return t + 5;
	return t;
}

/* The comment that trails declaration d on its line (what a legacy
 * main()'s local holds), with the blanks before it, for the first of its
 * variables written out again (*said unset; said NULL: none), else "";
 * those on the lines right above it in *above ("Parameters for alarm
 * test", at main()'s indent, which is run()'s), or "". */
static char *trailing(struct st *st, int d, int *said, char **above)
{
	unsigned int s = st->a.n[d].start, se, ce, cb;

	*above = util_strdup("");
	if (!said || *said)
		return util_strdup("");
	*said = 1;
	cb = st_comments_before(st, s, 0);
	if (cb < s) {
		free(*above);
		*above = conv_copy(st->f, cb, st_line_start(st, s));
	}
	se = conv_stmt_end(st->f, st->a.n[d].end);
	ce = conv_trailing_comment(st->f, se);
	return ce > se ? conv_copy(st->f, se, ce) : util_strdup("");
}

static int promote(struct st *st, struct shape *sh, int d, const int *vars,
		   int n, int k, int *said)
{
	struct ast *a = &st->a;
	int keep_init = !has_init(st, vars[k]) || constant_init(st, vars[k]);
	char *t, *c, *ab;

	if (!keep_init &&
	    (is_array(st, vars[k]) ||
	     (init_list(st, vars[k]) && unnamed_type(st, vars[k])))) {
		conv_msg(st->f, a->n[vars[k]].start,
			 "main()'s local %s cannot become a static of the "
			 "file: its braced initializer is not constant, and "
			 "its type cannot be assigned or named",
			 a->n[vars[k]].name);
		return -1;
	}
	t = decl_text(st, d, vars, n, k, keep_init);
	if (!t || collides(st, sh, a->n[vars[k]].name)) {
		conv_msg(st->f, a->n[vars[k]].start,
			 "main()'s local %s cannot become a static of the "
			 "file: %s",
			 a->n[vars[k]].name,
			 t ? "the name is taken" : "its type is defined there");
		free(t);
		return -1;
	}
	c = trailing(st, d, said, &ab);
	util_buf_printf(&sh->statics, "%s%s%s;%s\n", ab,
			strncmp(t, "static", 6) ? "static " : "",
			file_scope_text(t), c);
	free(ab);
	free(c);
	free(t);
	if (!keep_init)
		init_stmt(st, sh, vars[k]);
	return 0;
}

/* Node u, a reference of v, is the left side of a plain assignment that
 * the body [body] runs each time, whose right side does not read v. */
static int plain_store(struct ast *a, int u, CXCursor v, int body)
{
	char op[8];
	int c, p = ast_holder(a, u, &c), j;

	if (!ast_is(a, p, CXCursor_BinaryOperator) || ast_child(a, p, 0) != c)
		return 0;
	sl_op(a, p, op, sizeof(op));
	if (strcmp(op, "=") || ast_conditional(a, p, body))
		return 0;
	for (j = ast_child(a, p, 1); j >= 0 && j <= a->n[p].last; j++)
		if (a->n[j].kind == CXCursor_DeclRefExpr &&
		    clang_equalCursors(clang_getCursorReferenced(a->n[j].cur),
				       v))
			return 0;
	return 1;
}

/* The body [body] changes v: it assigns it, counts on it (++, +=) or
 * takes its address. A variable it only reads is the same each time. */
static int body_writes(struct ast *a, int body, CXCursor v)
{
	char op[8];
	int j, c, p;

	for (j = body; j <= a->n[body].last; j++) {
		if (a->n[j].kind != CXCursor_DeclRefExpr ||
		    !clang_equalCursors(clang_getCursorReferenced(a->n[j].cur),
					v))
			continue;
		p = ast_holder(a, j, &c);
		/* of a plain '=', only the left side is written */
		if (sl_is_write(a, p) &&
		    (!ast_is(a, p, CXCursor_BinaryOperator) ||
		     ast_child(a, p, 0) == c))
			return 1;
		if (ast_is(a, p, CXCursor_UnaryOperator)) {
			sl_op(a, p, op, sizeof(op));
			if (!strcmp(op, "&"))
				return 1;
		}
	}
	return 0;
}

/*
 * main()'s local var, initialized where it is declared, that the
 * TEST_LOOPING loop's body first reads (or counts on: fail_count++, a
 * total +=) before any statement of that iteration sets it: each
 * iteration went on from what the one before left (-i 2: a failure of the
 * first is counted again by the second). run() is called once per
 * iteration, or per case: a local of it would start afresh each time, a
 * static of it (its initializer is constant) goes on as before. A first
 * use that takes its address or only its size is no read.
 */
static int carried(struct st *st, struct shape *sh, int var)
{
	struct ast *a = &st->a;
	CXCursor v = a->n[var].cur;
	int body, j, first = -1, c, p;
	char op[8];

	if (sh->loop < 0 || !has_init(st, var) || !constant_init(st, var) ||
	    is_array(st, var) || init_list(st, var))
		return 0;
	body = ast_child(a, sh->loop, ast_nchildren(a, sh->loop) - 1);
	if (body < 0)
		return 0;
	for (j = body; j <= a->n[body].last; j++) {
		if (a->n[j].kind != CXCursor_DeclRefExpr || !a->n[j].has_off ||
		    st_is_dead(sh, a->n[j].start) ||
		    !clang_equalCursors(clang_getCursorReferenced(a->n[j].cur),
					v))
			continue;
		if (first < 0 || a->n[j].start < a->n[first].start)
			first = j;
	}
	if (first < 0 || plain_store(a, first, v, body) ||
	    !body_writes(a, body, v))
		return 0;
	p = ast_holder(a, first, &c);
	if (ast_is(a, p, CXCursor_UnaryOperator)) {
		sl_op(a, p, op, sizeof(op));
		if (!strcmp(op, "&"))
			return 0;
	}
	return !ast_is(a, p, CXCursor_UnaryExpr);
}

/* A local of run(), declared in main() at d. Declared inside the
 * conditionals that hold the loop's body [bs, be) too (`#if HAVE_X` at the
 * top of main(), the test's locals, the loop, `#else` a TCONF message),
 * it stays inside the directive lines run() keeps: where the branch is
 * not compiled, nothing uses it. */
static void to_run(struct st *st, struct shape *sh, int d, const int *vars,
		   int n, int k, unsigned int bs, unsigned int be, int *said)
{
	struct ast *a = &st->a;
	struct util_buf *out = st_held_with(sh, a->n[d].start, bs, be) ?
				       &sh->locals_in :
				       &sh->locals;
	const char *st_class = "";
	char *t, *c, *ab, *todos = NULL;

	/* a TODO on the declaration's line (the directory getcwd() read
	 * before tst_tmpdir()) goes along: main()'s lines are rewritten */
	if (k == 0)
		todos = conv_todos_at(st->f,
				      conv_line_start(st->f, a->n[d].start));
	if (todos)
		util_buf_adds(out, todos);
	free(todos);
	if (carried(st, sh, vars[k])) {
		st_class = "static ";
		conv_msg(st->f, a->n[vars[k]].start,
			 "main()'s local %s carried its value from one "
			 "iteration to the next: a static of run() now",
			 a->n[vars[k]].name);
	}
	c = trailing(st, d, said, &ab);
	if (*ab)
		util_buf_printf(out, "\t%s", ab);
	free(ab);
	if (n == 1) {
		t = conv_copy(st->f, a->n[d].start,
			      conv_stmt_end(st->f, a->n[d].end));
		util_buf_printf(out, "\t%s%s%s\n",
				strncmp(t, "static", 6) ? st_class : "", t, c);
	} else {
		t = decl_text(st, d, vars, n, k, 1);
		if (t)
			util_buf_printf(out, "\t%s%s;%s\n",
					strncmp(t, "static", 6) ? st_class : "",
					t, c);
	}
	free(c);
	free(t);
}

/* Statements moved out of main() that use name. */
static int used_moved(struct st *st, struct shape *sh, const char *name)
{
	int i;

	for (i = 0; i < sh->n; i++) {
		struct node *s = &st->a.n[sh->stmts[i]];

		if (sh->role[i] != R_PROLOG && sh->role[i] != R_EPILOG &&
		    sh->role[i] != R_POST)
			continue;
		if (st_live_uses(st, sh, name, s->start,
				 conv_stmt_end(st->f, s->end)))
			return 1;
	}
	return 0;
}

/* "sighandler_t alrm();" in main(): the prototype goes to the file. */
static int local_prototype(struct st *st, struct shape *sh, int d)
{
	struct ast *a = &st->a;
	int k, c, fns = 0, others = 0;
	char *t;

	for (k = 0; (c = ast_child(a, d, k)) >= 0; k++) {
		if (a->n[c].kind == CXCursor_FunctionDecl)
			fns++;
		else
			others++;
	}
	if (!fns || others)
		return 0;
	t = conv_copy(st->f, a->n[d].start, conv_stmt_end(st->f, a->n[d].end));
	util_buf_printf(&sh->statics, "%s\n", t);
	free(t);
	return 1;
}

int st_local_static(struct st *st, struct shape *sh, int var)
{
	int vars[64], n, k = var_in_decl(st, var, vars, &n);

	return k < 0 ? -1 :
		       promote(st, sh, st->a.n[var].parent, vars, n, k, NULL);
}

void st_local_taken(struct shape *sh, const char *name)
{
	sh->taken = util_realloc(sh->taken, (sh->ntaken + 1) * sizeof(char *));
	sh->taken[sh->ntaken++] = util_strdup(name);
}

static int is_taken(struct shape *sh, const char *name)
{
	int k;

	for (k = 0; k < sh->ntaken; k++)
		if (!strcmp(sh->taken[k], name))
			return 1;
	return 0;
}

/* Variable var of a declaration goes to run() as it is: the body uses
 * it, nothing moved out of main() does, nor does it carry its value from
 * one iteration to the next (st_locals()). */
static int plain_run_local(struct st *st, struct shape *sh, int var,
			   unsigned int bs, unsigned int be, const char *skip)
{
	const char *name = st->a.n[var].name;

	return st_live_uses(st, sh, name, bs, be) && !is_taken(sh, name) &&
	       strcmp(name, sh->lc ? sh->lc : "") &&
	       !(skip && !strcmp(name, skip)) && !used_moved(st, sh, name) &&
	       !(clang_Cursor_getStorageClass(st->a.n[var].cur) ==
			 CX_SC_Extern &&
		 vocab_is_getopt_global(name)) &&
	       !carried(st, sh, var);
}

int st_locals(struct st *st, struct shape *sh, unsigned int bs, unsigned int be,
	      const char *skip)
{
	int i, k, n, said, vars[64];

	for (i = 0; i < sh->n; i++) {
		int d = sh->stmts[i];

		if (sh->role[i] != R_DECL)
			continue;
		if (local_prototype(st, sh, d))
			continue;
		n = vars_of(st, d, vars, 64);
		said = 0;
		/* all of them run()'s as they were: the declaration is
		 * copied whole (`char *p, *q;` stays one) */
		for (k = 0; k < n && n > 1; k++)
			if (!plain_run_local(st, sh, vars[k], bs, be, skip))
				break;
		if (n > 1 && k == n) {
			to_run(st, sh, d, vars, 1, 0, bs, be, &said);
			continue;
		}
		for (k = 0; k < n; k++) {
			const char *name = st->a.n[vars[k]].name;
			int in_run = st_live_uses(st, sh, name, bs, be);

			/* <unistd.h> declares them */
			if (clang_Cursor_getStorageClass(
				    st->a.n[vars[k]].cur) == CX_SC_Extern &&
			    vocab_is_getopt_global(name))
				continue;
			if (is_taken(sh, name) ||
			    !strcmp(name, sh->lc ? sh->lc : "") ||
			    (skip && !strcmp(name, skip) &&
			     !used_moved(st, sh, name)))
				continue;
			if (used_moved(st, sh, name)) {
				if (promote(st, sh, d, vars, n, k, &said))
					return -1;
			} else if (in_run) {
				to_run(st, sh, d, vars, n, k, bs, be, &said);
			}
		}
	}
	return 0;
}
