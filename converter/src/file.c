// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * One file under conversion: its text, its parse, the edits queued by
 * byte offset and how they are applied, and the messages about it.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "conv.h"
#include "util.h"
#include "vocab.h"

const char *conv_state_name(int state)
{
	if (state < 0 || (size_t)state >= vocab_nstates)
		return "?";
	return vocab_states[state];
}

struct conv_file *conv_file_load(const char *path, CXIndex index)
{
	struct conv_file *f;
	size_t len;
	char *text;

	text = util_read_file(path, &len);
	if (!text) {
		fprintf(stderr, "%s: cannot read: %s\n", path, strerror(errno));
		return NULL;
	}
	if (strlen(text) != len) {
		fprintf(stderr, "%s: holds a NUL byte: not C source\n", path);
		free(text);
		return NULL;
	}
	f = util_calloc(1, sizeof(*f));
	f->path = path;
	f->index = index;
	f->text = text;
	f->len = len;
	f->orig = util_strdup(text);
	f->orig_len = len;
	f->fail_msg = -1;
	len = strlen(path);
	f->is_header = len > 2 && !strcmp(path + len - 2, ".h");
	return f;
}

void conv_unparse(struct conv_file *f)
{
	if (f->tu)
		clang_disposeTranslationUnit(f->tu);
	f->tu = NULL;
	f->file = NULL;
}

static void clear_edits(struct conv_file *f)
{
	size_t i;

	for (i = 0; i < f->nedits; i++)
		free(f->edits[i].text);
	f->nedits = 0;
}

void conv_file_free(struct conv_file *f)
{
	size_t i;

	if (!f)
		return;
	conv_unparse(f);
	clear_edits(f);
	free(f->edits);
	for (i = 0; i < f->nmsgs; i++)
		free(f->msgs[i]);
	free(f->msgs);
	for (i = 0; i < f->ncalls; i++)
		free(f->calls[i]);
	free(f->calls);
	for (i = 0; i < f->nforking; i++)
		free(f->forking[i]);
	free(f->forking);
	free(f->text);
	free(f->orig);
	free(f);
}

static void add_msg(struct conv_file *f, char *msg)
{
	f->msgs = util_realloc(f->msgs, (f->nmsgs + 1) * sizeof(*f->msgs));
	f->msgs[f->nmsgs++] = msg;
}

/* The first error (or fatal) diagnostic of the main file, or of a header
 * it includes, as "path:line:col: reason". */
static char *first_error(struct conv_file *f)
{
	unsigned int i, n = clang_getNumDiagnostics(f->tu);
	char *msg = NULL;

	for (i = 0; i < n && !msg; i++) {
		CXDiagnostic d = clang_getDiagnostic(f->tu, i);
		enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(d);

		if (sev >= CXDiagnostic_Error) {
			CXString s = clang_formatDiagnostic(
				d, CXDiagnostic_DisplaySourceLocation |
					   CXDiagnostic_DisplayColumn);
			msg = util_strdup(clang_getCString(s));
			clang_disposeString(s);
		}
		clang_disposeDiagnostic(d);
	}
	return msg;
}

int conv_parse(struct conv_file *f)
{
	struct CXUnsavedFile unsaved = {
		.Filename = f->path,
		.Contents = f->text,
		.Length = f->len,
	};
	unsigned int opts = CXTranslationUnit_DetailedPreprocessingRecord |
			    CXTranslationUnit_KeepGoing;
	enum CXErrorCode rc;
	char *err;

	if (f->tu)
		return 0;
	rc = clang_parseTranslationUnit2(f->index, f->path, f->args, f->nargs,
					 &unsaved, 1, opts, &f->tu);
	if (rc != CXError_Success || !f->tu) {
		f->tu = NULL;
		add_msg(f, util_printf("%s:1:1: clang cannot parse it (error "
				       "%d)",
				       f->path, (int)rc));
		return -1;
	}
	f->file = clang_getFile(f->tu, f->path);
	err = first_error(f);
	if (err) {
		add_msg(f, err);
		if (!f->keep_going)
			conv_unparse(f);
		return -1;
	}
	return 0;
}

long conv_offset(struct conv_file *f, CXSourceLocation loc)
{
	CXFile file;
	unsigned int off;

	clang_getExpansionLocation(loc, &file, NULL, NULL, &off);
	if (!file || !f->file || !clang_File_isEqual(file, f->file))
		return -1;
	if (off > f->len)
		return -1;
	return off;
}

int conv_extent(struct conv_file *f, CXCursor c, unsigned int *start,
		unsigned int *end)
{
	CXSourceRange r = clang_getCursorExtent(c);
	long s = conv_offset(f, clang_getRangeStart(r));
	long e = conv_offset(f, clang_getRangeEnd(r));

	if (s < 0 || e < 0 || e < s)
		return -1;
	*start = s;
	*end = e;
	return 0;
}

unsigned int conv_line(struct conv_file *f, unsigned int off)
{
	unsigned int line = 1, i;

	for (i = 0; i < off && i < f->len; i++)
		if (f->text[i] == '\n')
			line++;
	return line;
}

/* Two edits clash when their ranges share a byte, or when one inserts
 * strictly inside the range the other replaces. */
static int clashes(const struct conv_edit *e, unsigned int start,
		   unsigned int end)
{
	if (start == end)
		return start > e->start && start < e->end;
	if (e->start == e->end)
		return e->start > start && e->start < end;
	return start < e->end && e->start < end;
}

int conv_replace(struct conv_file *f, unsigned int start, unsigned int end,
		 const char *text)
{
	size_t i;

	if (end < start || end > f->len)
		return -1;
	for (i = 0; i < f->nedits; i++)
		if (clashes(&f->edits[i], start, end))
			return -1;
	if (f->nedits == f->edits_cap) {
		f->edits_cap = f->edits_cap ? 2 * f->edits_cap : 16;
		f->edits = util_realloc(f->edits,
					f->edits_cap * sizeof(*f->edits));
	}
	f->edits[f->nedits].start = start;
	f->edits[f->nedits].end = end;
	f->edits[f->nedits].text = util_strdup(text);
	f->nedits++;
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

static int is_blank(char c)
{
	return c == ' ' || c == '\t';
}

int conv_remove_lines(struct conv_file *f, unsigned int start, unsigned int end)
{
	unsigned int s = start, e = end;

	while (s > 0 && is_blank(f->text[s - 1]))
		s--;
	while (e < f->len && is_blank(f->text[e]))
		e++;
	if ((s == 0 || f->text[s - 1] == '\n') &&
	    (e == f->len || f->text[e] == '\n')) {
		if (e < f->len)
			e++;
		return conv_remove(f, s, e);
	}
	return conv_remove(f, start, end);
}

static char *vformat(const char *fmt, va_list ap)
{
	char *s;

	if (vasprintf(&s, fmt, ap) < 0)
		util_die("out of memory");
	return s;
}

void conv_msg(struct conv_file *f, unsigned int off, const char *fmt, ...)
{
	va_list ap;
	char *body;

	va_start(ap, fmt);
	body = vformat(fmt, ap);
	va_end(ap);
	add_msg(f, util_printf("%u: %s", conv_line(f, off), body));
	free(body);
}

static unsigned int line_start(struct conv_file *f, unsigned int off)
{
	while (off > 0 && f->text[off - 1] != '\n')
		off--;
	return off;
}

void conv_todo(struct conv_file *f, unsigned int off, const char *fmt, ...)
{
	unsigned int ls = line_start(f, off), ind = ls;
	char *reason, *indent, *line;
	va_list ap;

	va_start(ap, fmt);
	reason = vformat(fmt, ap);
	va_end(ap);
	while (ind < f->len && is_blank(f->text[ind]))
		ind++;
	indent = conv_text(f, ls, ind);
	line = util_printf("%s/* TODO(convert): %s */\n", indent, reason);
	if (conv_insert(f, ls, line) == 0)
		f->counts.todos++;
	add_msg(f, util_printf("%u: TODO(convert): %s", conv_line(f, off),
			       reason));
	free(line);
	free(indent);
	free(reason);
}

char *conv_name(CXCursor c)
{
	CXString s = clang_getCursorSpelling(c);
	char *name = util_strdup(clang_getCString(s));

	clang_disposeString(s);
	return name;
}

char *conv_text(struct conv_file *f, unsigned int start, unsigned int end)
{
	if (end > f->len)
		end = f->len;
	if (start > end)
		start = end;
	return util_strndup(f->text + start, end - start);
}

static int edit_cmp(const void *a, const void *b)
{
	const struct conv_edit *x = a, *y = b;

	if (x->start != y->start)
		return x->start < y->start ? -1 : 1;
	/* inserts at an offset go before a replacement starting there */
	if ((x->start == x->end) != (y->start == y->end))
		return x->start == x->end ? -1 : 1;
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

		util_buf_add(&b, f->text + pos, e->start - pos);
		util_buf_adds(&b, e->text);
		pos = e->end;
	}
	util_buf_add(&b, f->text + pos, f->len - pos);
	clear_edits(f);
	len = b.len;
	conv_set_text(f, util_buf_take(&b), len);
}

void conv_set_text(struct conv_file *f, char *text, size_t len)
{
	conv_unparse(f);
	free(f->text);
	f->text = text;
	f->len = len;
}

int conv_in_system_header(CXCursor c)
{
	CXCursor ref = clang_getCursorReferenced(c);

	if (clang_Cursor_isNull(ref))
		return 0;
	return clang_Location_isInSystemHeader(clang_getCursorLocation(ref));
}
