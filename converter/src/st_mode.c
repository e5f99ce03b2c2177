// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A mode of the program: main() ends the process before setup() when one
 * of its options is given, `if (t_opt) exit(test_open(t_opt));`, because
 * the test exec()s itself with that option (fcntl07: is the descriptor
 * closed after exec()?). Moved into setup(), the mode ran inside a whole
 * new-library run of the exec()ed program (a tmpdir, a supervisor that
 * breaks a run with no results) and its exit status was lost. So the
 * mode stays in a main() of the file's own, before the library's:
 *
 *	int main(int ac, char **av)
 *	{
 *		int opt;
 *
 *		opterr = 0;
 *		while ((opt = getopt(ac, av, "+:T:")) != -1) {
 *			if (opt == 'T')
 *				t_opt = optarg;
 *		}
 *		optind = 0;
 *		opterr = 1;
 *		if (t_opt)
 *			exit(test_open(t_opt));
 *
 *		tst_run_tcases(ac, av, &test);
 *	}
 *
 * with TST_NO_DEFAULT_MAIN. The scan reads the mode's options up to the
 * first argument that is none of them (the command line the test writes
 * for itself); the library parses them all again after it.
 */
#include <stdlib.h>
#include <string.h>

#include "st_main.h"
#include "util.h"

/* A name of the statement s declared in main(): it cannot leave main(). */
static int uses_main_local(struct st *st, struct shape *sh, int s)
{
	struct ast *a = &st->a;
	int i;

	for (i = s; i <= a->n[s].last; i++) {
		CXCursor ref;

		if (a->n[i].kind != CXCursor_DeclRefExpr ||
		    a->n[i].refkind != CXCursor_VarDecl)
			continue;
		ref = clang_getCursorReferenced(a->n[i].cur);
		if (clang_equalCursors(clang_getCursorSemanticParent(ref),
				       a->n[sh->fn].cur))
			return 1;
	}
	return 0;
}

/* The condition reads an option's value, or its flag (fcntl07B's
 * `if (Tflag)`, rewritten `Topt != NULL` before the mode is copied). */
static int reads_value(struct st *st, int cond)
{
	unsigned int s = st->a.n[cond].start, e = st->a.n[cond].end;
	size_t k;

	for (k = 0; k < st->nvalues; k++)
		if (ast_uses(&st->a, st->value_vars[k], s, e) ||
		    (st->value_flags[k] &&
		     ast_uses(&st->a, st->value_flags[k], s, e)))
			return 1;
	return 0;
}

static int is_mode(struct st *st, struct shape *sh, int s)
{
	int cond = ast_child(&st->a, s, 0);

	return st->a.n[s].kind == CXCursor_IfStmt && cond >= 0 &&
	       st->a.n[s].has_off && reads_value(st, cond) &&
	       (st_has_call(st, s, "exit") || st_has_call(st, s, "_exit")) &&
	       !uses_main_local(st, sh, s);
}

int st_modes(struct st *st, struct shape *sh)
{
	int i, n = 0;

	for (i = 0; i < sh->n; i++) {
		if (sh->role[i] != R_PROLOG || !is_mode(st, sh, sh->stmts[i]))
			continue;
		sh->role[i] = R_MODE;
		n++;
	}
	return n;
}

/* main()'s parameter k, or the usual name. */
static char *param(struct st *st, struct shape *sh, int k, const char *dflt)
{
	int c, j = 0, i;

	for (i = 0; (c = ast_child(&st->a, sh->fn, i)) >= 0; i++) {
		if (st->a.n[c].kind != CXCursor_ParmDecl)
			continue;
		if (j++ == k && st->a.n[c].name[0])
			return util_strdup(st->a.n[c].name);
	}
	return util_strdup(dflt);
}

char *st_mode_main(struct st *st, struct shape *sh)
{
	struct util_buf b = { 0 };
	char *ac = param(st, sh, 0, "argc"), *av = param(st, sh, 1, "argv");
	size_t k;
	int i;

	util_buf_printf(&b, "\nint main(int %s, char *%s[])\n{\n", ac, av);
	util_buf_adds(&b, "\tint opt;\n\n\topterr = 0;\n");
	util_buf_printf(&b, "\twhile ((opt = getopt(%s, %s, \"+:", ac, av);
	for (k = 0; k < st->nvalues; k++)
		util_buf_printf(&b, "%c:", st->value_letters[k]);
	util_buf_adds(&b, "\")) != -1) {\n");
	for (k = 0; k < st->nvalues; k++)
		util_buf_printf(&b,
				"\t\tif (opt == '%c')\n\t\t\t%s = optarg;\n",
				st->value_letters[k], st->value_vars[k]);
	util_buf_adds(&b, "\t}\n\toptind = 0;\n\topterr = 1;\n");
	for (i = 0; i < sh->n; i++) {
		struct node *n = &st->a.n[sh->stmts[i]];
		char *t;

		if (sh->role[i] != R_MODE)
			continue;
		t = conv_copy(st->f, n->start, conv_stmt_end(st->f, n->end));
		util_buf_printf(&b, "\t%s\n", t);
		free(t);
	}
	util_buf_printf(&b, "\n\ttst_run_tcases(%s, %s, &test);\n}\n", ac, av);
	free(ac);
	free(av);
	return util_buf_take(&b);
}
