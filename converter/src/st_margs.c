// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Old-API calls with no meaning in the new API, as statements inside a
 * function-like macro's argument, go: cocci/drop_old_calls.cocci drops
 * them everywhere else, but spatch does not look into a macro's
 * arguments (WITH_SIGNALS_BLOCKED(if (fork() == 0) { tst_sig(...); ...}),
 * a helper of the real suite's syscalls/utils). tst_sig() installed the
 * old library's signal handlers; the new library's supervisor reports
 * signals itself.
 */
#include <string.h>

#include "structure.h"
#include "util.h"

/* The calls drop_old_calls.cocci drops as statements. */
static const char *const no_meaning[] = { "tst_sig" };

static int no_meaning_call(const char *name)
{
	size_t i;

	for (i = 0; i < ARRAY_LEN(no_meaning); i++)
		if (!strcmp(no_meaning[i], name))
			return 1;
	return 0;
}

/* The token after the ')' closing the '(' at k, or n. */
static unsigned int after_parens(struct ast *a, unsigned int k,
				 unsigned int n)
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
		    !no_meaning_call(a->toks[k].text) ||
		    strcmp(a->toks[k + 1].text, "("))
			continue;
		end = after_parens(a, k + 1, n);
		if (end >= n || strcmp(a->toks[end].text, ";") ||
		    a->toks[end].end > e)
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
