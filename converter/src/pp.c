// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The preprocessor conditionals of the main file, read from its tokens
 * (which include the lines the preprocessor skipped): each #if, #ifdef or
 * #ifndef with its #elif and #else branches and its #endif, where each
 * line and each branch's text lies, and the tokens of each condition.
 */
#include <stdlib.h>
#include <string.h>

#include "pp.h"
#include "util.h"

int pp_directive(struct ast *a, unsigned int k, struct pp_directive *d)
{
	struct conv_file *f = a->f;
	const char *t = f->text;
	unsigned int ls, e;

	if (k + 1 >= a->ntoks || strcmp(a->toks[k].text, "#"))
		return 0;
	ls = conv_line_start(f, a->toks[k].start);
	for (e = ls; e < a->toks[k].start; e++)
		if (t[e] != ' ' && t[e] != '\t')
			return 0;
	/* the line ends at a newline that is not escaped */
	for (e = a->toks[k].start; e < f->len; e++)
		if (t[e] == '\n' && t[e - 1] != '\\')
			break;
	d->s = ls;
	d->e = e < f->len ? e + 1 : e;
	d->name = a->toks[k + 1].text;
	d->first = k + 2;
	d->last = k + 2;
	while (d->last < a->ntoks && a->toks[d->last].start < e)
		d->last++;
	d->next = d->last;
	return 1;
}

static int opens(const char *name)
{
	return !strcmp(name, "if") || !strcmp(name, "ifdef") ||
	       !strcmp(name, "ifndef");
}

static void add_branch(struct pp_cond *c, const struct pp_directive *d)
{
	if (c->nbr == PP_MAX_BRANCHES)
		return;
	if (c->nbr)
		c->br[c->nbr - 1].end = d->s;
	c->br[c->nbr++] = (struct pp_branch){ .dir = *d, .end = d->e };
}

int pp_conds(struct ast *a, struct pp_cond **out)
{
	unsigned int n = ast_tokens(a), k;
	struct pp_cond *v = NULL;
	int stack[64], depth = 0, nc = 0;
	struct pp_directive d;

	for (k = 0; k < n; k++) {
		if (!pp_directive(a, k, &d))
			continue;
		if (opens(d.name)) {
			v = util_realloc(v, (nc + 1) * sizeof(*v));
			memset(&v[nc], 0, sizeof(*v));
			v[nc].depth = depth;
			add_branch(&v[nc], &d);
			if (depth < 64)
				stack[depth] = nc;
			depth++;
			nc++;
		} else if (depth && depth <= 64 &&
			   (!strcmp(d.name, "elif") ||
			    !strcmp(d.name, "else"))) {
			add_branch(&v[stack[depth - 1]], &d);
		} else if (depth && !strcmp(d.name, "endif")) {
			depth--;
			if (depth < 64) {
				struct pp_cond *c = &v[stack[depth]];

				c->br[c->nbr - 1].end = d.s;
				c->endif = d;
				c->closed = 1;
			}
		}
		k = d.last - 1;
	}
	*out = v;
	return nc;
}

int pp_innermost(struct pp_cond *v, int n, unsigned int off, int *branch)
{
	int i, b, best = -1;

	for (i = 0; i < n; i++) {
		if (!v[i].closed)
			continue;
		for (b = 0; b < v[i].nbr; b++) {
			if (off < v[i].br[b].dir.e || off >= v[i].br[b].end)
				continue;
			if (best < 0 || v[i].depth > v[best].depth) {
				best = i;
				*branch = b;
			}
		}
	}
	return best;
}

unsigned int pp_outside(struct ast *a, unsigned int off)
{
	struct pp_cond *v;
	int n = pp_conds(a, &v), b, i;

	while ((i = pp_innermost(v, n, off, &b)) >= 0)
		off = v[i].br[0].dir.s;
	free(v);
	return off;
}
