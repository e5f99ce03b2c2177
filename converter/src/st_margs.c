// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_sig() with no meaning in the new API (the default, ignoring or the
 * old library's handler), as a statement inside a function-like macro's
 * argument, goes: cocci/drop_old_calls.cocci drops
 * them everywhere else, but spatch does not look into a macro's
 * arguments (WITH_SIGNALS_BLOCKED(if (fork() == 0) { tst_sig(...); ...}),
 * a helper of the real suite's syscalls/utils). tst_sig() installed the
 * old library's signal handlers; the new library's supervisor reports
 * signals itself.
 */
#include <string.h>

#include "structure.h"
#include "util.h"

/* The handlers with which tst_sig() has no meaning: the old library's
 * own, the default, ignoring. One with the test's own handler becomes
 * SAFE_SIGNAL() where it stands as a statement (st_signals.c); in a
 * macro's argument it stays, and the check names it. */
static const char *const no_meaning_handlers[] = { "DEF_HANDLER", "SIG_DFL",
						   "SIG_IGN" };

static int in(const char *const *list, size_t n, const char *name)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!strcmp(list[i], name))
			return 1;
	return 0;
}

/* tst_sig ( X , H , C ): whether H is one token of the list; k is the
 * '(' and end the token after the ')'. */
static int no_meaning_sig(struct ast *a, unsigned int k, unsigned int end)
{
	unsigned int arg = 0, first = 0, ntok = 0;
	int depth = 0;

	for (k++; k + 1 < end; k++) {
		const char *t = a->toks[k].text;

		if (!strcmp(t, "(") || !strcmp(t, "["))
			depth++;
		else if (!strcmp(t, ")") || !strcmp(t, "]"))
			depth--;
		if (!depth && !strcmp(t, ",")) {
			arg++;
			continue;
		}
		if (arg == 1 && !ntok++)
			first = k;
	}
	return arg == 2 && ntok == 1 &&
	       in(no_meaning_handlers, ARRAY_LEN(no_meaning_handlers),
		  a->toks[first].text);
}

/* The token after the ')' closing the '(' at k, or n. */
static unsigned int after_parens(struct ast *a, unsigned int k, unsigned int n)
{
	int depth = 0;

	for (; k < n; k++) {
		if (!strcmp(a->toks[k].text, "("))
			depth++;
		else if (!strcmp(a->toks[k].text, ")") && --depth == 0)
			return k + 1;
	}
	return n;
}

/* The calls of the list standing as statements in [s, e), dropped. */
static void drop_in(struct st *st, unsigned int s, unsigned int e)
{
	struct ast *a = &st->a;
	unsigned int n = ast_tokens(a), k = ast_tok_at(a, s), end;

	for (; k + 1 < n && a->toks[k].start < e; k++) {
		if (a->toks[k].kind != CXToken_Identifier ||
		    strcmp(a->toks[k].text, "tst_sig") ||
		    strcmp(a->toks[k + 1].text, "("))
			continue;
		end = after_parens(a, k + 1, n);
		if (end >= n || strcmp(a->toks[end].text, ";") ||
		    a->toks[end].end > e || !no_meaning_sig(a, k + 1, end))
			continue;
		if (k && strcmp(a->toks[k - 1].text, ";") &&
		    strcmp(a->toks[k - 1].text, "{") &&
		    strcmp(a->toks[k - 1].text, "}"))
			continue;
		conv_remove_stmt(st->f, a->toks[k].start, a->toks[end - 1].end);
		conv_msg(st->f, a->toks[k].start,
			 "%s() in a macro's argument dropped: no meaning in "
			 "the new API",
			 a->toks[k].text);
	}
}

void st_macro_arg_calls(struct st *st)
{
	struct ast *a = &st->a;
	unsigned int done = 0;
	int i;

	for (i = 0; i < a->len; i++) {
		struct node *m = &a->n[i];
		unsigned int k;

		/* an invocation inside another's arguments: done with it */
		if (m->kind != CXCursor_MacroExpansion || !m->has_off ||
		    m->start < done)
			continue;
		done = m->end;
		/* a function-like invocation: its name, then '(' */
		k = ast_tok_at(a, m->start);
		if (k + 1 >= ast_tokens(a) || strcmp(a->toks[k + 1].text, "("))
			continue;
		drop_in(st, a->toks[k + 1].end, m->end);
	}
}
