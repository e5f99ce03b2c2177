// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The prototypes of a converted test's hooks that nothing needs any more.
 * The old API's template declared setup() and cleanup() at the top of the
 * file because main() and every tst_brkm(..., cleanup, ...) named them
 * before their definitions; the converted test names them once, in its
 * struct tst_test, after they are defined. A prototype of a function that
 * struct tst_test names, or of one the template's names (setup(),
 * cleanup(): a test whose hook is made of main()'s first statements may
 * call its own setup() there), goes when:
 *
 * - nothing between it and the definition names the function (no call,
 *   no pointer taken, no macro spelling it: any word of the name counts);
 * - it declares that function alone, on lines of its own (a remark after
 *   it goes with it; one above it, see drop_group()), in the branch of
 *   the preprocessor conditional that holds the definition (or both in
 *   none: no conditional is left empty);
 * - it gives the function the linkage its definition gives it; a static
 *   prototype of a definition without `static` (which it makes static)
 *   goes when the definition, first on its line, can say `static`
 *   itself: it does then.
 *
 * Any other prototype is the author's and stays.
 *
 * A function struct tst_test names that the file defines without
 * `static` gets it, as the suite's own check (make check, "Should it be
 * static?") asks of a test's functions: no other file can call it when
 * no header declares it, every prototype of it left in the file goes
 * (above), and each word of its name is one the parse saw (none in a
 * branch the preprocessor skipped or a macro's body, where another
 * declaration without `static` could hide).
 */
#include <stdlib.h>
#include <string.h>

#include "pass_ast.h"
#include "pp.h"
#include "tool.h"
#include "util.h"

/* The file's struct tst_test definition, or -1. */
static int test_struct(struct ast *a)
{
	int i;

	for (i = 0; i < a->len; i = a->n[i].last + 1) {
		CXString t;
		int is_test;

		if (a->n[i].kind != CXCursor_VarDecl || !a->n[i].has_off)
			continue;
		t = clang_getTypeSpelling(clang_getCursorType(a->n[i].cur));
		is_test = !strcmp(clang_getCString(t), "struct tst_test");
		clang_disposeString(t);
		if (is_test && clang_isCursorDefinition(a->n[i].cur))
			return i;
	}
	return -1;
}

/* Another top-level declaration starts where i does: int f(void), g(void); */
static int shares_declaration(struct ast *a, int i)
{
	int j;

	for (j = 0; j < a->len; j = a->n[j].last + 1)
		if (j != i && a->n[j].has_off && a->n[j].start == a->n[i].start)
			return 1;
	return 0;
}

/* [s, e) is alone on its lines, but for a comment after it: *ls and *le
 * get those lines (the newline included). */
static int own_lines(struct conv_file *f, unsigned int s, unsigned int e,
		     unsigned int *ls, unsigned int *le)
{
	unsigned int i;

	*ls = conv_line_start(f, s);
	if (!util_only(f->text, *ls, s, " \t"))
		return 0;
	e = conv_trailing_comment(f, e);
	for (i = e; i < f->len && f->text[i] != '\n'; i++)
		;
	if (!util_only(f->text, e, i, " \t"))
		return 0;
	*le = i < f->len ? i + 1 : i;
	return 1;
}

/* Where the definition def must say `static` once prototype p is gone:
 * -1 when it need not, -2 when it cannot (p has another linkage). */
static long static_at(struct ast *a, int p, int def)
{
	enum CX_StorageClass ps = clang_Cursor_getStorageClass(a->n[p].cur);
	enum CX_StorageClass ds = clang_Cursor_getStorageClass(a->n[def].cur);
	unsigned int s = a->n[def].start;

	if (ps == ds)
		return -1;
	if (ps != CX_SC_Static || ds != CX_SC_None ||
	    !util_only(a->f->text, conv_line_start(a->f, s), s, " \t"))
		return -2;
	return s;
}

#define MAX_PROTOS 32

/* The lines of the prototypes that go, in the order of the text. */
struct drops {
	unsigned int s[MAX_PROTOS], e[MAX_PROTOS];
	long st[MAX_PROTOS]; /* where the definition gets `static`, or -1 */
	int n;
	struct pp_cond *conds; /* the file's conditionals */
	int nconds;
};

/* Offsets a and b are in the same branch of the same conditional, or
 * both in none. */
static int same_branch(struct drops *d, unsigned int a, unsigned int b)
{
	int ba = -1, bb = -1;

	return pp_innermost(d->conds, d->nconds, a, &ba) ==
		       pp_innermost(d->conds, d->nconds, b, &bb) &&
	       ba == bb;
}

static void add_drop(struct drops *d, unsigned int s, unsigned int e, long st)
{
	int i, j;

	if (d->n == MAX_PROTOS)
		return;
	for (i = 0; i < d->n && d->s[i] < s; i++)
		;
	if (i < d->n && d->s[i] == s)
		return;
	for (j = d->n++; j > i; j--) {
		d->s[j] = d->s[j - 1];
		d->e[j] = d->e[j - 1];
		d->st[j] = d->st[j - 1];
	}
	d->s[i] = s;
	d->e[i] = e;
	d->st[i] = st;
}

/* The prototypes of function name before its definition def that go. */
static void find_protos(struct ast *a, const char *name, int def,
			struct drops *d)
{
	unsigned int end, ls, le;
	long st;
	int i;

	for (i = 0; i < a->len; i = a->n[i].last + 1) {
		struct node *p = &a->n[i];

		if (p->kind != CXCursor_FunctionDecl || !p->has_off ||
		    p->start > a->n[def].start || strcmp(p->name, name) ||
		    clang_isCursorDefinition(p->cur))
			continue;
		end = ast_stmt_end(a, i);
		st = static_at(a, i, def);
		if (shares_declaration(a, i) || st == -2 ||
		    ast_uses(a, name, end, a->n[def].start) ||
		    !same_branch(d, p->start, a->n[def].start) ||
		    !own_lines(a->f, p->start, end, &ls, &le))
			continue;
		add_drop(d, ls, le, st);
	}
}

static int blank_line_at(struct conv_file *f, unsigned int l)
{
	return l >= f->len || f->text[l] == '\n';
}

/* The first prototype of the group first..last stays under the comment
 * above them: no blank line ends them (see drop_group()). */
static int first_stays(struct conv_file *f, struct drops *d, int first,
		       int last)
{
	unsigned int s = d->s[first];
	unsigned int c = s ? conv_comment_above(f, s) : s;

	return c < s && !blank_line_at(f, d->e[last]);
}

/* The end of the group of prototypes that starts at first. */
static int group_end(struct drops *d, int first)
{
	int j;

	for (j = first + 1; j < d->n && d->s[j] == d->e[j - 1]; j++)
		;
	return j - 1;
}

/*
 * Remove the lines of prototypes first..last, which follow each other.
 * Under a comment of their own they go all together, with the comment,
 * when a blank line ends them: the comment was their label. Otherwise it
 * may say what the first one's function does, or label more prototypes
 * after them: the first one stays under it.
 */
static void drop_group(struct conv_file *f, struct drops *d, int first,
		       int last)
{
	unsigned int s = d->s[first], e = d->e[last];
	unsigned int c = s ? conv_comment_above(f, s) : s;
	int k;

	if (first_stays(f, d, first, last)) {
		if (first == last)
			return;
		s = d->s[++first];
	} else if (c < s) {
		s = c;
	}
	conv_rewrite(f, s, e, "");
	for (k = first; k <= last; k++)
		if (d->st[k] >= 0)
			conv_insert(f, d->st[k], "static ");
}

static void drop_all(struct conv_file *f, struct drops *d)
{
	int i, j;

	for (i = 0; i < d->n; i = j + 1) {
		j = group_end(d, i);
		drop_group(f, d, i, j);
	}
}

/* The prototypes of the file's function name that go. */
static void drop_protos_of(struct ast *a, const char *name, struct drops *d)
{
	int def = ast_top_decl(a, name, 1);

	if (def >= 0)
		find_protos(a, name, def, d);
}

struct named {
	const char *name;
	int found;
};

static enum CXChildVisitResult declares(CXCursor c, CXCursor p, CXClientData d)
{
	struct named *n = d;
	CXString s;

	(void)p;
	if (clang_getCursorKind(c) != CXCursor_FunctionDecl ||
	    clang_Location_isFromMainFile(clang_getCursorLocation(c)))
		return CXChildVisit_Continue;
	s = clang_getCursorSpelling(c);
	n->found = !strcmp(clang_getCString(s), n->name);
	clang_disposeString(s);
	return n->found ? CXChildVisit_Break : CXChildVisit_Continue;
}

/* A header of the translation unit declares function name. */
static int header_declares(struct ast *a, const char *name)
{
	struct named n = { name, 0 };

	clang_visitChildren(clang_getTranslationUnitCursor(a->f->tu), declares,
			    &n);
	return n.found;
}

static int has_attribute(struct ast *a, int i)
{
	int j;

	for (j = i + 1; j <= a->n[i].last; j++)
		if (clang_isAttribute(a->n[j].kind))
			return 1;
	return 0;
}

/* The prototype at offset off goes (drop_group() keeps the first of a
 * group under a remark of theirs). */
static int dropped(struct conv_file *f, struct drops *d, unsigned int off)
{
	int i, j, k;

	for (i = 0; i < d->n; i = j + 1) {
		j = group_end(d, i);
		for (k = i; k <= j; k++)
			if (d->s[k] <= off && off < d->e[k])
				return k > i || !first_stays(f, d, i, j);
	}
	return 0;
}

/* A node of the parse named name stands at offset off. */
static int parsed_at(struct ast *a, const char *name, unsigned int off)
{
	int i;

	for (i = 0; i < a->len; i++)
		if (a->n[i].has_off && a->n[i].loc == (long)off &&
		    !strcmp(a->n[i].name, name))
			return 1;
	return 0;
}

#define MAX_WORDS 64

/* Every declaration of name but the definition def is a prototype that
 * goes, and each word name of the file is one the parse saw. */
static int only_parsed(struct ast *a, const char *name, int def,
		       struct drops *d)
{
	unsigned int offs[MAX_WORDS];
	size_t n = ast_find_words(a, name, offs, MAX_WORDS), k;
	int i;

	if (n > MAX_WORDS)
		return 0;
	for (i = 0; i < a->len; i++)
		if (a->n[i].kind == CXCursor_FunctionDecl && i != def &&
		    a->n[i].has_off && !strcmp(a->n[i].name, name) &&
		    !dropped(a->f, d, a->n[i].start))
			return 0;
	for (k = 0; k < n; k++)
		if (!parsed_at(a, name, offs[k]))
			return 0;
	return 1;
}

/* The definition of hook name says `static` when it can; one that says
 * `extern` first (fallocate03's "extern void cleanup()") says `static`
 * in its place. */
static void make_static(struct ast *a, const char *name, struct drops *d)
{
	int def = ast_top_decl(a, name, 1);
	enum CX_StorageClass sc;
	unsigned int s;

	if (def < 0 ||
	    clang_getCursorLinkage(a->n[def].cur) != CXLinkage_External)
		return;
	sc = clang_Cursor_getStorageClass(a->n[def].cur);
	s = a->n[def].start;
	if (sc == CX_SC_Extern &&
	    (s + 7 > a->f->len || strncmp(a->f->text + s, "extern", 6) ||
	     !strchr(" \t\n", a->f->text[s + 6])))
		return;
	if ((sc != CX_SC_None && sc != CX_SC_Extern) ||
	    !util_only(a->f->text, conv_line_start(a->f, s), s, " \t") ||
	    has_attribute(a, def) || !only_parsed(a, name, def, d) ||
	    header_declares(a, name))
		return;
	if (sc == CX_SC_Extern)
		conv_rewrite(a->f, s, s + 6, "static");
	else
		conv_insert(a->f, s, "static ");
}

/* Node i of struct tst_test t names a function an earlier one names. */
static int named_before(struct ast *a, int t, int i)
{
	int j;

	for (j = t + 1; j < i; j++)
		if (a->n[j].kind == CXCursor_DeclRefExpr &&
		    !strcmp(a->n[j].name, a->n[i].name))
			return 1;
	return 0;
}

void protos_tidy(struct conv_file *f)
{
	static const char *const template_names[] = { "setup", "cleanup" };
	struct ast a = { 0 };
	struct drops d = { .n = 0 };
	size_t k;
	int t, i;

	if (!f->tu || !f->file)
		return;
	ast_build(&a, f);
	d.nconds = pp_conds(&a, &d.conds);
	t = test_struct(&a);
	for (i = t + 1; t >= 0 && i <= a.n[t].last; i++) {
		if (a.n[i].kind == CXCursor_DeclRefExpr &&
		    a.n[i].refkind == CXCursor_FunctionDecl)
			drop_protos_of(&a, a.n[i].name, &d);
	}
	for (k = 0; t >= 0 && k < ARRAY_LEN(template_names); k++)
		drop_protos_of(&a, template_names[k], &d);
	for (i = t + 1; t >= 0 && i <= a.n[t].last; i++) {
		if (a.n[i].kind == CXCursor_DeclRefExpr &&
		    a.n[i].refkind == CXCursor_FunctionDecl &&
		    !named_before(&a, t, i))
			make_static(&a, a.n[i].name, &d);
	}
	drop_all(f, &d);
	free(d.conds);
	ast_free(&a);
}
