// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * When cleanup() may run. The old library ran a cleanup function only for
 * a stop whose call named it, so a setup() that can stop (a TCONF for a
 * missing driver, tst_module_load(NULL, ...)) before it first names
 * cleanup never ran cleanup() for those stops. The new library runs
 * .cleanup after any stop of setup(), and such a cleanup() then restores
 * or releases what setup() never saved or made (cpufreq_boost wrote back
 * a governor it had not read; fw_load unloaded a module it had not
 * loaded: TWARN and TBROK where the old test ended TCONF). So setup()
 * sets a flag where it first names cleanup, and cleanup() does nothing
 * while the flag is clear:
 *
 *	static int cleanup_armed;
 *
 *	setup():   ... a stop without cleanup ...
 *	           cleanup_armed = 1;
 *	           tst_sig(FORK, DEF_HANDLER, cleanup);
 *	cleanup(): if (!cleanup_armed)
 *	                   return;
 */
#include <clang-c/Index.h>
#include <stdlib.h>
#include <string.h>

#include "st_main.h"
#include "util.h"

/* Calls of the old API that report or set up and never stop the test. */
static const char *const never_stop[] = {
	"tst_resm",
	"tst_resm_",
	"tst_res",
	"tst_res_",
	"tst_resm_hexd",
	"tst_sig",
	"usc_global_setup_hook",
	NULL,
};

static int in_list(const char *const *list, const char *name)
{
	for (; *list; list++)
		if (!strcmp(*list, name))
			return 1;
	return 0;
}

/* Call i may end the test: exit() and the like, or a function that is no
 * system call or library function (the old API's, the file's own). */
static int call_may_stop(struct st *st, int i)
{
	const char *name = st->a.n[i].name;
	CXCursor ref = clang_getCursorReferenced(st->a.n[i].cur);

	if (!strcmp(name, "exit") || !strcmp(name, "_exit") ||
	    !strcmp(name, "abort"))
		return 1;
	if (in_list(never_stop, name))
		return 0;
	if (clang_Cursor_isNull(ref))
		return 1;
	return !clang_Location_isInSystemHeader(clang_getCursorLocation(ref));
}

static int may_stop(struct st *st, int s)
{
	struct ast *a = &st->a;
	int i;

	for (i = s; i <= a->n[s].last; i++)
		if (ast_is(a, i, CXCursor_CallExpr) && call_may_stop(st, i))
			return 1;
	return 0;
}

/* Node s names the function fn other than by calling it (a cleanup
 * handed to a call). */
static int names_fn(struct st *st, int s, const char *fn)
{
	struct ast *a = &st->a;
	int i, p;

	for (i = s; i <= a->n[s].last; i++) {
		if (!ast_is(a, i, CXCursor_DeclRefExpr) ||
		    a->n[i].refkind != CXCursor_FunctionDecl ||
		    strcmp(a->n[i].name, fn))
			continue;
		p = a->n[i].parent;
		while (p >= 0 && ast_is(a, p, CXCursor_UnexposedExpr))
			p = a->n[p].parent;
		if (!ast_is(a, p, CXCursor_CallExpr) ||
		    ast_child(a, p, 0) > i || a->n[ast_child(a, p, 0)].last < i)
			return 1;
	}
	return 0;
}

/* Statement s hands cleanup to a call, itself or through a function of
 * the file it calls. */
static int arms(struct st *st, int s, const char *cleanup)
{
	struct ast *a = &st->a;
	int i, body;

	if (names_fn(st, s, cleanup))
		return 1;
	for (i = s; i <= a->n[s].last; i++) {
		if (!ast_is(a, i, CXCursor_CallExpr))
			continue;
		body = st_func(st, a->n[i].name, NULL);
		if (body >= 0 && names_fn(st, body, cleanup))
			return 1;
	}
	return 0;
}

/* A statement of main() before setup() hands cleanup to a call: every
 * stop of setup() ran it. */
static int armed_before(struct st *st, struct shape *sh)
{
	int i;

	for (i = 0; i < sh->n && sh->role[i] != R_SETUP; i++)
		if (arms(st, sh->stmts[i], sh->cleanup))
			return 1;
	return 0;
}

/* Statement s of cleanup() acts whatever setup() did: it is no check
 * (`if (fd > 0) close(fd);` copes with a run that made nothing), no
 * declaration, no free(), and the library does not do it instead. */
static int acts_unchecked(struct st *st, int s)
{
	struct ast *a = &st->a;
	enum CXCursorKind k = a->n[s].kind;

	if (!a->n[s].has_off)
		return 1;
	if (k == CXCursor_IfStmt || k == CXCursor_DeclStmt ||
	    k == CXCursor_NullStmt || k == CXCursor_ReturnStmt ||
	    st_is_call(st, s, "free"))
		return 0;
	return !st_removed(st, a->n[s].start, a->n[s].end);
}

/* cleanup() does something unchecked the library does not. */
static int cleanup_acts(struct st *st, int body)
{
	int k, s;

	for (k = 0; (s = ast_child(&st->a, body, k)) >= 0; k++)
		if (acts_unchecked(st, s))
			return 1;
	return 0;
}

/* The statement of setup() before which the old test first ran cleanup
 * on a stop, when one that may stop comes before it; else -1. */
static int arming_stmt(struct st *st, struct shape *sh, int body)
{
	struct ast *a = &st->a;
	int k, s, stops = 0;

	for (k = 0; (s = ast_child(a, body, k)) >= 0; k++) {
		if (!a->n[s].has_off)
			return -1;
		if (arms(st, s, sh->cleanup))
			return stops ? s : -1;
		if (!st_removed(st, a->n[s].start, a->n[s].end) &&
		    may_stop(st, s))
			stops = 1;
	}
	return -1;
}

/* An edit queued before rewrites node n whole (TST_DECLARE_ONCE_FN's
 * cleanup() written out): an edit inside it would be lost. */
static int rewritten(struct st *st, int n)
{
	size_t k;

	if (!st->a.n[n].has_off)
		return 1;
	for (k = 0; k < st->f->nedits; k++) {
		struct conv_edit *ed = &st->f->edits[k];

		if (!ed->dead && ed->start <= st->a.n[n].start &&
		    ed->end >= st->a.n[n].end)
			return 1;
	}
	return 0;
}

void st_cleanup_armed(struct st *st, struct shape *sh)
{
	int sbody, cbody, s;
	char *t;

	if (!sh->setup || !sh->cleanup)
		return;
	sbody = st_func(st, sh->setup, NULL);
	cbody = st_func(st, sh->cleanup, NULL);
	if (sbody < 0 || cbody < 0 || rewritten(st, sbody) ||
	    rewritten(st, cbody) || !cleanup_acts(st, cbody) ||
	    armed_before(st, sh) ||
	    ast_find_kind(&st->a, sbody, CXCursor_ReturnStmt) >= 0)
		return;
	s = arming_stmt(st, sh, sbody);
	if (s < 0)
		return;
	sh->armed = ast_unused_name(&st->a, "cleanup_armed");
	util_buf_printf(&sh->statics, "static int %s;\n", sh->armed);
	t = util_printf("\t%s = 1;\n", sh->armed);
	conv_insert(st->f, st_line_start(st, st->a.n[s].start), t);
	free(t);
	conv_msg(st->f, st->a.n[s].start,
		 "%s() can stop before this line without %s(), which the "
		 "library runs after any stop: %s() does nothing until %s "
		 "is set here",
		 sh->setup, sh->cleanup, sh->cleanup, sh->armed);
}
