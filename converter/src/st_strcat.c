// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * spatch cannot parse two string macros side by side in a call
 * (`SAFE_TOUCH(cleanup, TEST_DIR TEST_FILE, 0600, NULL)`, renameat201):
 * it does not know they are strings, and leaves the call as it was, with
 * the cleanup argument the old library took. In such a call the cleanup
 * argument goes here, as cocci/safe_macros.cocci and tst_brk.cocci drop it
 * elsewhere: the arguments that take a cleanup are those the parse says
 * are of type void (*)(void) in the function the macro calls.
 */
#include <string.h>

#include "structure.h"
#include "util.h"

struct find_macro {
	const char *name;
	CXCursor def;
	int found;
};

static enum CXChildVisitResult find_macro_visit(CXCursor c, CXCursor parent,
						CXClientData data)
{
	struct find_macro *m = data;
	CXString s;

	(void)parent;
	if (c.kind != CXCursor_MacroDefinition)
		return CXChildVisit_Continue;
	s = clang_getCursorSpelling(c);
	if (!strcmp(clang_getCString(s), m->name)) {
		m->def = c; /* the last one: the one in force */
		m->found = 1;
	}
	clang_disposeString(s);
	return CXChildVisit_Continue;
}

/* Token k is the name of an object-like macro whose body is one string
 * literal (the parse keeps no expansion of a macro in another's
 * argument: its definition is looked up by name). */
static int string_macro(struct st *st, unsigned int k)
{
	struct ast *a = &st->a;
	struct find_macro m = { .name = a->toks[k].text };
	CXToken *t;
	unsigned int n;
	int yes;

	if (a->toks[k].kind != CXToken_Identifier)
		return 0;
	clang_visitChildren(clang_getTranslationUnitCursor(st->f->tu),
			    find_macro_visit, &m);
	if (!m.found || clang_Cursor_isMacroFunctionLike(m.def))
		return 0;
	clang_tokenize(st->f->tu, clang_getCursorExtent(m.def), &t, &n);
	yes = n == 2 && clang_getTokenKind(t[1]) == CXToken_Literal;
	if (yes) {
		CXString s = clang_getTokenSpelling(st->f->tu, t[1]);

		yes = clang_getCString(s)[0] == '"';
		clang_disposeString(s);
	}
	clang_disposeTokens(st->f->tu, t, n);
	return yes;
}

/* The innermost call taking a cleanup whose extent holds off, or -1. */
static int call_at(struct st *st, unsigned int off)
{
	struct ast *a = &st->a;
	int i, best = -1;

	for (i = 0; i < a->len; i++) {
		struct node *n = &a->n[i];

		if (n->kind != CXCursor_CallExpr || !n->cleanup_args ||
		    !n->has_off || off < n->start || off >= n->end)
			continue;
		if (best < 0 || n->start >= a->n[best].start)
			best = i;
	}
	return best;
}

/* The token starting at offset off, or ntoks. */
static unsigned int tok_from(struct ast *a, unsigned int off)
{
	unsigned int k = ast_tok_at(a, off);

	return k < a->ntoks && a->toks[k].start == off ? k : a->ntoks;
}

/* Drop call c's cleanup arguments that are one word written in the file
 * followed by a ','. */
static void drop_cleanups(struct st *st, int c)
{
	struct ast *a = &st->a;
	int k, arg;

	for (k = 0; (arg = ast_child(a, c, k + 1)) >= 0; k++) {
		CXSourceLocation loc;
		unsigned int off, t;
		CXFile file;

		if (k >= 32 || !(a->n[c].cleanup_args & (1u << k)))
			continue;
		/* the word inside the macro's parentheses and casts */
		while (arg < a->n[arg].last &&
		       a->n[arg].kind != CXCursor_DeclRefExpr)
			arg++;
		loc = clang_getCursorLocation(a->n[arg].cur);
		clang_getSpellingLocation(loc, &file, NULL, NULL, &off);
		if (!clang_File_isEqual(file, st->f->file))
			continue;
		t = tok_from(a, off);
		if (t + 2 >= a->ntoks ||
		    a->toks[t].kind != CXToken_Identifier ||
		    strcmp(a->toks[t + 1].text, ","))
			continue;
		conv_rewrite(st->f, a->toks[t].start, a->toks[t + 2].start, "");
		conv_msg(st->f, a->toks[t].start,
			 "%s: its cleanup argument %s goes here: spatch cannot "
			 "parse the string macros side by side in it",
			 a->n[c].name, a->toks[t].text);
	}
}

void st_strcat_calls(struct st *st)
{
	struct ast *a = &st->a;
	unsigned int k;
	int c, done = -1;

	for (k = 0; k + 1 < a->ntoks; k++) {
		if (a->toks[k].kind != CXToken_Identifier ||
		    a->toks[k + 1].kind != CXToken_Identifier)
			continue;
		c = call_at(st, a->toks[k].start);
		if (c < 0 || c == done || !string_macro(st, k) ||
		    !string_macro(st, k + 1))
			continue;
		drop_cleanups(st, c);
		done = c;
	}
}
