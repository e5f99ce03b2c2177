// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A function-like macro whose body ends in ';' is often called without
 * one (`DPRINTF(stderr, "done %d", rc)` and then `return NULL;`, the
 * open_posix tests' pitest.h): the compiler sees the body's ';', spatch,
 * which does not expand the macro, sees two statements run together and
 * cannot parse the file, so no semantic patch would convert it. The ';'
 * is written after such a call in a function's body; the empty statement
 * it makes changes nothing. Not before an `else`, where it would end the
 * if. A macro whose body is a whole statement ending in '}' (an if or a
 * block: compat_16.h's `UID16_CHECK(uid, setuid, cleanup)`) is called
 * without one as well, and gets it alike.
 */
#include <string.h>

#include "structure.h"

/* The last character of macro def's body, white space and line
 * continuations skipped: the extent of a definition may stop short of a
 * '}' on a line of its own, which a tokenizer then leaves out. */
static char last_char(struct st *st, CXCursor def)
{
	CXFile file;
	unsigned int off;
	size_t size;
	const char *text;

	clang_getSpellingLocation(clang_getRangeEnd(clang_getCursorExtent(def)),
				  &file, NULL, NULL, &off);
	text = file ? clang_getFileContents(st->f->tu, file, &size) : NULL;
	if (!text || off >= size)
		return 0;
	/* to the newline no backslash continues */
	while (off < size &&
	       (text[off] != '\n' || (off > 0 && text[off - 1] == '\\')))
		off++;
	while (off > 0 && (text[off - 1] == ' ' || text[off - 1] == '\t' ||
			   text[off - 1] == '\n' || text[off - 1] == '\\'))
		off--;
	return off > 0 ? text[off - 1] : 0;
}

/* Token k of t spells text. */
static int tok_is(struct st *st, CXToken *t, unsigned int k, const char *text)
{
	CXString s = clang_getTokenSpelling(st->f->tu, t[k]);
	int yes = !strcmp(clang_getCString(s), text);

	clang_disposeString(s);
	return yes;
}

/* The macro expansion c names a function-like macro whose body's last
 * token is ';', or whose body is a statement ending in '}'. */
static int ends_in_semi(struct st *st, CXCursor c)
{
	static const char *const stmts[] = { "if",    "do",	"for",
					     "while", "switch", "{" };
	CXCursor def = clang_getCursorReferenced(c);
	CXToken *t;
	unsigned int n, k;
	size_t j;
	char last;
	int yes = 0;

	if (clang_getCursorKind(def) != CXCursor_MacroDefinition ||
	    !clang_Cursor_isMacroFunctionLike(def))
		return 0;
	last = last_char(st, def);
	if (last == ';')
		return 1;
	if (last != '}')
		return 0;
	/* the definition's tokens: the name, its parameters, the body */
	clang_tokenize(st->f->tu, clang_getCursorExtent(def), &t, &n);
	for (k = 1; k + 1 < n && !tok_is(st, t, k, ")"); k++)
		;
	for (j = 0; k + 1 < n && j < ARRAY_LEN(stmts); j++)
		yes |= tok_is(st, t, k + 1, stmts[j]);
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
