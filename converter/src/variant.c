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
