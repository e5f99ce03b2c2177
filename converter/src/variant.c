// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Which configuration of a file to convert. A legacy test often compiles
 * its real main() only where a feature is configured (#if HAVE_NUMA_H),
 * and otherwise a stub that reports TCONF. On a machine that lacks the
 * feature the parse sees only the stub: the passes would convert the stub
 * and leave the test as it was. Then the file is parsed as where the
 * feature is there (-DHAVE_...=1 for the configure results the branch of
 * the real main() needs), and the stub becomes TST_TEST_TCONF() in the
 * structure pass. Only what a configuration decides is set so: configure
 * results (HAVE_*), system call numbers (__NR_*) and the architecture's
 * macro (__i386__): the parse of another architecture's branch on this
 * one is close enough to convert it; any other constant is left as it
 * is.
 *
 * The same holds for a main() compiled here whose TEST_LOOPING loop lies
 * in a branch the configuration skips (`#if HAVE_NUMA_MOVE_PAGES` around
 * the loop, `#else` a TCONF message): parsed as it is, main() has no
 * loop, and the test's work would be left as skipped text. It is parsed
 * with that branch taken; the structure pass keeps the directive lines
 * and the other branch's text around run()'s body (st_pp.c), so the
 * converted test still reports TCONF where the feature is missing.
 */
#include <stdlib.h>
#include <string.h>

#include "mains.h"
#include "pp.h"
#include "tool.h"
#include "util.h"
#include "vocab.h"

#define MAX_MAINS 8

/* The main() the parse sees: the one whose name is a function there. */
static int active_main(struct ast *a, struct main_def *m, int n)
{
	struct conv_file *f = a->f;
	int i;

	for (i = 0; i < n; i++) {
		CXSourceLocation loc = clang_getLocationForOffset(
			f->tu, f->file, a->toks[m[i].name_tok].start);
		CXCursor c = clang_getCursor(f->tu, loc);

		if (clang_getCursorKind(c) == CXCursor_FunctionDecl)
			return i;
	}
	return -1;
}

static int tok_is(struct ast *a, unsigned int k, const char *t)
{
	return !strcmp(a->toks[k].text, t);
}

static void add_define(struct conv_file *f, const char *name)
{
	size_t i;
	char *d = util_printf("-D%s=1", name);

	for (i = 0; i < f->ndefines; i++)
		if (!strcmp(f->defines[i], d)) {
			free(d);
			return;
		}
	f->defines =
		util_realloc(f->defines, (f->ndefines + 1) * sizeof(char *));
	f->defines[f->ndefines++] = d;
}

/* A name the configuration decides: a configure result (HAVE_*), a
 * system call's number (__NR_*: the architecture has the call) or the
 * architecture's own macro (a test of i386 only). */
static int configured(const char *name)
{
	return !strncmp(name, "HAVE_", 5) || !strncmp(name, "__NR_", 5) ||
	       vocab_is_arch_macro(name);
}

/* Token k of a condition joins its names: defined, parentheses, &&, a
 * line continuation. */
static int glue(struct ast *a, unsigned int k)
{
	return tok_is(a, k, "defined") || tok_is(a, k, "(") ||
	       tok_is(a, k, ")") || tok_is(a, k, "&&") || tok_is(a, k, "\\");
}

/* Every name of directive d's condition defined to 1. */
static void define_names(struct ast *a, struct pp_directive *d)
{
	unsigned int k;

	for (k = d->first; k < d->last; k++)
		if (a->toks[k].kind == CXToken_Identifier &&
		    !tok_is(a, k, "defined"))
			add_define(a->f, a->toks[k].text);
}

/*
 * Make the condition of #if/#ifdef directive d true: a conjunction of
 * NAME, defined(NAME), defined NAME; 0 when done, else -1 with the name
 * or token that cannot be set in *why.
 */
static int make_true(struct ast *a, struct pp_directive *d, const char **why)
{
	unsigned int k;

	if (!strcmp(d->name, "ifdef") || !strcmp(d->name, "if")) {
		for (k = d->first; k < d->last; k++) {
			struct tok *t = &a->toks[k];

			if (glue(a, k))
				continue;
			if (t->kind != CXToken_Identifier ||
			    !configured(t->text)) {
				*why = t->text;
				return -1;
			}
		}
		define_names(a, d);
		return 0;
	}
	*why = d->name;
	return -1;
}

/* Name k of #if directive d is negated: `!NAME`, `!defined(NAME)`. */
static int negated(struct ast *a, struct pp_directive *d, unsigned int k)
{
	while (k > d->first &&
	       (tok_is(a, k - 1, "(") || tok_is(a, k - 1, "defined")))
		k--;
	return k > d->first && tok_is(a, k - 1, "!");
}

/*
 * Make the condition of #ifndef/#if directive d false, for the #else
 * after it: `#ifndef NAME`, or negated names joined by && and || (`#if
 * !defined(A) || !B`), all set; 0 when done, else -1 with the name or
 * token that cannot be set in *why.
 */
static int make_false(struct ast *a, struct pp_directive *d, const char **why)
{
	int ifndef = !strcmp(d->name, "ifndef");
	unsigned int k;

	if (!ifndef && strcmp(d->name, "if")) {
		*why = d->name;
		return -1;
	}
	for (k = d->first; k < d->last; k++) {
		struct tok *t = &a->toks[k];

		if (glue(a, k) || tok_is(a, k, "||") || tok_is(a, k, "!"))
			continue;
		if (t->kind != CXToken_Identifier || !configured(t->text) ||
		    (!ifndef && !negated(a, d, k))) {
			*why = t->text;
			return -1;
		}
	}
	define_names(a, d);
	return 0;
}

/* off lies in a range the preprocessor skipped in the parse. */
static int skipped_here(struct conv_file *f, unsigned int off)
{
	CXSourceRangeList *l = clang_getSkippedRanges(f->tu, f->file);
	unsigned int i;
	int in = 0;

	for (i = 0; l && i < l->count && !in; i++) {
		long s = conv_offset(f, clang_getRangeStart(l->ranges[i]));
		long e = conv_offset(f, clang_getRangeEnd(l->ranges[i]));

		in = s >= 0 && e >= 0 && off >= (unsigned long)s &&
		     off < (unsigned long)e;
	}
	if (l)
		clang_disposeSourceRangeList(l);
	return in;
}

/* Branch br is one the parse skipped (empty: not). */
static int branch_skipped(struct ast *a, struct pp_branch *br)
{
	unsigned int k = br->dir.next;

	return k < a->ntoks && a->toks[k].start < br->end &&
	       skipped_here(a->f, a->toks[k].start);
}

/* Every conditional around off takes the branch that holds off, as far
 * as configure results decide it; -1 when one cannot (*why says why). */
static int activate(struct ast *a, struct pp_cond *v, int n, unsigned int off,
		    const char **why)
{
	int i, b, rc = 0;

	for (i = 0; i < n; i++) {
		if (!v[i].closed)
			continue;
		for (b = 0; b < v[i].nbr; b++) {
			int is_else = !strcmp(v[i].br[b].dir.name, "else");

			if (off < v[i].br[b].dir.e || off >= v[i].br[b].end)
				continue;
			/* an #else the parse took: the conditions before are
			 * false here already */
			if (b > 0 && is_else && !branch_skipped(a, &v[i].br[b]))
				continue;
			if (b == 1 && is_else) {
				if (make_false(a, &v[i].br[0].dir, why))
					rc = -1;
			} else if (b > 0) {
				*why = is_else ? "#else" : "#elif";
				rc = -1;
			} else if (make_true(a, &v[i].br[0].dir, why)) {
				rc = -1;
			}
		}
	}
	return rc;
}

/* The configure result autoconf names for header h: HAVE_SYS_CAPABILITY_H
 * for "sys/capability.h". */
static char *header_result(const char *h)
{
	char *r = util_printf("HAVE_%s", h), *p;

	for (p = r + 5; *p; p++)
		*p = (*p >= 'a' && *p <= 'z') ? *p - 'a' + 'A' :
		     ((*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9')) ?
						*p :
						'_';
	return r;
}

/* The system header h (<h>) is found on this machine: a parse of a file
 * including it alone, with the file's flags, finds it. */
static int header_here(struct conv_file *f, const char *h)
{
	char *text = util_printf("#include <%s>\n", h);
	struct CXUnsavedFile u = { "tst-convert-probe.c", text, strlen(text) };
	CXTranslationUnit tu = clang_parseTranslationUnit(
		f->index, u.Filename, f->args, f->nargs, &u, 1,
		CXTranslationUnit_Incomplete);
	unsigned int i, n = tu ? clang_getNumDiagnostics(tu) : 1;
	int found = tu != NULL;

	for (i = 0; tu && i < n && found; i++) {
		CXDiagnostic d = clang_getDiagnostic(tu, i);

		found = clang_getDiagnosticSeverity(d) < CXDiagnostic_Error;
		clang_disposeDiagnostic(d);
	}
	if (tu)
		clang_disposeTranslationUnit(tu);
	free(text);
	return found;
}

/* The name conditional c tests alone (#if NAME, #ifdef NAME, #if
 * defined(NAME)), or NULL. */
static const char *tested_name(struct ast *a, struct pp_cond *c)
{
	struct pp_directive *d = &c->br[0].dir;
	const char *name = NULL;
	unsigned int k;

	if (strcmp(d->name, "if") && strcmp(d->name, "ifdef"))
		return NULL;
	for (k = d->first; k < d->last; k++) {
		if (tok_is(a, k, "defined") || tok_is(a, k, "(") ||
		    tok_is(a, k, ")"))
			continue;
		if (name || a->toks[k].kind != CXToken_Identifier)
			return NULL;
		name = a->toks[k].text;
	}
	return name;
}

/* The header of `#include <h>` at token k, or NULL. */
static char *system_include(struct ast *a, unsigned int k)
{
	struct pp_directive d;
	struct util_buf b = { 0 };
	unsigned int j;

	if (!pp_directive(a, k, &d) || strcmp(d.name, "include") ||
	    d.last <= d.first || !tok_is(a, d.first, "<"))
		return NULL;
	for (j = d.first + 1; j < d.last && !tok_is(a, j, ">"); j++)
		util_buf_adds(&b, a->toks[j].text);
	return util_buf_take(&b);
}

/* name is the configure result autoconf names for header h. */
static int header_is(const char *h, const char *name)
{
	char *r = header_result(h);
	int same = !strcmp(r, name);

	free(r);
	return same;
}

/*
 * The configuration this machine gives the headers the test needs. A
 * configuration made before a package was installed says a header is
 * missing that is here (check_keepcaps.c's `#if HAVE_SYS_CAPABILITY_H`
 * around `#include <sys/capability.h>`, while main() needs HAVE_LIBCAP,
 * set above): a conditional of the file a (the test, or a header of the
 * tree it includes) that tests only the configure result of a header it
 * includes gets it defined when that header is found here.
 */
static void header_results(struct conv_file *f, struct ast *a)
{
	struct pp_cond *v;
	int i, n = pp_conds(a, &v);
	unsigned int k;

	for (i = 0; i < n; i++) {
		const char *name = v[i].closed ? tested_name(a, &v[i]) : NULL;

		for (k = name ? v[i].br[0].dir.next : a->ntoks;
		     k < a->ntoks && a->toks[k].start < v[i].br[0].end; k++) {
			char *h = system_include(a, k);
			int ok = h && header_is(h, name) && header_here(f, h);

			free(h);
			if (ok) {
				add_define(f, name);
				break;
			}
		}
	}
	free(v);
}

#define MAX_INCLUDED 256

struct included {
	CXFile files[MAX_INCLUDED];
	unsigned int n;
};

/* Each header the parse includes that is not a system header, once. */
static void visit_included(CXFile file, CXSourceLocation *stack,
			   unsigned int len, CXClientData data)
{
	struct included *w = data;
	unsigned int i;

	if (!len || clang_Location_isInSystemHeader(stack[0]) ||
	    w->n == MAX_INCLUDED)
		return;
	for (i = 0; i < w->n; i++)
		if (clang_File_isEqual(w->files[i], file))
			return;
	w->files[w->n++] = file;
}

/* header_results() over the tree's own headers the test includes
 * (move_pages_support.h's `#if HAVE_NUMAIF_H` around <numaif.h>): what
 * the test uses from them is declared there only when set. */
static void included_results(struct conv_file *f)
{
	struct included w = { .n = 0 };
	unsigned int i;

	clang_getInclusions(f->tu, visit_included, &w);
	for (i = 0; i < w.n; i++) {
		size_t len;
		const char *text =
			clang_getFileContents(f->tu, w.files[i], &len);
		struct conv_file h = { .path = f->path,
				       .text = (char *)text,
				       .len = len,
				       .index = f->index,
				       .tu = f->tu,
				       .file = w.files[i] };
		struct ast ha = { .f = &h };

		if (!text)
			continue;
		header_results(f, &ha);
		ast_free(&ha);
	}
}

/* The defines the headers need, of the file and of the tree's headers it
 * includes; how many were added. */
static size_t all_header_results(struct conv_file *f, struct ast *a)
{
	size_t before = f->ndefines;

	header_results(f, a);
	included_results(f);
	return f->ndefines - before;
}

/* The offset of main()'s TEST_LOOPING when every one of its body lies in
 * a branch the parse skipped; 0 when the parse sees one, or there is
 * none. */
static unsigned int skipped_loop(struct ast *a, const struct main_def *m)
{
	unsigned int k, found = 0;

	for (k = m->open; k < m->close; k++) {
		if (a->toks[k].kind != CXToken_Identifier ||
		    !tok_is(a, k, "TEST_LOOPING"))
			continue;
		if (!skipped_here(a->f, a->toks[k].start))
			return 0;
		if (!found)
			found = a->toks[k].start;
	}
	return found;
}

/* The real main() of a test whose parse sees its stub main() act: 1 when
 * defines were set to compile it, -1 when they cannot be. */
static int compiled_out_main(struct conv_file *f, struct ast *a,
			     struct main_def *m, int n, int act)
{
	struct pp_cond *v = NULL;
	const char *why = NULL;
	size_t before = f->ndefines;
	int i, nc, rc = 0;

	for (i = 0; i < n; i++) {
		char *other = NULL;

		if (i == act || mains_stub(a, &m[i], &other)) {
			free(other);
			continue;
		}
		nc = pp_conds(a, &v);
		activate(a, v, nc, m[i].s, &why);
		if (f->ndefines > before) {
			all_header_results(f, a);
			conv_msg(f, m[i].s,
				 "the test's main() is compiled out here: "
				 "converted as where its configuration is");
			rc = 1;
		} else {
			conv_msg(f, m[i].s,
				 "the test's main() is compiled only where "
				 "%s is, not here; the parse sees its stub",
				 why ? why : "its condition holds");
			rc = -1;
		}
		break;
	}
	free(v);
	return rc;
}

/* The TEST_LOOPING loop of main() m in a branch the parse skipped: 1 when
 * defines were set to take it, -1 when they cannot be, 0 when the parse
 * sees the loop (or main() has none). */
static int compiled_out_loop(struct conv_file *f, struct ast *a,
			     struct main_def *m)
{
	unsigned int off = skipped_loop(a, m);
	struct pp_cond *v;
	const char *why = NULL;
	size_t before = f->ndefines;
	int nc, rc;

	if (!off)
		return 0;
	nc = pp_conds(a, &v);
	activate(a, v, nc, off, &why);
	free(v);
	if (f->ndefines > before) {
		all_header_results(f, a);
		conv_msg(f, off,
			 "the test's loop is compiled out here: converted as "
			 "where its configuration is, the other branch kept");
		rc = 1;
	} else {
		conv_msg(f, off,
			 "the test's loop is compiled only where %s is, not "
			 "here; the parse sees main() without it",
			 why ? why : "its condition holds");
		rc = -1;
	}
	return rc;
}

int variant_choose(struct conv_file *f)
{
	struct ast a = { .f = f };
	struct main_def m[MAX_MAINS];
	int n, act, rc = 0;
	char *msg = NULL;

	if (!f->tu)
		return 0;
	ast_tokens(&a);
	n = mains_find(&a, m, MAX_MAINS);
	act = active_main(&a, m, n);
	if (act < 0)
		goto out;
	if (mains_stub(&a, &m[act], &msg))
		rc = compiled_out_main(f, &a, m, n, act);
	else
		rc = compiled_out_loop(f, &a, &m[act]);
	/* a variant's parse may include headers the first one did not */
	if (!rc && f->ndefines && all_header_results(f, &a))
		rc = 1;
out:
	free(msg);
	ast_free(&a);
	return rc;
}
