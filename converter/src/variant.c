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

			if (tok_is(a, k, "defined") || tok_is(a, k, "(") ||
			    tok_is(a, k, ")") || tok_is(a, k, "&&") ||
			    tok_is(a, k, "\\"))
				continue;
			if (t->kind != CXToken_Identifier ||
			    !configured(t->text)) {
				*why = t->text;
				return -1;
			}
		}
		for (k = d->first; k < d->last; k++)
			if (a->toks[k].kind == CXToken_Identifier &&
			    !tok_is(a, k, "defined"))
				add_define(a->f, a->toks[k].text);
		return 0;
	}
	*why = d->name;
	return -1;
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
			if (off < v[i].br[b].dir.e || off >= v[i].br[b].end)
				continue;
			/* an #else: the conditions before are false here
			 * already (the parse took another branch) */
			if (b > 0 && !strcmp(v[i].br[b].dir.name, "else"))
				continue;
			if (b > 0) {
				*why = "#elif";
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
 * The configuration this machine gives the headers a compiled-out main()
 * needs. A configuration made before a package was installed says a
 * header is missing that is here (check_keepcaps.c's `#if
 * HAVE_SYS_CAPABILITY_H` around `#include <sys/capability.h>`, while main()
 * needs HAVE_LIBCAP, set above): a conditional that tests only the
 * configure result of a header it includes gets it defined when that
 * header is found here.
 */
static void header_results(struct conv_file *f, struct ast *a,
			   struct pp_cond *v, int n)
{
	int i;
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
}

int variant_choose(struct conv_file *f)
{
	struct ast a = { .f = f };
	struct main_def m[MAX_MAINS];
	struct pp_cond *v = NULL;
	int n, act, i, nc, rc = 0;
	const char *why = NULL;
	size_t before;
	char *msg = NULL;

	if (!f->tu)
		return 0;
	ast_tokens(&a);
	n = mains_find(&a, m, MAX_MAINS);
	act = active_main(&a, m, n);
	if (act < 0 || !mains_stub(&a, &m[act], &msg))
		goto out;
	for (i = 0; i < n; i++) {
		char *other = NULL;

		if (i == act || mains_stub(&a, &m[i], &other)) {
			free(other);
			continue;
		}
		nc = pp_conds(&a, &v);
		before = f->ndefines;
		activate(&a, v, nc, m[i].s, &why);
		if (f->ndefines > before) {
			header_results(f, &a, v, nc);
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
out:
	free(msg);
	free(v);
	ast_free(&a);
	return rc;
}
