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
#include <string.h>

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

/* The integer constant i evaluates to: 0, or -1 when it is none. */
static int constant(struct ast *a, int i, long long *v)
{
	if (i < 0)
		return -1;
	return ast_eval_int(a->n[i].cur, v);
}

/* The seconds the argument arg of alarm() evaluates to, or 0. */
static long long seconds(struct ast *a, int arg)
{
	long long v;

	return constant(a, arg, &v) ? 0 : v;
}

/* Node i (a DeclRefExpr) names a variable of the file that a signal
 * handler may set: volatile, or a sig_atomic_t. */
static int signal_flag(struct ast *a, int i)
{
	CXCursor ref = clang_getCursorReferenced(a->n[i].cur);
	CXType t = clang_getCursorType(ref);
	CXString sp;
	int yes;

	if (ref.kind != CXCursor_VarDecl ||
	    clang_getCursorKind(clang_getCursorSemanticParent(ref)) !=
		    CXCursor_TranslationUnit)
		return 0;
	if (clang_isVolatileQualifiedType(t))
		return 1;
	sp = clang_getTypeSpelling(t);
	yes = strstr(clang_getCString(sp), "sig_atomic_t") != NULL;
	clang_disposeString(sp);
	return yes;
}

/* A later statement of stmt's block is a loop (while, do) whose
 * condition reads such a flag: the loop runs until the signal comes
 * ("alarm(n); while (!done) ..."). */
static int flag_loop_next(struct ast *a, int stmt)
{
	int comp = a->n[stmt].parent, j, k, cond;

	if (!ast_is(a, comp, CXCursor_CompoundStmt))
		return 0;
	for (j = a->n[stmt].last + 1; j <= a->n[comp].last;
	     j = a->n[j].last + 1) {
		if (ast_is(a, j, CXCursor_WhileStmt))
			cond = ast_child(a, j, 0);
		else if (ast_is(a, j, CXCursor_DoStmt))
			cond = ast_child(a, j, 1);
		else
			continue;
		for (k = cond; k >= 0 && k <= a->n[cond].last; k++)
			if (ast_is(a, k, CXCursor_DeclRefExpr) &&
			    signal_flag(a, k))
				return 1;
	}
	return 0;
}

/* alarm(N) at i, a statement of its own followed by a wait for the
 * signal, or by a loop until its handler sets a flag, in [s, e) and in
 * no loop there: N's text, else NULL (an N known only when the test runs
 * is st_alarm_runtime()'s). */
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
	if (stmt < 0 || !a->n[arg].has_off || seconds(a, arg) <= 0 ||
	    (!signal_wait_next(a, stmt) && !flag_loop_next(a, stmt)))
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

/*
 * A run that sleeps a known total: sleeps of constant length (sleep(C),
 * usleep(C), or an absolute sleep, TIMER_ABSTIME, to a deadline the loop
 * moves by a constant each time: "ts.tv_sec++; clock_nanosleep(..., &ts,
 * ...)") run by loops with constant bounds. The old library set no limit;
 * the new one ends a run at 30 s unless .timeout says otherwise, and a
 * run of 51 one-second sleeps cannot end in time. Such a run is no
 * time-bounded loop (.runtime, which LTP_RUNTIME_MUL may shorten): it
 * lasts what it sleeps, so it gets .timeout, the sleeps plus the default
 * limit for the rest of its work, as a maintainer writes for a test known
 * to be slow. Below half the default the default leaves room enough.
 */

/* newlib's limit of a run without .timeout (tst_test.h), in seconds */
#define DEFAULT_TIMEOUT 30
#define USEC 1000000LL

/* The variable a for's head starts (i = A, int i = A) and A's node. */
static const char *loop_start(struct st *st, int init, int *val)
{
	struct ast *a = &st->a;
	int lhs, var;

	if (ast_is(a, init, CXCursor_DeclStmt)) {
		var = ast_child(a, init, 0);
		if (ast_nchildren(a, init) != 1 ||
		    !ast_is(a, var, CXCursor_VarDecl) ||
		    ast_nchildren(a, var) < 1)
			return NULL;
		*val = ast_child(a, var, ast_nchildren(a, var) - 1);
		return a->n[var].name;
	}
	if (!ast_is(a, init, CXCursor_BinaryOperator) ||
	    ast_nchildren(a, init) != 2)
		return NULL;
	lhs = ast_child(a, init, 0);
	*val = ast_child(a, init, 1);
	if (!st_is_ref(st, lhs, NULL) || !st_op_between(st, lhs, *val, "="))
		return NULL;
	return a->n[st_strip(st, lhs)].name;
}

/* How many times "for (v = A; v < B; v++)" (or <=) runs, A and B
 * constants; 0 when it is no such loop. */
static long long trips(struct st *st, int loop)
{
	struct ast *a = &st->a;
	int cond = ast_child(a, loop, 1), inc = ast_child(a, loop, 2), from;
	long long lo, hi;
	const char *v;
	char op[8];

	if (!ast_is(a, loop, CXCursor_ForStmt) || ast_nchildren(a, loop) != 4)
		return 0;
	v = loop_start(st, ast_child(a, loop, 0), &from);
	if (!v || constant(a, from, &lo) ||
	    !ast_is(a, inc, CXCursor_UnaryOperator) ||
	    !st_is_ref(st, ast_child(a, inc, 0), v))
		return 0;
	sl_op(a, inc, op, sizeof(op));
	if (strcmp(op, "++") || !ast_is(a, cond, CXCursor_BinaryOperator) ||
	    ast_nchildren(a, cond) != 2 ||
	    !st_is_ref(st, ast_child(a, cond, 0), v) ||
	    constant(a, ast_child(a, cond, 1), &hi))
		return 0;
	sl_op(a, cond, op, sizeof(op));
	if (!strcmp(op, "<="))
		hi++;
	else if (strcmp(op, "<"))
		return 0;
	return hi > lo ? hi - lo : 0;
}

/* Node i moves X's deadline on: "X.tv_sec++", "++X.tv_sec" or
 * "X.tv_sec += C": the seconds, else 0. */
static long long deadline_step(struct st *st, int i, const char *x)
{
	struct ast *a = &st->a;
	int m = ast_child(a, i, 0);
	long long c = 0;
	char op[8];

	if (!ast_is(a, m, CXCursor_MemberRefExpr) ||
	    strcmp(a->n[m].name, "tv_sec") || ast_nchildren(a, m) != 1 ||
	    !st_is_ref(st, ast_child(a, m, 0), x))
		return 0;
	sl_op(a, i, op, sizeof(op));
	if (ast_is(a, i, CXCursor_UnaryOperator) && !strcmp(op, "++"))
		return 1;
	if (ast_is(a, i, CXCursor_CompoundAssignOperator) &&
	    !strcmp(op, "+=") && !constant(a, ast_child(a, i, 1), &c) && c > 0)
		return c;
	return 0;
}

/* The step of X's deadline that the body of loop makes each time,
 * unconditionally: seconds, else 0. */
static long long loop_step(struct st *st, int body, const char *x)
{
	long long step;
	int j;

	for (j = body; j <= st->a.n[body].last; j++) {
		step = deadline_step(st, j, x);
		if (step && !ast_conditional(&st->a, j, body))
			return step;
	}
	return 0;
}

/* An absolute sleep (TIMER_ABSTIME) at call i to &X, in the body of
 * loop, which moves X's deadline on each time: the step, else 0. */
static long long abs_sleep(struct st *st, int i, int loop)
{
	struct ast *a = &st->a;
	int body = sl_loop_body(a, loop), k, arg, x;
	long long step;

	if (!a->n[i].has_off || body < 0 ||
	    !ast_uses(a, "TIMER_ABSTIME", a->n[i].start, a->n[i].end))
		return 0;
	for (k = 1; k < ast_nchildren(a, i); k++) {
		arg = st_strip(st, ast_child(a, i, k));
		if (!ast_is(a, arg, CXCursor_UnaryOperator))
			continue;
		x = st_strip(st, ast_child(a, arg, 0));
		if (!st_is_ref(st, x, NULL))
			continue;
		step = loop_step(st, body, a->n[x].name);
		if (step)
			return step;
	}
	return 0;
}

/* Microseconds call i sleeps each time it runs in loop (-1: none), or 0
 * when it is no sleep of a constant length. */
static long long sleep_usec(struct st *st, int i, int loop)
{
	struct ast *a = &st->a;
	long long v;

	if (st_is_call(st, i, "sleep") || st_is_call(st, i, "usleep")) {
		if (ast_nchildren(a, i) != 2 ||
		    constant(a, ast_child(a, i, 1), &v) || v <= 0)
			return 0;
		return st_is_call(st, i, "sleep") ? v * USEC : v;
	}
	if (!ast_is(a, i, CXCursor_CallExpr) || loop < 0)
		return 0;
	return abs_sleep(st, i, loop) * USEC;
}

/* A "do { } while (0)": a macro's statement (test.h's TEST()), no loop. */
static int once(struct ast *a, int loop)
{
	long long v;

	return ast_is(a, loop, CXCursor_DoStmt) &&
	       !constant(a, sl_loop_cond(a, loop), &v) && !v;
}

/* The loop holding i, do { } while (0) aside. */
static int loop_of(struct ast *a, int i)
{
	int loop = ast_loop_of(a, i);

	while (once(a, loop))
		loop = ast_loop_of(a, loop);
	return loop;
}

/*
 * A run whose length an option sets: "alarm(X)" with X known only when the
 * test runs (hours given on its command line, a sum of options) arms the
 * signal that ends the run after X seconds (its handler exits or sets a
 * flag the work loop tests). The old library let it last; the new one ends
 * a run at its limit first. tst_set_runtime(X) right before the alarm
 * makes the limit grow by X, as .runtime does for a constant. Only an X
 * without effects (evaluated twice) and an alarm in no loop of the run (it
 * would say "runtime set" each time round).
 */

/* X has no effect: no write, and no call but the C library's conversions
 * of a string to a number (an option's value, "alarm(atoi(tlen))"). */
static int pure_value(struct ast *a, int x)
{
	static const char *const conv[] = { "atoi",    "atol",	  "atoll",
					    "strtol",  "strtoul", "strtoll",
					    "strtoull" };
	size_t k;
	int j, ok;

	if (ast_writes(a, a->n[x].start, a->n[x].end))
		return 0;
	for (j = x; j <= a->n[x].last; j++) {
		if (!ast_is(a, j, CXCursor_CallExpr))
			continue;
		for (ok = 0, k = 0; k < sizeof(conv) / sizeof(*conv); k++)
			ok |= !strcmp(a->n[j].name, conv[k]);
		if (!ok)
			return 0;
	}
	return 1;
}

/* alarm(X) at i in [s, e), X no constant and pure, a statement of its own
 * (a cast to void allowed) in a block, in no loop there: that statement,
 * else -1. */
static int runtime_alarm(struct st *st, int i, unsigned int s, unsigned int e)
{
	struct ast *a = &st->a;
	int loop, arg, stmt;
	long long v;

	if (!st_is_call(st, i, "alarm") || !a->n[i].has_off ||
	    a->n[i].start < s || a->n[i].end > e || ast_nchildren(a, i) != 2)
		return -1;
	loop = loop_of(a, i);
	if (loop >= 0 && a->n[loop].has_off && a->n[loop].start >= s)
		return -1;
	arg = ast_child(a, i, 1);
	stmt = sl_call_stmt(a, i);
	/* a lone body of an if would guard the new call alone */
	if (stmt < 0 || ast_is(a, a->n[stmt].parent, CXCursor_IfStmt) ||
	    !a->n[arg].has_off || !constant(a, arg, &v) || !pure_value(a, arg))
		return -1;
	return stmt;
}

int st_alarm_runtime(struct st *st, unsigned int s, unsigned int e, int tabs)
{
	struct ast *a = &st->a;
	char ind[64], *x, *t, *in;
	int i, stmt, n = 0, k;

	for (i = 0; i < a->len; i++) {
		stmt = runtime_alarm(st, i, s, e);
		if (stmt < 0)
			continue;
		x = conv_text(st->f, a->n[ast_child(a, i, 1)].start,
			      a->n[ast_child(a, i, 1)].end);
		ast_indent_of(st->f, a->n[stmt].start, ind, sizeof(ind));
		for (in = ind, k = 0; k < tabs && *in == '\t'; k++)
			in++;
		t = util_printf("tst_set_runtime(%s);\n%s", x, in);
		conv_insert(st->f, a->n[stmt].start, t);
		conv_msg(st->f, a->n[i].start,
			 "the run lasts alarm(%s)'s time, known when it runs: "
			 "tst_set_runtime(%s) before it (the library's limit "
			 "of a run grows by it)",
			 x, x);
		free(t);
		free(x);
		n++;
	}
	return n;
}

/* How many times statement i runs in a run of [s, e): the product of the
 * trips of its loops there, 1 in none; 0 when one is not known or i runs
 * on some paths only. */
static long long runs_of(struct st *st, int i, unsigned int s, unsigned int e)
{
	struct ast *a = &st->a;
	long long n = 1, t;
	int loop;

	for (loop = loop_of(a, i); loop >= 0; loop = loop_of(a, loop)) {
		if (!a->n[loop].has_off || a->n[loop].start < s ||
		    a->n[loop].end > e)
			break;
		t = trips(st, loop);
		if (!t || ast_conditional(a, i, sl_loop_body(a, loop)))
			return 0;
		n *= t;
		i = loop;
	}
	return n;
}

/* The microseconds a run of [s, e) sleeps in all (constant sleeps in
 * loops of constant bounds); *first gets the first one's offset. */
static long long sleep_total(struct st *st, unsigned int s, unsigned int e,
			     unsigned int *first)
{
	struct ast *a = &st->a;
	long long total = 0, us, n;
	int i;

	for (i = 0; i < a->len; i++) {
		if (!ast_is(a, i, CXCursor_CallExpr) || !a->n[i].has_off ||
		    a->n[i].start < s || a->n[i].end > e)
			continue;
		us = sleep_usec(st, i, loop_of(a, i));
		n = us > 0 ? runs_of(st, i, s, e) : 0;
		if (!n)
			continue;
		if (!total)
			*first = a->n[i].start;
		total += us * n;
	}
	return total;
}

/*
 * A run that makes many children: a fork(), the child's short life and
 * its reaping cost the machine a few milliseconds each, and the old
 * library's test had all the time it needed. epoll-ltp's 13,826 children
 * (loops of sizeof() bounds in a function its run calls) take 31 s of
 * CPU, 44 to 70 s on 2 cores under a load of 5 to 11, the converted run
 * up to 90 s (6.5 ms a child): the default limit killed it. Counted like
 * the sleeps: fork calls in loops of constant bounds, also in the file's
 * functions the run calls (each call site counted the same way, so many
 * levels deep), and each child reckoned at CHILD_USEC, the most it took
 * there with some slack: a limit is for a run that hangs, not a measure.
 */
#define CHILD_USEC 10000LL
/* calls followed from the run into the file's functions, at most */
#define CALL_DEPTH 4
/* no count past this: a run of that many children has no timeout to guess */
#define MAX_RUNS 100000000LL

static long long reached(struct st *st, int i, unsigned int s, unsigned int e,
			 int depth);

/* How many times the file's function fn is called in a run of [s, e):
 * the times each of its call sites runs, other functions' included. */
static long long calls_of(struct st *st, int fn, unsigned int s, unsigned int e,
			  int depth)
{
	struct ast *a = &st->a;
	long long n = 0;
	int j;

	for (j = 0; j < a->len && n < MAX_RUNS; j++)
		if (ast_is(a, j, CXCursor_CallExpr) &&
		    !strcmp(a->n[j].name, a->n[fn].name) &&
		    ast_func_of(a, j) != fn)
			n += reached(st, j, s, e, depth - 1);
	return n;
}

/* How many times node i runs in a run of [s, e): in it, as runs_of()
 * counts; in another function of the file than the one holding [s, e),
 * the times in that function times the calls of it; 0 when not known. */
static long long reached(struct st *st, int i, unsigned int s, unsigned int e,
			 int depth)
{
	struct ast *a = &st->a;
	int fn = ast_func_of(a, i);
	long long n;

	if (!a->n[i].has_off || fn < 0 || depth <= 0)
		return 0;
	if (a->n[i].start >= s && a->n[i].end <= e)
		return runs_of(st, i, s, e);
	if (a->n[fn].start <= s && a->n[fn].end >= e)
		return 0;
	n = runs_of(st, i, a->n[fn].start, a->n[fn].end);
	if (!n)
		return 0;
	n *= calls_of(st, fn, s, e, depth);
	return n < MAX_RUNS ? n : MAX_RUNS;
}

/* How many children a run of [s, e) makes (fork calls counted as above);
 * *first gets the first counted call's offset. */
static long long children(struct st *st, unsigned int s, unsigned int e,
			  unsigned int *first)
{
	struct ast *a = &st->a;
	long long total = 0, n;
	int i;

	for (i = 0; i < a->len && total < MAX_RUNS; i++) {
		if (!ast_is(a, i, CXCursor_CallExpr) ||
		    !st_is_fork_name(a->n[i].name))
			continue;
		n = reached(st, i, s, e, CALL_DEPTH);
		if (n && !total)
			*first = a->n[i].start;
		total += n;
	}
	return total;
}

int st_sleep_timeout(struct st *st, unsigned int s, unsigned int e)
{
	unsigned int first = 0, fork_at = 0;
	long long total = sleep_total(st, s, e, &first), kids, secs;

	kids = children(st, s, e, &fork_at);
	if (total + kids * CHILD_USEC < DEFAULT_TIMEOUT * USEC / 2)
		return 0;
	secs = (total + kids * CHILD_USEC + USEC - 1) / USEC;
	if (total)
		conv_msg(st->f, first,
			 "the run sleeps %lld s in all (loops of constant "
			 "bounds): .timeout = %lld (the sleeps and the "
			 "library's default %d s for the rest)",
			 (total + USEC - 1) / USEC, secs + DEFAULT_TIMEOUT,
			 DEFAULT_TIMEOUT);
	if (kids)
		conv_msg(st->f, fork_at,
			 "the run makes %lld children (loops of constant "
			 "bounds, in the functions it calls too): .timeout = "
			 "%lld (%lld ms a child and the library's default %d s "
			 "for the rest)",
			 kids, secs + DEFAULT_TIMEOUT, CHILD_USEC / 1000,
			 DEFAULT_TIMEOUT);
	return (int)(secs + DEFAULT_TIMEOUT);
}
