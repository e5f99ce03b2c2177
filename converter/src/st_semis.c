// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A function-like macro whose body ends in ';' is often called without
 * one (`DPRINTF(stderr, "done %d", rc)` and then `return NULL;`, the
 * open_posix tests' pitest.h): the compiler sees the body's ';', spatch,
 * which does not expand the macro, sees two statements run together and
 * cannot parse the file, so no semantic patch would convert it. The ';'
 * is written after such a call in a function's body; the empty statement
 * it makes changes nothing. Not before an `else`, where it would end the
 * if.
 */
#include <string.h>

#include "structure.h"

/* The macro expansion c names a function-like macro whose body's last
 * token is ';'. */
static int ends_in_semi(struct st *st, CXCursor c)
{
	CXCursor def = clang_getCursorReferenced(c);
	CXToken *t;
	unsigned int n;
	int yes = 0;

	if (clang_getCursorKind(def) != CXCursor_MacroDefinition ||
	    !clang_Cursor_isMacroFunctionLike(def))
		return 0;
	clang_tokenize(st->f->tu, clang_getCursorExtent(def), &t, &n);
	if (n > 0) {
		CXString s = clang_getTokenSpelling(st->f->tu, t[n - 1]);

		yes = !strcmp(clang_getCString(s), ";");
		clang_disposeString(s);
	}
	clang_disposeTokens(st->f->tu, t, n);
	return yes;
}

/* off lies inside a function's body. */
static int in_body(struct st *st, unsigned int off)
{
	int i;

	for (i = 0; i < st->a.len; i++) {
		struct node *n = &st->a.n[i];

		if (n->kind == CXCursor_CompoundStmt && n->has_off &&
		    off > n->start && off < n->end)
			return 1;
	}
	return 0;
}

void st_macro_semis(struct st *st)
{
	struct ast *a = &st->a;
	unsigned int nt = ast_tokens(a), k;
	int i;

	for (i = 0; i < a->len; i++) {
		struct node *n = &a->n[i];

		if (n->kind != CXCursor_MacroExpansion || !n->has_off)
			continue;
		k = ast_tok_at(a, n->end);
		if (k >= nt || !strcmp(a->toks[k].text, ";") ||
		    !strcmp(a->toks[k].text, "else") ||
		    !strcmp(a->toks[k].text, ")") ||
		    !strcmp(a->toks[k].text, ",") || !in_body(st, n->end) ||
		    !ends_in_semi(st, n->cur))
			continue;
		conv_insert(st->f, n->end, ";");
	}
}
