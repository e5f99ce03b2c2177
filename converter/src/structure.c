// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The structure pass: a legacy test's main() becomes run() and a struct
 * tst_test (st_main.c), TCID, TST_TOTAL and the UCLINUX paths go, the
 * calls the library now makes become flags (st_globals.c). A helper
 * library only stops tst_test.h from giving it a main().
 */
#include <stdlib.h>
#include <string.h>

#include "structure.h"
#include "util.h"

int st_func(struct st *st, const char *name, int *fn)
{
	return ast_func_body(&st->a, name, fn);
}

int st_is_call(struct st *st, int i, const char *name)
{
	return ast_is(&st->a, i, CXCursor_CallExpr) &&
	       !strcmp(st->a.n[i].name, name);
}

int st_has_call(struct st *st, int i, const char *name)
{
	return i >= 0 && ast_find_call(&st->a, i, name) >= 0;
}

int st_is_report(struct st *st, int s)
{
	s = st_strip(st, s);
	return st_is_call(st, s, "tst_resm_") || st_is_call(st, s, "tst_res_");
}

int st_strip(struct st *st, int i)
{
	struct ast *a = &st->a;

	while (i >= 0 &&
	       (a->n[i].kind == CXCursor_UnexposedExpr ||
		a->n[i].kind == CXCursor_ParenExpr) &&
	       ast_nchildren(a, i) == 1)
		i = ast_child(a, i, 0);
	return i;
}

char *st_node_text(struct st *st, int i)
{
	if (i < 0 || !st->a.n[i].has_off)
		return util_strdup("");
	return conv_text(st->f, st->a.n[i].start, st->a.n[i].end);
}

int st_is_ref(struct st *st, int i, const char *name)
{
	i = st_strip(st, i);
	return ast_is(&st->a, i, CXCursor_DeclRefExpr) &&
	       (!name || !strcmp(st->a.n[i].name, name));
}

int st_op_between(struct st *st, int x, int y, const char *op)
{
	struct ast *a = &st->a;
	unsigned int t = ast_tok_at(a, a->n[x].end);

	return t < a->ntoks && a->toks[t].start < a->n[y].start &&
	       !strcmp(a->toks[t].text, op);
}

/* The call i calls a function a header of the tree defines (not a
 * system header): futex_common.h's setup(), shared by the tests that
 * include it. */
static int header_func(struct st *st, int i)
{
	CXCursor d = clang_getCursorReferenced(st->a.n[i].cur);

	d = clang_getCursorDefinition(d);
	return !clang_Cursor_isNull(d) &&
	       clang_getCursorKind(d) == CXCursor_FunctionDecl &&
	       !clang_Location_isInSystemHeader(clang_getCursorLocation(d));
}

char *st_plain_call(struct st *st, int i)
{
	struct ast *a = &st->a;

	if (!ast_is(a, i, CXCursor_CallExpr) || ast_nchildren(a, i) != 1)
		return NULL;
	if (st_func(st, a->n[i].name, NULL) < 0 && !header_func(st, i))
		return NULL;
	return util_strdup(a->n[i].name);
}

/* A visitor of the translation unit's top level: a function or variable
 * named data declared anywhere (the file or a header). */
static enum CXChildVisitResult declares_name(CXCursor c, CXCursor parent,
					     CXClientData data)
{
	enum CXCursorKind k = clang_getCursorKind(c);
	CXString s;
	int same;

	(void)parent;
	if (k != CXCursor_FunctionDecl && k != CXCursor_VarDecl)
		return CXChildVisit_Continue;
	s = clang_getCursorSpelling(c);
	same = !strcmp(clang_getCString(s), *(const char **)data);
	clang_disposeString(s);
	if (!same)
		return CXChildVisit_Continue;
	*(const char **)data = NULL;
	return CXChildVisit_Break;
}

int st_declared(struct st *st, const char *name)
{
	const char *want = name;

	clang_visitChildren(clang_getTranslationUnitCursor(st->f->tu),
			    declares_name, &want);
	return !want;
}

/*
 * A file that defines a function-like macro exit (`#define exit(x)
 * myexit(x)`: growfiles, the float tests' main.c; myexit() reports the
 * verdict and ends the test with tst_exit()) takes every exit() it
 * writes through that macro. The exit the pass writes for a tst_exit(),
 * or for main()'s return, ends the process as those did: its name in
 * parentheses, which the preprocessor does not expand, calls the C
 * library's exit() (and the one in myexit() does not call myexit()
 * again).
 */
const char *st_exit_word(struct st *st)
{
	struct ast *a = &st->a;
	int i;

	for (i = 0; i < a->len; i++)
		if (a->n[i].kind == CXCursor_MacroDefinition &&
		    !strcmp(a->n[i].name, "exit") &&
		    clang_Cursor_isMacroFunctionLike(a->n[i].cur))
			return "(exit)";
	return "exit";
}

/* The ';' ending the declaration that token k is in. */
static unsigned int st_decl_end(struct st *st, unsigned int k)
{
	while (k < st->a.ntoks && strcmp(st->a.toks[k].text, ";"))
		k++;
	return k < st->a.ntoks ? st->a.toks[k].end : st->f->len;
}

unsigned int st_line_start(struct st *st, unsigned int off)
{
	return conv_line_start(st->f, off);
}

unsigned int st_line_end(struct st *st, unsigned int off)
{
	while (off < st->f->len && st->f->text[off] != '\n')
		off++;
	return off < st->f->len ? off + 1 : off;
}

void st_remove_lines(struct st *st, unsigned int s, unsigned int e)
{
	conv_rewrite(st->f, st_line_start(st, s),
		     st_line_end(st, e > s ? e - 1 : e), "");
}

void st_todo(struct st *st, unsigned int off, const char *what)
{
	conv_todo(st->f, off, "%s", what);
}

static const char *const decl_words[] = {
	"char",	 "const",  "extern",   "int",	   "long",
	"short", "static", "unsigned", "volatile", "signed",
};

static int is_decl_word(const char *text)
{
	size_t i;

	for (i = 0; i < ARRAY_LEN(decl_words); i++)
		if (!strcmp(text, decl_words[i]))
			return 1;
	return 0;
}

/* Token k names a variable it declares: "int TST_TOTAL = 4;" in a branch
 * the preprocessor skipped, which the parse does not show. A '*' before
 * it declares only after a type word ("char *TCID"): after an operand
 * ("getpid() * TST_TOTAL") it multiplies, and the name is read. */
static int declared_at(struct st *st, unsigned int k)
{
	if (k == 0)
		return 0;
	if (is_decl_word(st->a.toks[k - 1].text))
		return 1;
	return k >= 2 && !strcmp(st->a.toks[k - 1].text, "*") &&
	       is_decl_word(st->a.toks[k - 2].text);
}

void st_replace_word(struct st *st, const char *name, const char *text)
{
	st_replace_word_but(st, name, text, NULL);
}

void st_replace_word_but(struct st *st, const char *name, const char *text,
			 char *(*other)(struct st *st, unsigned int k))
{
	struct ast *a = &st->a;
	unsigned int n = ast_tokens(a), k;
	char *o;

	for (k = 0; k < n; k++) {
		struct tok *t = &a->toks[k];

		if ((t->kind != CXToken_Identifier &&
		     t->kind != CXToken_Keyword) ||
		    strcmp(t->text, name))
			continue;
		if (declared_at(st, k)) {
			conv_remove_stmt(st->f, st_line_start(st, t->start),
					 st_decl_end(st, k));
			continue;
		}
		o = other ? other(st, k) : NULL;
		conv_rewrite(st->f, t->start, t->end, o ? o : text);
		free(o);
	}
}

/* Already a new-API test (struct tst_test present): nothing to do. */
static int is_new_test(struct st *st)
{
	return ast_find_words(&st->a, "tst_test", NULL, 0) &&
	       !ast_find_words(&st->a, "TEST_LOOPING", NULL, 0);
}

static void st_free(struct st *st)
{
	size_t i;

	ast_free(&st->a);
	for (i = 0; i < st->nvalues; i++) {
		free(st->value_vars[i]);
		free(st->value_flags[i]);
	}
	free(st->value_vars);
	free(st->value_flags);
	free(st->value_letters);
	free(st->tcid);
	free(st->total);
	free(st->options);
	free(st->test_renamed);
	free(st->run_renamed);
}

/* A helper library gets the local rewrites only, and must not get the
 * main() tst_test.h defines. */
static void library(struct st *st)
{
	st_no_default_main(st);
	st_if0_todos(st);
	st_once_fn(st);
	st_drop_count(st);
	st_knr(st);
	st_brk_returns(st);
}

static int test_file(struct st *st)
{
	int rc;

	if (st_uclinux(st))
		return -1;
	st_if0_todos(st);
	st_cleanup_define(st);
	st_once_fn(st);
	st_helper_loops(st);
	st_drop_count(st);
	st_knr(st);
	st_dead_protos(st);
	st_brk_returns(st);
	st_rename_test(st);
	st_test_ids(st);
	st_flags(st);
	st_signals(st);
	rc = st_convert_main(st);
	if (rc < 0)
		return -1;
	if (st->need_stdlib)
		st_add_include(st, "stdlib.h");
	return 0;
}

int conv_pass_structure(struct conv_file *f)
{
	struct st st = { .f = f };
	int rc = 0;

	if (!f->tu)
		return 0;
	ast_build(&st.a, f);
	if (!is_new_test(&st)) {
		st_macro_arg_calls(&st);
		st_strcat_calls(&st);
		st_macro_semis(&st);
	}
	/* a helper other files include is part of them: no main(), and no
	 * TST_NO_DEFAULT_MAIN that would take theirs away */
	if (f->is_header || f->is_included || is_new_test(&st)) {
		st_free(&st);
		return 0;
	}
	st_uapi_in(&st);
	if (st_func(&st, "main", NULL) < 0)
		library(&st);
	else
		rc = test_file(&st);
	if (rc)
		f->failed = 1;
	st_free(&st);
	return rc;
}
