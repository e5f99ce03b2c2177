// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What the old API's headers gave a test besides the API: the system
 * headers they included (<limits.h> for PATH_MAX, <sys/param.h> for MAX,
 * ...) and helper macros (MAP_PRIVATE_EXCEPT_UCLINUX meant MAP_PRIVATE).
 * Read from the parse of the original text: every name the file uses that
 * is declared in a system header reached only through another header, and
 * every object-like macro of an old-API header whose body is one token.
 * Once converted, the file includes newlib's tst_test.h instead; where the
 * check then finds such a name undeclared, the file gets the system
 * include itself, or the macro's meaning in its place.
 */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "tool.h"
#include "util.h"

/* An included file and, for a system header reached through another
 * header, the include that brought it in first ("<limits.h>"). */
struct incfile {
	CXFile file;
	char *entry;
};

struct collect {
	struct conv_file *f;
	const struct tool_opts *o;
	struct incfile *files;
	size_t nfiles;
};

static int in_system(CXSourceLocation loc)
{
	return clang_Location_isInSystemHeader(loc);
}

static CXFile file_of(CXSourceLocation loc, unsigned int *off)
{
	CXFile file;

	clang_getSpellingLocation(loc, &file, NULL, NULL, off);
	return file;
}

/* The "<name>" of the #include directive on the line holding loc. */
static char *spelled_include(CXTranslationUnit tu, CXSourceLocation loc)
{
	unsigned int off;
	CXFile file = file_of(loc, &off);
	size_t size;
	const char *buf = file ? clang_getFileContents(tu, file, &size) : NULL;
	const char *p, *q, *end;

	if (!buf || off > size)
		return NULL;
	p = buf + off;
	while (p > buf && p[-1] != '\n')
		p--;
	end = memchr(p, '\n', buf + size - p);
	if (!end)
		end = buf + size;
	p = memchr(p, '<', end - p);
	q = p ? memchr(p, '>', end - p) : NULL;
	if (!p || !q)
		return NULL;
	return util_strndup(p, q - p + 1);
}

static void visit_inclusion(CXFile included, CXSourceLocation *stack,
			    unsigned int len, CXClientData data)
{
	struct collect *c = data;
	struct incfile *inc;
	unsigned int i;

	c->files = util_realloc(c->files, (c->nfiles + 1) * sizeof(*c->files));
	inc = &c->files[c->nfiles++];
	inc->file = included;
	inc->entry = NULL;
	if (!len ||
	    !in_system(clang_getLocationForOffset(c->f->tu, included, 0)))
		return;
	/* the first includer up the stack that is not a system header */
	for (i = 0; i < len; i++) {
		if (in_system(stack[i]))
			continue;
		/* the test includes it itself: it keeps doing so */
		if (!clang_Location_isFromMainFile(stack[i]))
			inc->entry = spelled_include(c->f->tu, stack[i]);
		return;
	}
}

static const char *entry_of(struct collect *c, CXFile file)
{
	size_t i;

	for (i = 0; file && i < c->nfiles; i++)
		if (clang_File_isEqual(c->files[i].file, file))
			return c->files[i].entry;
	return NULL;
}

static int known(struct conv_file *f, const char *name)
{
	size_t i;

	for (i = 0; i < f->ngave; i++)
		if (!strcmp(f->gave[i].name, name))
			return 1;
	return 0;
}

static void add(struct conv_file *f, const char *name, const char *include,
		const char *meaning)
{
	struct conv_gave *g;

	if (!name[0] || known(f, name))
		return;
	f->gave = util_realloc(f->gave, (f->ngave + 1) * sizeof(*f->gave));
	g = &f->gave[f->ngave++];
	g->name = util_strdup(name);
	g->include = include ? util_strdup(include) : NULL;
	g->meaning = meaning ? util_strdup(meaning) : NULL;
}

/* A header of the old API: oldlib-compat's, or a suite's own (test.h). */
static int old_api_header(struct collect *c, CXFile file)
{
	CXString s = clang_getFileName(file);
	char *path = util_strdup(clang_getCString(s) ? clang_getCString(s) :
						       ""),
	     *slash = strrchr(path, '/');
	size_t n = strlen(c->o->compat_inc);
	int r = !strncmp(path, c->o->compat_inc, n) && path[n] == '/';

	clang_disposeString(s);
	if (!r && slash) {
		*slash = '\0';
		r = incfind_old_api_dir(path);
	}
	free(path);
	return r;
}

/* An object-like macro of an old-API header defined as one token. */
static void old_macro(struct collect *c, CXCursor def, const char *name)
{
	CXTranslationUnit tu = c->f->tu;
	CXToken *toks;
	unsigned int n;
	char *body = NULL;

	if (clang_Cursor_isMacroFunctionLike(def) ||
	    !old_api_header(c, file_of(clang_getCursorLocation(def), NULL)))
		return;
	clang_tokenize(tu, clang_getCursorExtent(def), &toks, &n);
	if (n == 2) {
		CXString s = clang_getTokenSpelling(tu, toks[1]);

		body = util_strdup(clang_getCString(s));
		clang_disposeString(s);
	}
	clang_disposeTokens(tu, toks, n);
	if (body && strcmp(body, name))
		add(c->f, name, NULL, body);
	free(body);
}

/* How a diagnostic names it: "struct stat" for a tag. */
static char *tag_name(CXCursor ref)
{
	enum CXCursorKind k = clang_getCursorKind(ref);
	char *n = conv_name(ref), *r;

	if (k != CXCursor_StructDecl && k != CXCursor_UnionDecl &&
	    k != CXCursor_EnumDecl)
		return n;
	r = util_printf("%s %s",
			k == CXCursor_StructDecl ? "struct" :
			k == CXCursor_UnionDecl	 ? "union" :
						   "enum",
			n);
	free(n);
	return r;
}

static enum CXChildVisitResult visit_use(CXCursor cur, CXCursor parent,
					 CXClientData data)
{
	struct collect *c = data;
	enum CXCursorKind k = clang_getCursorKind(cur);
	CXCursor ref;
	const char *entry;
	char *name;

	(void)parent;
	if (!clang_Location_isFromMainFile(clang_getCursorLocation(cur)))
		return CXChildVisit_Continue;
	if (k != CXCursor_DeclRefExpr && k != CXCursor_TypeRef &&
	    k != CXCursor_MacroExpansion && k != CXCursor_CallExpr)
		return CXChildVisit_Recurse;
	ref = clang_getCursorReferenced(cur);
	if (clang_Cursor_isNull(ref) ||
	    clang_isInvalid(clang_getCursorKind(ref)))
		return CXChildVisit_Recurse;
	name = tag_name(ref);
	entry = entry_of(c, file_of(clang_getCursorLocation(ref), NULL));
	if (entry)
		add(c->f, name, entry, NULL);
	else if (k == CXCursor_MacroExpansion)
		old_macro(c, ref, name);
	free(name);
	return CXChildVisit_Recurse;
}

void gave_collect(struct conv_file *f, const struct tool_opts *o)
{
	struct collect c = { .f = f, .o = o };
	size_t i;

	if (!f->tu)
		return;
	clang_getInclusions(f->tu, visit_inclusion, &c);
	clang_visitChildren(clang_getTranslationUnitCursor(f->tu), visit_use,
			    &c);
	for (i = 0; i < c.nfiles; i++)
		free(c.files[i].entry);
	free(c.files);
}

/* ---- after the check's parse ---- */

/* The quoted name after one of the diagnostics that say a name is not
 * declared, or NULL. */
static char *undeclared(const char *msg)
{
	static const char *const heads[] = {
		"use of undeclared identifier '",
		"implicit declaration of function '",
		"call to undeclared function '",
		"unknown type name '",
		"variable has incomplete type '",
		"incomplete definition of type '",
		"array has incomplete element type '",
	};
	const char *p, *q;
	size_t i;

	for (i = 0; i < ARRAY_LEN(heads); i++) {
		if (strncmp(msg, heads[i], strlen(heads[i])))
			continue;
		p = msg + strlen(heads[i]);
		q = strchr(p, '\'');
		return q ? util_strndup(p, q - p) : NULL;
	}
	return NULL;
}

static const struct conv_gave *lookup(struct conv_file *f, const char *name)
{
	size_t i;

	for (i = 0; i < f->ngave; i++)
		if (!strcmp(f->gave[i].name, name))
			return &f->gave[i];
	return NULL;
}

/* After the last system include of the file, else before its first
 * include, else at the top. */
static unsigned int include_at(struct conv_file *f)
{
	CXToken *toks;
	unsigned int n, k, at = 0, first = 0, seen = 0;
	CXSourceLocation b = clang_getLocationForOffset(f->tu, f->file, 0);
	CXSourceLocation e = clang_getLocationForOffset(f->tu, f->file, f->len);

	clang_tokenize(f->tu, clang_getRange(b, e), &toks, &n);
	for (k = 0; k + 2 < n; k++) {
		CXString s1 = clang_getTokenSpelling(f->tu, toks[k]);
		CXString s2 = clang_getTokenSpelling(f->tu, toks[k + 1]);
		CXString s3 = clang_getTokenSpelling(f->tu, toks[k + 2]);
		long off =
			conv_offset(f, clang_getTokenLocation(f->tu, toks[k]));

		if (off >= 0 && !strcmp(clang_getCString(s1), "#") &&
		    !strcmp(clang_getCString(s2), "include")) {
			if (!seen++)
				first = off;
			if (clang_getCString(s3)[0] == '<')
				at = off + 1;
		}
		clang_disposeString(s1);
		clang_disposeString(s2);
		clang_disposeString(s3);
	}
	clang_disposeTokens(f->tu, toks, n);
	if (!at)
		return first;
	while (at < f->len && f->text[at - 1] != '\n')
		at++;
	return at;
}

/* Every use of name as an identifier of the file replaced by meaning. */
static void expand(struct conv_file *f, const char *name, const char *meaning)
{
	CXToken *toks;
	unsigned int n, k;
	CXSourceLocation b = clang_getLocationForOffset(f->tu, f->file, 0);
	CXSourceLocation e = clang_getLocationForOffset(f->tu, f->file, f->len);

	clang_tokenize(f->tu, clang_getRange(b, e), &toks, &n);
	for (k = 0; k < n; k++) {
		CXString s = clang_getTokenSpelling(f->tu, toks[k]);
		long off =
			conv_offset(f, clang_getTokenLocation(f->tu, toks[k]));

		if (off >= 0 &&
		    clang_getTokenKind(toks[k]) == CXToken_Identifier &&
		    !strcmp(clang_getCString(s), name))
			conv_replace(f, off, off + strlen(name), meaning);
		clang_disposeString(s);
	}
	clang_disposeTokens(f->tu, toks, n);
}

/* The spelling of token k is text. */
static int tok_is(struct conv_file *f, CXToken *toks, unsigned int n,
		  unsigned int k, const char *text)
{
	CXString s;
	int r;

	if (k >= n)
		return 0;
	s = clang_getTokenSpelling(f->tu, toks[k]);
	r = !strcmp(clang_getCString(s), text);
	clang_disposeString(s);
	return r;
}

/* The directive `# WORD NAME` starting at token k. */
static int directive(struct conv_file *f, CXToken *toks, unsigned int n,
		     unsigned int k, const char *word, const char *name)
{
	return tok_is(f, toks, n, k, "#") && tok_is(f, toks, n, k + 1, word) &&
	       (!name || tok_is(f, toks, n, k + 2, name));
}

static long tok_off(struct conv_file *f, CXToken *toks, unsigned int k)
{
	return conv_offset(f, clang_getTokenLocation(f->tu, toks[k]));
}

/* The token after the end of the line token k is on. */
static unsigned int next_line(struct conv_file *f, CXToken *toks,
			      unsigned int n, unsigned int k)
{
	unsigned int line, l;

	clang_getSpellingLocation(clang_getTokenLocation(f->tu, toks[k]), NULL,
				  &line, NULL, NULL);
	do {
		k++;
		if (k < n)
			clang_getSpellingLocation(
				clang_getTokenLocation(f->tu, toks[k]), NULL,
				&l, NULL, NULL);
	} while (k < n && l == line);
	return k;
}

/* The file's own `#define name ...` (and the `#ifndef name` ... `#endif`
 * around it alone) removed: the old header defined it first, so the
 * file's was a fallback. Where it was, or -1 when there was none. */
static long drop_own_define(struct conv_file *f, CXToken *toks, unsigned int n,
			    const char *name)
{
	unsigned int k, after, end, from, to;

	for (k = 0; k < n; k++) {
		if (!directive(f, toks, n, k, "define", name))
			continue;
		after = next_line(f, toks, n, k);
		from = tok_off(f, toks, k);
		to = after < n ? (unsigned int)tok_off(f, toks, after) : f->len;
		if (k >= 3 && directive(f, toks, n, k - 3, "ifndef", name) &&
		    directive(f, toks, n, after, "endif", NULL)) {
			from = tok_off(f, toks, k - 3);
			end = next_line(f, toks, n, after);
			to = end < n ? (unsigned int)tok_off(f, toks, end) :
				       f->len;
		}
		return conv_remove_lines(f, from, to - 1) ? -1 : (long)from;
	}
	return -1;
}

int gave_own_macros(struct conv_file *f)
{
	CXSourceLocation b, e;
	CXToken *toks;
	unsigned int n;
	size_t i;
	int done = 0;

	if (!f->tu || !f->file)
		return 0;
	b = clang_getLocationForOffset(f->tu, f->file, 0);
	e = clang_getLocationForOffset(f->tu, f->file, f->len);
	clang_tokenize(f->tu, clang_getRange(b, e), &toks, &n);
	for (i = 0; i < f->ngave; i++) {
		const struct conv_gave *g = &f->gave[i];
		long at =
			g->meaning ? drop_own_define(f, toks, n, g->name) : -1;

		if (at < 0)
			continue;
		conv_msg(f, (unsigned int)at,
			 "%s of the old headers, which the file defined "
			 "where they did not: its definition goes, written %s",
			 g->name, g->meaning);
		done = 1;
	}
	clang_disposeTokens(f->tu, toks, n);
	for (i = 0; i < f->ngave; i++)
		if (done && f->gave[i].meaning)
			expand(f, f->gave[i].name, f->gave[i].meaning);
	if (done)
		conv_apply(f);
	return done;
}

static int queued(struct conv_file *f, const char *text)
{
	size_t i;

	for (i = 0; i < f->nedits; i++)
		if (!strcmp(f->edits[i].text, text))
			return 1;
	return 0;
}

/* ---- newlib's headers: which declares a name ---- */

struct provided {
	char *name;
	char *header; /* "tst_clone.h" */
};

static struct provided *provided;
static size_t nprovided;
static int provided_read;

static void provide(const char *name, const char *header)
{
	size_t i;

	if (!name[0])
		return;
	for (i = 0; i < nprovided; i++)
		if (!strcmp(provided[i].name, name))
			return;
	provided = util_realloc(provided, (nprovided + 1) * sizeof(*provided));
	provided[nprovided].name = util_strdup(name);
	provided[nprovided++].header = util_strdup(header);
}

struct hdr_walk {
	CXFile file;
	const char *header;
};

static enum CXChildVisitResult visit_decl(CXCursor c, CXCursor parent,
					  CXClientData data)
{
	struct hdr_walk *w = data;
	enum CXCursorKind k = clang_getCursorKind(c);
	CXFile file;
	char *name;

	(void)parent;
	clang_getSpellingLocation(clang_getCursorLocation(c), &file, NULL, NULL,
				  NULL);
	if (!file || !clang_File_isEqual(file, w->file))
		return CXChildVisit_Continue;
	if (k == CXCursor_EnumDecl)
		return CXChildVisit_Recurse;
	if (k != CXCursor_FunctionDecl && k != CXCursor_VarDecl &&
	    k != CXCursor_TypedefDecl && k != CXCursor_MacroDefinition &&
	    k != CXCursor_EnumConstantDecl && k != CXCursor_StructDecl &&
	    k != CXCursor_UnionDecl)
		return CXChildVisit_Continue;
	name = tag_name(c);
	provide(name, w->header);
	free(name);
	return CXChildVisit_Continue;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every header of newlib, parsed once per run of the tool. */
static void read_newlib(CXIndex index, const char *dir)
{
	const char *args[] = { "-x", "c-header", "-std=gnu11", "-D_GNU_SOURCE",
			       NULL };
	DIR *d = opendir(dir);
	struct dirent *de;
	char **names = NULL, *inc;
	size_t n = 0, i;

	provided_read = 1;
	if (!d)
		return;
	while ((de = readdir(d))) {
		size_t len = strlen(de->d_name);

		if (len > 2 && !strcmp(de->d_name + len - 2, ".h")) {
			names = util_realloc(names, (n + 1) * sizeof(char *));
			names[n++] = util_strdup(de->d_name);
		}
	}
	closedir(d);
	/* in name order: the same header wins in every run */
	if (n)
		qsort(names, n, sizeof(char *), by_name);
	inc = util_printf("-I%s", dir);
	args[4] = inc;
	for (i = 0; i < n; i++) {
		char *path = util_printf("%s/%s", dir, names[i]);
		CXTranslationUnit tu = clang_parseTranslationUnit(
			index, path, args, 5, NULL, 0,
			CXTranslationUnit_DetailedPreprocessingRecord |
				CXTranslationUnit_SkipFunctionBodies);
		struct hdr_walk w = { .header = names[i] };

		if (tu) {
			w.file = clang_getFile(tu, path);
			clang_visitChildren(clang_getTranslationUnitCursor(tu),
					    visit_decl, &w);
			clang_disposeTranslationUnit(tu);
		}
		free(path);
		free(names[i]);
	}
	free(names);
	free(inc);
}

static const char *newlib_header(struct conv_file *f, const struct tool_opts *o,
				 const char *name)
{
	size_t i;

	if (!provided_read)
		read_newlib(f->index, o->newlib_inc);
	for (i = 0; i < nprovided; i++)
		if (!strcmp(provided[i].name, name))
			return provided[i].header;
	return NULL;
}

/* Add "#include SPELLED" once; 1 when it was queued. */
static int add_include(struct conv_file *f, const char *spelled,
		       const char *name, const char *whose)
{
	char *line = util_printf("#include %s\n", spelled);
	int r = 0;

	if (!strstr(f->text, line) && !queued(f, line) &&
	    !conv_insert(f, include_at(f), line)) {
		conv_msg(f, 0, "%s needs %s, %s", name, spelled, whose);
		r = 1;
	}
	free(line);
	return r;
}

int gave_fix(struct conv_file *f, const struct tool_opts *o)
{
	unsigned int i, n;
	int fixed = 0;

	if (!f->tu || !f->file)
		return 0;
	n = clang_getNumDiagnostics(f->tu);
	for (i = 0; i < n; i++) {
		CXDiagnostic d = clang_getDiagnostic(f->tu, i);
		CXString s = clang_getDiagnosticSpelling(d);
		char *name = undeclared(clang_getCString(s));
		const struct conv_gave *g = name ? lookup(f, name) : NULL;
		const char *hdr;
		char *spelled;

		clang_disposeString(s);
		clang_disposeDiagnostic(d);
		if (g && g->include) {
			fixed |= add_include(f, g->include, name,
					     "which the old headers included");
		} else if (g && g->meaning) {
			expand(f, name, g->meaning);
			conv_msg(f, 0, "%s of the old headers written as %s",
				 name, g->meaning);
			fixed = 1;
		} else if (name && (hdr = newlib_header(f, o, name))) {
			spelled = util_printf("\"%s\"", hdr);
			fixed |= add_include(f, spelled, name, "newlib's");
			free(spelled);
		}
		free(name);
	}
	if (fixed)
		conv_apply(f);
	return fixed;
}
