// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A local variable or parameter of main() named as a variable or
 * function of the file (clone04's `void *child_stack;` in main() beside
 * the file's `static void *child_stack;` that allocate_stack() sets;
 * execve05's `char **av` beside its global `char *av[6]`): main()'s
 * statements move into setup(), run() and cleanup(), where that name is
 * the file's, and a local or parameter the moved statements share becomes
 * a static of the file, where the name is taken. The local is renamed NAME_main first, its
 * declaration and every use the parse resolves to it (macro arguments
 * included), so that each statement keeps the variable it had. A use
 * spelled elsewhere (in a macro's body) leaves the local as it is.
 */
#include <stdlib.h>
#include <string.h>

#include "pass_ast.h"
#include "util.h"

/* Offset in the main file where c's name is spelled, or -1. */
static long spelled_at(struct conv_file *f, CXCursor c)
{
	CXFile file;
	unsigned int off;

	clang_getSpellingLocation(clang_getCursorLocation(c), &file, NULL, NULL,
				  &off);
	if (!file || !clang_File_isEqual(file, f->file))
		return -1;
	return off;
}

/* The offsets of var's name: its declaration and the uses in fn that
 * refer to it; how many, 0 when one is not spelled in fn's own text. */
static size_t uses_of(struct ast *a, int fn, int var, unsigned int *offs,
		      size_t max)
{
	struct conv_file *f = a->f;
	const char *name = a->n[var].name;
	size_t n = 0, len = strlen(name);
	long off;
	int j;

	for (j = var; j <= a->n[fn].last; j++) {
		if (j != var && a->n[j].kind != CXCursor_DeclRefExpr)
			continue;
		if (j != var &&
		    !clang_equalCursors(clang_getCursorReferenced(a->n[j].cur),
					a->n[var].cur))
			continue;
		off = spelled_at(f, a->n[j].cur);
		if (off < a->n[fn].start || off + len > a->n[fn].end ||
		    strncmp(f->text + off, name, len) || n == max)
			return 0;
		offs[n++] = off;
	}
	return n;
}

#define MAX_USES 256

static void rename_local(struct ast *a, int fn, int var)
{
	const char *name = a->n[var].name;
	unsigned int offs[MAX_USES];
	size_t i, n = uses_of(a, fn, var, offs, MAX_USES);
	char *base, *to;

	if (!n)
		return;
	base = util_printf("%s_main", name);
	to = ast_unused_name(a, base);
	for (i = 0; i < n; i++)
		conv_replace(a->f, offs[i], offs[i] + strlen(name), to);
	conv_msg(a->f, offs[0],
		 "main()'s %s %s hides the file's %s, which the code "
		 "moved out of main() would see: renamed %s",
		 a->n[var].kind == CXCursor_ParmDecl ? "parameter" : "local",
		 name, name, to);
	free(base);
	free(to);
}

int conv_pass_shadows(struct conv_file *f)
{
	struct ast a = { 0 };
	int fn, j;

	if (!f->tu)
		return 0;
	ast_build(&a, f);
	ast_tokens(&a);
	if (ast_func_body(&a, "main", &fn) >= 0) {
		for (j = fn + 1; j <= a.n[fn].last; j++)
			if ((a.n[j].kind == CXCursor_VarDecl ||
			     a.n[j].kind == CXCursor_ParmDecl) &&
			    a.n[j].name[0] &&
			    ast_top_decl(&a, a.n[j].name, 0) >= 0)
				rename_local(&a, fn, j);
	}
	ast_free(&a);
	return 0;
}
