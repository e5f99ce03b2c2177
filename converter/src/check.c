// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What a parse says about the API a file uses: old-API identifiers and
 * includes (the residue a converted file must not have), new-API markers,
 * and the system functions it calls (the coverage report's input).
 */
#include <stdlib.h>
#include <string.h>

#include "conv.h"
#include "tool.h"
#include "util.h"
#include "vocab.h"

static int is_old_header(const char *lit)
{
	return !strcmp(lit, "\"test.h\"") || !strcmp(lit, "\"usctest.h\"") ||
	       !strcmp(lit, "\"safe_macros.h\"") || !strcmp(lit, "<test.h>") ||
	       !strcmp(lit, "<usctest.h>") || !strcmp(lit, "<safe_macros.h>");
}

/* An angled header name is no literal to libclang's lexer: after
 * "include" come '<', the name's pieces and '>'. */
#define MAX_ANGLED_TOKENS 16

static int tok_is(CXTranslationUnit tu, CXToken tok, const char *text)
{
	CXString s = clang_getTokenSpelling(tu, tok);
	int r = !strcmp(clang_getCString(s), text);

	clang_disposeString(s);
	return r;
}

char *check_angled_include(CXTranslationUnit tu, const CXToken *toks,
			   unsigned int n, unsigned int i)
{
	struct util_buf b = { 0 };
	unsigned int k;

	if (i + 2 >= n || clang_getTokenKind(toks[i]) != CXToken_Identifier ||
	    !tok_is(tu, toks[i], "include") || !tok_is(tu, toks[i + 1], "<"))
		return NULL;
	util_buf_adds(&b, "<");
	for (k = i + 2; k < n && k <= i + MAX_ANGLED_TOKENS; k++) {
		CXString s = clang_getTokenSpelling(tu, toks[k]);
		int end = !strcmp(clang_getCString(s), ">");

		util_buf_adds(&b, clang_getCString(s));
		clang_disposeString(s);
		if (end)
			return util_buf_take(&b);
	}
	free(b.data);
	return NULL;
}

struct tokens {
	CXToken *toks;
	unsigned int n;
};

static int tokenize(struct conv_file *f, struct tokens *t)
{
	CXSourceLocation a, b;

	t->toks = NULL;
	t->n = 0;
	if (!f->tu || !f->file)
		return -1;
	a = clang_getLocationForOffset(f->tu, f->file, 0);
	b = clang_getLocationForOffset(f->tu, f->file, f->len);
	clang_tokenize(f->tu, clang_getRange(a, b), &t->toks, &t->n);
	return 0;
}

static char *tok_text(struct conv_file *f, CXToken tok)
{
	CXString s = clang_getTokenSpelling(f->tu, tok);
	char *r = util_strdup(clang_getCString(s));

	clang_disposeString(s);
	return r;
}

static long tok_offset(struct conv_file *f, CXToken tok)
{
	return conv_offset(f, clang_getTokenLocation(f->tu, tok));
}

/* Whether the name at tok refers to a declaration in a header: in the
 * check's parse (newlib's headers only) a name newlib has as well, like
 * tst_get_unused_pid, is no residue. */
static int declared_in_header(struct conv_file *f, CXToken tok)
{
	CXCursor c = clang_getCursor(f->tu, clang_getTokenLocation(f->tu, tok));
	CXCursor ref = clang_getCursorReferenced(c);
	CXFile file;

	if (clang_Cursor_isNull(ref) ||
	    clang_isInvalid(clang_getCursorKind(ref)))
		return 0;
	clang_getExpansionLocation(clang_getCursorLocation(ref), &file, NULL,
				   NULL, NULL);
	return file && !clang_File_isEqual(file, f->file);
}

/* The include at tok found a test.h that is not the old API's (another
 * suite's header of that name). One not found counts as the old API's. */
static int foreign_test_h(CXTranslationUnit tu, CXToken tok)
{
	CXCursor c = clang_getCursor(tu, clang_getTokenLocation(tu, tok));
	CXFile inc;
	CXString s;
	const char *path, *base;
	int r;

	if (clang_getCursorKind(c) != CXCursor_InclusionDirective)
		return 0;
	inc = clang_getIncludedFile(c);
	if (!inc)
		return 0;
	s = clang_getFileName(inc);
	path = clang_getCString(s);
	base = path ? strrchr(path, '/') : NULL;
	r = base && !strcmp(base + 1, vocab_old_api_header) &&
	    !incfind_old_api_header(path);
	clang_disposeString(s);
	return r;
}

int check_old_include(CXTranslationUnit tu, CXToken tok, const char *lit)
{
	return is_old_header(lit) && !foreign_test_h(tu, tok);
}

/* An old-API token: an old name, or the header name after "include". */
static int old_token(struct conv_file *f, struct tokens *t, unsigned int i,
		     int check, char **name)
{
	CXTokenKind kind = clang_getTokenKind(t->toks[i]);

	*name = NULL;
	if (kind == CXToken_Identifier) {
		char *angled = check_angled_include(f->tu, t->toks, t->n, i);

		if (angled) {
			*name = angled;
			return check_old_include(f->tu, t->toks[i + 1], angled);
		}
		*name = tok_text(f, t->toks[i]);
		if (!vocab_is_old_name(*name))
			return 0;
		return !check || !declared_in_header(f, t->toks[i]);
	}
	if (kind == CXToken_Literal && i > 0 &&
	    clang_getTokenKind(t->toks[i - 1]) == CXToken_Identifier) {
		char *prev = tok_text(f, t->toks[i - 1]);
		int inc = !strcmp(prev, "include");

		free(prev);
		if (!inc)
			return 0;
		*name = tok_text(f, t->toks[i]);
		return check_old_include(f->tu, t->toks[i], *name);
	}
	return 0;
}

/* Only the first few of each file are worth a message. */
#define MAX_RESIDUE_MSGS 5

int check_old_tokens(struct conv_file *f, int check)
{
	struct tokens t;
	unsigned int i;
	int count = 0;

	if (tokenize(f, &t))
		return 0;
	for (i = 0; i < t.n; i++) {
		char *name;

		if (old_token(f, &t, i, check, &name)) {
			long off = tok_offset(f, t.toks[i]);

			if (check && count < MAX_RESIDUE_MSGS && off >= 0)
				conv_msg(f, off, "old API left: %s", name);
			count++;
		}
		free(name);
	}
	clang_disposeTokens(f->tu, t.toks, t.n);
	return count;
}

int check_new_tokens(struct conv_file *f)
{
	struct tokens t;
	unsigned int i;
	int count = 0;

	if (tokenize(f, &t))
		return 0;
	for (i = 0; i < t.n; i++) {
		CXTokenKind kind = clang_getTokenKind(t.toks[i]);
		char *s;

		if (kind != CXToken_Identifier && kind != CXToken_Literal)
			continue;
		s = tok_text(f, t.toks[i]);
		if (vocab_is_new_name(s) || !strcmp(s, "\"tst_test.h\""))
			count++;
		free(s);
	}
	clang_disposeTokens(f->tu, t.toks, t.n);
	return count;
}

int check_classify(struct conv_file *f)
{
	int old = check_old_tokens(f, 0), new = check_new_tokens(f);

	if (old && new)
		return CONV_MIXED;
	if (old)
		return CONV_LEGACY;
	return CONV_NATIVE;
}

/* By expansion location, so that calls in macro arguments count. */
static int in_main_file(struct conv_file *f, CXCursor c)
{
	return conv_offset(f, clang_getCursorLocation(c)) >= 0;
}

struct calls {
	struct conv_file *f;
	char **names;
	size_t n;
};

static void add_call(struct calls *cs, char *name)
{
	cs->names = util_realloc(cs->names, (cs->n + 1) * sizeof(char *));
	cs->names[cs->n++] = name;
}

/*
 * SAFE_X() of the library calls safe_x(), which makes the system call x:
 * the coverage counts it as a call of x. A safe_x() the file defines
 * itself is its own business.
 */
static int is_library_safe_call(struct conv_file *f, CXCursor c)
{
	CXCursor decl = clang_getCursorReferenced(c);
	CXString s = clang_getCursorSpelling(c);
	int is_safe = !strncmp(clang_getCString(s), "safe_", 5) &&
		      clang_getCString(s)[5];

	clang_disposeString(s);
	return is_safe && !clang_Cursor_isNull(decl) && !in_main_file(f, decl);
}

/*
 * A system call made by number, syscall(__NR_x, ...) directly or through
 * tst_syscall()/ltp_syscall() (also inside TEST()): the file expands the
 * macro __NR_x (or SYS_x), which the coverage report counts as "__NR_x".
 */
static void add_syscall_number(struct calls *cs, CXCursor c)
{
	char *name = conv_name(c);

	if (!strncmp(name, "SYS_", 4) && name[4]) {
		add_call(cs, util_printf("__NR_%s", name + 4));
		free(name);
	} else if (!strncmp(name, "__NR_", 5) && name[5]) {
		add_call(cs, name);
	} else {
		free(name);
	}
}

static enum CXChildVisitResult visit_call(CXCursor c, CXCursor parent,
					  void *data)
{
	struct calls *cs = data;

	(void)parent;
	if (!in_main_file(cs->f, c))
		return CXChildVisit_Continue;
	if (clang_getCursorKind(c) == CXCursor_MacroExpansion) {
		add_syscall_number(cs, c);
		return CXChildVisit_Continue;
	}
	if (clang_getCursorKind(c) != CXCursor_CallExpr)
		return CXChildVisit_Recurse;
	if (conv_in_system_header(c)) {
		char *name = conv_name(c);

		/* __errno_location and the like are the C library's own */
		if (*name && strncmp(name, "__", 2))
			add_call(cs, name);
		else
			free(name);
	} else if (is_library_safe_call(cs->f, c)) {
		char *name = conv_name(c);

		add_call(cs, util_strdup(name + 5));
		free(name);
	}
	return CXChildVisit_Recurse;
}

static int str_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

void check_collect_calls(struct conv_file *f)
{
	struct calls cs = { .f = f };
	size_t i, n = 0;

	if (!f->tu)
		return;
	clang_visitChildren(clang_getTranslationUnitCursor(f->tu), visit_call,
			    &cs);
	if (cs.n)
		qsort(cs.names, cs.n, sizeof(char *), str_cmp);
	for (i = 0; i < cs.n; i++) {
		if (n && !strcmp(cs.names[n - 1], cs.names[i])) {
			free(cs.names[i]);
			continue;
		}
		cs.names[n++] = cs.names[i];
	}
	f->calls = cs.names;
	f->ncalls = n;
}

struct sleeps {
	struct conv_file *f;
	int n;
};

static enum CXChildVisitResult visit_sleep(CXCursor c, CXCursor parent,
					   void *data)
{
	struct sleeps *s = data;

	(void)parent;
	if (!in_main_file(s->f, c))
		return CXChildVisit_Continue;
	if (clang_getCursorKind(c) == CXCursor_CallExpr) {
		char *name = conv_name(c);

		if (sl_is_sleep(name))
			s->n++;
		free(name);
	}
	return CXChildVisit_Recurse;
}

int check_count_sleeps(struct conv_file *f)
{
	struct sleeps s = { .f = f };

	if (f->tu)
		clang_visitChildren(clang_getTranslationUnitCursor(f->tu),
				    visit_sleep, &s);
	return s.n;
}

int check_count_todos(struct conv_file *f)
{
	struct tokens t;
	unsigned int i;
	int count = 0;

	if (tokenize(f, &t))
		return 0;
	for (i = 0; i < t.n; i++) {
		char *s;

		if (clang_getTokenKind(t.toks[i]) != CXToken_Comment)
			continue;
		s = tok_text(f, t.toks[i]);
		count += !!strstr(s, vocab_todo_mark);
		free(s);
	}
	clang_disposeTokens(f->tu, t.toks, t.n);
	return count;
}
