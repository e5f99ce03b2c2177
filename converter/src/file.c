// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * One file under conversion: its text, its parse and the messages about
 * it (the edits queued on it are edits.c's).
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

void conv_file_free(struct conv_file *f)
{
	size_t i;

	if (!f)
		return;
	conv_unparse(f);
	conv_clear_edits(f);
	free(f->edits);
	for (i = 0; i < f->nmsgs; i++)
		free(f->msgs[i]);
	free(f->msgs);
	for (i = 0; i < f->nrt_edits; i++) {
		free(f->rt_edits[i].file);
		free(f->rt_edits[i].old);
		free(f->rt_edits[i].new);
	}
	free(f->rt_edits);
	free(f->legacy);
	for (i = 0; i < f->ncalls; i++)
		free(f->calls[i]);
	free(f->calls);
	for (i = 0; i < f->nfound_incs; i++)
		free(f->found_incs[i]);
	free(f->found_incs);
	for (i = 0; i < f->ngave; i++) {
		free(f->gave[i].name);
		free(f->gave[i].include);
		free(f->gave[i].meaning);
	}
	free(f->gave);
	for (i = 0; i < f->ndefines; i++)
		free(f->defines[i]);
	free(f->defines);
	for (i = 0; i < f->nheaders; i++)
		free(f->headers[i]);
	free(f->headers);
	for (i = 0; i < f->nlib_headers; i++)
		free(f->lib_headers[i]);
	free(f->lib_headers);
	for (i = 0; i < f->noverlays; i++) {
		free(f->overlays[i].path);
		free(f->overlays[i].text);
	}
	free(f->overlays);
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

/* The macro error d's text comes from, from its notes ("expanded from
 * macro 'true'": a name the headers define as a macro), into b. */
static void macro_note(CXDiagnostic d, struct util_buf *b)
{
	CXDiagnosticSet kids = clang_getChildDiagnostics(d);
	unsigned int k, n = kids ? clang_getNumDiagnosticsInSet(kids) : 0;

	for (k = 0; k < n; k++) {
		CXDiagnostic c = clang_getDiagnosticInSet(kids, k);
		CXString s = clang_getDiagnosticSpelling(c);
		const char *t = clang_getCString(s);

		if (!strncmp(t, "expanded from macro ", 20) && !b->len)
			util_buf_printf(b, " (%s)", t);
		clang_disposeString(s);
		clang_disposeDiagnostic(c);
	}
}

#define MAX_UNDECLARED 4

/* The names the other errors find undeclared, into b: a file that needs
 * definitions it does not make (compiled only as others include it). */
static void undeclared(CXTranslationUnit tu, unsigned int from,
		       struct util_buf *b)
{
	static const char what[] = "use of undeclared identifier ";
	unsigned int i, n = clang_getNumDiagnostics(tu), seen = 0;

	for (i = from; i < n && seen < MAX_UNDECLARED; i++) {
		CXDiagnostic d = clang_getDiagnostic(tu, i);
		CXString s = clang_getDiagnosticSpelling(d);
		const char *t = clang_getCString(s);

		if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error &&
		    !strncmp(t, what, sizeof(what) - 1) &&
		    (!b->len || !strstr(b->data, t + sizeof(what) - 1))) {
			util_buf_printf(b, "%s%s",
					seen ? ", " : "; undeclared too: ",
					t + sizeof(what) - 1);
			seen++;
		}
		clang_disposeString(s);
		clang_disposeDiagnostic(d);
	}
}

/* The first error (or fatal) diagnostic of the main file, or of a header
 * it includes, as "path:line:col: reason", with the macro it comes from
 * and the names other errors find undeclared. */
static char *first_error(struct conv_file *f)
{
	unsigned int i, n = clang_getNumDiagnostics(f->tu);
	struct util_buf msg = { 0 };

	for (i = 0; i < n && !msg.len; i++) {
		CXDiagnostic d = clang_getDiagnostic(f->tu, i);
		enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(d);

		if (sev >= CXDiagnostic_Error) {
			CXString s = clang_formatDiagnostic(
				d, CXDiagnostic_DisplaySourceLocation |
					   CXDiagnostic_DisplayColumn);
			struct util_buf note = { 0 };

			macro_note(d, &note);
			util_buf_printf(&msg, "%s%s", clang_getCString(s),
					note.len ? note.data : "");
			free(note.data);
			clang_disposeString(s);
		}
		clang_disposeDiagnostic(d);
	}
	if (!msg.len)
		return NULL;
	undeclared(f->tu, i, &msg);
	return util_buf_take(&msg);
}

int conv_parse(struct conv_file *f)
{
	struct CXUnsavedFile *unsaved;
	unsigned int opts = CXTranslationUnit_DetailedPreprocessingRecord |
			    CXTranslationUnit_KeepGoing;
	enum CXErrorCode rc;
	size_t i;
	char *err;

	if (f->tu)
		return 0;
	unsaved = util_calloc(f->noverlays + 1, sizeof(*unsaved));
	unsaved[0] = (struct CXUnsavedFile){
		.Filename = f->path,
		.Contents = f->text,
		.Length = f->len,
	};
	for (i = 0; i < f->noverlays; i++)
		unsaved[i + 1] = (struct CXUnsavedFile){
			.Filename = f->overlays[i].path,
			.Contents = f->overlays[i].text,
			.Length = f->overlays[i].len,
		};
	rc = clang_parseTranslationUnit2(f->index, f->path, f->args, f->nargs,
					 unsaved, f->noverlays + 1, opts,
					 &f->tu);
	free(unsaved);
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

unsigned int conv_line_start(struct conv_file *f, unsigned int off)
{
	while (off > 0 && f->text[off - 1] != '\n')
		off--;
	return off;
}

unsigned int conv_column(struct conv_file *f, unsigned int off)
{
	unsigned int i, col = 0;

	for (i = conv_line_start(f, off); i < off; i++)
		col = f->text[i] == '\t' ? (col / 8 + 1) * 8 : col + 1;
	return col;
}

void conv_msg(struct conv_file *f, unsigned int off, const char *fmt, ...)
{
	va_list ap;
	char *body;

	va_start(ap, fmt);
	body = util_vprintf(fmt, ap);
	va_end(ap);
	add_msg(f, util_printf("%u: %s", conv_line(f, off), body));
	free(body);
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
