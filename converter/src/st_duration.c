// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A run that lasts a set time: "alarm(N); pause();" in the work of a run
 * (not in a loop of it: there the alarm wakes a wait) lets what the test
 * started go on for N seconds and ends when the alarm comes. The old
 * library set no limit; the new one ends a run at its timeout, so a run
 * meant to last N seconds gets .runtime = N: the library adds it to the
 * limit (and reports the run's length), as the real suite's maintainers
 * set it for tests that run for a while.
 */
#include <stdlib.h>

#include "sleeps.h"
#include "st_main.h"

/* The statement after stmt in its block returns only when a signal
 * comes (pause(), sigsuspend()). */
static int signal_wait_next(struct ast *a, int stmt)
{
	int comp = a->n[stmt].parent, next = a->n[stmt].last + 1, j;

	if (!ast_is(a, comp, CXCursor_CompoundStmt) || next > a->n[comp].last)
		return 0;
	for (j = next; j <= a->n[next].last; j++)
		if (ast_is(a, j, CXCursor_CallExpr) &&
		    sl_call_stmt(a, j) == next && sl_waits_signal(a->n[j].name))
			return 1;
	return 0;
}

/* The seconds the argument arg of alarm() evaluates to, or 0. */
static long long seconds(struct ast *a, int arg)
{
	CXEvalResult r = clang_Cursor_Evaluate(a->n[arg].cur);
	long long v = 0;

	if (!r)
		return 0;
	if (clang_EvalResult_getKind(r) == CXEval_Int)
		v = clang_EvalResult_getAsLongLong(r);
	clang_EvalResult_dispose(r);
	return v;
}

/* alarm(N) at i, a statement of its own followed by a wait for the
 * signal, in [s, e) and in no loop there: N's text, else NULL. */
static char *duration_at(struct st *st, int i, unsigned int s, unsigned int e)
{
	struct ast *a = &st->a;
	int stmt, arg, loop;

	if (!st_is_call(st, i, "alarm") || !a->n[i].has_off ||
	    a->n[i].start < s || a->n[i].end > e || ast_nchildren(a, i) != 2)
		return NULL;
	loop = ast_loop_of(a, i);
	if (loop >= 0 && a->n[loop].has_off && a->n[loop].start >= s)
		return NULL;
	stmt = sl_call_stmt(a, i);
	arg = ast_child(a, i, 1);
	if (stmt < 0 || !signal_wait_next(a, stmt) || !a->n[arg].has_off ||
	    seconds(a, arg) <= 0)
		return NULL;
	return conv_text(st->f, a->n[arg].start, a->n[arg].end);
}

char *st_duration(struct st *st, unsigned int s, unsigned int e)
{
	struct ast *a = &st->a;
	char *t;
	int i;

	for (i = 0; i < a->len; i++) {
		t = duration_at(st, i, s, e);
		if (!t)
			continue;
		conv_msg(st->f, a->n[i].start,
			 "the run lasts alarm(%s)'s time: .runtime = %s (the "
			 "library's limit of a run grows by it)",
			 t, t);
		return t;
	}
	return NULL;
}
