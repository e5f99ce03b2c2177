// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Names of the file that newlib's headers declare otherwise. The old
 * test.h did not include <dirent.h> or <sys/wait.h>; the new API's
 * tst_test.h does (the real suite's tst_safe_macros.h includes
 * <dirent.h> too), so a test's own `static int dirfd;`, `pthread_mutex_t
 * wait;` or `static int sched_setaffinity(...)` no longer compiles once
 * converted. After a check parse that failed on such a clash (a
 * redefinition, conflicting types, a static declaration after a
 * non-static one) whose earlier declaration is a system header's, or one
 * of newlib's own headers' (a test's own `ssize_t safe_read(int fd, ...)`
 * beside the library's safe_read() that SAFE_READ() calls), the file's
 * own name is renamed NAME_var (a variable) or NAME_fn (a function): its
 * declarations and every use of it in the file, not a member of that
 * name nor a local variable. A name with external linkage is renamed
 * only in a program (a file with main()): another file may use a helper
 * library's.
 *
 * A helper header of the tree the file includes (getdents.h's static
 * getdents64(), which <dirent.h> declares too under _GNU_SOURCE) is
 * every includer's: its clashing names are renamed before the passes,
 * in the header and in each file that uses them, the same way whichever
 * includer does it (the new name depends on the header alone), so that
 * the includers converted one by one agree with the header written once.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "pass_ast.h"
#include "pp.h"
#include "tool.h"
#include "util.h"

static int in_file(CXFile want, CXSourceLocation loc)
{
	CXFile file;

	clang_getSpellingLocation(loc, &file, NULL, NULL, NULL);
	return file && want && clang_File_isEqual(file, want);
}

static int at_file_scope(CXCursor c)
{
	return clang_getCursorKind(clang_getCursorSemanticParent(c)) ==
	       CXCursor_TranslationUnit;
}

/* path, a real path, is in dir or below it */
static int under_dir(const char *path, const char *dir)
{
	size_t n = dir ? strlen(dir) : 0;

	while (n > 1 && dir[n - 1] == '/')
		n--;
	return n && !strncmp(path, dir, n) && path[n] == '/';
}

static int in_newlib(CXFile file, const struct tool_opts *o)
{
	CXString s = clang_getFileName(file);
	char *path = realpath(clang_getCString(s), NULL);
	char *dir = o->newlib_inc ? realpath(o->newlib_inc, NULL) : NULL;
	int r = path && dir && under_dir(path, dir);

	clang_disposeString(s);
	free(path);
	free(dir);
	return r;
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

/* Whose the earlier declaration a note of d points at is: a system
 * header's (1), a header of newlib's (2: safe_read(), which a test may
 * define for itself), else 0. */
static int earlier_decl(CXDiagnostic d, const struct tool_opts *o)
{
	CXDiagnosticSet notes;
	unsigned int i, n;
	int r = 0;

	if (system_earlier(d))
		return 1;
	notes = clang_getChildDiagnostics(d);
	n = clang_getNumDiagnosticsInSet(notes);
	for (i = 0; i < n && !r; i++) {
		CXDiagnostic note = clang_getDiagnosticInSet(notes, i);
		CXFile file;

		clang_getSpellingLocation(clang_getDiagnosticLocation(note),
					  &file, NULL, NULL, NULL);
		r = file && in_newlib(file, o) ? 2 : 0;
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
 * a system header's or newlib's (*whose: earlier_decl()) and may be
 * renamed; else a null cursor. */
static CXCursor clashing_decl(struct conv_file *f, CXDiagnostic d,
			      const struct tool_opts *o, int *whose)
{
	CXSourceLocation loc = clang_getDiagnosticLocation(d);
	CXCursor c;
	enum CXCursorKind k;

	if (clang_getDiagnosticSeverity(d) < CXDiagnostic_Error ||
	    !in_file(f->file, loc))
		return clang_getNullCursor();
	*whose = earlier_decl(d, o);
	if (!*whose)
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

/* The functions of a file with a parameter or local variable called
 * name: inside them the name is that one (offsets, in pairs). */
struct locals {
	CXFile file;
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
	if (!same || !in_file(l->file, clang_getCursorLocation(c)))
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

/* The tokens of a whole file of the parse. */
struct toks {
	CXTranslationUnit tu;
	CXToken *t;
	unsigned int n;
};

static void tokenize(CXTranslationUnit tu, CXFile file, struct toks *k)
{
	size_t size = 0;

	clang_getFileContents(tu, file, &size);
	k->tu = tu;
	clang_tokenize(
		tu,
		clang_getRange(clang_getLocationForOffset(tu, file, 0),
			       clang_getLocationForOffset(tu, file, size)),
		&k->t, &k->n);
}

static int tok_is(const struct toks *k, unsigned int t, const char *s)
{
	CXString sp = clang_getTokenSpelling(k->tu, k->t[t]);
	int same = !strcmp(clang_getCString(sp), s);

	clang_disposeString(sp);
	return same;
}

/* Token t, at off, names the file-scope name: not a member, not inside
 * a function with a local of that name. */
static int names_global(const struct toks *k, const struct locals *l,
			unsigned int t, unsigned int off)
{
	CXCursor c;
	enum CXCursorKind ck;

	if (t > 0 && (tok_is(k, t - 1, ".") || tok_is(k, t - 1, "->")))
		return 0;
	if (in_locals(l, off))
		return 0;
	c = clang_getCursor(k->tu, clang_getTokenLocation(k->tu, k->t[t]));
	ck = clang_getCursorKind(c);
	return ck != CXCursor_FieldDecl && ck != CXCursor_MemberRefExpr;
}

/* The offsets in file of the tokens naming the file-scope name, into
 * *offs; their count. */
static size_t global_uses(CXTranslationUnit tu, CXFile file, const char *name,
			  unsigned int **offs)
{
	struct locals l = { .file = file, .name = name };
	struct toks k;
	unsigned int t, off;
	size_t n = 0;

	*offs = NULL;
	clang_visitChildren(clang_getTranslationUnitCursor(tu), find_locals,
			    &l);
	tokenize(tu, file, &k);
	for (t = 0; t < k.n; t++) {
		if (clang_getTokenKind(k.t[t]) != CXToken_Identifier ||
		    !tok_is(&k, t, name))
			continue;
		clang_getSpellingLocation(clang_getTokenLocation(tu, k.t[t]),
					  NULL, NULL, NULL, &off);
		if (!names_global(&k, &l, t, off))
			continue;
		*offs = util_realloc(*offs, (n + 1) * sizeof(**offs));
		(*offs)[n++] = off;
	}
	clang_disposeTokens(tu, k.t, k.n);
	free(l.range);
	return n;
}

/* 1 when a token of the file spells s. */
static int spelled(const struct toks *k, const char *s)
{
	unsigned int t;

	for (t = 0; t < k->n; t++)
		if (tok_is(k, t, s))
			return 1;
	return 0;
}

static int sys_declares(const char *name);

/* A name like base that no token of file spells (nor, with sys, a system
 * header newlib's headers include). */
struct taken_ctx {
	struct toks k;
	int sys;
};

static int taken(const char *name, void *ctx)
{
	struct taken_ctx *c = ctx;

	return spelled(&c->k, name) || (c->sys && sys_declares(name));
}

static char *unused(CXTranslationUnit tu, CXFile file, const char *base,
		    int sys)
{
	struct taken_ctx c = { .sys = sys };
	char *name;

	tokenize(tu, file, &c.k);
	name = util_unused_name(base, taken, &c);
	clang_disposeTokens(tu, c.k.t, c.k.n);
	return name;
}

static char *new_name(CXTranslationUnit tu, CXFile file, const char *name,
		      int fn, int sys)
{
	char *base = util_printf("%s_%s", name, fn ? "fn" : "var");
	char *to = unused(tu, file, base, sys);

	free(base);
	return to;
}

/* Rename every use of name in the file to to; 1 when some was queued,
 * *first the offset of the first. */
static int rename_in_main(struct conv_file *f, const char *name, const char *to,
			  unsigned int *first)
{
	unsigned int *offs;
	size_t i, n = global_uses(f->tu, f->file, name, &offs);
	int done = 0;

	for (i = 0; i < n; i++) {
		if (conv_replace(f, offs[i], offs[i] + strlen(name), to))
			continue;
		if (!done)
			*first = offs[i];
		done = 1;
	}
	free(offs);
	return done;
}

/* Rename every use of name in the file; 1 when some was queued. lib:
 * the other name is newlib's own, not a system header's. */
static int rename_name(struct conv_file *f, const char *name, int fn,
		       unsigned int at, int lib)
{
	char *to = new_name(f->tu, f->file, name, fn, 0);
	unsigned int first;
	int done = rename_in_main(f, name, to, &first);

	if (done && lib)
		conv_msg(f, at,
			 "%s is newlib's too (the library's own function): "
			 "the file's own renamed %s",
			 name, to);
	else if (done)
		conv_msg(f, at,
			 "%s is a system header's too, which newlib's headers "
			 "include: the file's own renamed %s",
			 name, to);
	free(to);
	return done;
}

/* The #include of the main file that brought file in: the one naming it
 * (outermost 0: when the main file includes it itself, not through
 * another header), or the main file's own one it comes through
 * (outermost 1). */
struct inclusion {
	CXFile want, main;
	int outermost;
	long off; /* of the directive's file name, or -1 */
};

static void find_inclusion(CXFile inc, CXSourceLocation *stack,
			   unsigned int len, CXClientData data)
{
	struct inclusion *w = data;
	CXFile from;
	unsigned int off;

	if (!len || w->off >= 0 || !clang_File_isEqual(inc, w->want))
		return;
	clang_getSpellingLocation(stack[w->outermost ? len - 1 : 0], &from,
				  NULL, NULL, &off);
	if (from && clang_File_isEqual(from, w->main))
		w->off = off;
}

static long direct_include(struct conv_file *f, CXFile file)
{
	struct inclusion w = { file, f->file, 0, -1 };

	if (file)
		clang_getInclusions(f->tu, find_inclusion, &w);
	return w.off;
}

static CXFile file_of(CXSourceLocation loc)
{
	CXFile file;

	clang_getSpellingLocation(loc, &file, NULL, NULL, NULL);
	return file;
}

/* The line holding off is "#include <linux/...>" or <asm/...>: a header
 * of the kernel's own API, the part of it a C library defines again. */
static int kernel_include_line(struct conv_file *f, unsigned int off,
			       unsigned int *start, unsigned int *end)
{
	const char *t = f->text, *p;

	*start = conv_line_start(f, off);
	for (*end = off; *end < f->len && t[*end] != '\n'; (*end)++)
		;
	for (p = t + *start; p < t + *end && (*p == ' ' || *p == '\t'); p++)
		;
	if (*p++ != '#')
		return 0;
	while (p < t + *end && (*p == ' ' || *p == '\t'))
		p++;
	if (strncmp(p, "include", 7))
		return 0;
	p = t + off;
	return !strncmp(p, "<linux/", 7) || !strncmp(p, "<asm/", 5) ||
	       !strncmp(p, "<asm-generic/", 13);
}

/*
 * Kernel headers whose whole user API (the structures and flags a test
 * reads) a C library header of its own defines under the same names,
 * without including the kernel's: <linux/inotify.h> and <linux/signalfd.h>
 * clash with <fcntl.h> through the <linux/fcntl.h> they include, and a
 * test that drops them still needs struct inotify_event or struct
 * signalfd_siginfo, which the C library's twin gives.
 */
static const char *const libc_twins[][2] = {
	{ "<linux/inotify.h>", "<sys/inotify.h>" },
	{ "<linux/signalfd.h>", "<sys/signalfd.h>" },
};

/* The entry of libc_twins[] for the kernel header named at t (len
 * characters to the end of its line), or -1. */
static int libc_twin(const char *t, size_t len)
{
	size_t i;

	for (i = 0; i < ARRAY_LEN(libc_twins); i++)
		if (strlen(libc_twins[i][0]) <= len &&
		    !strncmp(t, libc_twins[i][0], strlen(libc_twins[i][0])))
			return (int)i;
	return -1;
}

/*
 * A kernel header the file includes itself (<linux/...>, <asm/...>) whose
 * definition a C library header defines again (<linux/uio.h>'s struct
 * iovec, which <sys/uio.h> defines too): the old test.h did not include
 * the C library's header, newlib's headers do (for SAFE_READV(), as the
 * real suite's), and so do the C library's own under _GNU_SOURCE
 * (<fcntl.h>). The same type comes from the C library's header now, so
 * the file's #include of the kernel header goes; when the file needed
 * more of it, the next parse says so. A kernel header that comes through
 * another header (a helper's) is not the file's to take out, nor is the
 * other definition when the file includes that header itself.
 */
static int drop_kernel_include(struct conv_file *f, CXDiagnostic d)
{
	CXSourceLocation loc = clang_getDiagnosticLocation(d);
	CXDiagnosticSet notes;
	CXFile here, other = NULL;
	unsigned int i, n, start, end;
	long off_here, off_other = -1, off;
	CXString name;
	int twin, done = 0;

	if (clang_getDiagnosticSeverity(d) < CXDiagnostic_Error ||
	    !clang_Location_isInSystemHeader(loc) || !system_earlier(d))
		return 0;
	here = file_of(loc);
	notes = clang_getChildDiagnostics(d);
	n = clang_getNumDiagnosticsInSet(notes);
	for (i = 0; i < n && !other; i++) {
		CXDiagnostic note = clang_getDiagnosticInSet(notes, i);
		CXSourceLocation nl = clang_getDiagnosticLocation(note);

		if (clang_Location_isInSystemHeader(nl))
			other = file_of(nl);
		clang_disposeDiagnostic(note);
	}
	if (!other || clang_File_isEqual(here, other))
		return 0;
	off_here = direct_include(f, here);
	off_other = direct_include(f, other);
	if ((off_here < 0) == (off_other < 0))
		return 0;
	off = off_here >= 0 ? off_here : off_other;
	if (!kernel_include_line(f, off, &start, &end))
		return 0;
	name = clang_getDiagnosticSpelling(d);
	twin = libc_twin(f->text + off, end - off);
	if (twin >= 0 &&
	    !conv_replace(f, off, off + strlen(libc_twins[twin][0]),
			  libc_twins[twin][1])) {
		conv_msg(f, start,
			 "%.*s: %s, and a C library header newlib's headers "
			 "include defines it: the file's include of the "
			 "kernel header becomes %s, the C library's header "
			 "of the same structures and flags",
			 (int)(end - off), f->text + off,
			 clang_getCString(name), libc_twins[twin][1]);
		done = 1;
	} else if (twin < 0 && !conv_remove_lines(f, start, end)) {
		conv_msg(f, start,
			 "%.*s: %s, and a C library header newlib's headers "
			 "include defines it: the file's include of the "
			 "kernel header goes",
			 (int)(end - off), f->text + off,
			 clang_getCString(name));
		done = 1;
	}
	clang_disposeString(name);
	return done;
}

/*
 * A name of the file's own that a system header newlib's headers include
 * defines as an object-like macro (<stdbool.h>'s true, false and bool:
 * the float tests' `int true = 1;`; the old test.h did not include it):
 * the declaration no longer parses, the error ("expected identifier")
 * standing at the macro's expansion in the file. Not when the file
 * includes that header itself (it did not parse before either). The
 * name, and the offset of that expansion in *off; else NULL.
 */
static char *macro_taken_name(struct conv_file *f, CXDiagnostic d,
			      unsigned int *off)
{
	static const char want[] = "expected identifier";
	CXSourceLocation loc = clang_getDiagnosticLocation(d);
	CXString s = clang_getDiagnosticSpelling(d);
	int expected = !strncmp(clang_getCString(s), want, sizeof(want) - 1);
	CXCursor c, def;
	CXFile file;

	clang_disposeString(s);
	if (clang_getDiagnosticSeverity(d) < CXDiagnostic_Error || !expected)
		return NULL;
	clang_getExpansionLocation(loc, &file, NULL, NULL, off);
	if (!file || !f->file || !clang_File_isEqual(file, f->file))
		return NULL;
	c = clang_getCursor(f->tu,
			    clang_getLocationForOffset(f->tu, f->file, *off));
	if (clang_getCursorKind(c) != CXCursor_MacroExpansion)
		return NULL;
	def = clang_getCursorReferenced(c);
	if (clang_Cursor_isNull(def) || clang_Cursor_isMacroFunctionLike(def) ||
	    !clang_Location_isInSystemHeader(clang_getCursorLocation(def)))
		return NULL;
	/* a header the file includes itself: the clash is the original's */
	if (direct_include(f, file_of(clang_getCursorLocation(def))) >= 0)
		return NULL;
	return conv_name(c);
}

int clash_fix(struct conv_file *f, const struct tool_opts *o)
{
	unsigned int i, n, off;
	int fixed = 0, whose = 0;

	if (!f->tu || !f->file)
		return 0;
	n = clang_getNumDiagnostics(f->tu);
	for (i = 0; i < n && !fixed; i++) {
		CXDiagnostic d = clang_getDiagnostic(f->tu, i);
		CXCursor c = clashing_decl(f, d, o, &whose);
		char *name;

		clang_disposeDiagnostic(d);
		if (clang_Cursor_isNull(c))
			continue;
		name = conv_name(c);
		clang_getSpellingLocation(clang_getCursorLocation(c), NULL,
					  NULL, NULL, &off);
		fixed = rename_name(f, name,
				    clang_getCursorKind(c) ==
					    CXCursor_FunctionDecl,
				    off, whose == 2);
		free(name);
	}
	for (i = 0; i < n && !fixed; i++) {
		CXDiagnostic d = clang_getDiagnostic(f->tu, i);
		char *name = macro_taken_name(f, d, &off);

		clang_disposeDiagnostic(d);
		if (name)
			fixed = rename_name(f, name, 0, off, 0);
		free(name);
	}
	for (i = 0; i < n && !fixed; i++) {
		CXDiagnostic d = clang_getDiagnostic(f->tu, i);

		fixed = drop_kernel_include(f, d);
		clang_disposeDiagnostic(d);
	}
	if (fixed)
		conv_apply(f);
	return fixed;
}

/* The offset of the file's own #include through which file comes, or -1. */
static long root_include(struct conv_file *f, CXFile file)
{
	struct inclusion w = { file, f->file, 1, -1 };

	clang_getInclusions(f->tu, find_inclusion, &w);
	return w.off;
}

/* The file's own #define that spells the token at off, or -1. */
static int own_define(struct ast *a, unsigned int off)
{
	int i;

	for (i = 0; i < a->len; i = a->n[i].last + 1)
		if (a->n[i].kind == CXCursor_MacroDefinition &&
		    a->n[i].has_off && a->n[i].start <= off &&
		    off < a->n[i].end)
			return i;
	return -1;
}

/* The file's own #define a note of d ("expanded from macro") points
 * into, or -1. */
static int macro_note(struct conv_file *f, struct ast *a, CXDiagnostic d)
{
	CXDiagnosticSet notes = clang_getChildDiagnostics(d);
	unsigned int i, n = clang_getNumDiagnosticsInSet(notes), off;
	int def = -1;

	for (i = 0; i < n && def < 0; i++) {
		CXDiagnostic note = clang_getDiagnosticInSet(notes, i);
		CXFile file;

		clang_getFileLocation(clang_getDiagnosticLocation(note), &file,
				      NULL, NULL, &off);
		if (file && clang_File_isEqual(file, f->file))
			def = own_define(a, off);
		clang_disposeDiagnostic(note);
	}
	return def;
}

/*
 * An error inside a header of newlib's, at a token a macro of the file's
 * own spells (fptest03's `#define v ff.vv`, and tst_atomic.h's parameter
 * v): the file defined short names before its #include of test.h, which
 * used none of them; newlib's headers do. The #include that brings that
 * header moves above the file's earliest such #define (above the
 * conditional holding it), so that the macros no longer reach the
 * library's headers; the file's own code sees them as before. 1 when
 * queued.
 */
static int hoist_include(struct conv_file *f, const struct tool_opts *o,
			 struct ast *a)
{
	unsigned int i, n = clang_getNumDiagnostics(f->tu), s, e, at = 0;
	long inc = -1, off_inc;
	int def = -1, k, done = 0;
	char *line, *name = NULL;

	for (i = 0; i < n; i++) {
		CXDiagnostic d = clang_getDiagnostic(f->tu, i);
		CXFile xf;

		clang_getExpansionLocation(clang_getDiagnosticLocation(d), &xf,
					   NULL, NULL, NULL);
		if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error &&
		    xf && !clang_File_isEqual(xf, f->file) &&
		    in_newlib(xf, o) && (off_inc = root_include(f, xf)) >= 0 &&
		    (k = macro_note(f, a, d)) >= 0 &&
		    a->n[k].start < (unsigned int)off_inc &&
		    (def < 0 || a->n[k].start < a->n[def].start)) {
			def = k;
			inc = off_inc;
		}
		clang_disposeDiagnostic(d);
	}
	if (def < 0)
		return 0;
	at = conv_line_start(f, pp_outside(a, a->n[def].start));
	s = conv_line_start(f, inc);
	for (e = inc; e < f->len && f->text[e] != '\n'; e++)
		;
	if (e < f->len)
		e++;
	/* the directive must be alone on its line, outside conditionals */
	if (pp_outside(a, s) != s || at >= s)
		return 0;
	line = util_printf("%.*s", (int)(e - s), f->text + s);
	name = conv_name(a->n[def].cur);
	if (!conv_remove(f, s, e) && !conv_insert(f, at, line)) {
		conv_msg(
			f, s,
			"%.*s: a macro the file defines before it (%s) reaches "
			"newlib's headers, which use the name: the include "
			"moves above the file's first such #define",
			(int)(e - s - 1), f->text + s, name);
		done = 1;
	}
	free(line);
	free(name);
	return done;
}

int clash_hoist(struct conv_file *f, const struct tool_opts *o)
{
	struct ast a = { 0 };
	int fixed;

	if (!f->tu || !f->file)
		return 0;
	ast_build(&a, f);
	fixed = hoist_include(f, o, &a);
	ast_free(&a);
	if (fixed)
		conv_apply(f);
	return fixed;
}

/* The names system headers declare at file scope as newlib's tst_test.h
 * includes them (under _GNU_SOURCE, as every parse), sorted; read once. */
static char **sys_names;
static size_t nsys;

static enum CXChildVisitResult add_sys_name(CXCursor c, CXCursor parent,
					    CXClientData data)
{
	enum CXCursorKind k = clang_getCursorKind(c);

	(void)parent;
	(void)data;
	if ((k != CXCursor_FunctionDecl && k != CXCursor_VarDecl) ||
	    !clang_Location_isInSystemHeader(clang_getCursorLocation(c)))
		return CXChildVisit_Continue;
	sys_names = util_realloc(sys_names, (nsys + 1) * sizeof(*sys_names));
	sys_names[nsys++] = conv_name(c);
	return CXChildVisit_Continue;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A file of its own (not the test's) that includes newlib's header. */
#define PROBE_PATH "/tst-convert-newlib-probe.c"
#define PROBE_TEXT "#define TST_NO_DEFAULT_MAIN\n#include \"tst_test.h\"\n"

static void read_sys_names(CXIndex index, const struct tool_opts *o)
{
	static int read;
	char *inc = util_printf("-I%s", o->newlib_inc);
	const char *args[] = { "-x", "c", "-std=gnu11", "-D_GNU_SOURCE", inc };
	struct CXUnsavedFile probe = { PROBE_PATH, PROBE_TEXT,
				       sizeof(PROBE_TEXT) - 1 };
	CXTranslationUnit tu = NULL;

	if (read++)
		goto out;
	if (clang_parseTranslationUnit2(
		    index, PROBE_PATH, args, ARRAY_LEN(args), &probe, 1,
		    CXTranslationUnit_KeepGoing, &tu) != CXError_Success ||
	    !tu)
		goto out;
	clang_visitChildren(clang_getTranslationUnitCursor(tu), add_sys_name,
			    NULL);
	clang_disposeTranslationUnit(tu);
	if (nsys)
		qsort(sys_names, nsys, sizeof(*sys_names), cmp_str);
out:
	free(inc);
}

static int sys_declares(const char *name)
{
	return nsys &&
	       bsearch(&name, sys_names, nsys, sizeof(*sys_names), cmp_str);
}

/* A name a helper header defines static and a system header declares. */
struct hclash {
	char *name;
	int fn;
	CXFile file; /* the header defining it */
};

struct hclashes {
	struct conv_file *f;
	struct hclash *c;
	size_t n;
};

static enum CXChildVisitResult find_hclash(CXCursor c, CXCursor parent,
					   CXClientData data)
{
	struct hclashes *h = data;
	enum CXCursorKind k = clang_getCursorKind(c);
	CXFile file;
	char *name;
	size_t i;

	(void)parent;
	if ((k != CXCursor_FunctionDecl && k != CXCursor_VarDecl) ||
	    clang_Cursor_getStorageClass(c) != CX_SC_Static ||
	    clang_Location_isInSystemHeader(clang_getCursorLocation(c)))
		return CXChildVisit_Continue;
	name = conv_name(c);
	for (i = 0; i < h->n && strcmp(h->c[i].name, name); i++)
		;
	clang_getSpellingLocation(clang_getCursorLocation(c), &file, NULL, NULL,
				  NULL);
	/* the cheap tests first: a helper's path is resolved on disk */
	if (i < h->n || !sys_declares(name) || !file ||
	    headers_index(h->f, file, 0) < 0) {
		free(name);
		return CXChildVisit_Continue;
	}
	h->c = util_realloc(h->c, (h->n + 1) * sizeof(*h->c));
	h->c[h->n++] =
		(struct hclash){ name, k == CXCursor_FunctionDecl, file };
	return CXChildVisit_Continue;
}

/* The overlay holding path's text in the parses of f, a new one when
 * there is none. */
static struct conv_overlay *overlay_of(struct conv_file *f, const char *path)
{
	size_t i;

	for (i = 0; i < f->noverlays; i++)
		if (!strcmp(f->overlays[i].path, path))
			return &f->overlays[i];
	f->overlays = util_realloc(f->overlays,
				   (f->noverlays + 1) * sizeof(*f->overlays));
	f->overlays[f->noverlays] =
		(struct conv_overlay){ .path = util_strdup(path) };
	return &f->overlays[f->noverlays++];
}

/* A use to rename in a helper header. */
struct huse {
	unsigned int off;
	size_t len;
	const char *to;
};

static int cmp_huse(const void *a, const void *b)
{
	const struct huse *x = a, *y = b;

	return x->off < y->off ? -1 : x->off > y->off;
}

/* The names of h renamed (to[i] for h->c[i]) in helper header k of f,
 * into its overlay: the text the next parses read, and the one written
 * with the file. */
static void rename_in_helper(struct conv_file *f, size_t k,
			     const struct hclashes *h, char **to)
{
	CXFile file = clang_getFile(f->tu, f->headers[k]);
	struct util_buf b = { 0 };
	struct huse *u = NULL;
	struct conv_overlay *ov;
	const char *text;
	size_t i, j, n = 0, at = 0, len = 0;
	unsigned int *offs;

	if (!file)
		return;
	for (i = 0; i < h->n; i++) {
		size_t m = global_uses(f->tu, file, h->c[i].name, &offs);

		u = util_realloc(u, (n + m + 1) * sizeof(*u));
		for (j = 0; j < m; j++)
			u[n++] = (struct huse){ offs[j], strlen(h->c[i].name),
						to[i] };
		free(offs);
	}
	if (!n)
		goto out;
	qsort(u, n, sizeof(*u), cmp_huse);
	/* the offsets are the parse's: rebuilt from its text */
	text = clang_getFileContents(f->tu, file, &len);
	for (i = 0; text && i < n; i++) {
		util_buf_add(&b, text + at, u[i].off - at);
		util_buf_adds(&b, u[i].to);
		at = u[i].off + u[i].len;
	}
	util_buf_add(&b, text + at, len - at);
	ov = overlay_of(f, f->headers[k]);
	free(ov->text);
	ov->len = b.len;
	ov->text = util_buf_take(&b);
	ov->write = 1;
out:
	free(u);
}

int clash_helpers(struct conv_file *f, const struct tool_opts *o)
{
	struct hclashes h = { .f = f };
	unsigned int first;
	char **to;
	size_t i;

	if (!f->tu || !f->nheaders)
		return 0;
	read_sys_names(f->index, o);
	clang_visitChildren(clang_getTranslationUnitCursor(f->tu), find_hclash,
			    &h);
	if (!h.n)
		return 0;
	to = util_calloc(h.n, sizeof(*to));
	/* the defining header's own spelling decides the new name,
	 * whichever file includes it */
	for (i = 0; i < h.n; i++)
		to[i] = new_name(f->tu, h.c[i].file, h.c[i].name, h.c[i].fn, 1);
	for (i = 0; i < f->nheaders; i++)
		rename_in_helper(f, i, &h, to);
	for (i = 0; i < h.n; i++) {
		CXString s = clang_getFileName(h.c[i].file);
		const char *path = clang_getCString(s);
		const char *base = strrchr(path, '/');

		first = 0;
		rename_in_main(f, h.c[i].name, to[i], &first);
		conv_msg(f, first,
			 "%s is a system header's too, which newlib's headers "
			 "include: %s's own renamed %s, there and here",
			 h.c[i].name, base ? base + 1 : path, to[i]);
		clang_disposeString(s);
		free(to[i]);
		free(h.c[i].name);
	}
	free(to);
	free(h.c);
	conv_apply(f);
	return 1;
}
