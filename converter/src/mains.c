// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The main()s of a file, also those in branches the preprocessor skips:
 * many legacy tests compile their real main() only where a feature is
 * there (#if HAVE_NUMA_H) and otherwise a stub main() that only reports
 * TCONF. Read from the tokens, so that a skipped one is seen too.
 */
#include <stdlib.h>
#include <string.h>

#include "mains.h"
#include "util.h"

static int tok_is(struct ast *a, unsigned int k, const char *text)
{
	return k < a->ntoks && !strcmp(a->toks[k].text, text);
}

/* The token closing the bracket opened at k, or ntoks. */
static unsigned int closing(struct ast *a, unsigned int k)
{
	const char *open = a->toks[k].text;
	const char *close = !strcmp(open, "(") ? ")" :
			    !strcmp(open, "[") ? "]" :
						 "}";
	int depth = 0;

	for (; k < a->ntoks; k++) {
		if (tok_is(a, k, open))
			depth++;
		else if (tok_is(a, k, close) && --depth == 0)
			return k;
	}
	return a->ntoks;
}

/* A definition "[int|void] main ( ... ) {": fill m. */
static int main_at(struct ast *a, unsigned int k, struct main_def *m)
{
	unsigned int p, b;

	if (!tok_is(a, k, "main") || !tok_is(a, k + 1, "("))
		return 0;
	if (k > 0 && (tok_is(a, k - 1, ".") || tok_is(a, k - 1, "->") ||
		      tok_is(a, k - 1, "=") || tok_is(a, k - 1, "(") ||
		      tok_is(a, k - 1, ",")))
		return 0;
	p = closing(a, k + 1);
	b = p + 1;
	if (!tok_is(a, b, "{"))
		return 0;
	m->name_tok = k;
	m->first =
		k > 0 && (tok_is(a, k - 1, "int") || tok_is(a, k - 1, "void")) ?
			k - 1 :
			k;
	m->open = b;
	m->close = closing(a, b);
	if (m->close == a->ntoks)
		return 0;
	m->s = a->toks[m->first].start;
	m->e = a->toks[m->close].end;
	return 1;
}

int mains_find(struct ast *a, struct main_def *v, int max)
{
	unsigned int n = ast_tokens(a), k;
	int found = 0;

	for (k = 0; k < n && found < max; k++) {
		if (!main_at(a, k, &v[found]))
			continue;
		k = v[found].close;
		found++;
	}
	return found;
}

static int has_tok(struct ast *a, const struct main_def *m, const char *t)
{
	unsigned int k;

	for (k = m->open; k < m->close; k++)
		if (tok_is(a, k, t))
			return 1;
	return 0;
}

/* The message of "tst_brkm(TCONF, CLEANUP, MSG...)" or "tst_resm(TCONF,
 * MSG...)" at call token k: its tokens [*from, *to). A stub that only
 * says why it does nothing (TINFO, or a TPASS for "disabled here") and
 * ends skips the test as well. */
static int tconf_message(struct ast *a, unsigned int k, unsigned int *from,
			 unsigned int *to)
{
	int commas = !strcmp(a->toks[k].text, "tst_brkm") ? 2 : 1;
	unsigned int end, t;

	if (!tok_is(a, k + 1, "(") ||
	    !(tok_is(a, k + 2, "TCONF") ||
	      (commas == 1 &&
	       (tok_is(a, k + 2, "TINFO") || tok_is(a, k + 2, "TPASS")))))
		return 0;
	end = closing(a, k + 1);
	for (t = k + 3; t < end && commas; t++)
		if (tok_is(a, t, ","))
			commas--;
	if (commas || t >= end)
		return 0;
	*from = t;
	*to = end;
	return 1;
}

int mains_stub(struct ast *a, const struct main_def *m, char **msg)
{
	unsigned int k, from = 0, to = 0, f, e, t;
	int calls = 0, literal = 1;
	struct util_buf b = { 0 };

	*msg = NULL;
	if (has_tok(a, m, "TEST_LOOPING"))
		return 0;
	for (k = m->open + 1; k < m->close; k++) {
		const char *x = a->toks[k].text;

		if (!strcmp(x, "tst_brkm") || !strcmp(x, "tst_resm")) {
			if (!tconf_message(a, k, &f, &e))
				return 0;
			from = f;
			to = e;
			calls++;
			k = e;
			continue;
		}
		/* what else a stub does: end, maybe say why */
		if (strcmp(x, "tst_exit") && strcmp(x, "(") && strcmp(x, ")") &&
		    strcmp(x, ";") && strcmp(x, "return") &&
		    strcmp(x, "exit") && a->toks[k].kind != CXToken_Literal)
			return 0;
	}
	if (calls != 1)
		return 0;
	for (t = from; t < to; t++) {
		if (a->toks[t].kind != CXToken_Literal ||
		    a->toks[t].text[0] != '"')
			literal = 0;
		util_buf_printf(&b, "%s%s", t > from ? " " : "",
				a->toks[t].text);
	}
	*msg = util_buf_take(&b);
	return literal ? 1 : 2;
}
