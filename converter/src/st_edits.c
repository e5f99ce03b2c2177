// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The structure pass's edit list: edits swallowed by a larger one are
 * dropped, copies of a range see the edits inside it, and the survivors
 * go to the driver at the end.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "structure.h"
#include "util.h"

static int inside(const struct st_edit *big, unsigned int start,
		  unsigned int end)
{
	if (big->start == big->end)
		return 0;
	if (start == end)
		return start > big->start && start < big->end;
	return start >= big->start && end <= big->end;
}

static int blank_line_before(struct st *st, unsigned int s)
{
	const char *t = st->f->text;

	return s >= 2 && t[s - 1] == '\n' && t[s - 2] == '\n';
}

/* A removed line between two blank lines takes one of them along, and
 * one between a blank line and a closing brace the blank line. */
static void tidy_blanks(struct st *st, unsigned int *s, unsigned int *e)
{
	const char *t = st->f->text;
	unsigned int i = *e;

	if (!blank_line_before(st, *s) && !(*s >= 2 && t[*s - 2] == '{'))
		return;
	if (i < st->f->len && t[i] == '\n') {
		*e = i + 1;
		return;
	}
	while (i < st->f->len && t[i] == '\t')
		i++;
	if (i < st->f->len && t[i] == '}' && blank_line_before(st, *s))
		*s -= 1;
}

static int whole_lines(struct st *st, unsigned int s, unsigned int e)
{
	return (s == 0 || st->f->text[s - 1] == '\n') && e > s &&
	       st->f->text[e - 1] == '\n';
}

/* Removals that overlap or touch become one, tidied again each time. */
static int merge_removal(struct st *st, unsigned int *start, unsigned int *end,
			 const char *text)
{
	int merged = 0, again = 1;
	size_t i;

	if (text[0] || *start == *end)
		return 0;
	while (again) {
		again = 0;
		for (i = 0; i < st->nedits; i++) {
			struct st_edit *e = &st->edits[i];

			if (e->dead || e->text[0] || e->start == e->end ||
			    *start > e->end || e->start > *end)
				continue;
			if (e->start < *start)
				*start = e->start;
			if (e->end > *end)
				*end = e->end;
			e->dead = 1;
			merged = again = 1;
		}
		if (again && whole_lines(st, *start, *end))
			tidy_blanks(st, start, end);
	}
	return merged;
}

void st_edit(struct st *st, unsigned int start, unsigned int end,
	     const char *text)
{
	size_t i;

	for (i = 0; i < st->nedits; i++) {
		struct st_edit *e = &st->edits[i];

		if (e->dead)
			continue;
		if (e->start == start && e->end == end && start != end &&
		    !strcmp(e->text, text))
			return;
		if (inside(e, start, end) &&
		    !(e->start == start && e->end == end))
			return;
	}
	if (!text[0] && whole_lines(st, start, end))
		tidy_blanks(st, &start, &end);
	merge_removal(st, &start, &end, text);
	for (i = 0; i < st->nedits; i++) {
		struct st_edit *e = &st->edits[i];

		if (!e->dead && start != end &&
		    inside(&(struct st_edit){ .start = start, .end = end },
			   e->start, e->end))
			e->dead = 1;
	}
	st->edits =
		util_realloc(st->edits, (st->nedits + 1) * sizeof(*st->edits));
	st->edits[st->nedits].start = start;
	st->edits[st->nedits].end = end;
	st->edits[st->nedits].text = util_strdup(text);
	st->edits[st->nedits].dead = 0;
	st->nedits++;
}

unsigned int st_stmt_end(struct st *st, unsigned int end)
{
	const char *t = st->f->text;
	unsigned int i = end;

	while (i < st->f->len && (t[i] == ' ' || t[i] == '\t'))
		i++;
	if (i < st->f->len && t[i] == ';')
		return i + 1;
	return end;
}

void st_remove_stmt(struct st *st, unsigned int start, unsigned int end)
{
	/* a whole line goes with its newline */
	const char *t = st->f->text;
	unsigned int s = start, e = st_stmt_end(st, end);

	while (s > 0 && (t[s - 1] == ' ' || t[s - 1] == '\t'))
		s--;
	while (e < st->f->len && (t[e] == ' ' || t[e] == '\t'))
		e++;
	if ((s == 0 || t[s - 1] == '\n') && (e == st->f->len || t[e] == '\n')) {
		if (e < st->f->len)
			e++;
		st_edit(st, s, e, "");
		return;
	}
	st_edit(st, start, st_stmt_end(st, end), "");
}

static int by_start(const void *a, const void *b)
{
	const struct st_edit *x = a, *y = b;

	if (x->start != y->start)
		return x->start < y->start ? -1 : 1;
	return 0;
}

char *st_copy(struct st *st, unsigned int start, unsigned int end)
{
	struct util_buf b = { 0 };
	struct st_edit *sorted;
	unsigned int pos = start;
	size_t i, n = 0;

	sorted = util_calloc(st->nedits + 1, sizeof(*sorted));
	for (i = 0; i < st->nedits; i++) {
		struct st_edit *e = &st->edits[i];

		if (e->dead || e->start < start || e->end > end)
			continue;
		/* an insert on the boundary belongs to the outside */
		if (e->start == e->end && (e->start == start || e->end == end))
			continue;
		sorted[n++] = *e;
	}
	qsort(sorted, n, sizeof(*sorted), by_start);
	for (i = 0; i < n; i++) {
		if (sorted[i].start < pos)
			continue;
		util_buf_add(&b, st->f->text + pos, sorted[i].start - pos);
		util_buf_adds(&b, sorted[i].text);
		pos = sorted[i].end;
	}
	util_buf_add(&b, st->f->text + pos, end - pos);
	free(sorted);
	return util_buf_take(&b);
}

int st_flush(struct st *st)
{
	size_t i;

	for (i = 0; i < st->nedits; i++) {
		struct st_edit *e = &st->edits[i];

		if (e->dead)
			continue;
		if (conv_replace(st->f, e->start, e->end, e->text)) {
			conv_msg(st->f, e->start,
				 "structure: two rewrites overlap here");
			st->f->failed = 1;
			return -1;
		}
	}
	return 0;
}

void st_free(struct st *st)
{
	size_t i;

	for (i = 0; i < st->nedits; i++)
		free(st->edits[i].text);
	free(st->edits);
	for (i = 0; i < st->nfuncs; i++)
		free(st->funcs[i].name);
	free(st->funcs);
	for (i = 0; i < st->nflags; i++) {
		free(st->flag_vars[i]);
		free(st->flag_args[i]);
	}
	free(st->flag_vars);
	free(st->flag_args);
	free(st->tcid);
	free(st->total);
	free(st->options);
	free(st->help_fn);
}

static int word_char(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

int st_uses(struct st *st, const char *name, unsigned int start,
	    unsigned int end)
{
	size_t n = strlen(name);
	const char *t = st->f->text, *p = t + start;

	while ((p = memmem(p, t + end - p, name, n))) {
		int before = p > t && word_char(p[-1]);
		int after = p + n < t + st->f->len && word_char(p[n]);

		if (!before && !after)
			return 1;
		p += n;
	}
	return 0;
}

struct st_func *st_func(struct st *st, const char *name)
{
	size_t i;

	for (i = 0; i < st->nfuncs; i++)
		if (!strcmp(st->funcs[i].name, name))
			return &st->funcs[i];
	return NULL;
}

struct kids {
	CXCursor *v;
	unsigned int n;
};

static enum CXChildVisitResult add_kid(CXCursor c, CXCursor parent, void *data)
{
	struct kids *k = data;

	(void)parent;
	k->v = util_realloc(k->v, (k->n + 1) * sizeof(*k->v));
	k->v[k->n++] = c;
	return CXChildVisit_Continue;
}

CXCursor *st_children(CXCursor c, unsigned int *n)
{
	struct kids k = { NULL, 0 };

	clang_visitChildren(c, add_kid, &k);
	*n = k.n;
	return k.v;
}
