// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Names of the file that newlib's headers declare otherwise. The old
 * test.h did not include <dirent.h> or <sys/wait.h>; the new API's
 * tst_test.h does (the real suite's tst_safe_macros.h includes
 * <dirent.h> too), so a test's own `static int dirfd;`, `pthread_mutex_t
 * wait;` or `static int sched_setaffinity(...)` no longer compiles once
 * converted. After a check parse that failed on such a clash (a
 * redefinition, conflicting types, a static declaration after a
 * non-static one) whose earlier declaration is a system header's, the
 * file's own name is renamed NAME_var (a variable) or NAME_fn (a
 * function): its declarations and every use of it in the file, not a
 * member of that name nor a local variable. A name with external linkage
 * is renamed only in a program (a file with main()): another file may
 * use a helper library's.
 */
#include <stdlib.h>
#include <string.h>

#include "tool.h"
#include "util.h"

static int in_main_file(struct conv_file *f, CXSourceLocation loc)
{
	CXFile file;

	clang_getSpellingLocation(loc, &file, NULL, NULL, NULL);
	return file && clang_File_isEqual(file, f->file);
}

static int at_file_scope(CXCursor c)
{
	return clang_getCursorKind(clang_getCursorSemanticParent(c)) ==
	       CXCursor_TranslationUnit;
}

/* The earlier declaration a note of d points at is a system header's. */
static int system_earlier(CXDiagnostic d)
{
	CXDiagnosticSet notes = clang_getChildDiagnostics(d);
	unsigned int i, n = clang_getNumDiagnosticsInSet(notes);
	int r = 0;

	for (i = 0; i < n && !r; i++) {
		CXDiagnostic note = clang_getDiagnosticInSet(notes, i);

		r = clang_Location_isInSystemHeader(
			clang_getDiagnosticLocation(note));
		clang_disposeDiagnostic(note);
	}
	return r;
}

static enum CXChildVisitResult find_main(CXCursor c, CXCursor parent,
					 CXClientData data)
{
	char *name;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_FunctionDecl ||
	    !clang_isCursorDefinition(c))
		return CXChildVisit_Continue;
	name = conv_name(c);
	if (!strcmp(name, "main"))
		*(int *)data = 1;
	free(name);
	return *(int *)data ? CXChildVisit_Break : CXChildVisit_Continue;
}

static int has_main(struct conv_file *f)
{
	int found = 0;

	clang_visitChildren(clang_getTranslationUnitCursor(f->tu), find_main,
			    &found);
	return found;
}

/* The file's own declaration the error d is about, when it clashes with
 * a system header's and may be renamed; else a null cursor. */
static CXCursor clashing_decl(struct conv_file *f, CXDiagnostic d)
{
	CXSourceLocation loc = clang_getDiagnosticLocation(d);
	CXCursor c;
	enum CXCursorKind k;

	if (clang_getDiagnosticSeverity(d) < CXDiagnostic_Error ||
	    !in_main_file(f, loc) || !system_earlier(d))
		return clang_getNullCursor();
	c = clang_getCursor(f->tu, loc);
	k = clang_getCursorKind(c);
	if ((k != CXCursor_VarDecl && k != CXCursor_FunctionDecl) ||
	    !at_file_scope(c))
		return clang_getNullCursor();
	if (clang_Cursor_getStorageClass(c) != CX_SC_Static && !has_main(f))
		return clang_getNullCursor();
	return c;
}

/* The functions of the file with a parameter or local variable called
 * name: inside them the name is that one (offsets, in pairs). */
struct locals {
	struct conv_file *f;
	const char *name;
	unsigned int *range;
	size_t n;
};

static enum CXChildVisitResult find_locals(CXCursor c, CXCursor parent,
					   CXClientData data)
{
	struct locals *l = data;
	enum CXCursorKind k = clang_getCursorKind(c);
	CXSourceRange r;
	char *name;
	int same;

	(void)parent;
	if ((k != CXCursor_ParmDecl && k != CXCursor_VarDecl) ||
	    at_file_scope(c))
		return CXChildVisit_Recurse;
	name = conv_name(c);
	same = !strcmp(name, l->name);
	free(name);
	if (!same || !in_main_file(l->f, clang_getCursorLocation(c)))
		return CXChildVisit_Recurse;
	r = clang_getCursorExtent(clang_getCursorSemanticParent(c));
	l->range = util_realloc(l->range, (l->n + 2) * sizeof(*l->range));
	clang_getSpellingLocation(clang_getRangeStart(r), NULL, NULL, NULL,
				  &l->range[l->n]);
	clang_getSpellingLocation(clang_getRangeEnd(r), NULL, NULL, NULL,
				  &l->range[l->n + 1]);
	l->n += 2;
	return CXChildVisit_Recurse;
}

static int in_locals(const struct locals *l, unsigned int off)
{
	size_t i;

	for (i = 0; i < l->n; i += 2)
		if (off >= l->range[i] && off < l->range[i + 1])
			return 1;
	return 0;
}

/* Token t, at off, names the file-scope name: not a member, not inside
 * a function with a local of that name. */
static int names_global(struct conv_file *f, const struct locals *l,
			CXToken *toks, unsigned int t, unsigned int off)
{
	CXCursor c;
	enum CXCursorKind k;
	CXString s;
	int member = 0;

	if (t > 0) {
		s = clang_getTokenSpelling(f->tu, toks[t - 1]);
		member = !strcmp(clang_getCString(s), ".") ||
			 !strcmp(clang_getCString(s), "->");
		clang_disposeString(s);
	}
	if (member || in_locals(l, off))
		return 0;
	c = clang_getCursor(f->tu, clang_getTokenLocation(f->tu, toks[t]));
	k = clang_getCursorKind(c);
	return k != CXCursor_FieldDecl && k != CXCursor_MemberRefExpr;
}

/* A name like base that no token of the file spells. */
static char *unused(struct conv_file *f, CXToken *toks, unsigned int n,
		    const char *base)
{
	char *name = util_strdup(base);
	unsigned int t;
	int k = 2;

	for (t = 0; t < n; t++) {
		CXString s = clang_getTokenSpelling(f->tu, toks[t]);
		int same = !strcmp(clang_getCString(s), name);

		clang_disposeString(s);
		if (same) {
			free(name);
			name = util_printf("%s%d", base, k++);
			t = (unsigned int)-1;
		}
	}
	return name;
}

/* Rename every use of name in the file; 1 when some was queued. */
static int rename_name(struct conv_file *f, const char *name, int fn,
		       unsigned int at)
{
	CXSourceRange all = clang_getRange(
		clang_getLocationForOffset(f->tu, f->file, 0),
		clang_getLocationForOffset(f->tu, f->file, f->len));
	CXToken *toks;
	unsigned int n, t, off;
	char *base = util_printf("%s_%s", name, fn ? "fn" : "var"), *to;
	int done = 0;

	struct locals l = { .f = f, .name = name };

	clang_visitChildren(clang_getTranslationUnitCursor(f->tu), find_locals,
			    &l);
	clang_tokenize(f->tu, all, &toks, &n);
	to = unused(f, toks, n, base);
	for (t = 0; t < n; t++) {
		CXString s = clang_getTokenSpelling(f->tu, toks[t]);
		int same = clang_getTokenKind(toks[t]) == CXToken_Identifier &&
			   !strcmp(clang_getCString(s), name);

		clang_disposeString(s);
		if (!same)
			continue;
		clang_getSpellingLocation(
			clang_getTokenLocation(f->tu, toks[t]), NULL, NULL,
			NULL, &off);
		if (names_global(f, &l, toks, t, off))
			done |= !conv_replace(f, off, off + strlen(name), to);
	}
	free(l.range);
	if (done)
		conv_msg(f, at,
			 "%s is a system header's too, which newlib's headers "
			 "include: the file's own renamed %s",
			 name, to);
	clang_disposeTokens(f->tu, toks, n);
	free(base);
	free(to);
	return done;
}

int clash_fix(struct conv_file *f)
{
	unsigned int i, n, off;
	int fixed = 0;

	if (!f->tu || !f->file)
		return 0;
	n = clang_getNumDiagnostics(f->tu);
	for (i = 0; i < n && !fixed; i++) {
		CXDiagnostic d = clang_getDiagnostic(f->tu, i);
		CXCursor c = clashing_decl(f, d);
		char *name;

		clang_disposeDiagnostic(d);
		if (clang_Cursor_isNull(c))
			continue;
		name = conv_name(c);
		clang_getSpellingLocation(clang_getCursorLocation(c), NULL,
					  NULL, NULL, &off);
		fixed = rename_name(
			f, name,
			clang_getCursorKind(c) == CXCursor_FunctionDecl, off);
		free(name);
	}
	if (fixed)
		conv_apply(f);
	return fixed;
}
