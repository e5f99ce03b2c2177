// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The edits a pass queues on a file, by byte offset of its current text,
 * and how they are applied. Two kinds share one queue (conv.h):
 *
 * - a plain edit (conv_replace() and friends) must not overlap another:
 *   the pass hears -1 and does something else (leaves a TODO);
 * - a rewrite (conv_rewrite()) takes precedence: it swallows the edits
 *   that lie inside its range, and an edit queued inside a rewrite later
 *   is swallowed as it comes. A pass that rewrites a whole function keeps
 *   the edits it made inside a part it moves by copying that part with
 *   conv_copy() first.
 *
 * Edits that still overlap when the pass ends (two rewrites crossing) are
 * an error of the pass: conv_check_edits() names the place.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "conv.h"
#include "util.h"
#include "vocab.h"

static int is_blank(char c)
{
	return c == ' ' || c == '\t';
}

static int is_insert(const struct conv_edit *e)
{
	return e->start == e->end;
}

/* Two edits clash when their ranges share a byte, or when one inserts
 * strictly inside the range the other replaces. */
static int clashes(const struct conv_edit *e, unsigned int start,
		   unsigned int end)
{
	if (start == end)
		return start > e->start && start < e->end;
	if (is_insert(e))
		return e->start > start && e->start < end;
	return start < e->end && e->start < end;
}

/* [start, end) lies inside the range e replaces (an insert strictly). */
static int inside(const struct conv_edit *e, unsigned int start,
		  unsigned int end)
{
	if (is_insert(e))
		return 0;
	if (start == end)
		return start > e->start && start < e->end;
	return start >= e->start && end <= e->end;
}

static int swallowed(struct conv_file *f, unsigned int start, unsigned int end)
{
	size_t i;

	for (i = 0; i < f->nedits; i++) {
		struct conv_edit *e = &f->edits[i];

		if (!e->dead && e->rewrite && inside(e, start, end) &&
		    !(e->start == start && e->end == end))
			return 1;
	}
	return 0;
}

int conv_removed(struct conv_file *f, unsigned int start, unsigned int end)
{
	size_t i;

	for (i = 0; i < f->nedits; i++) {
		struct conv_edit *e = &f->edits[i];

		if (!e->dead && !is_insert(e) && !*e->text &&
		    inside(e, start, end))
			return 1;
	}
	return 0;
}

static void push(struct conv_file *f, unsigned int start, unsigned int end,
		 const char *text, int rewrite)
{
	struct conv_edit *e;

	if (f->nedits == f->edits_cap) {
		f->edits_cap = f->edits_cap ? 2 * f->edits_cap : 16;
		f->edits = util_realloc(f->edits,
					f->edits_cap * sizeof(*f->edits));
	}
	e = &f->edits[f->nedits++];
	e->start = start;
	e->end = end;
	e->text = util_strdup(text);
	e->rewrite = rewrite;
	e->dead = 0;
}

int conv_replace(struct conv_file *f, unsigned int start, unsigned int end,
		 const char *text)
{
	size_t i;

	if (end < start || end > f->len)
		return -1;
	if (swallowed(f, start, end))
		return 0;
	for (i = 0; i < f->nedits; i++)
		if (!f->edits[i].dead && clashes(&f->edits[i], start, end))
			return -1;
	push(f, start, end, text, 0);
	return 0;
}

int conv_insert(struct conv_file *f, unsigned int off, const char *text)
{
	return conv_replace(f, off, off, text);
}

int conv_remove(struct conv_file *f, unsigned int start, unsigned int end)
{
	return conv_replace(f, start, end, "");
}

/* [s, e) widened to its whole lines when only blanks share them. */
static int widen_to_lines(struct conv_file *f, unsigned int *start,
			  unsigned int *end)
{
	unsigned int s = *start, e = *end;

	while (s > 0 && is_blank(f->text[s - 1]))
		s--;
	while (e < f->len && is_blank(f->text[e]))
		e++;
	if ((s > 0 && f->text[s - 1] != '\n') ||
	    (e < f->len && f->text[e] != '\n'))
		return 0;
	if (e < f->len)
		e++;
	*start = s;
	*end = e;
	return 1;
}

int conv_remove_lines(struct conv_file *f, unsigned int start, unsigned int end)
{
	widen_to_lines(f, &start, &end);
	return conv_remove(f, start, end);
}

/* ---- rewrites ---- */

static int blank_line_before(struct conv_file *f, unsigned int s)
{
	return s >= 2 && f->text[s - 1] == '\n' && f->text[s - 2] == '\n';
}

static int whole_lines(struct conv_file *f, unsigned int s, unsigned int e)
{
	return (s == 0 || f->text[s - 1] == '\n') && e > s &&
	       f->text[e - 1] == '\n';
}

/* A removed line between two blank lines takes one of them along (both
 * right after an opening brace), and one between a blank line and a
 * closing brace the blank line. */
static void tidy_blanks(struct conv_file *f, unsigned int *s, unsigned int *e)
{
	unsigned int i = *e;

	if (!blank_line_before(f, *s) && !(*s >= 2 && f->text[*s - 2] == '{'))
		return;
	if (i < f->len && f->text[i] == '\n') {
		*e = i + 1;
		if (blank_line_before(f, *s) && *s >= 3 &&
		    f->text[*s - 3] == '{')
			*s -= 1;
		return;
	}
	while (i < f->len && f->text[i] == '\t')
		i++;
	if (i < f->len && f->text[i] == '}' && blank_line_before(f, *s))
		*s -= 1;
}

/* Removals that overlap or touch become one, tidied again each time. */
static void merge_removal(struct conv_file *f, unsigned int *start,
			  unsigned int *end)
{
	int again = 1;
	size_t i;

	while (again) {
		again = 0;
		for (i = 0; i < f->nedits; i++) {
			struct conv_edit *e = &f->edits[i];

			if (e->dead || !e->rewrite || e->text[0] ||
			    is_insert(e) || *start > e->end || e->start > *end)
				continue;
			if (e->start < *start)
				*start = e->start;
			if (e->end > *end)
				*end = e->end;
			e->dead = 1;
			again = 1;
		}
		if (again && whole_lines(f, *start, *end))
			tidy_blanks(f, start, end);
	}
}

/* The line starting at l holds nothing but blanks. */
static int blank_line(struct conv_file *f, unsigned int l)
{
	while (l < f->len && is_blank(f->text[l]))
		l++;
	return l >= f->len || f->text[l] == '\n';
}

unsigned int conv_comment_above(struct conv_file *f, unsigned int s)
{
	unsigned int l = conv_line_start(f, s - 1), i = s - 1, c;

	while (i > l && is_blank(f->text[i - 1]))
		i--;
	if (i < l + 2 || f->text[i - 1] != '/' || f->text[i - 2] != '*')
		return s;
	for (c = i - 2; c > 0; c--)
		if (f->text[c - 1] == '/' && f->text[c] == '*')
			break;
	if (!c--)
		return s;
	for (l = c; l > 0 && f->text[l - 1] != '\n'; l--)
		if (!is_blank(f->text[l - 1]))
			return s;
	return l;
}

unsigned int conv_comments_above(struct conv_file *f, unsigned int s)
{
	unsigned int c;

	while (s && (c = conv_comment_above(f, s)) < s) {
		if (memmem(f->text + c, s - c, "TODO", 4))
			break;
		s = c;
	}
	return s;
}

unsigned int conv_newlines(struct conv_file *f, unsigned int a, unsigned int b)
{
	unsigned int n = 0;

	for (; a < b; a++)
		n += f->text[a] == '\n';
	return n;
}

int conv_has_word(struct conv_file *f, unsigned int s, unsigned int e,
		  const char *word)
{
	return util_has_word(f->text, f->text + s, f->text + e, word,
			     strlen(word));
}

/* The comment [c, s), one line, names an old-API name that the removed
 * lines [s, e) hold: it describes them ("reset tst_count in case we are
 * looping" over tst_count = 0; and the lines kept after them). The
 * comment's words are prose, read as words. */
static int names_removed(struct conv_file *f, unsigned int c, unsigned int s,
			 unsigned int e)
{
	if (memchr(f->text + c, '\n', s - c - 1))
		return 0;
	return vocab_names_old(f->text + c, s - c, f->text, f->text + s,
			       f->text + e);
}

/*
 * Removed lines [s, e) that were a paragraph of their own under a comment
 * (a blank line or an opening brace above the comment, a blank line or a
 * closing brace below them) take the comment along: it said what they did
 * ("reset tst_count in case we are looping"); so do the first lines of a
 * paragraph under a comment that names an old-API name they hold. Only
 * indented comments, in a function: a file's header stays.
 */
static unsigned int comment_head(struct conv_file *f, unsigned int s,
				 unsigned int e)
{
	unsigned int c, i, above;

	if (!s || !is_blank(f->text[s]))
		return s;
	c = conv_comment_above(f, s);
	if (c == s || !is_blank(f->text[c]))
		return s;
	if (names_removed(f, c, s, e))
		return c;
	for (i = e; i < f->len && is_blank(f->text[i]); i++)
		;
	if (i < f->len && f->text[i] != '\n' && f->text[i] != '}')
		return s;
	if (!c || blank_line(f, conv_line_start(f, c - 1)))
		return c;
	for (i = c - 1; i > 0 && isspace((unsigned char)f->text[i - 1]); i--)
		;
	above = i;
	return above > 0 && f->text[above - 1] == '{' ? c : s;
}

void conv_rewrite(struct conv_file *f, unsigned int start, unsigned int end,
		  const char *text)
{
	struct conv_edit big = { .start = start, .end = end };
	size_t i;

	if (end < start || end > f->len)
		return;
	for (i = 0; i < f->nedits; i++) {
		struct conv_edit *e = &f->edits[i];

		if (!e->dead && e->start == start && e->end == end &&
		    start != end && !strcmp(e->text, text))
			return;
	}
	if (swallowed(f, start, end))
		return;
	if (!text[0] && start != end) {
		if (whole_lines(f, start, end))
			tidy_blanks(f, &start, &end);
		merge_removal(f, &start, &end);
		if (whole_lines(f, start, end) &&
		    comment_head(f, start, end) < start) {
			start = comment_head(f, start, end);
			tidy_blanks(f, &start, &end);
			merge_removal(f, &start, &end);
		}
	}
	big.start = start;
	big.end = end;
	for (i = 0; i < f->nedits; i++) {
		struct conv_edit *e = &f->edits[i];

		if (!e->dead && start != end && inside(&big, e->start, e->end))
			e->dead = 1;
	}
	push(f, start, end, text, 1);
}

unsigned int conv_stmt_end(struct conv_file *f, unsigned int end)
{
	unsigned int i = end;

	while (i < f->len && is_blank(f->text[i]))
		i++;
	if (i < f->len && f->text[i] == ';')
		return i + 1;
	return end;
}

/* The end of a comment that trails e and ends on its line (the "Total
 * number of test cases" after many legacy tests' TST_TOTAL), else e. */
unsigned int conv_trailing_comment(struct conv_file *f, unsigned int e)
{
	unsigned int i = e;

	while (i < f->len && is_blank(f->text[i]))
		i++;
	if (i + 1 >= f->len || f->text[i] != '/')
		return e;
	if (f->text[i + 1] == '/') {
		while (i < f->len && f->text[i] != '\n')
			i++;
		return i;
	}
	if (f->text[i + 1] != '*')
		return e;
	for (i += 2; i + 1 < f->len && f->text[i] != '\n'; i++)
		if (f->text[i] == '*' && f->text[i + 1] == '/')
			return i + 2;
	return e;
}

void conv_remove_stmt(struct conv_file *f, unsigned int start, unsigned int end)
{
	unsigned int s = start,
		     e = conv_trailing_comment(f, conv_stmt_end(f, end));

	/* a statement alone on its line takes the comment that trails it
	 * along: left, it would describe nothing, or the next line */
	if (widen_to_lines(f, &s, &e)) {
		conv_rewrite(f, s, e, "");
		return;
	}
	s = start;
	e = conv_stmt_end(f, end);
	if (!widen_to_lines(f, &s, &e)) {
		s = start;
		e = conv_stmt_end(f, end);
	}
	conv_rewrite(f, s, e, "");
}

static int by_start(const void *a, const void *b)
{
	const struct conv_edit *x = a, *y = b;

	if (x->start != y->start)
		return x->start < y->start ? -1 : 1;
	return 0;
}

char *conv_copy(struct conv_file *f, unsigned int start, unsigned int end)
{
	struct util_buf b = { 0 };
	struct conv_edit *sorted;
	unsigned int pos = start;
	size_t i, n = 0;

	sorted = util_calloc(f->nedits + 1, sizeof(*sorted));
	for (i = 0; i < f->nedits; i++) {
		struct conv_edit *e = &f->edits[i];

		if (e->dead || e->start < start || e->end > end)
			continue;
		/* an insert on the boundary belongs to the outside */
		if (is_insert(e) && (e->start == start || e->end == end))
			continue;
		sorted[n++] = *e;
	}
	qsort(sorted, n, sizeof(*sorted), by_start);
	for (i = 0; i < n; i++) {
		if (sorted[i].start < pos)
			continue;
		util_buf_add(&b, f->text + pos, sorted[i].start - pos);
		util_buf_adds(&b, sorted[i].text);
		pos = sorted[i].end;
	}
	util_buf_add(&b, f->text + pos, end - pos);
	free(sorted);
	return util_buf_take(&b);
}

char *conv_todos_at(struct conv_file *f, unsigned int off)
{
	struct util_buf b = { 0 };
	size_t i;

	for (i = 0; i < f->nedits; i++) {
		struct conv_edit *e = &f->edits[i];

		if (!e->dead && is_insert(e) && e->start == off &&
		    strstr(e->text, vocab_todo_mark))
			util_buf_adds(&b, e->text);
	}
	return b.len ? util_buf_take(&b) : NULL;
}

/* ---- applying them ---- */

int conv_check_edits(struct conv_file *f)
{
	size_t i, j;

	for (i = 0; i < f->nedits; i++) {
		struct conv_edit *a = &f->edits[i];

		if (a->dead)
			continue;
		for (j = i + 1; j < f->nedits; j++) {
			struct conv_edit *b = &f->edits[j];

			if (b->dead || !clashes(a, b->start, b->end))
				continue;
			conv_msg(f, a->start, "two rewrites overlap here");
			return -1;
		}
	}
	return 0;
}

void conv_clear_edits(struct conv_file *f)
{
	size_t i;

	for (i = 0; i < f->nedits; i++)
		free(f->edits[i].text);
	f->nedits = 0;
}

static int edit_cmp(const struct conv_edit *x, const struct conv_edit *y)
{
	if (x->start != y->start)
		return x->start < y->start ? -1 : 1;
	/* inserts at an offset go before a replacement starting there */
	if (is_insert(x) != is_insert(y))
		return is_insert(x) ? -1 : 1;
	return 0;
}

/* Stable, so that inserts at one offset keep the order they were queued. */
static void sort_edits(struct conv_edit *e, size_t n)
{
	size_t i, j;

	for (i = 1; i < n; i++) {
		struct conv_edit tmp = e[i];

		for (j = i; j > 0 && edit_cmp(&e[j - 1], &tmp) > 0; j--)
			e[j] = e[j - 1];
		e[j] = tmp;
	}
}

void conv_apply(struct conv_file *f)
{
	struct util_buf b = { 0 };
	unsigned int pos = 0;
	size_t i, len;

	if (!f->nedits)
		return;
	sort_edits(f->edits, f->nedits);
	for (i = 0; i < f->nedits; i++) {
		struct conv_edit *e = &f->edits[i];

		if (e->dead || e->start < pos)
			continue;
		util_buf_add(&b, f->text + pos, e->start - pos);
		util_buf_adds(&b, e->text);
		pos = e->end;
	}
	util_buf_add(&b, f->text + pos, f->len - pos);
	conv_clear_edits(f);
	len = b.len;
	conv_set_text(f, util_buf_take(&b), len);
}

/* ---- TODO markers ---- */

/* Puts a marker's text at @at and says the reason at @off's line. */
static void todo_put(struct conv_file *f, unsigned int off, unsigned int at,
		     const char *text, const char *reason)
{
	if (conv_insert(f, at, text) == 0)
		f->counts.todos++;
	conv_msg(f, off, "TODO(convert): %s", reason);
}

void conv_todo_trailing(struct conv_file *f, unsigned int off, const char *fmt,
			...)
{
	unsigned int eol = off;
	char *reason, *text;
	va_list ap;

	va_start(ap, fmt);
	reason = util_vprintf(fmt, ap);
	va_end(ap);
	while (eol < f->len && f->text[eol] != '\n')
		eol++;
	text = util_printf(" /* TODO(convert): %s */", reason);
	todo_put(f, off, eol, text, reason);
	free(text);
	free(reason);
}

void conv_todo(struct conv_file *f, unsigned int off, const char *fmt, ...)
{
	unsigned int ls = conv_line_start(f, off), ind = ls;
	char *reason, *indent, *line;
	va_list ap;

	va_start(ap, fmt);
	reason = util_vprintf(fmt, ap);
	va_end(ap);
	while (ind < f->len && is_blank(f->text[ind]))
		ind++;
	indent = conv_text(f, ls, ind);
	line = util_printf("%s/* TODO(convert): %s */\n", indent, reason);
	todo_put(f, off, ls, line, reason);
	free(line);
	free(indent);
	free(reason);
}
