// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The census of a file's sleeps, for the measurement of the sleeps pass
 * over a tree (converter/tests/sleep-census): which calls make children,
 * which of the file's functions make one, what the file calls (so that
 * children made through another file's helper count), and each sleep,
 * with whether its result is used (then it is the call under test, not a
 * wait, and the census counts it apart).
 * Names are C identifiers, so they need no JSON escaping.
 */
#include <stdlib.h>
#include <string.h>

#include "sleeps.h"

static int calls_in(struct ast *a, int i, const char *name)
{
	int j;

	for (j = i; j <= a->n[i].last; j++)
		if (a->n[j].kind == CXCursor_CallExpr &&
		    !strcmp(a->n[j].name, name))
			return 1;
	return 0;
}

/* Functions of the file that make a child, directly or through another
 * function of the file: mark[fn] set for each such FunctionDecl. */
static void forking_fns(struct ast *a, char *mark)
{
	int i, j, changed = 1;

	for (i = 0; i < a->len; i++) {
		if (a->n[i].kind != CXCursor_FunctionDecl)
			continue;
		for (j = i; j <= a->n[i].last && !mark[i]; j++)
			mark[i] = a->n[j].kind == CXCursor_CallExpr &&
				  sl_call_makes_child(a, j);
	}
	while (changed) {
		changed = 0;
		for (i = 0; i < a->len; i++) {
			if (!mark[i])
				continue;
			for (j = 0; j < a->len; j++)
				if (a->n[j].kind == CXCursor_FunctionDecl &&
				    !mark[j] && a->n[j].last > j &&
				    calls_in(a, j, a->n[i].name)) {
					mark[j] = 1;
					changed = 1;
				}
		}
	}
}

static void list_names(struct ast *a, FILE *out, int want_child)
{
	const char *sep = "";
	int i, k, seen;

	for (i = 0; i < a->len; i++) {
		if (a->n[i].kind != CXCursor_CallExpr || !a->n[i].has_off ||
		    !*a->n[i].name ||
		    (want_child && !sl_call_makes_child(a, i)))
			continue;
		for (seen = 0, k = 0; k < i && !seen; k++)
			seen = a->n[k].kind == CXCursor_CallExpr &&
			       a->n[k].has_off &&
			       !strcmp(a->n[k].name, a->n[i].name);
		if (seen)
			continue;
		fprintf(out, "%s\"%s\"", sep, a->n[i].name);
		sep = ", ";
	}
}

void sl_census(struct conv_file *f, FILE *out)
{
	struct ast a;
	char *mark;
	const char *sep = "";
	int i, fn, loop;

	memset(&a, 0, sizeof(a));
	if (f->tu)
		ast_build(&a, f);
	mark = calloc(a.len + 1, 1);
	if (!mark)
		abort();
	forking_fns(&a, mark);
	fprintf(out, "{\"has_main\": %s, \"children\": [",
		ast_func_body(&a, "main", NULL) >= 0 ? "true" : "false");
	list_names(&a, out, 1);
	fprintf(out, "], \"forking_fns\": [");
	for (i = 0; i < a.len; i++) {
		if (!mark[i] || a.n[i].last == i)
			continue;
		fprintf(out, "%s\"%s\"", sep, a.n[i].name);
		sep = ", ";
	}
	fprintf(out, "], \"calls\": [");
	list_names(&a, out, 0);
	fprintf(out, "], \"sleeps\": [");
	for (sep = "", i = 0; i < a.len; i++) {
		if (a.n[i].kind != CXCursor_CallExpr || !a.n[i].has_off ||
		    !sl_is_sleep(a.n[i].name))
			continue;
		fn = ast_func_of(&a, i);
		loop = ast_loop_of(&a, i);
		fprintf(out,
			"%s{\"line\": %u, \"call\": \"%s\", \"func\": \"%s\", "
			"\"loop\": %s, \"used\": %s}",
			sep, conv_line(f, a.n[i].start), a.n[i].name,
			fn >= 0 ? a.n[fn].name : "",
			loop >= 0 ? "true" : "false",
			sl_call_stmt(&a, i) < 0 ? "true" : "false");
		sep = ", ";
	}
	fprintf(out, "]}\n");
	free(mark);
	if (f->tu)
		ast_free(&a);
}
