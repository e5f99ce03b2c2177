// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The structure pass: a legacy test's main() (options, setup(), the
 * TEST_LOOPING loop, cleanup(), tst_exit()) becomes run() holding the
 * loop's body, or run(unsigned int i) over a case table, and a struct
 * tst_test at the end of the file names run, setup, cleanup, the options
 * and the flags found. An exec()ed helper with a main() of its own keeps
 * it, attached to the test's results with tst_reinit().
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "structure.h"
#include "util.h"
#include "vocab.h"

/* What main() is made of. */
struct shape {
	CXCursor main;
	unsigned int ms, me; /* main's extent */
	CXCursor loop; /* the TEST_LOOPING for */
	char *lc; /* its counter */
	CXCursor *stmts; /* main's statements */
	unsigned int nstmts, iloop; /* index of the loop */
	unsigned int isetup; /* index of the setup() call, or iloop */
	unsigned int *pre_idx, npre; /* statements to move into setup() */
	char *setup, *cleanup; /* names called before/after the loop */
	char *opt_table, *opt_help; /* tst_parse_opts() arguments */
	char *opt_msg; /* variable holding parse_opts()'s result */
	struct util_buf pre; /* statements moved into setup() */
	struct util_buf locals; /* declarations moved into run() */
};

static char *text_of(struct st *st, CXCursor c)
{
	unsigned int s, e;

	if (conv_extent(st->f, c, &s, &e))
		return util_strdup("");
	return conv_text(st->f, s, e);
}

static void collect_funcs(struct st *st)
{
	CXCursor tu = clang_getTranslationUnitCursor(st->f->tu);
	unsigned int n, i, k;
	CXCursor *kids = st_children(tu, &n);

	for (i = 0; i < n; i++) {
		CXCursor *parts;
		unsigned int np, s, e;

		if (clang_getCursorKind(kids[i]) != CXCursor_FunctionDecl ||
		    !clang_isCursorDefinition(kids[i]) ||
		    conv_offset(st->f, clang_getCursorLocation(kids[i])) < 0)
			continue;
		parts = st_children(kids[i], &np);
		for (k = 0; k < np; k++) {
			if (clang_getCursorKind(parts[k]) !=
				    CXCursor_CompoundStmt ||
			    conv_extent(st->f, parts[k], &s, &e))
				continue;
			st->funcs = util_realloc(st->funcs,
						 (st->nfuncs + 1) *
							 sizeof(*st->funcs));
			st->funcs[st->nfuncs++] = (struct st_func){
				.name = conv_name(kids[i]),
				.cur = kids[i],
				.body_start = s,
				.body_end = e,
			};
		}
		free(parts);
	}
	free(kids);
}

static CXCursor last_child(CXCursor c)
{
	unsigned int n;
	CXCursor *k = st_children(c, &n), r = clang_getNullCursor();

	if (n)
		r = k[n - 1];
	free(k);
	return r;
}

/* "for (lc = 0; TEST_LOOPING(lc); lc++)": the counter, or NULL. */
static char *looping_counter(struct st *st, CXCursor stmt)
{
	unsigned int s, e, bs, be;
	char *head, *p, *r = NULL;

	if (clang_getCursorKind(stmt) != CXCursor_ForStmt ||
	    conv_extent(st->f, stmt, &s, &e) ||
	    conv_extent(st->f, last_child(stmt), &bs, &be))
		return NULL;
	head = conv_text(st->f, s, bs);
	p = strstr(head, "TEST_LOOPING(");
	if (p) {
		p += strlen("TEST_LOOPING(");
		while (*p == ' ')
			p++;
		r = util_strndup(p, strcspn(p, " )"));
	}
	free(head);
	return r;
}

/* The name of a call `f()` with no arguments standing as a statement. */
static char *plain_call(struct st *st, CXCursor c)
{
	unsigned int n;
	CXCursor *k;
	char *name;

	if (clang_getCursorKind(c) != CXCursor_CallExpr)
		return NULL;
	k = st_children(c, &n);
	free(k);
	if (n != 1)
		return NULL;
	name = conv_name(c);
	if (!st_func(st, name)) {
		free(name);
		return NULL;
	}
	return name;
}

static int is_call_to(CXCursor c, const char *name)
{
	char *n;
	int r;

	if (clang_getCursorKind(c) != CXCursor_CallExpr)
		return 0;
	n = conv_name(c);
	r = !strcmp(n, name);
	free(n);
	return r;
}

/* The argument i of a call, as text; NULL for a NULL constant. */
static char *call_arg(struct st *st, CXCursor call, unsigned int i)
{
	int n = clang_Cursor_getNumArguments(call);
	char *t, *p;

	if (n < 0 || i >= (unsigned int)n)
		return NULL;
	t = text_of(st, clang_Cursor_getArgument(call, i));
	if (!strcmp(t, "NULL") || !strcmp(t, "0") || !t[0]) {
		free(t);
		return NULL;
	}
	p = t[0] == '&' ? util_strdup(t + 1) : util_strdup(t);
	free(t);
	return p;
}

struct finder {
	const char *name;
	CXCursor found;
};

static enum CXChildVisitResult visit_find(CXCursor c, CXCursor parent,
					  void *data)
{
	struct finder *fd = data;

	(void)parent;
	if (is_call_to(c, fd->name)) {
		fd->found = c;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

static CXCursor find_call(CXCursor c, const char *name)
{
	struct finder fd = { name, clang_getNullCursor() };

	if (is_call_to(c, name))
		return c;
	clang_visitChildren(c, visit_find, &fd);
	return fd.found;
}

static int options_call(struct st *st, struct shape *sh, CXCursor stmt)
{
	CXCursor call = find_call(stmt, "tst_parse_opts");
	char *text;

	if (clang_Cursor_isNull(call))
		call = find_call(stmt, "parse_opts");
	if (clang_Cursor_isNull(call))
		return 0;
	sh->opt_table = call_arg(st, call, 2);
	sh->opt_help = call_arg(st, call, 3);
	text = text_of(st, stmt);
	/* "msg = parse_opts(...)": the check of msg goes too */
	if (clang_getCursorKind(stmt) == CXCursor_BinaryOperator)
		sh->opt_msg = util_strndup(text, strcspn(text, " ="));
	free(text);
	return 1;
}

static int is_msg_check(struct st *st, struct shape *sh, CXCursor stmt)
{
	unsigned int s, e;

	if (!sh->opt_msg || clang_getCursorKind(stmt) != CXCursor_IfStmt ||
	    conv_extent(st->f, stmt, &s, &e))
		return 0;
	return st_uses(st, sh->opt_msg, s, e);
}

/* One more declaration for run() from a DeclStmt of main(). */
static int keep_local(struct st *st, struct shape *sh, CXCursor decl,
		      unsigned int from, unsigned int to, const char *skip)
{
	unsigned int n, i, s, e;
	CXCursor *vars = st_children(decl, &n);
	int rc = 0;

	for (i = 0; i < n; i++) {
		char *name = conv_name(vars[i]), *type, *init = NULL;
		CXString ts;
		unsigned int kn;
		CXCursor *kids;

		if ((skip && !strcmp(name, skip)) || !strcmp(name, sh->lc) ||
		    !st_uses(st, name, from, to)) {
			free(name);
			continue;
		}
		if (n == 1 && !conv_extent(st->f, decl, &s, &e)) {
			char *t = st_copy(st, s, e);

			util_buf_printf(&sh->locals, "\t%s\n", t);
			free(t);
			free(name);
			continue;
		}
		ts = clang_getTypeSpelling(clang_getCursorType(vars[i]));
		type = util_strdup(clang_getCString(ts));
		clang_disposeString(ts);
		kids = st_children(vars[i], &kn);
		if (kn && clang_getCursorKind(kids[kn - 1]) != CXCursor_TypeRef)
			init = text_of(st, kids[kn - 1]);
		free(kids);
		if (strchr(type, '[') || strchr(type, '(')) {
			conv_msg(st->f, sh->ms,
				 "main()'s local %s: split its declaration",
				 name);
			rc = -1;
		} else {
			util_buf_printf(
				&sh->locals, "\t%s%s%s%s%s;\n", type,
				type[strlen(type) - 1] == '*' ? "" : " ", name,
				init ? " = " : "", init ? init : "");
		}
		free(type);
		free(init);
		free(name);
	}
	free(vars);
	return rc;
}

/* A statement before the loop that setup() can run first. */
static int move_to_setup(struct st *st, struct shape *sh, CXCursor stmt)
{
	unsigned int s, e, i, n;
	CXCursor *kids;
	char *t;

	if (conv_extent(st->f, stmt, &s, &e))
		return -1;
	kids = st_children(sh->main, &n);
	for (i = 0; i < n; i++) {
		char *pn;

		if (clang_getCursorKind(kids[i]) != CXCursor_ParmDecl)
			continue;
		pn = conv_name(kids[i]);
		if (st_uses(st, pn, s, e)) {
			conv_msg(st->f, s, "main() uses %s outside the loop",
				 pn);
			free(pn);
			free(kids);
			return -1;
		}
		free(pn);
	}
	free(kids);
	t = st_copy(st, s, st_stmt_end(st, e));
	util_buf_printf(&sh->pre, "\t%s\n", t);
	free(t);
	return 0;
}

/* The setup() call: the last call of a function of the file with no
 * arguments before the loop. */
static unsigned int find_setup(struct st *st, struct shape *sh)
{
	unsigned int i;

	for (i = sh->iloop; i > 0; i--) {
		char *name = plain_call(st, sh->stmts[i - 1]);

		if (name) {
			sh->setup = name;
			return i - 1;
		}
	}
	return sh->iloop;
}

static int classify_pre(struct st *st, struct shape *sh, unsigned int i)
{
	CXCursor c = sh->stmts[i];
	enum CXCursorKind k = clang_getCursorKind(c);
	unsigned int s, e;

	if (k == CXCursor_DeclStmt || i == sh->isetup)
		return 0;
	if (options_call(st, sh, c) || is_msg_check(st, sh, c))
		return 0;
	if (i > sh->isetup && sh->isetup < sh->iloop) {
		conv_extent(st->f, c, &s, &e);
		conv_msg(st->f, s,
			 "main() has statements between setup() "
			 "and the loop");
		return -1;
	}
	sh->pre_idx[sh->npre++] = i;
	return 0;
}

static int classify_post(struct st *st, struct shape *sh, unsigned int i)
{
	CXCursor c = sh->stmts[i];
	unsigned int s, e;
	char *name;

	if (clang_getCursorKind(c) == CXCursor_ReturnStmt ||
	    is_call_to(c, "tst_exit"))
		return 0;
	name = plain_call(st, c);
	if (name && !sh->cleanup) {
		sh->cleanup = name;
		return 0;
	}
	free(name);
	conv_extent(st->f, c, &s, &e);
	conv_msg(st->f, s, "main() does more after the loop than cleanup()");
	return -1;
}

static int read_shape(struct st *st, struct shape *sh)
{
	unsigned int i;
	CXCursor body = last_child(sh->main);

	sh->stmts = st_children(body, &sh->nstmts);
	sh->iloop = sh->nstmts;
	for (i = 0; i < sh->nstmts && sh->iloop == sh->nstmts; i++) {
		sh->lc = looping_counter(st, sh->stmts[i]);
		if (sh->lc) {
			sh->iloop = i;
			sh->loop = sh->stmts[i];
		}
	}
	if (sh->iloop == sh->nstmts)
		return 1; /* no TEST_LOOPING: not a test's main() */
	sh->isetup = find_setup(st, sh);
	sh->pre_idx = util_calloc(sh->iloop + 1, sizeof(*sh->pre_idx));
	for (i = 0; i < sh->iloop; i++)
		if (classify_pre(st, sh, i))
			return -1;
	for (i = sh->iloop + 1; i < sh->nstmts; i++)
		if (classify_post(st, sh, i))
			return -1;
	return 0;
}

/* ---- the loop's body ---- */

struct body {
	unsigned int s, e; /* statements, from '{' + 1 to '}' (or one) */
	int braces;
	char *param; /* "i" for run(unsigned int i) */
	char *tcnt;
	CXCursor cur; /* the body statement */
};

static int is_count_reset(struct st *st, CXCursor c)
{
	char *t = text_of(st, c);
	int r = !strncmp(t, "tst_count", 9) && strstr(t, "= 0");

	free(t);
	return r;
}

/* The loop body's statements without the tst_count resets. */
static CXCursor *body_stmts(struct st *st, CXCursor body, unsigned int *n)
{
	unsigned int m, i;
	CXCursor *k, *r;

	if (clang_getCursorKind(body) != CXCursor_CompoundStmt) {
		r = util_calloc(1, sizeof(*r));
		r[0] = body;
		*n = 1;
		return r;
	}
	k = st_children(body, &m);
	r = util_calloc(m + 1, sizeof(*r));
	*n = 0;
	for (i = 0; i < m; i++) {
		unsigned int s, e;

		if (is_count_reset(st, k[i])) {
			if (!conv_extent(st->f, k[i], &s, &e))
				st_remove_stmt(st, s, e);
			continue;
		}
		r[(*n)++] = k[i];
	}
	free(k);
	return r;
}

/* "for (i = 0; i < BOUND; i++)": i and BOUND's cursor, else -1 */
static int case_loop(struct st *st, CXCursor loop, char **var, CXCursor *bound)
{
	unsigned int n, s, e, bs, be;
	CXCursor *k = st_children(loop, &n), *cond;
	char *head = NULL, v[64], rest[16];
	int rc = -1, used = 0;

	if (n != 4 || conv_extent(st->f, loop, &s, &e) ||
	    conv_extent(st->f, k[3], &bs, &be))
		goto out;
	head = conv_text(st->f, s, bs);
	if (sscanf(head, "for (%63[A-Za-z0-9_] = 0; %*[A-Za-z0-9_] < %n", v,
		   &used) != 1 ||
	    !used)
		goto out;
	if (sscanf(strrchr(head, ';') + 1, " %15[^)]", rest) != 1)
		goto out;
	if (strcmp(rest, v) &&
	    (strncmp(rest, v, strlen(v)) || strcmp(rest + strlen(v), "++")) &&
	    (strncmp(rest, "++", 2) || strcmp(rest + 2, v)))
		goto out;
	cond = st_children(k[1], &n);
	if (n == 2) {
		*bound = cond[1];
		*var = util_strdup(v);
		rc = 0;
	}
	free(cond);
out:
	free(head);
	free(k);
	return rc;
}

struct table_find {
	struct st *st;
	const char *var;
	char *table;
	long long size;
};

static CXCursor strip(CXCursor c)
{
	while (clang_getCursorKind(c) == CXCursor_UnexposedExpr ||
	       clang_getCursorKind(c) == CXCursor_ParenExpr) {
		unsigned int n;
		CXCursor *k = st_children(c, &n);

		if (n != 1) {
			free(k);
			break;
		}
		c = k[0];
		free(k);
	}
	return c;
}

static enum CXChildVisitResult visit_table(CXCursor c, CXCursor parent,
					   void *data)
{
	struct table_find *tf = data;
	unsigned int n;
	CXCursor *k, base, idx, decl;
	char *iname;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_ArraySubscriptExpr)
		return CXChildVisit_Recurse;
	k = st_children(c, &n);
	if (n != 2) {
		free(k);
		return CXChildVisit_Recurse;
	}
	base = strip(k[0]);
	idx = strip(k[1]);
	free(k);
	if (clang_getCursorKind(base) != CXCursor_DeclRefExpr ||
	    clang_getCursorKind(idx) != CXCursor_DeclRefExpr)
		return CXChildVisit_Recurse;
	iname = conv_name(idx);
	decl = clang_getCursorReferenced(base);
	if (!strcmp(iname, tf->var) &&
	    clang_getCursorType(decl).kind == CXType_ConstantArray &&
	    clang_getCursorKind(clang_getCursorSemanticParent(decl)) ==
		    CXCursor_TranslationUnit) {
		tf->table = conv_name(decl);
		tf->size = clang_getArraySize(clang_getCursorType(decl));
	}
	free(iname);
	return tf->table ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/* .tcnt: ARRAY_SIZE(table) when the loop walks a table of as many
 * entries as the bound says, else the bound's value. */
static char *tcnt_of(struct st *st, CXCursor body, const char *var,
		     CXCursor bound)
{
	struct table_find tf = { .st = st, .var = var };
	CXEvalResult ev = clang_Cursor_Evaluate(bound);
	long long val = -1;
	char *r;

	if (ev) {
		if (clang_EvalResult_getKind(ev) == CXEval_Int)
			val = clang_EvalResult_getAsLongLong(ev);
		clang_EvalResult_dispose(ev);
	}
	clang_visitChildren(body, visit_table, &tf);
	if (tf.table && (val < 0 || val == tf.size)) {
		r = util_printf("ARRAY_SIZE(%s)", tf.table);
	} else if (val >= 0) {
		r = util_printf("%lld", val);
	} else {
		unsigned int s, e;

		conv_extent(st->f, bound, &s, &e);
		r = st_copy(st, s, e);
	}
	free(tf.table);
	return r;
}

static void fill_body(struct st *st, CXCursor stmt, struct body *b)
{
	unsigned int s, e;

	conv_extent(st->f, stmt, &s, &e);
	b->cur = stmt;
	b->braces = clang_getCursorKind(stmt) == CXCursor_CompoundStmt;
	if (b->braces) {
		b->s = s + 1;
		b->e = e - 1;
	} else {
		b->s = s;
		b->e = st_stmt_end(st, e);
	}
}

static void find_body(struct st *st, struct shape *sh, struct body *b)
{
	CXCursor body = last_child(sh->loop), bound;
	unsigned int n;
	CXCursor *stmts = body_stmts(st, body, &n);
	char *var = NULL;

	fill_body(st, body, b);
	if (n == 1 && clang_getCursorKind(stmts[0]) == CXCursor_ForStmt &&
	    !case_loop(st, stmts[0], &var, &bound)) {
		CXCursor inner = last_child(stmts[0]);

		b->param = var;
		b->tcnt = tcnt_of(st, inner, var, bound);
		fill_body(st, inner, b);
	}
	free(stmts);
}

/* ---- writing run() and the struct ---- */

static void dedent(struct st *st, unsigned int s, unsigned int e, int tabs)
{
	const char *t = st->f->text;
	unsigned int i;

	for (i = s; i < e; i++) {
		int k = 0;

		if (t[i] != '\n')
			continue;
		while (k < tabs && i + 1 + k < e && t[i + 1 + k] == '\t')
			k++;
		if (k)
			st_edit(st, i + 1, i + 1 + k, "");
	}
}

static void flag_line(struct util_buf *b, const char *field, int on)
{
	if (on)
		util_buf_printf(b, "\t.%s = 1,\n", field);
}

static char *struct_text(struct st *st, struct shape *sh, struct body *b)
{
	struct util_buf t = { 0 };
	const struct conv_flags *fl = &st->f->flags;

	util_buf_adds(&t, "\nstatic struct tst_test test = {\n");
	if (b->param)
		util_buf_printf(&t, "\t.test = run,\n\t.tcnt = %s,\n", b->tcnt);
	else
		util_buf_adds(&t, "\t.test_all = run,\n");
	if (sh->setup)
		util_buf_printf(&t, "\t.setup = %s,\n", sh->setup);
	if (sh->cleanup)
		util_buf_printf(&t, "\t.cleanup = %s,\n", sh->cleanup);
	if (st->options)
		util_buf_printf(&t, "\t.options = %s,\n", st->options);
	flag_line(&t, "needs_tmpdir", fl->needs_tmpdir);
	flag_line(&t, "needs_root", fl->needs_root);
	flag_line(&t, "forks_child", fl->forks_child);
	flag_line(&t, "needs_checkpoints", fl->needs_checkpoints);
	if (fl->min_kver[0])
		util_buf_printf(&t, "\t.min_kver = \"%s\",\n", fl->min_kver);
	util_buf_adds(&t, "};\n");
	return util_buf_take(&t);
}

/* Statements main() ran before setup() go first into setup(). */
static int write_setup(struct st *st, struct shape *sh)
{
	struct st_func *fn;
	unsigned int i;
	char *t;

	for (i = 0; i < sh->npre; i++)
		if (move_to_setup(st, sh, sh->stmts[sh->pre_idx[i]]))
			return -1;
	if (!sh->pre.len)
		return 0;
	fn = sh->setup ? st_func(st, sh->setup) : NULL;
	if (fn) {
		t = util_printf("\n%s", sh->pre.data);
		st_edit(st, fn->body_start + 1, fn->body_start + 1, t);
	} else {
		t = util_printf("static void setup(void)\n{\n%s}\n\n",
				sh->pre.data);
		st_edit(st, sh->ms, sh->ms, t);
		free(sh->setup);
		sh->setup = util_strdup("setup");
	}
	free(t);
	return 0;
}

static int write_run(struct st *st, struct shape *sh, struct body *b)
{
	char *head, *s;
	unsigned int i;

	for (i = 0; i < sh->iloop; i++)
		if (clang_getCursorKind(sh->stmts[i]) == CXCursor_DeclStmt &&
		    keep_local(st, sh, sh->stmts[i], b->s, b->e, b->param))
			return -1;
	if (write_setup(st, sh))
		return -1;
	/* the body counts iterations: the library loops now, count here */
	if (st_uses(st, sh->lc, b->s, b->e))
		util_buf_printf(
			&sh->locals,
			"\tstatic int %s_next;\n\tint %s = %s_next++;\n",
			sh->lc, sh->lc, sh->lc);
	head = util_printf("static void run(%s%s)\n{\n%s%s",
			   b->param ? "unsigned int " : "void",
			   b->param ? b->param : "",
			   sh->locals.len ? sh->locals.data : "",
			   sh->locals.len ? "\n" : "");
	if (b->braces) {
		/* drop the newline after '{': head ends with one */
		unsigned int from = b->s;

		if (from < st->f->len && st->f->text[from] == '\n')
			from++;
		dedent(st, b->s, b->e, b->param ? 2 : 1);
		st_edit(st, sh->ms, from, head);
		st_edit(st, b->e, sh->me, "}");
	} else {
		char *h2 = util_printf("%s\t", head);

		dedent(st, b->s, b->e, b->param ? 2 : 1);
		st_edit(st, sh->ms, b->s, h2);
		st_edit(st, b->e, sh->me, "\n}");
		free(h2);
	}
	free(head);
	s = struct_text(st, sh, b);
	st_edit(st, st->f->len, st->f->len, s);
	free(s);
	return 0;
}

/* The loop's closing '}' line keeps its indentation of main(): trim it. */
static void trim_close(struct st *st, struct body *b)
{
	const char *t = st->f->text;
	unsigned int i = b->e;

	while (i > 0 && t[i - 1] == '\t')
		i--;
	if (i < b->e && i > 0 && t[i - 1] == '\n')
		b->e = i;
}

/*
 * The body is a function now: `continue` of the old loop ends this run,
 * which is `return`; `break` would have ended every iteration, which the
 * library's loop cannot be told. Nested loops keep both, a switch its
 * break.
 */
static int loop_jumps(struct st *st, CXCursor c, int in_switch)
{
	enum CXCursorKind k = clang_getCursorKind(c);
	unsigned int n, i, s, e;
	CXCursor *kids;
	int rc = 0;

	if (k == CXCursor_ForStmt || k == CXCursor_WhileStmt ||
	    k == CXCursor_DoStmt)
		return 0;
	if (k == CXCursor_ContinueStmt && !conv_extent(st->f, c, &s, &e)) {
		st_edit(st, s, e, "return");
		return 0;
	}
	if (k == CXCursor_BreakStmt && !in_switch) {
		conv_extent(st->f, c, &s, &e);
		conv_msg(st->f, s, "break out of the TEST_LOOPING loop");
		return -1;
	}
	kids = st_children(c, &n);
	for (i = 0; i < n && !rc; i++)
		rc = loop_jumps(st, kids[i],
				in_switch || k == CXCursor_SwitchStmt);
	free(kids);
	return rc;
}

/*
 * With .forks_child the library waits for every child after each run: a
 * child setup() forks to live until cleanup() would hang the test.
 */
static void setup_forks(struct st *st, struct shape *sh)
{
	struct st_func *fn = sh->setup ? st_func(st, sh->setup) : NULL;
	unsigned int offs[64];
	size_t i, n, k;

	if (!fn)
		return;
	for (i = 0; i < vocab_nfork_calls; i++) {
		n = st_find_words(st, vocab_fork_calls[i], offs, 64);
		for (k = 0; k < n && k < 64; k++) {
			if (offs[k] < fn->body_start || offs[k] >= fn->body_end)
				continue;
			st_todo(st, offs[k],
				"setup() forks a child: the library waits for "
				"children after each run, end it there");
			return;
		}
	}
}

static int convert_test(struct st *st, struct shape *sh)
{
	struct body b = { 0 };
	int rc;

	if (st_func(st, "run")) {
		conv_msg(st->f, sh->ms, "the file has a run() already");
		return -1;
	}
	find_body(st, sh, &b);
	trim_close(st, &b);
	if (loop_jumps(st, b.cur, 0))
		return -1;
	setup_forks(st, sh);
	if ((sh->opt_table || sh->opt_help) &&
	    st_options(st, sh->opt_table, sh->opt_help))
		return -1;
	st_exit_calls(st, sh->main, 1);
	rc = write_run(st, sh, &b);
	free(b.param);
	free(b.tcnt);
	return rc;
}

/* ---- exec()ed helpers: main() stays ---- */

static int reports(struct st *st)
{
	static const char *const names[] = {
		"tst_resm",
		"tst_brkm",
		"tst_res",
		"tst_brk",
		"TST_SAFE_CHECKPOINT_WAKE",
		"TST_SAFE_CHECKPOINT_WAIT",
		"TST_SAFE_CHECKPOINT_WAKE2",
		"TST_SAFE_CHECKPOINT_WAKE_AND_WAIT",
		"TST_CHECKPOINT_WAKE",
		"TST_CHECKPOINT_WAIT",
	};
	size_t i;

	for (i = 0; i < ARRAY_LEN(names); i++)
		if (st_find_words(st, names[i], NULL, 0))
			return 1;
	return 0;
}

/* tst_reinit() first after the declarations of main(). */
static void add_reinit(struct st *st, struct shape *sh)
{
	unsigned int i, s, e;

	for (i = 0; i < sh->nstmts; i++)
		if (clang_getCursorKind(sh->stmts[i]) != CXCursor_DeclStmt)
			break;
	if (i == sh->nstmts || conv_extent(st->f, sh->stmts[i], &s, &e))
		return;
	while (s > 0 && st->f->text[s - 1] != '\n')
		s--;
	st_edit(st, s, s, "\ttst_reinit();\n\n");
}

static int convert_helper(struct st *st, struct shape *sh)
{
	st_exit_calls(st, sh->main, 0);
	st_no_default_main(st);
	if (reports(st))
		add_reinit(st, sh);
	return 0;
}

static void free_shape(struct shape *sh)
{
	free(sh->stmts);
	free(sh->pre_idx);
	free(sh->lc);
	free(sh->setup);
	free(sh->cleanup);
	free(sh->opt_table);
	free(sh->opt_help);
	free(sh->opt_msg);
	free(sh->pre.data);
	free(sh->locals.data);
}

static int convert_main(struct st *st)
{
	struct st_func *m = st_func(st, "main");
	struct shape sh = { 0 };
	int rc;

	if (!m)
		return 0;
	sh.main = m->cur;
	if (conv_extent(st->f, sh.main, &sh.ms, &sh.me)) {
		conv_msg(st->f, 0, "main() comes from a macro");
		return -1;
	}
	rc = read_shape(st, &sh);
	if (rc == 1)
		rc = convert_helper(st, &sh);
	else if (rc == 0)
		rc = convert_test(st, &sh);
	free_shape(&sh);
	return rc;
}

/* Already a new-API test (struct tst_test present): nothing to do. */
static int is_new_test(struct st *st)
{
	return st_find_words(st, "tst_test", NULL, 0) &&
	       !st_find_words(st, "TEST_LOOPING", NULL, 0);
}

int conv_pass_structure(struct conv_file *f)
{
	struct st st = { .f = f };
	int rc = -1;

	if (!f->tu)
		return 0;
	collect_funcs(&st);
	if (is_new_test(&st) || f->is_header) {
		st_free(&st);
		return 0;
	}
	/* A helper library gets the local rewrites only, and must not get
	 * the main() tst_test.h defines. */
	if (!st_func(&st, "main")) {
		if (!st_find_words(&st, "TST_NO_DEFAULT_MAIN", NULL, 0))
			st_no_default_main(&st);
		rc = st_flush(&st);
		goto out;
	}
	if (st_uclinux(&st))
		goto out;
	st_cleanup_define(&st);
	st_test_ids(&st);
	st_flags(&st);
	if (convert_main(&st))
		goto out;
	if (st.need_stdlib)
		st_add_include(&st, "stdlib.h");
	rc = st_flush(&st);
out:
	if (rc)
		f->failed = 1;
	st_free(&st);
	return rc;
}
