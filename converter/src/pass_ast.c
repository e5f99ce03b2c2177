// SPDX-License-Identifier: GPL-2.0-or-later
/* The flattened AST the sleeps and cleanup passes work on (pass_ast.h). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pass_ast.h"
#include "util.h"

/* ---- the flattened AST ---- */

static int node_offsets(struct conv_file *f, CXCursor c, unsigned int *s,
			unsigned int *e)
{
	CXSourceRange r = clang_getCursorExtent(c);
	CXFile f1, f2;
	unsigned int o1, o2;

	clang_getFileLocation(clang_getRangeStart(r), &f1, NULL, NULL, &o1);
	clang_getFileLocation(clang_getRangeEnd(r), &f2, NULL, NULL, &o2);
	if (!f1 || !f2 || !clang_File_isEqual(f1, f->file) ||
	    !clang_File_isEqual(f2, f->file) || o2 < o1 || o2 > f->len)
		return -1;
	*s = o1;
	*e = o2;
	return 0;
}

/* A type void (void), or a pointer to one. The old headers and real tests
 * also write it without a prototype, void (*cleanup)() and void cleanup(),
 * which C takes as a function of no argument. */
static int is_void_void(CXType t)
{
	if (t.kind == CXType_Pointer)
		t = clang_getPointeeType(t);
	if (t.kind == CXType_FunctionNoProto)
		return clang_getResultType(t).kind == CXType_Void;
	if (t.kind != CXType_FunctionProto)
		return 0;
	return clang_getResultType(t).kind == CXType_Void &&
	       clang_getNumArgTypes(t) == 0;
}

/*
 * The parameters of a callee that take a cleanup function: a void (void)
 * function pointer named like one (cleanup, cleanup_fn, clean), or the
 * one of tst_brkm. Other void (void) pointers are children to run, help
 * texts, test functions.
 */
static unsigned int cleanup_params(CXCursor fn)
{
	unsigned int mask = 0;
	char *fname, *pname;
	int k, n;

	if (clang_getCursorKind(fn) != CXCursor_FunctionDecl)
		return 0;
	n = clang_Cursor_getNumArguments(fn);
	fname = conv_name(fn);
	for (k = 0; k < n && k < 32; k++) {
		CXCursor p = clang_Cursor_getArgument(fn, k);

		if (!is_void_void(clang_getCursorType(p)))
			continue;
		pname = conv_name(p);
		if (strstr(pname, "clean") || !strncmp(fname, "tst_brkm", 8))
			mask |= 1u << k;
		free(pname);
	}
	free(fname);
	return mask;
}

int ast_eval_int(CXCursor c, long long *v)
{
	CXEvalResult r = clang_Cursor_Evaluate(c);
	int rc = -1;

	if (!r)
		return -1;
	if (clang_EvalResult_getKind(r) == CXEval_Int) {
		*v = clang_EvalResult_getAsLongLong(r);
		rc = 0;
	}
	clang_EvalResult_dispose(r);
	return rc;
}

static int ast_add(struct ast *a, CXCursor c, int parent)
{
	struct node *n;

	if (a->len == a->cap) {
		a->cap = a->cap ? a->cap * 2 : 1024;
		a->n = realloc(a->n, a->cap * sizeof(*a->n));
		if (!a->n)
			abort();
	}
	n = &a->n[a->len];
	memset(n, 0, sizeof(*n));
	n->cur = c;
	n->kind = clang_getCursorKind(c);
	n->has_off = !node_offsets(a->f, c, &n->start, &n->end);
	n->parent = parent;
	n->name = conv_name(c);
	n->loc = conv_offset(a->f, clang_getCursorLocation(c));
	if (n->kind == CXCursor_DeclRefExpr)
		n->refkind = clang_getCursorKind(clang_getCursorReferenced(c));
	if (n->kind == CXCursor_FunctionDecl)
		n->void_void = is_void_void(clang_getCursorType(c));
	if (n->kind == CXCursor_CallExpr)
		n->cleanup_args = cleanup_params(clang_getCursorReferenced(c));
	/* also a literal a macro of a header stands for */
	if (n->kind == CXCursor_IntegerLiteral)
		n->has_ival = !ast_eval_int(c, &n->ival);
	return a->len++;
}

struct visit_ctx {
	struct ast *a;
	int parent;
};

static enum CXChildVisitResult visit(CXCursor c, CXCursor p, CXClientData d)
{
	struct visit_ctx *vc = d, sub;
	CXFile file;
	int i;

	(void)p;
	if (vc->parent < 0) {
		clang_getFileLocation(clang_getCursorLocation(c), &file, NULL,
				      NULL, NULL);
		if (!file || !clang_File_isEqual(file, vc->a->f->file))
			return CXChildVisit_Continue;
	}
	i = ast_add(vc->a, c, vc->parent);
	sub.a = vc->a;
	sub.parent = i;
	clang_visitChildren(c, visit, &sub);
	vc->a->n[i].last = vc->a->len - 1;
	return CXChildVisit_Continue;
}

void ast_build(struct ast *a, struct conv_file *f)
{
	struct visit_ctx vc = { a, -1 };

	a->f = f;
	clang_visitChildren(clang_getTranslationUnitCursor(f->tu), visit, &vc);
}

void ast_free(struct ast *a)
{
	unsigned int k;
	int i;

	for (i = 0; i < a->len; i++)
		free(a->n[i].name);
	free(a->n);
	for (k = 0; k < a->ntoks; k++)
		free(a->toks[k].text);
	free(a->toks);
	memset(a, 0, sizeof(*a));
}

/* ---- tokens ---- */

static long tok_offset(struct conv_file *f, CXSourceLocation loc)
{
	CXFile file;
	unsigned int off;

	clang_getSpellingLocation(loc, &file, NULL, NULL, &off);
	if (!file || !clang_File_isEqual(file, f->file) || off > f->len)
		return -1;
	return off;
}

unsigned int ast_tokens(struct ast *a)
{
	struct conv_file *f = a->f;
	CXSourceLocation b, e;
	CXToken *toks = NULL;
	unsigned int n = 0, k;

	if (a->toks_built)
		return a->ntoks;
	a->toks_built = 1;
	if (!f->tu || !f->file)
		return 0;
	b = clang_getLocationForOffset(f->tu, f->file, 0);
	e = clang_getLocationForOffset(f->tu, f->file, f->len);
	clang_tokenize(f->tu, clang_getRange(b, e), &toks, &n);
	a->toks = calloc(n + 1, sizeof(*a->toks));
	if (!a->toks)
		abort();
	for (k = 0; k < n; k++) {
		CXSourceRange r = clang_getTokenExtent(f->tu, toks[k]);
		long s = tok_offset(f, clang_getRangeStart(r));
		long t = tok_offset(f, clang_getRangeEnd(r));
		struct tok *tk = &a->toks[a->ntoks];

		if (s < 0 || t < s)
			continue;
		tk->kind = clang_getTokenKind(toks[k]);
		tk->start = s;
		tk->end = t;
		tk->text = conv_text(f, s, t);
		a->ntoks++;
	}
	clang_disposeTokens(f->tu, toks, n);
	return a->ntoks;
}

static int is_word_tok(const struct tok *t)
{
	return t->kind == CXToken_Identifier || t->kind == CXToken_Keyword;
}

size_t ast_find_words(struct ast *a, const char *name, unsigned int *offs,
		      size_t max)
{
	unsigned int n = ast_tokens(a), k;
	size_t found = 0;

	for (k = 0; k < n; k++) {
		if (!is_word_tok(&a->toks[k]) || strcmp(a->toks[k].text, name))
			continue;
		if (found < max)
			offs[found] = a->toks[k].start;
		found++;
	}
	return found;
}

unsigned int ast_tok_at(struct ast *a, unsigned int off)
{
	unsigned int lo = 0, hi = ast_tokens(a);

	while (lo < hi) {
		unsigned int mid = (lo + hi) / 2;

		if (a->toks[mid].start < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static int word_taken(const char *name, void *a)
{
	return ast_find_words(a, name, NULL, 0) != 0;
}

char *ast_unused_name(struct ast *a, const char *base)
{
	return util_unused_name(base, word_taken, a);
}

int ast_is_assign_op(const char *t)
{
	static const char *const ops[] = { "=",	 "+=",	"-=",  "*=", "/=",
					   "%=", "<<=", ">>=", "&=", "|=",
					   "^=", "++",	"--" };
	size_t i;

	for (i = 0; i < sizeof(ops) / sizeof(*ops); i++)
		if (!strcmp(t, ops[i]))
			return 1;
	return 0;
}

int ast_writes(struct ast *a, unsigned int start, unsigned int end)
{
	unsigned int k;

	for (k = ast_tok_at(a, start); k < a->ntoks && a->toks[k].start < end;
	     k++)
		if (a->toks[k].kind == CXToken_Punctuation &&
		    ast_is_assign_op(a->toks[k].text))
			return 1;
	return 0;
}

int ast_is_pure(struct ast *a, int n)
{
	return ast_find_kind(a, n, CXCursor_CallExpr) < 0 &&
	       !ast_writes(a, a->n[n].start, a->n[n].end);
}

int ast_is_local(struct ast *a, int ref)
{
	int fn = ast_func_of(a, ref), i;

	for (i = fn + 1; fn >= 0 && i <= a->n[fn].last && i < ref; i++)
		if ((a->n[i].kind == CXCursor_VarDecl ||
		     a->n[i].kind == CXCursor_ParmDecl) &&
		    !strcmp(a->n[i].name, a->n[ref].name))
			return 1;
	return 0;
}

int ast_names_global(struct ast *a, int i)
{
	CXCursor d = clang_getCursorReferenced(a->n[i].cur);

	return !clang_Cursor_isNull(d) &&
	       clang_getCursorKind(d) == CXCursor_VarDecl &&
	       clang_getCursorKind(clang_getCursorSemanticParent(d)) ==
		       CXCursor_TranslationUnit;
}

int ast_uses(struct ast *a, const char *name, unsigned int start,
	     unsigned int end)
{
	unsigned int k;

	for (k = ast_tok_at(a, start); k < a->ntoks && a->toks[k].start < end;
	     k++)
		if (is_word_tok(&a->toks[k]) && !strcmp(a->toks[k].text, name))
			return 1;
	return 0;
}

int ast_top_decl(struct ast *a, const char *name, int want_def)
{
	int i, found = -1;

	for (i = 0; i < a->len; i = a->n[i].last + 1) {
		enum CXCursorKind k = a->n[i].kind;

		if (k != CXCursor_VarDecl && k != CXCursor_FunctionDecl)
			continue;
		if (strcmp(a->n[i].name, name) || !a->n[i].has_off)
			continue;
		if (want_def && !clang_isCursorDefinition(a->n[i].cur))
			continue;
		found = i;
	}
	return found;
}

/* The n-th direct child of i, or -1. */
int ast_child(struct ast *a, int i, int nth)
{
	int j;

	for (j = i + 1; j <= a->n[i].last; j = a->n[j].last + 1)
		if (nth-- == 0)
			return j;
	return -1;
}

int ast_nchildren(struct ast *a, int i)
{
	int j, k = 0;

	for (j = i + 1; j <= a->n[i].last; j = a->n[j].last + 1)
		k++;
	return k;
}

int ast_is(struct ast *a, int i, enum CXCursorKind k)
{
	return i >= 0 && a->n[i].kind == k;
}

/* The function definition i lies in, or -1. */
int ast_func_of(struct ast *a, int i)
{
	while (i >= 0 && a->n[i].kind != CXCursor_FunctionDecl)
		i = a->n[i].parent;
	return i;
}

/* The body of the function defined as name in the file, or -1. */
int ast_func_body(struct ast *a, const char *name, int *fn)
{
	int i, b;

	for (i = 0; i < a->len; i++) {
		if (a->n[i].kind != CXCursor_FunctionDecl ||
		    strcmp(a->n[i].name, name))
			continue;
		b = ast_child(a, i, ast_nchildren(a, i) - 1);
		if (ast_is(a, b, CXCursor_CompoundStmt)) {
			if (fn)
				*fn = i;
			return b;
		}
	}
	return -1;
}

int ast_stmt_before(struct ast *a, int stmt)
{
	int comp = a->n[stmt].parent, j, prev = -1;

	if (!ast_is(a, comp, CXCursor_CompoundStmt))
		return -1;
	for (j = comp + 1; j <= a->n[comp].last && j != stmt;
	     j = a->n[j].last + 1)
		prev = j;
	return j == stmt ? prev : -1;
}

/* The statement holding i: its ancestor whose parent is a CompoundStmt. */
int ast_stmt_of(struct ast *a, int i)
{
	while (i >= 0 && !ast_is(a, a->n[i].parent, CXCursor_CompoundStmt))
		i = a->n[i].parent;
	return i;
}

static int is_branch_kind(enum CXCursorKind k)
{
	return k == CXCursor_IfStmt || k == CXCursor_SwitchStmt ||
	       k == CXCursor_ConditionalOperator;
}

/*
 * 1 when i runs only on some paths of its function: in a branch of an if,
 * switch or ?: (their condition always runs). The body of a loop counts
 * as run: legacy children wait in "while (!flag) pause();".
 */
int ast_conditional(struct ast *a, int i, int root)
{
	int p;

	for (p = a->n[i].parent; p >= 0 && i != root;
	     i = p, p = a->n[p].parent) {
		if (a->n[p].kind == CXCursor_FunctionDecl)
			return 0;
		if (is_branch_kind(a->n[p].kind) && ast_child(a, p, 0) != i)
			return 1;
	}
	return 0;
}

/* The loop holding i inside its function, or -1. */
int ast_loop_of(struct ast *a, int i)
{
	for (i = a->n[i].parent; i >= 0; i = a->n[i].parent) {
		if (a->n[i].kind == CXCursor_FunctionDecl)
			return -1;
		if (a->n[i].kind == CXCursor_ForStmt ||
		    a->n[i].kind == CXCursor_WhileStmt ||
		    a->n[i].kind == CXCursor_DoStmt)
			return i;
	}
	return -1;
}

int ast_holder(struct ast *a, int i, int *child)
{
	int p = a->n[i].parent;

	while (p >= 0 && (a->n[p].kind == CXCursor_ParenExpr ||
			  a->n[p].kind == CXCursor_UnexposedExpr ||
			  a->n[p].kind == CXCursor_CStyleCastExpr)) {
		i = p;
		p = a->n[p].parent;
	}
	if (child)
		*child = i;
	return p;
}

/* The call taking reference i as an argument (through casts, parentheses
 * and a unary operator such as &), and which argument; -1 for none, or
 * for the callee itself. */
int ast_arg_of(struct ast *a, int i, int *argn)
{
	int p = a->n[i].parent, k;

	while (p >= 0 && (a->n[p].kind == CXCursor_UnexposedExpr ||
			  a->n[p].kind == CXCursor_ParenExpr ||
			  a->n[p].kind == CXCursor_UnaryOperator ||
			  a->n[p].kind == CXCursor_CStyleCastExpr)) {
		i = p;
		p = a->n[p].parent;
	}
	if (!ast_is(a, p, CXCursor_CallExpr))
		return -1;
	for (k = 0; ast_child(a, p, k) >= 0; k++)
		if (ast_child(a, p, k) == i)
			break;
	if (k == 0)
		return -1; /* the callee itself */
	*argn = k - 1;
	return p;
}

/* ---- text helpers ---- */

char *ast_text(struct ast *a, int i)
{
	return conv_text(a->f, a->n[i].start, a->n[i].end);
}

/* 1 when the text of i holds word as a whole identifier. */
int ast_has_word(struct ast *a, int i, const char *word)
{
	return a->n[i].has_off &&
	       conv_has_word(a->f, a->n[i].start, a->n[i].end, word);
}

/* The indentation of the line holding off. */
void ast_indent_of(struct conv_file *f, unsigned int off, char *buf, size_t sz)
{
	unsigned int a = conv_line_start(f, off), b;

	for (b = a; b < f->len && (f->text[b] == '\t' || f->text[b] == ' ');)
		b++;
	snprintf(buf, sz, "%.*s", (int)(b - a), f->text + a);
}

/* End of statement i including a ';' that follows its extent. */
unsigned int ast_stmt_end(struct ast *a, int i)
{
	unsigned int e = a->n[i].end;

	while (e < a->f->len && isspace((unsigned char)a->f->text[e]))
		e++;
	return a->f->text[e] == ';' ? e + 1 : a->n[i].end;
}

int ast_find_kind(struct ast *a, int i, enum CXCursorKind k)
{
	int j;

	for (j = i; j <= a->n[i].last; j++)
		if (a->n[j].kind == k)
			return j;
	return -1;
}

int ast_find_call(struct ast *a, int i, const char *name)
{
	int j;

	for (j = i; j <= a->n[i].last; j++)
		if (a->n[j].kind == CXCursor_CallExpr &&
		    !strcmp(a->n[j].name, name))
			return j;
	return -1;
}
