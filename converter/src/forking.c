// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The functions of a helper library that make a child: a test calling
 * one needs .forks_child as if it forked itself. A function makes a child
 * when it calls fork() or one of its kind, clone() or one of its
 * wrappers (st_is_fork_name()), or another function of the same file
 * that does (mem.c's testoom() through oom()). The pipeline's scan
 * collects them over a tree and hands them to the passes (--forks-via).
 */
#include <stdlib.h>
#include <string.h>

#include "conv.h"
#include "structure.h"
#include "tool.h"
#include "util.h"
#include "vocab.h"

struct defs {
	struct conv_file *f;
	CXCursor *fns;
	size_t n;
	int has_main;
};

static enum CXChildVisitResult visit_def(CXCursor c, CXCursor parent,
					 void *data)
{
	struct defs *d = data;
	char *name;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_FunctionDecl ||
	    !clang_isCursorDefinition(c) ||
	    conv_offset(d->f, clang_getCursorLocation(c)) < 0)
		return CXChildVisit_Continue;
	name = conv_name(c);
	if (!strcmp(name, "main"))
		d->has_main = 1;
	free(name);
	d->fns = util_realloc(d->fns, (d->n + 1) * sizeof(*d->fns));
	d->fns[d->n++] = c;
	return CXChildVisit_Continue;
}

/* The name collected already (one of the file's functions that makes a
 * child) or a call that makes a child. */
static int makes_child(struct conv_file *f, const char *name)
{
	size_t i;

	for (i = 0; i < f->nforking; i++)
		if (!strcmp(f->forking[i], name))
			return 1;
	return st_is_fork_name(name);
}

/* Such a name followed by '(' among the tokens of c's extent. */
static int forks(struct conv_file *f, CXCursor c)
{
	CXToken *toks;
	unsigned int n, i;
	int found = 0;

	clang_tokenize(f->tu, clang_getCursorExtent(c), &toks, &n);
	for (i = 0; i + 1 < n && !found; i++) {
		CXString s, p;

		if (clang_getTokenKind(toks[i]) != CXToken_Identifier)
			continue;
		s = clang_getTokenSpelling(f->tu, toks[i]);
		p = clang_getTokenSpelling(f->tu, toks[i + 1]);
		found = makes_child(f, clang_getCString(s)) &&
			!strcmp(clang_getCString(p), "(");
		clang_disposeString(s);
		clang_disposeString(p);
	}
	clang_disposeTokens(f->tu, toks, n);
	return found;
}

void forking_collect(struct conv_file *f)
{
	struct defs d = { .f = f };
	char *done;
	size_t i;
	int more = 1;

	if (!f->tu)
		return;
	clang_visitChildren(clang_getTranslationUnitCursor(f->tu), visit_def,
			    &d);
	done = util_calloc(d.n + 1, 1);
	/* until no function is added: a caller of one found is found next */
	while (more && !d.has_main) {
		more = 0;
		for (i = 0; i < d.n; i++) {
			if (done[i] || !forks(f, d.fns[i]))
				continue;
			f->forking = util_realloc(
				f->forking, (f->nforking + 1) * sizeof(char *));
			f->forking[f->nforking++] = conv_name(d.fns[i]);
			done[i] = more = 1;
		}
	}
	free(done);
	free(d.fns);
}
