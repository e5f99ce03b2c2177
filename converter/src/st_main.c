// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A legacy test's main() (options, setup(), the TEST_LOOPING loop,
 * cleanup(), tst_exit()) becomes run() holding the loop's body, or
 * run(unsigned int i) over a case table, and a struct tst_test at the end
 * of the file names run, setup, cleanup, the options and the flags found.
 * What main() did around the loop moves where the library runs it: before
 * the loop into setup(), after it into cleanup(). An exec()ed helper with
 * a main() of its own keeps it, attached to the test's results with
 * tst_reinit().
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mains.h"
#include "pp.h"
#include "sleeps.h"
#include "st_main.h"
#include "tool.h"

/* ---- reading main() ---- */

static int is_loop(struct st *st, int i)
{
	enum CXCursorKind k = st->a.n[i].kind;

	return k == CXCursor_ForStmt || k == CXCursor_WhileStmt ||
	       k == CXCursor_DoStmt;
}

/* The token of TEST_LOOPING in the head of loop i ("for (lc = 0;
 * TEST_LOOPING(lc); lc++)"), or 0. */
static unsigned int looping_tok(struct st *st, int i)
{
	struct ast *a = &st->a;
	int nk = ast_nchildren(a, i), body = ast_child(a, i, nk - 1);
	unsigned int t, end;

	if (!is_loop(st, i) || !a->n[i].has_off || body < 0)
		return 0;
	end = a->n[body].start;
	if (a->n[i].kind == CXCursor_DoStmt)
		end = a->n[i].end;
	for (t = ast_tok_at(a, a->n[i].start);
	     t + 2 < a->ntoks && a->toks[t].start < end; t++)
		if (!strcmp(a->toks[t].text, "TEST_LOOPING") &&
		    !strcmp(a->toks[t + 1].text, "("))
			return t;
	return 0;
}

/* The counter of "for (lc = 0; TEST_LOOPING(lc); lc++)", or NULL. */
static char *looping_counter(struct st *st, int i)
{
	unsigned int t = looping_tok(st, i);

	return t ? util_strdup(st->a.toks[t + 2].text) : NULL;
}

/*
 * main() without a loop of its own whose work holds one in a branch
 * (utime06: the child of a fork runs it, the parent waits for it): its
 * work is run() now, and that loop runs once per run.
 */
static void nested_loops(struct st *st, struct shape *sh)
{
	struct ast *a = &st->a;
	int i;

	for (i = sh->body; i <= a->n[sh->body].last; i++) {
		unsigned int t = looping_tok(st, i);

		if (t && st_is_looping(st, t))
			st_loop_once(st, t, "in a branch of main()");
	}
}

/* A loop over getopt()'s options, or a call of a function of the file
 * that runs one over main()'s arguments: what comes before it and it are
 * the test's setup (st_getopt.c). */
static int is_getopt_loop(struct st *st, struct shape *sh, int i)
{
	int body;

	int fn;

	if (st->a.n[i].kind == CXCursor_WhileStmt)
		return st_has_call(st, ast_child(&st->a, i, 0), "getopt");
	fn = st_args_helper(st, sh, i, &body);
	return fn >= 0 && (ast_find_call(&st->a, body, "getopt") >= 0 ||
			   st_parses_opts(st, fn, body) >= 0);
}

static int is_option_call(struct st *st, int i)
{
	return st_has_call(st, i, "tst_parse_opts") ||
	       st_has_call(st, i, "parse_opts");
}

/* The text t spells a NULL constant. */
static int is_null_text(const char *t)
{
	return !strcmp(t, "NULL") || !strcmp(t, "0");
}

/* The argument k of call c as text; NULL for a NULL constant, also one
 * cast to a pointer type (the older tests' parse_opts(ac, av,
 * (option_t *)NULL, NULL)). */
char *st_call_arg(struct st *st, int c, int k)
{
	struct ast *a = &st->a;
	int arg = ast_child(a, c, k + 1), v = st_strip(st, arg), null = 0;
	char *t, *p;

	while (ast_is(a, v, CXCursor_CStyleCastExpr))
		v = st_strip(st, ast_child(a, v, ast_nchildren(a, v) - 1));
	if (v != arg) {
		t = st_node_text(st, v);
		null = is_null_text(t);
		free(t);
	}
	t = st_node_text(st, arg);
	if (null || is_null_text(t) || !t[0]) {
		free(t);
		return NULL;
	}
	p = util_strdup(t[0] == '&' ? t + 1 : t);
	free(t);
	return p;
}

static void read_options(struct st *st, struct shape *sh, int i)
{
	struct ast *a = &st->a;
	int c = ast_find_call(a, i, "tst_parse_opts");

	if (c < 0)
		c = ast_find_call(a, i, "parse_opts");
	free(sh->opt_table);
	free(sh->opt_help);
	sh->opt_table = st_call_arg(st, c, 2);
	sh->opt_help = st_call_arg(st, c, 3);
	/* "msg = parse_opts(...)": the check of msg goes too */
	if (a->n[i].kind == CXCursor_BinaryOperator) {
		int lhs = st_strip(st, ast_child(a, i, 0));

		if (ast_is(a, lhs, CXCursor_DeclRefExpr)) {
			free(sh->opt_msg);
			sh->opt_msg = util_strdup(a->n[lhs].name);
		}
	}
}

static int is_msg_check(struct st *st, struct shape *sh, int i)
{
	struct node *n = &st->a.n[i];

	return sh->opt_msg && n->kind == CXCursor_IfStmt && n->has_off &&
	       ast_uses(&st->a, sh->opt_msg, n->start, n->end);
}

static int name_has(const char *name, const char *part)
{
	return name && strstr(name, part);
}

/* The setup() call: a call of a function of the file with no arguments
 * before the loop, the last one named like setup, else the last. */
static int find_setup(struct st *st, struct shape *sh, int until)
{
	int i, found = -1;

	for (i = 0; i < until; i++) {
		char *name = st_plain_call(st, sh->stmts[i]);
		int body, fn, args = 0;

		/* setup(argc, argv): its parameters go (st_args.c) */
		if (!name &&
		    (fn = st_args_helper(st, sh, sh->stmts[i], &body)) >= 0 &&
		    st_parses_opts(st, fn, body) >= 0) {
			name = util_strdup(st->a.n[fn].name);
			args = 1;
		}
		/* the last one, unless only an earlier one is named so */
		if (name && (found < 0 || name_has(name, "setup") ||
			     !name_has(sh->setup, "setup"))) {
			free(sh->setup);
			sh->setup = name;
			sh->setup_args = args;
			found = i;
			name = NULL;
		}
		free(name);
	}
	return found;
}

static int is_end(struct st *st, int i)
{
	return st->a.n[i].kind == CXCursor_ReturnStmt ||
	       st_is_call(st, i, "tst_exit") || st_is_call(st, i, "exit");
}

/*
 * pthread_exit() ending main() after it joined its threads: none is left
 * for it to wait for, so it ended the process as a return does (held-out
 * set 25's test_1_to_1_threads). Kept in run() it would end the test's
 * thread, and with it the library's iterations and cleanup. A file that
 * detaches a thread keeps it: one may run on after main().
 */
static int thread_end(struct st *st, struct shape *sh, int i)
{
	return st_is_call(st, i, "pthread_exit") &&
	       st_has_call(st, sh->body, "pthread_join") &&
	       !ast_find_words(&st->a, "pthread_detach", NULL, 0) &&
	       !ast_find_words(&st->a, "PTHREAD_CREATE_DETACHED", NULL, 0);
}

static void roles_before(struct st *st, struct shape *sh, int until)
{
	int i, isetup = find_setup(st, sh, until);

	for (i = 0; i < until; i++) {
		int s = sh->stmts[i];

		if (st->a.n[s].kind == CXCursor_DeclStmt)
			sh->role[i] = R_DECL;
		else if (is_option_call(st, s)) {
			sh->role[i] = R_OPTS;
			read_options(st, sh, s);
		} else if (is_msg_check(st, sh, s))
			sh->role[i] = R_OPTS;
		else if (i == isetup)
			sh->role[i] = R_SETUP;
		else
			sh->role[i] =
				isetup >= 0 && i > isetup ? R_EPILOG : R_PROLOG;
	}
}

/* The cleanup() call: a call of a function of the file with no
 * arguments after the loop, the first one named like cleanup, else the
 * first (a summary printed before it is no cleanup). */
static int find_cleanup(struct st *st, struct shape *sh, int from)
{
	int i, found = -1;

	for (i = from; i < sh->n; i++) {
		char *name = st_plain_call(st, sh->stmts[i]);

		if (name &&
		    (found < 0 || (name_has(name, "cleanup") &&
				   !name_has(sh->cleanup, "cleanup")))) {
			free(sh->cleanup);
			sh->cleanup = name;
			found = i;
			name = NULL;
		}
		free(name);
	}
	return found;
}

static void roles_after(struct st *st, struct shape *sh, int from)
{
	int i, icleanup = find_cleanup(st, sh, from);

	for (i = from; i < sh->n; i++) {
		if (is_end(st, sh->stmts[i]) ||
		    thread_end(st, sh, sh->stmts[i]))
			sh->role[i] = R_END;
		else if (i == icleanup)
			sh->role[i] = R_CLEANUP;
		else
			sh->role[i] = R_POST;
	}
}

char *st_program_name(struct st *st)
{
	return conv_program_name(st->f->path);
}

/* The file's program is run as a test by a runtest file of the tree. */
static int runtest_names(struct st *st)
{
	char *prog = st_program_name(st);
	int r;

	r = conv_is_test_program(prog);
	free(prog);
	return r;
}

/*
 * The options parsed after the test's first statement (ptrace04 checks
 * its architecture first): the library parses them before the test runs
 * now, so the call and the check of its message go from run(). One that
 * ends the body stays: run()'s text ends there.
 */
static void opts_in_body(struct st *st, struct shape *sh, int first, int last)
{
	int i, s;

	for (i = first + 1; i < last - 1; i++) {
		s = sh->stmts[i];
		if (is_option_call(st, s))
			read_options(st, sh, s);
		else if (!is_msg_check(st, sh, s))
			continue;
		sh->role[i] = R_OPTS;
		st_dead(sh, st->a.n[s].start, st->a.n[s].end);
		conv_remove_stmt(st->f, st->a.n[s].start, st->a.n[s].end);
	}
}

/* Statement s makes a child: a fork-like call anywhere in it. */
static int makes_child(struct st *st, int s)
{
	struct ast *a = &st->a;
	int j;

	for (j = s; j <= a->n[s].last; j++)
		if (ast_is(a, j, CXCursor_CallExpr) && a->n[j].name &&
		    st_is_fork_name(a->n[j].name))
			return 1;
	return 0;
}

/*
 * main() without the loop runs the test once: what follows setup() up to
 * cleanup() and tst_exit() is the test. It is a test's main() when it
 * parses the test options or a runtest file runs its program; otherwise
 * it is a program a test runs.
 */
static int roles_loopless(struct st *st, struct shape *sh)
{
	int i, first = -1, last = -1, opts = 0, gopt = -1;

	for (i = 0; i < sh->n; i++) {
		if (is_option_call(st, sh->stmts[i]))
			opts = 1;
		if (is_getopt_loop(st, sh, sh->stmts[i]))
			gopt = i;
	}
	if (gopt >= 0)
		opts = 1;
	if (!opts && !runtest_names(st))
		return 1;
	/* the test's work: from after setup() (or the options, and what
	 * comes before a getopt() loop) on */
	for (i = 0; i < sh->n; i++) {
		int s = sh->stmts[i];
		char *name = st_plain_call(st, s);

		if (first < 0 &&
		    (i <= gopt || st->a.n[s].kind == CXCursor_DeclStmt ||
		     is_option_call(st, s) || is_msg_check(st, sh, s) ||
		     (name && name_has(name, "setup"))))
			last = i;
		else if (first < 0)
			first = i;
		free(name);
	}
	if (first < 0)
		first = sh->n;
	/* what main() did between the options and setup() (option values
	 * read into globals) is setup's too; a child made there is the
	 * test's (waitpid12 hands the test over to its child before its
	 * setup_sigint()) */
	for (i = first; i < sh->n && !makes_child(st, sh->stmts[i]); i++) {
		char *name = st_plain_call(st, sh->stmts[i]);
		int is_setup = name && name_has(name, "setup");

		free(name);
		if (is_setup) {
			first = i + 1;
			break;
		}
	}
	roles_before(st, sh, first);
	/* and up to cleanup() and the end (a tst_rmdir() there is cleanup's
	 * too: the library removes the directory, after cleanup()) */
	for (last = sh->n; last > first; last--) {
		char *name = st_plain_call(st, sh->stmts[last - 1]);
		int tail = is_end(st, sh->stmts[last - 1]) ||
			   thread_end(st, sh, sh->stmts[last - 1]) ||
			   st_is_call(st, sh->stmts[last - 1], "tst_rmdir") ||
			   (name && name_has(name, "cleanup"));

		free(name);
		if (!tail)
			break;
	}
	for (i = first; i < last; i++)
		sh->role[i] = R_BODY;
	opts_in_body(st, sh, first, last);
	roles_after(st, sh, last);
	return 0;
}

static int reports(struct st *st)
{
	static const char *const names[] = {
		"tst_resm",
		"tst_brkm",
		"tst_res",
		"tst_brk",
		"TST_SAFE_CHECKPOINT_WAKE",
		"TST_SAFE_CHECKPOINT_WAIT",
		"TST_SAFE_CHECKPOINT_WAIT2",
		"TST_SAFE_CHECKPOINT_WAKE2",
		"TST_SAFE_CHECKPOINT_WAKE_AND_WAIT",
		"TST_CHECKPOINT_WAKE",
		"TST_CHECKPOINT_WAIT",
	};
	size_t i;

	for (i = 0; i < ARRAY_LEN(names); i++)
		if (ast_find_words(&st->a, names[i], NULL, 0))
			return 1;
	return 0;
}

/* Whether the file reports through the library itself or may through a
 * helper of the tree with old API it includes. */
static int may_report(struct st *st)
{
	return reports(st) || st->f->nheaders;
}

/*
 * 0: a test's main(), 1: a program of its own (no loop, no options; or no
 * loop and nothing reported through the library: its exit status is its
 * verdict, where a run() of the new library that reports nothing is
 * broken, mmap2's exit(0) from its SIGALRM handler).
 */
static int read_shape(struct st *st, struct shape *sh)
{
	struct ast *a = &st->a;
	int i, c;

	for (i = 0; (c = ast_child(a, sh->body, i)) >= 0; i++) {
		sh->stmts = util_realloc(sh->stmts, (i + 1) * sizeof(int));
		sh->stmts[i] = c;
	}
	sh->n = i;
	sh->role = util_calloc(sh->n + 1, sizeof(*sh->role));
	sh->loop = -1;
	for (i = 0; i < sh->n && sh->loop < 0; i++) {
		sh->lc = looping_counter(st, sh->stmts[i]);
		if (sh->lc)
			sh->loop = i;
	}
	if (sh->loop < 0) {
		if (!may_report(st) || roles_loopless(st, sh))
			return 1;
		nested_loops(st, sh);
		return 0;
	}
	roles_before(st, sh, sh->loop);
	sh->role[sh->loop] = R_LOOP;
	roles_after(st, sh, sh->loop + 1);
	sh->loop = sh->stmts[sh->loop];
	return 0;
}

/*
 * main() is a program of its own, what read_shape() finds, judged before
 * any edit: no loop of the old library, and nothing reported through it
 * or neither options parsed nor a runtest line running it.
 */
int st_own_program(struct st *st)
{
	struct shape sh = { 0 };
	struct ast *a = &st->a;
	int i, c, opts = 0;
	char *lc;

	sh.body = st_func(st, "main", &sh.fn);
	if (sh.body < 0)
		return 0;
	for (i = 0; (c = ast_child(a, sh.body, i)) >= 0; i++) {
		lc = looping_counter(st, c);
		if (lc) {
			free(lc);
			return 0;
		}
		if (is_option_call(st, c) || is_getopt_loop(st, &sh, c))
			opts = 1;
	}
	return !may_report(st) || (!opts && !runtest_names(st));
}

/* ---- the loop's body ---- */

struct body {
	unsigned int s, e; /* statements, from '{' + 1 to '}' (or one) */
	int braces;
	char *param; /* "i" for run(unsigned int i) */
	int param_unused; /* no case is told apart: the loop only repeats */
	char *tcnt;
	int node; /* the body statement, -1 for a test without the loop */
	int cases; /* the statements are those of a loop over the cases */
};

static int last_child(struct st *st, int i)
{
	return ast_child(&st->a, i, ast_nchildren(&st->a, i) - 1);
}

/* The statements of the loop body that do not set tst_count; their
 * number (st_drop_count() removes those). */
static int body_stmts(struct st *st, int body, int *only)
{
	struct ast *a = &st->a;
	int k, c, n = 0;

	*only = body;
	if (a->n[body].kind != CXCursor_CompoundStmt)
		return 1;
	for (k = 0; (c = ast_child(a, body, k)) >= 0; k++) {
		if (st_is_count_write(st, c))
			continue;
		*only = c;
		n++;
	}
	return n;
}

static void fill_body(struct st *st, int stmt, struct body *b)
{
	struct node *n = &st->a.n[stmt];

	b->node = stmt;
	b->braces = n->kind == CXCursor_CompoundStmt;
	if (b->braces) {
		b->s = n->start + 1;
		b->e = n->end - 1;
	} else {
		b->s = n->start;
		b->e = conv_stmt_end(st->f, n->end);
	}
}

/* A break in i's subtree that leaves i (not a loop's or a switch's inside
 * it). */
static int breaks_out(struct st *st, int i)
{
	struct ast *a = &st->a;
	int k, c;

	if (a->n[i].kind == CXCursor_BreakStmt)
		return 1;
	if (is_loop(st, i) || a->n[i].kind == CXCursor_SwitchStmt)
		return 0;
	for (k = 0; (c = ast_child(a, i, k)) >= 0; k++)
		if (breaks_out(st, c))
			return 1;
	return 0;
}

/*
 * The loop's file-scope index is read by function fn, which runs beside
 * the test (a thread the setup starts: recvmsg01's server waits for the
 * index to pass the last case to end): the loop left the index at the
 * number of cases after the last one, run() leaves it at the last case.
 */
static void async_index_todo(struct st *st, int loop, int fn)
{
	struct ast *a = &st->a;
	const char *v =
		a->n[st_strip(st, ast_child(a, ast_child(a, loop, 0), 0))].name;
	char *msg = util_printf(
		"%s(), which runs beside the test (a call takes it: a "
		"thread's start or a handler), reads the case index %s: the "
		"loop left it at the number of cases after the last case, "
		"run() leaves it at the last case",
		a->n[fn].name, v ? v : "");

	st_todo(st, a->n[fn].start, msg);
	free(msg);
}

/* A loop over the cases becomes run(i), unless a case breaks out of it
 * (the cases after it did not run): then run() keeps the loop. */
static void find_body(struct st *st, struct shape *sh, struct body *b)
{
	int body = last_child(st, sh->loop), only;
	struct cases c = { 0 };

	fill_body(st, body, b);
	if (body_stmts(st, body, &only) == 1 &&
	    st->a.n[only].kind == CXCursor_ForStmt &&
	    !breaks_out(st, last_child(st, only)) &&
	    !st_case_walk(st, only, &c)) {
		b->param = c.param;
		b->tcnt = c.tcnt;
		b->cases = 1;
		if (c.drop_e)
			st_remove_lines(st, c.drop_s, c.drop_e);
		if (c.first_line)
			util_buf_adds(&sh->run_start, c.first_line);
		if (c.first_line && c.async_reader > 0)
			async_index_todo(st, only, c.async_reader);
		fill_body(st, last_child(st, only), b);
		b->param_unused = b->param && !c.first_line &&
				  !ast_uses(&st->a, b->param, b->s, b->e);
		free(c.first_line);
	}
}

/* A conditional's directive in [s, e) (one of UCLINUX too, gone from
 * sh->conds: st_uclinux() removes its lines). */
static int directive_in(struct st *st, unsigned int s, unsigned int e)
{
	struct pp_cond *v;
	int n = pp_conds(&st->a, &v), c, k, r = 0;

	for (c = 0; c < n && !r; c++) {
		for (k = 0; k < v[c].nbr; k++)
			if (v[c].br[k].dir.s >= s && v[c].br[k].dir.s < e)
				r = 1;
		if (v[c].closed && v[c].endif.s >= s && v[c].endif.s < e)
			r = 1;
	}
	free(v);
	return r;
}

/* A test without the loop: run() holds the statements of its work. */
static void loopless_body(struct st *st, struct shape *sh, struct body *b)
{
	int i, first = -1, last = -1;
	unsigned int c, prev;

	for (i = 0; i < sh->n; i++) {
		if (sh->role[i] != R_BODY)
			continue;
		if (first < 0)
			first = i;
		last = i;
	}
	b->node = -1;
	b->braces = 1;
	if (first < 0) {
		b->s = b->e = st->a.n[sh->body].end - 1;
		return;
	}
	b->s = st_line_start(st, st->a.n[sh->stmts[first]].start);
	/* the comment right above the first statement says what it does:
	 * it goes with it; not one under a conditional's directive (the
	 * branch's, "Skip since uClinux ...") */
	c = conv_comment_above(st->f, b->s);
	prev = first ? conv_stmt_end(st->f, st->a.n[sh->stmts[first - 1]].end) :
		       st->a.n[sh->body].start;
	if (c < b->s && c >= prev && !directive_in(st, prev, c))
		b->s = c;
	b->e = st_line_end(
		st, conv_stmt_end(st->f, st->a.n[sh->stmts[last]].end) - 1);
	st_body_span(st, sh, &b->s, &b->e);
}

/* ---- jumps out of the body ---- */

/*
 * `return N;` of main() ended the test with N as its status: 0 passed, any
 * other value failed. run() returns nothing; a failure is reported.
 */
static int main_return(struct st *st, int i)
{
	struct ast *a = &st->a;
	struct node *n = &a->n[i];
	long long val;
	char ind[64], *t;

	if (ast_eval_int(a->n[ast_child(a, i, 0)].cur, &val))
		val = -1;
	if (val == 0) {
		conv_rewrite(st->f, n->start, n->end, "return");
		return 0;
	}
	if (val < 0) {
		if (!st_status_return(st, i))
			return 0;
		conv_msg(st->f, n->start,
			 "main() returns a status it computes here");
		return -1;
	}
	ast_indent_of(st->f, n->start, ind, sizeof(ind));
	if (ast_is(a, n->parent, CXCursor_CompoundStmt))
		t = util_printf("tst_res(TFAIL, \"main() returned %lld\");\n"
				"%sreturn",
				val, ind);
	else
		t = util_printf("{\n%s\ttst_res(TFAIL, \"main() returned "
				"%lld\");\n%s\treturn;\n%s}",
				ind, val, ind, ind);
	conv_rewrite(st->f, n->start,
		     ast_is(a, n->parent, CXCursor_CompoundStmt) ?
			     n->end :
			     conv_stmt_end(st->f, n->end),
		     t);
	free(t);
	return 0;
}

/*
 * `tst_resm(T, ...); break;` with T a TFAIL, TBROK or TCONF (flags or
 * not) reported the end of the test and ended every iteration, then
 * main() cleaned up and exited: tst_brkm(T, NULL, ...) in the library's
 * test process does the same (the report, cleanup once, the end of the
 * test whatever -i asked). Rewrites the call so and drops the break;
 * 1 when done. A TPASS, TINFO or TWARN stays (tst_brk() would make it
 * TBROK), and so does a break after anything else.
 */
static int report_then_break(struct st *st, int brk)
{
	struct ast *a = &st->a;
	int c = ast_stmt_before(a, brk);
	unsigned int t0, comma;

	if (c < 0 || !a->n[c].has_off)
		return 0;
	c = st_strip(st, c);
	comma = st_ending_report(st, c);
	if (!comma)
		return 0;
	t0 = ast_tok_at(a, a->n[c].start);
	conv_rewrite(st->f, a->toks[t0].start, a->toks[t0].end, "tst_brkm");
	conv_rewrite(st->f, a->toks[comma].start, a->toks[comma].end,
		     ", NULL,");
	conv_remove_stmt(st->f, a->n[brk].start, a->n[brk].end);
	return 1;
}

/*
 * The body is a function now: `continue` of the old loop ends this run,
 * which is `return`; `break` ended every iteration, which the library's
 * loop cannot be told: `return` under a TODO(convert) (with -i N the
 * other runs happen), unless a TFAIL, TBROK or TCONF reported right
 * before it makes it a tst_brkm() (report_then_break()). Nested loops
 * keep both, a switch its break. A return of main()'s value is a plain
 * return now.
 */
static int loop_jumps(struct st *st, int i, int in_switch, int in_loop)
{
	struct ast *a = &st->a;
	struct node *n = &a->n[i];
	int k, c, rc = 0;

	if (is_loop(st, i))
		in_loop = 1;
	if (!n->has_off)
		return 0;
	if (n->kind == CXCursor_ContinueStmt && !in_loop) {
		conv_rewrite(st->f, n->start, n->end, "return");
		return 0;
	}
	if (n->kind == CXCursor_BreakStmt && !in_switch && !in_loop) {
		if (report_then_break(st, i))
			return 0;
		/* on its line: a line of its own would sit in main()'s
		 * indentation, which the body loses */
		conv_rewrite(st->f, n->start, conv_stmt_end(st->f, n->end),
			     "return; /* TODO(convert): break ended every "
			     "iteration (-i N) */");
		st->f->counts.todos++;
		conv_msg(st->f, n->start,
			 "TODO(convert): break ended every iteration of the "
			 "TEST_LOOPING loop: return ends this one, the library "
			 "runs the others (-i)");
		return 0;
	}
	if (n->kind == CXCursor_ReturnStmt && ast_nchildren(a, i))
		return main_return(st, i);
	for (k = 0; (c = ast_child(a, i, k)) >= 0 && !rc; k++)
		rc = loop_jumps(st, c,
				in_switch || (n->kind == CXCursor_SwitchStmt &&
					      !in_loop),
				in_loop);
	return rc;
}

/* A call that makes a child process in [s, e). */
static int forks_in(struct st *st, unsigned int s, unsigned int e)
{
	struct ast *a = &st->a;
	unsigned int t;

	for (t = ast_tok_at(a, s); t < a->ntoks && a->toks[t].start < e; t++)
		if (st_is_fork_name(a->toks[t].text))
			return 1;
	return 0;
}

static int body_jumps(struct st *st, struct shape *sh, struct body *b)
{
	int i;

	/* before the work (the options, what goes into setup()) it ended
	 * the process: the library runs setup() in the test's process */
	if (st_replace_exits(st, sh->ms, b->s, "exit(0)"))
		st->need_stdlib = 1;
	/* tst_exit() ended the test: it ends the run now; where a child may
	 * call it, it ends the process, as it did */
	if (forks_in(st, b->s, b->e)) {
		if (st_replace_exits(st, b->s, b->e, "exit(0)"))
			st->need_stdlib = 1;
	} else {
		st_replace_exits(st, b->s, b->e, "return");
	}
	if (b->node >= 0)
		return loop_jumps(st, b->node, 0, 0);
	for (i = 0; i < sh->n; i++)
		if (sh->role[i] == R_BODY && loop_jumps(st, sh->stmts[i], 0, 0))
			return -1;
	return 0;
}

/* ---- what moves out of main() ---- */

/* A reference to main()'s parameter p (node) in [s, e): code that is
 * compiled, not a token of a branch the preprocessor left out (#ifdef
 * UCLINUX's self_exec(av[0], ...), which goes). */
static int refers_in(struct st *st, struct shape *sh, int p, unsigned int s,
		     unsigned int e)
{
	struct ast *a = &st->a;
	int j;

	for (j = 0; j < a->len; j++) {
		struct node *n = &a->n[j];
		long at = n->has_off ? (long)n->start : n->loc;

		if (n->kind != CXCursor_DeclRefExpr || at < (long)s ||
		    at >= (long)e || strcmp(n->name, a->n[p].name) ||
		    st_is_dead(sh, at))
			continue;
		if (clang_equalCursors(clang_getCursorReferenced(n->cur),
				       a->n[p].cur))
			return 1;
	}
	return 0;
}

/* char **argv or char *argv[] */
static int is_argv_type(CXType t)
{
	return t.kind == CXType_Pointer || t.kind == CXType_IncompleteArray ||
	       t.kind == CXType_ConstantArray;
}

/*
 * main()'s parameter p, used outside main() now, becomes a static of the
 * file holding what a run without arguments had (argc 1, argv the
 * program's name): the new library parses the command line itself and
 * gives the test no argv. A TODO says so: arguments now need .options.
 */
/*
 * main()'s argc and argv as statics whose arguments 1 ... npos are the
 * values of options -1 ... -npos (the library sets argv[k] itself); argc
 * counts those given one after the other, first thing in setup(), so
 * that main()'s own tests of argc and reads of argv work as they did.
 */
static void positional_statics(struct st *st, struct shape *sh, int npos)
{
	const char *prog = st->tcid ? st->tcid : "\"test\"";
	const char *argc = st->a.n[ast_child(&st->a, sh->fn, 0)].name;
	const char *argv = st->a.n[ast_child(&st->a, sh->fn, 1)].name;
	char *name = st_table_name(st);
	char *what = npos == 1 ? util_strdup("main()'s argument 1 is the "
					     "value of option -1 now: the "
					     "runtest lines that give it") :
				 util_printf("main()'s arguments 1 to %d are "
					     "the values of options -1 to -%d "
					     "now: the runtest lines that give "
					     "them",
					     npos, npos);
	int k;

	sh->params_static |= 3;
	util_buf_printf(&sh->statics,
			"/* %s are rewritten */\n"
			"static int %s = 1;\nstatic char *%s[%d] = { %s };\n"
			"static struct tst_option %s[] = {\n",
			what, argc, argv, npos + 2, prog, name);
	for (k = 1; k <= npos; k++)
		util_buf_printf(
			&sh->statics,
			"\t{ \"%d:\", &%s[%d], \"main()'s argument %d\" "
			"},\n",
			k, argv, k, k);
	util_buf_adds(&sh->statics, "\t{}\n};\n");
	util_buf_printf(&sh->inits, "\twhile (%s < %d && %s[%s])\n\t\t%s++;\n",
			argc, npos + 1, argv, argc, argc);
	free(st->options);
	st->options = name;
	conv_msg(st->f, sh->ms, "%s are rewritten", what);
	free(what);
}

/* main() has both parameters, named. */
static int named_params(struct st *st, struct shape *sh)
{
	int k, c;

	for (k = 0; k < 2; k++) {
		c = ast_child(&st->a, sh->fn, k);
		if (c < 0 || st->a.n[c].kind != CXCursor_ParmDecl ||
		    !st->a.n[c].name[0])
			return 0;
	}
	return 1;
}

static void param_static(struct st *st, struct shape *sh, int k, int p)
{
	struct node *n = &st->a.n[p];
	CXType t = clang_getCanonicalType(clang_getCursorType(n->cur));
	const char *prog = st->tcid ? st->tcid : "\"test\"";
	const char *why;

	if (sh->params_static & (1u << k))
		return;
	if (named_params(st, sh) && st_args_positional(st, sh)) {
		positional_statics(st, sh, sh->npos);
		return;
	}
	why = sh->npos_why;
	sh->params_static |= 1u << k;
	util_buf_printf(&sh->statics,
			"/* TODO(convert): main()'s %s: no arguments reach "
			"the test now (use .options)%s%s */\n",
			n->name, why ? ": " : "", why ? why : "");
	if (is_argv_type(t))
		util_buf_printf(&sh->statics,
				"static char *%s[] = { %s, NULL };\n", n->name,
				prog);
	else
		util_buf_printf(&sh->statics, "static int %s = 1;\n", n->name);
	conv_msg(st->f, n->start,
		 "TODO(convert): main()'s %s used outside main(): a static "
		 "of a run without arguments%s%s",
		 n->name, why ? ": " : "", why ? why : "");
}

/* main()'s third parameter, the environment (char **envp): a run sees the
 * process's environ, which is what main() was given. Named environ it
 * shadowed the global, which its uses now read; another name becomes a
 * static that setup() sets first. */
static void env_static(struct st *st, struct shape *sh, int k, int p)
{
	const char *name = st->a.n[p].name;

	if (sh->params_static & (1u << k))
		return;
	sh->params_static |= 1u << k;
	util_buf_adds(&sh->statics, "extern char **environ;\n");
	if (!strcmp(name, "environ"))
		return;
	util_buf_printf(&sh->statics, "static char **%s;\n", name);
	util_buf_printf(&sh->inits, "\t%s = environ;\n", name);
}

/* main()'s parameters (argc, argv, envp) used in [s, e): each becomes a
 * static (param_static(), env_static()); -1 when it cannot (a parameter
 * of another type). */
static int uses_params(struct st *st, struct shape *sh, unsigned int s,
		       unsigned int e)
{
	struct ast *a = &st->a;
	int k, c;

	for (k = 0; (c = ast_child(a, sh->fn, k)) >= 0; k++) {
		CXType t;

		if (a->n[c].kind != CXCursor_ParmDecl || !a->n[c].name[0] ||
		    !refers_in(st, sh, c, s, e))
			continue;
		t = clang_getCanonicalType(clang_getCursorType(a->n[c].cur));
		if (k == 2 && is_argv_type(t)) {
			env_static(st, sh, k, c);
			continue;
		}
		if (k > 1 || (t.kind != CXType_Int && !is_argv_type(t))) {
			conv_msg(st->f, s, "main() uses %s outside the loop",
				 a->n[c].name);
			return -1;
		}
		param_static(st, sh, k, c);
	}
	return 0;
}

/* Where statement n moving out of main() ends: after the ';', and after
 * the rest of a conditional it opens (st_pp.c); 0 when text other than
 * blanks comes before that rest. */
static unsigned int moved_end(struct st *st, struct shape *sh, struct node *n)
{
	unsigned int e =
		st_span_close(st, sh, n->start, conv_stmt_end(st->f, n->end));

	if (!e)
		conv_msg(st->f, n->start,
			 "a statement of main() opens a conditional that "
			 "other text follows before its #endif");
	return e;
}

unsigned int st_comments_before(struct st *st, unsigned int s,
				unsigned int last)
{
	struct ast *a = &st->a;
	unsigned int k = ast_tok_at(a, s), from = s, code;

	while (k > 0 && a->toks[k - 1].kind == CXToken_Comment &&
	       a->toks[k - 1].start >= last)
		k--;
	if (k == 0 || a->toks[k - 1].end < last)
		return s;
	code = a->toks[k - 1].end;
	for (; k < ast_tokens(a) && a->toks[k].start < s; k++) {
		struct tok *t = &a->toks[k];

		/* one on the line of the code before is that code's */
		if (!conv_newlines(st->f, code, t->start))
			continue;
		if (!conv_removed(st->f, t->start, t->end)) {
			from = t->start;
			break;
		}
	}
	return from;
}

/*
 * Text t, moved to one tab from column col of the original, with the
 * lines that continue its first item moved as far: the rest of a block
 * comment over the statement (fcntl07B's banner at four spaces, its
 * " * perform global setup" lines left a column left of the first's
 * star), else the rest of the statement. Its other lines keep their
 * place. A line whose blanks are too few to move left stays.
 */
static char *moved_along(const char *t, unsigned int col)
{
	struct util_buf b = { 0 };
	const char *p = strchr(t, '\n'), *end, *l;
	int delta = 8 - (int)col;

	/* a line comment first: the statement under it keeps its place */
	if (!delta || !p || !strncmp(t, "//", 2))
		return util_strdup(t);
	end = strncmp(t, "/*", 2) ? t + strlen(t) : strstr(t + 2, "*/");
	if (!end || end < p)
		return util_strdup(t);
	util_buf_add(&b, t, p + 1 - t);
	for (l = p + 1; *l && l <= end; l = p + 1) {
		const char *q = l;
		int c = 0, i;

		for (; *q == ' ' || *q == '\t'; q++)
			c = *q == '\t' ? (c / 8 + 1) * 8 : c + 1;
		p = strchr(l, '\n');
		if (!p)
			p = l + strlen(l) - 1;
		if (*q == '\n' || c + delta < 0) {
			util_buf_add(&b, l, p + 1 - l);
			continue;
		}
		for (i = 0; i < (c + delta) / 8; i++)
			util_buf_adds(&b, "\t");
		for (i = 0; i < (c + delta) % 8; i++)
			util_buf_adds(&b, " ");
		util_buf_add(&b, q, p + 1 - q);
	}
	util_buf_adds(&b, l);
	return util_buf_take(&b);
}

/* A blank line in the text [s, e). */
static int blank_line_in(const char *t, unsigned int s, unsigned int e)
{
	unsigned int i, nl = 0;

	for (i = s; i < e; i++) {
		if (t[i] == '\n') {
			if (nl)
				return 1;
			nl = 1;
		} else if (t[i] != ' ' && t[i] != '\t') {
			nl = 0;
		}
	}
	return 0;
}

/* The statements of a role, copied with the edits inside them and the
 * comments above and after them, one per line at one tab, inside the
 * conditionals of main() that hold them; a blank line between two of
 * them where main() had one. */
static int moved_text(struct st *st, struct shape *sh, enum role r,
		      struct util_buf *out)
{
	struct st_moving m = { .n = 0 };
	unsigned int last = sh->ms, before;
	int i, emitted = 0;

	for (i = 0; i < sh->n; i++) {
		struct node *n = &st->a.n[sh->stmts[i]];
		unsigned int e, c, from;
		char *t, *moved;

		if (sh->role[i] != r)
			continue;
		/* the ';' after a macro that expands to a whole statement
		 * (UID16_CHECK(...);): the statement before took it along */
		if (n->kind == CXCursor_NullStmt && n->start < last)
			continue;
		e = moved_end(st, sh, n);
		if (!e)
			return -1;
		st_free_conds(st, sh, r, last, n->start, &m, out);
		before = last;
		last = e;
		if (conv_removed(st->f, n->start, e))
			continue;
		if (uses_params(st, sh, n->start, e))
			return -1;
		if (sh->lc && ast_uses(&st->a, sh->lc, n->start, e)) {
			conv_msg(st->f, n->start,
				 "main() uses the loop counter %s outside "
				 "the loop",
				 sh->lc);
			return -1;
		}
		c = conv_trailing_comment(st->f, e);
		if (conv_removed(st->f, e, c))
			c = e;
		from = st_comments_before(st, n->start, before);
		if (emitted++ && blank_line_in(st->f->text, before, from))
			util_buf_adds(out, "\n");
		t = conv_copy(st->f, from, c);
		moved = moved_along(t, conv_column(st->f, from));
		st_wrap_moved(st, sh, &m, n->start, e, moved, out);
		free(moved);
		free(t);
	}
	st_free_conds(st, sh, r, last, sh->me, &m, out);
	st_wrap_end(st, sh, &m, out);
	return 0;
}

/* main()'s parameters used by the statements that move to setup() or
 * cleanup(), and by the initialisers of main()'s locals, which move to
 * run() or to the file ("char *filename = argv[1];"): their statics
 * (uses_params()) before they are written. */
static int moved_params(struct st *st, struct shape *sh)
{
	int i;

	for (i = 0; i < sh->n; i++) {
		struct node *n = &st->a.n[sh->stmts[i]];

		if (sh->role[i] != R_PROLOG && sh->role[i] != R_EPILOG &&
		    sh->role[i] != R_POST && sh->role[i] != R_DECL)
			continue;
		if (uses_params(st, sh, n->start, conv_stmt_end(st->f, n->end)))
			return -1;
	}
	return 0;
}

/* A name for a new function: want, or main_WANT when the file has one. */
static char *new_name(struct st *st, const char *want)
{
	if (st_func(st, want, NULL) < 0 && ast_top_decl(&st->a, want, 0) < 0 &&
	    !st_declared(st, want))
		return util_strdup(want);
	return util_printf("main_%s", want);
}

static void new_func(struct st *st, struct shape *sh, char **name,
		     const char *want, const char *body)
{
	char *t;

	free(*name);
	*name = new_name(st, want);
	t = util_printf("static void %s(void)\n{\n%s}\n\n", *name, body);
	conv_rewrite(st->f, sh->ms, sh->ms, t);
	free(t);
}

/* Whether the file declares the function name before offset at. */
static int declared_before(struct st *st, const char *name, unsigned int at)
{
	struct ast *a = &st->a;
	int i;

	for (i = 0; i < a->len; i = a->n[i].last + 1)
		if (a->n[i].kind == CXCursor_FunctionDecl && a->n[i].has_off &&
		    a->n[i].start < at && !strcmp(a->n[i].name, name))
			return 1;
	return 0;
}

/* Reference j is an argument that takes a cleanup function (the semantic
 * patches drop it with the old call). */
static int cleanup_arg(struct st *st, int j)
{
	struct ast *a = &st->a;
	int p = a->n[j].parent, k, c;

	while (p >= 0 && (a->n[p].kind == CXCursor_UnexposedExpr ||
			  a->n[p].kind == CXCursor_ParenExpr))
		p = a->n[p].parent;
	if (!ast_is(a, p, CXCursor_CallExpr))
		return 0;
	for (k = 0; (c = ast_child(a, p, k + 1)) >= 0; k++)
		if (j >= c && j <= a->n[c].last)
			return k < 32 && (a->n[p].cleanup_args >> k) & 1;
	return 0;
}

/* A prototype of the function definition def: its text up to the body. */
static void prototype(struct st *st, int def, struct util_buf *out)
{
	int body = ast_find_kind(&st->a, def, CXCursor_CompoundStmt);
	char *head;
	size_t n;

	if (body < 0 || !st->a.n[body].has_off)
		return;
	head = conv_text(st->f, st->a.n[def].start, st->a.n[body].start);
	n = strlen(head);
	while (n && (head[n - 1] == ' ' || head[n - 1] == '\t' ||
		     head[n - 1] == '\n'))
		n--;
	util_buf_printf(out, "%.*s;\n", (int)n, head);
	free(head);
}

/* Whether the cursor ref c names is defined in another file or in this
 * one before offset at. */
static int named_before(struct st *st, CXCursor c, unsigned int at)
{
	CXCursor d = clang_getCursorReferenced(c);
	long off;

	if (clang_Cursor_isNull(d))
		return 1;
	off = conv_offset(st->f, clang_getCursorLocation(d));
	return off < 0 || (unsigned long)off < at;
}

/* The file's global v (its one declaration, of one variable) can be
 * declared at offset at instead: what it names (types, variables,
 * macros) is there already, and the same conditionals hold both. */
static int movable_to(struct st *st, int v, unsigned int at)
{
	struct ast *a = &st->a;
	struct pp_cond *conds = NULL;
	int i, n, b1 = 0, b2 = 0, ok;

	for (i = 0; i < a->len; i = a->n[i].last + 1) {
		if (i == v || !a->n[i].has_off)
			continue;
		if (a->n[i].kind == CXCursor_VarDecl &&
		    a->n[i].start == a->n[v].start)
			return 0; /* "int a, b;": both or neither */
		if (a->n[i].kind == CXCursor_MacroExpansion &&
		    a->n[i].start >= a->n[v].start &&
		    a->n[i].end <= a->n[v].end &&
		    !named_before(st, a->n[i].cur, at))
			return 0;
	}
	for (i = v + 1; i <= a->n[v].last; i++)
		if (!named_before(st, a->n[i].cur, at))
			return 0;
	n = pp_conds(a, &conds);
	ok = pp_innermost(conds, n, a->n[v].start, &b1) ==
		     pp_innermost(conds, n, at, &b2) &&
	     b1 == b2;
	free(conds);
	return ok;
}

/* The file's variables that the statements of role r use and that are
 * declared after fn only (main() came after them): each declaration
 * moves up before fn, when it can (movable_to()); else the check names
 * the variable undeclared. */
static void declarations_for(struct st *st, struct shape *sh, enum role r,
			     int fn)
{
	struct ast *a = &st->a;
	struct util_buf out = { 0 };
	unsigned int at = st_line_start(st, a->n[fn].start);
	int i, j, v, *done = util_calloc(a->len + 1, sizeof(int));
	CXCursor d;
	long off;
	char *t;

	for (i = 0; i < sh->n; i++) {
		if (sh->role[i] != r)
			continue;
		for (j = sh->stmts[i]; j <= a->n[sh->stmts[i]].last; j++) {
			if (a->n[j].kind != CXCursor_DeclRefExpr ||
			    a->n[j].refkind != CXCursor_VarDecl)
				continue;
			d = clang_getCursorReferenced(a->n[j].cur);
			off = conv_offset(st->f, clang_getCursorLocation(d));
			if (off < 0 || (unsigned long)off < a->n[fn].start ||
			    clang_getCursorKind(clang_getCursorSemanticParent(
				    d)) != CXCursor_TranslationUnit)
				continue;
			v = ast_top_decl(a, a->n[j].name, 0);
			if (v < 0 || done[v]++ || a->n[v].start < at ||
			    !movable_to(st, v, at))
				continue;
			t = conv_copy(st->f, a->n[v].start,
				      conv_stmt_end(st->f, a->n[v].end));
			util_buf_printf(&out, "%s\n", t);
			free(t);
			conv_remove_stmt(st->f, a->n[v].start, a->n[v].end);
		}
	}
	if (out.len) {
		util_buf_adds(&out, "\n");
		conv_insert(st->f, at, out.data);
	}
	free(out.data);
	free(done);
}

/* The file's functions that the statements of role r call (or name) and
 * that are declared after fn only: a prototype of each before fn, which
 * runs them now (main() came after those functions). */
static void prototypes_for(struct st *st, struct shape *sh, enum role r, int fn)
{
	struct ast *a = &st->a;
	struct util_buf out = { 0 };
	int i, j, def, *done = util_calloc(a->len + 1, sizeof(int));

	declarations_for(st, sh, r, fn);
	for (i = 0; i < sh->n; i++) {
		if (sh->role[i] != r)
			continue;
		for (j = sh->stmts[i]; j <= a->n[sh->stmts[i]].last; j++) {
			if (a->n[j].kind != CXCursor_DeclRefExpr ||
			    a->n[j].refkind != CXCursor_FunctionDecl ||
			    declared_before(st, a->n[j].name, a->n[fn].start) ||
			    cleanup_arg(st, j))
				continue;
			def = ast_top_decl(a, a->n[j].name, 1);
			if (def < 0 || done[def]++)
				continue;
			prototype(st, def, &out);
		}
	}
	if (out.len) {
		unsigned int at = st_line_start(st, a->n[fn].start);

		util_buf_adds(&out, "\n");
		conv_insert(st->f, at, out.data);
	}
	free(out.data);
	free(done);
}

/* A declaration with no initializer: it runs nothing, so what main() ran
 * before setup() may follow it (an initializer may read what that set). */
static int plain_decl(struct st *st, int d)
{
	struct ast *a = &st->a;
	int k, v, nk, last;

	if (!ast_is(a, d, CXCursor_DeclStmt))
		return 0;
	for (k = 0; (v = ast_child(a, d, k)) >= 0; k++) {
		if (!ast_is(a, v, CXCursor_VarDecl))
			return 0;
		/* an array of a constant size ("char buf[BUFSIZ]") has no
		 * value either: its size is no initializer */
		if (clang_getCursorType(a->n[v].cur).kind ==
		    CXType_ConstantArray) {
			if (!clang_Cursor_isNull(
				    clang_Cursor_getVarDeclInitializer(
					    a->n[v].cur)))
				return 0;
			continue;
		}
		nk = ast_nchildren(a, v);
		last = nk ? ast_child(a, v, nk - 1) : -1;
		if (last >= 0 && !ast_is(a, last, CXCursor_TypeRef))
			return 0;
	}
	return 1;
}

/* Where main()'s statements go in setup()'s body: after the declarations
 * that open it (kernel style: declarations first), else after its '{'. */
static unsigned int prolog_at(struct st *st, int body, int *after_decl)
{
	struct ast *a = &st->a;
	int k, c, last = -1;

	/* one an earlier pass took out (moved to run() with the child setup()
	 * makes: kill10) takes an insert after it along */
	for (k = 0; (c = ast_child(a, body, k)) >= 0 && plain_decl(st, c) &&
		    a->n[c].has_off &&
		    !conv_removed(st->f, a->n[c].start, a->n[c].end);
	     k++)
		last = c;
	*after_decl = last >= 0 && a->n[last].has_off;
	if (!*after_decl)
		return a->n[body].start + 1;
	return conv_stmt_end(st->f, a->n[last].end);
}

static void write_gate_set(struct st *st, struct shape *sh);

/* Statements main() ran before the loop go into setup(): those before
 * the setup() call first, those after it last. */
static int write_setup(struct st *st, struct shape *sh)
{
	struct util_buf pro = { 0 }, epi = { 0 };
	int body, fn, rc = -1;
	char *t;

	util_buf_adds(&pro, sh->inits.len ? sh->inits.data : "");
	if (moved_text(st, sh, R_PROLOG, &pro) ||
	    moved_text(st, sh, R_EPILOG, &epi))
		goto out;
	if (sh->gate_var && sh->gate_prolog)
		util_buf_printf(&pro, "\t%s = 1;\n", sh->gate_var);
	write_gate_set(st, sh);
	rc = 0;
	if (!pro.len && !epi.len)
		goto out;
	body = sh->setup ? st_func(st, sh->setup, &fn) : -1;
	if (body < 0) {
		/* a header's setup() is called between them */
		if (sh->setup)
			util_buf_printf(&pro, "\t%s();\n", sh->setup);
		util_buf_adds(&pro, epi.len ? epi.data : "");
		new_func(st, sh, &sh->setup, "setup", pro.data);
		goto out;
	}
	prototypes_for(st, sh, R_PROLOG, fn);
	prototypes_for(st, sh, R_EPILOG, fn);
	if (pro.len) {
		int after_decl;
		unsigned int at = prolog_at(st, body, &after_decl);

		if (after_decl && pro.data[pro.len - 1] == '\n') {
			/* "decl;" "\n\n" prolog, its last newline the decl's */
			pro.data[--pro.len] = '\0';
			t = util_printf("\n\n%s", pro.data);
		} else {
			t = util_printf("\n%s", pro.data);
		}
		conv_rewrite(st->f, at, at, t);
		free(t);
	}
	if (epi.len) {
		unsigned int at = st_line_start(st, st->a.n[body].end - 1);

		if (ast_find_kind(&st->a, fn, CXCursor_ReturnStmt) >= 0)
			util_buf_adds(&epi, "\t/* TODO(convert): setup() "
					    "can return early, main() ran "
					    "the lines above after it in any "
					    "case */\n");
		conv_rewrite(st->f, at, at, epi.data);
	}
out:
	free(pro.data);
	free(epi.data);
	return rc;
}

/* A message of main() after the loop: "N runs". */
static int info_message(struct st *st, int s)
{
	struct ast *a = &st->a;
	unsigned int t = ast_tok_at(a, a->n[s].start);

	/* the old calls are macros: read the tokens as written */
	return t + 2 < a->ntoks && a->n[s].has_off &&
	       (!strcmp(a->toks[t].text, "tst_resm") ||
		!strcmp(a->toks[t].text, "tst_res")) &&
	       !strcmp(a->toks[t + 1].text, "(") &&
	       !strcmp(a->toks[t + 2].text, "TINFO");
}

/* Calls main() could make after the loop that cleanup() may make at any
 * point as they are: releases that cope with nothing to release, sync()
 * (what it flushes is there at any point, or nothing is), and messages. */
static int harmless_release(struct st *st, int s)
{
	static const char *const names[] = { "free", "tst_rmdir", "sync" };
	size_t k;

	for (k = 0; k < ARRAY_LEN(names); k++)
		if (st_is_call(st, s, names[k]))
			return 1;
	return info_message(st, s);
}

/* Expression e calls nothing and writes nothing but the variables of
 * its own function (a for loop's index). */
static int quiet_expr(struct ast *a, int e)
{
	int j;

	if (ast_is_pure(a, e))
		return 1;
	if (ast_find_kind(a, e, CXCursor_CallExpr) >= 0)
		return 0;
	for (j = e; j <= a->n[e].last; j++)
		if (a->n[j].kind == CXCursor_DeclRefExpr && !ast_is_local(a, j))
			return 0;
	return 1;
}

/* A call that only writes a message: printf() and the like, whose
 * arguments call and write nothing, or a TINFO message. */
static int message_call(struct st *st, int s)
{
	static const char *const names[] = { "printf", "fprintf", "puts",
					     "fputs",  "putchar", "fflush" };
	struct ast *a = &st->a;
	size_t k;
	int c;

	if (info_message(st, s))
		return 1;
	for (k = 0; k < ARRAY_LEN(names); k++)
		if (st_is_call(st, s, names[k]))
			break;
	if (k == ARRAY_LEN(names))
		return 0;
	for (k = 1; (c = ast_child(a, s, k)) >= 0; k++)
		if (!quiet_expr(a, c))
			return 0;
	return 1;
}

/* Statement s only writes messages: those calls, and the ifs and for
 * loops around them, whose conditions call and write nothing but the
 * variables of its own function. */
static int prints_only(struct st *st, int s)
{
	struct ast *a = &st->a;
	int k, c, n = ast_nchildren(a, s);

	switch (a->n[s].kind) {
	case CXCursor_NullStmt:
		return 1;
	case CXCursor_ReturnStmt:
		return !n;
	case CXCursor_DeclStmt:
		return quiet_expr(a, s);
	case CXCursor_CompoundStmt:
	case CXCursor_IfStmt:
	case CXCursor_ForStmt:
		break;
	default:
		return message_call(st, st_strip(st, s));
	}
	for (k = 0; (c = ast_child(a, s, k)) >= 0; k++) {
		/* the statements: an if's branches, a for loop's body */
		int stmt = a->n[s].kind == CXCursor_CompoundStmt ||
			   (a->n[s].kind == CXCursor_IfStmt && k > 0) ||
			   (a->n[s].kind == CXCursor_ForStmt && k == n - 1);

		if (stmt ? !prints_only(st, c) : !quiet_expr(a, c))
			return 0;
	}
	return 1;
}

/* Call s (main()'s, after the loop) is of a function of the file that
 * only writes messages, with arguments that call and write nothing: a
 * summary, as harmless in cleanup() after an early end as at the end. */
static int summary_call(struct st *st, int s)
{
	struct ast *a = &st->a;
	int k, c, d;

	s = st_strip(st, s);
	if (!ast_is(a, s, CXCursor_CallExpr) || !a->n[s].name[0])
		return 0;
	d = ast_top_decl(a, a->n[s].name, 1);
	if (d < 0 || a->n[d].kind != CXCursor_FunctionDecl)
		return 0;
	for (k = 1; (c = ast_child(a, s, k)) >= 0; k++)
		if (!ast_is_pure(a, c))
			return 0;
	c = ast_find_kind(a, d, CXCursor_CompoundStmt);
	return c >= 0 && prints_only(st, c);
}

/* `x = NULL;` (or 0): a pointer reset after its release, as harmless
 * in cleanup() at any point as the release. */
static int null_reset(struct st *st, int s)
{
	struct ast *a = &st->a;
	char *rhs;
	int r;

	if (!ast_is(a, s, CXCursor_BinaryOperator) ||
	    ast_nchildren(a, s) != 2 ||
	    !st_is_ref(st, ast_child(a, s, 0), NULL) ||
	    !st_op_between(st, ast_child(a, s, 0), ast_child(a, s, 1), "="))
		return 0;
	rhs = st_node_text(st, ast_child(a, s, 1));
	r = !strcmp(rhs, "NULL") || !strcmp(rhs, "0");
	free(rhs);
	return r;
}

/* A result main() reported after the loop (not TINFO): the call, or an
 * if whose branches only report and whose condition calls nothing. */
static int is_report(struct st *st, int s)
{
	struct ast *a = &st->a;
	unsigned int t;
	int k, c;

	if (s < 0 || !a->n[s].has_off)
		return 0;
	if (a->n[s].kind == CXCursor_CompoundStmt) {
		for (k = 0; (c = ast_child(a, s, k)) >= 0; k++)
			if (!is_report(st, c))
				return 0;
		return k > 0;
	}
	if (a->n[s].kind == CXCursor_IfStmt) {
		c = ast_child(a, s, 0);
		if (ast_find_kind(a, c, CXCursor_CallExpr) >= 0)
			return 0;
		for (k = 1; (c = ast_child(a, s, k)) >= 0; k++)
			if (!is_report(st, c))
				return 0;
		return 1;
	}
	t = ast_tok_at(a, a->n[s].start);
	return a->n[s].kind == CXCursor_CallExpr && t + 2 < a->ntoks &&
	       (!strcmp(a->toks[t].text, "tst_resm") ||
		!strcmp(a->toks[t].text, "tst_res")) &&
	       strcmp(a->toks[t + 2].text, "TINFO");
}

/* One statement main() ran after the loop, as cleanup() runs it; a
 * result it reported goes to the end of run() instead (each run reports
 * it, never a run that stopped early), when run() always gets there and
 * no conditional of main() holds it. */
static int post_stmt(struct st *st, struct shape *sh, int s,
		     struct st_moving *m, struct util_buf *out)
{
	struct node *n = &st->a.n[s];
	unsigned int e = moved_end(st, sh, n);
	const char *why = NULL;
	char *g, *t, *w;
	int br;

	if (!e || uses_params(st, sh, n->start, e))
		return -1;
	/* tst_rmdir() and the like: the library does it, nothing moves */
	if (conv_removed(st->f, n->start, e))
		return 0;
	if (sh->lc && ast_uses(&st->a, sh->lc, n->start, e)) {
		conv_msg(st->f, n->start,
			 "main() uses the loop counter %s after the loop",
			 sh->lc);
		return -1;
	}
	if (!sh->run_returns && is_report(st, s) &&
	    pp_innermost(sh->conds, sh->nconds, n->start, &br) < 0) {
		t = conv_copy(st->f, n->start, e);
		util_buf_printf(&sh->run_stop, "\t%s\n", t);
		conv_msg(st->f, n->start,
			 "main() reported this after the loop: run() reports "
			 "it at its end");
		free(t);
		return 0;
	}
	g = cleanup_guarded(st->f, &st->a, s, &why);
	if (!g && !why && !harmless_release(st, s) && !null_reset(st, s) &&
	    !summary_call(st, s))
		why = "main() ran this once after the loop; cleanup() runs "
		      "it also when the test stops early";
	t = g ? g : conv_copy(st->f, n->start, e);
	if (why) {
		w = util_printf("/* TODO(convert): %s */\n\t%s", why, t);
		free(t);
		t = w;
		conv_msg(st->f, n->start, "TODO(convert): %s", why);
	}
	st_wrap_moved(st, sh, m, n->start, e, t, out);
	free(t);
	return 0;
}

/* ---- cleanup() only after the checks that ended without it ---- */

/* Argument c is NULL (a 0 cast, maybe in parentheses, as the macro's
 * expansion has it): no reference to anything under it, a literal 0. */
static int null_arg(struct ast *a, int c)
{
	int j, zero = 0;

	for (j = c; j <= a->n[c].last; j++) {
		if (a->n[j].kind == CXCursor_DeclRefExpr)
			return 0;
		if (a->n[j].kind == CXCursor_IntegerLiteral)
			zero = a->n[j].has_ival && !a->n[j].ival;
	}
	return zero;
}

/* The file of the first declaration of what cursor c names. */
static CXFile first_decl_file(CXCursor c)
{
	CXFile file = NULL;

	c = clang_getCanonicalCursor(c);
	clang_getFileLocation(clang_getCursorLocation(c), &file, NULL, NULL,
			      NULL);
	return file;
}

/* Call j calls a function of one of the suite's helper libraries the
 * test includes (f->lib_headers, headers.c: input_helper.h too, a header
 * without old API), built from another file, whose header does not
 * declare the test's cleanup: the helper's own file cannot name it, so
 * where it stops (hugetlb's check_hugepage() ends TCONF when the kernel
 * has no huge pages) the old test ended without cleanup(). One whose
 * header declares it (libmem's mem.h, the ipc library's headers) stops
 * with it, on errors the test does not expect (no /proc/meminfo): not
 * counted, as the checks after it that end without cleanup() are. */
static int helper_stop(struct st *st, int j, const char *cleanup)
{
	struct ast *a = &st->a;
	CXCursor ref = clang_getCursorReferenced(a->n[j].cur);
	CXFile file;
	int d;

	if (clang_getCursorKind(ref) != CXCursor_FunctionDecl ||
	    !clang_Cursor_isNull(clang_getCursorDefinition(ref)))
		return 0;
	file = first_decl_file(ref);
	if (!file || headers_index(st->f, file, 1) < 0)
		return 0;
	d = ast_top_decl(a, cleanup, 0);
	return d < 0 || !clang_File_isEqual(file, first_decl_file(a->n[d].cur));
}

/* What the calls under node i pass where a cleanup goes: bit 0 NULL
 * (tst_brkm(TCONF, NULL, ...), SAFE_*(NULL, ...): the old test ended
 * there without cleanup()), bit 1 anything else, or a call of a function
 * of the file that names cleanup (it may end in it). tst_sig() only
 * installs it. */
static int passes_cleanup(struct st *st, int i, const char *cleanup)
{
	struct ast *a = &st->a;
	int j, k, c, d, r = 0;

	for (j = i; j <= a->n[i].last; j++) {
		if (!ast_is(a, j, CXCursor_CallExpr) ||
		    st_is_call(st, j, "tst_sig"))
			continue;
		r |= helper_stop(st, j, cleanup);
		/* a function of the file that names cleanup may end in it */
		d = a->n[j].name ? ast_top_decl(a, a->n[j].name, 1) : -1;
		if (d >= 0 && a->n[d].has_off &&
		    ast_uses(a, cleanup, a->n[d].start, a->n[d].end))
			r |= 2;
		if (!a->n[j].cleanup_args)
			continue;
		for (k = 0; k < 32 && (c = ast_child(a, j, k + 1)) >= 0; k++)
			if ((a->n[j].cleanup_args >> k) & 1)
				r |= null_arg(a, c) ? 1 : 2;
	}
	return r;
}

/* Statement i is still there after the passes before this one (the
 * flags pass takes out a geteuid() check that became .needs_root). */
static int survives(struct st *st, int i)
{
	return !conv_removed(st->f, st->a.n[i].start, st->a.n[i].end);
}

/* Statement c of cleanup() does more than what is harmless at any point
 * (free(), close(), messages, "return;", the old calls that go, and what
 * an if guards: "if (mount_flag) umount()" already copes): restoring a
 * value setup() saved, unmounting what it mounted ... unguarded. Gated,
 * those would leak where the old test leaked them. */
static int acts(struct st *st, int c)
{
	struct ast *a = &st->a;

	return a->n[c].has_off && survives(st, c) &&
	       !ast_is(a, c, CXCursor_NullStmt) &&
	       !ast_is(a, c, CXCursor_IfStmt) &&
	       !(ast_is(a, c, CXCursor_ReturnStmt) && !ast_nchildren(a, c)) &&
	       !harmless_release(st, c) && !st_is_call(st, c, "close") &&
	       !st_is_call(st, c, "tst_exit");
}

/* Some statement of cleanup()'s body acts (acts() above). */
static int cleanup_acts(struct st *st, int body)
{
	int k, c;

	for (k = 0; (c = ast_child(&st->a, body, k)) >= 0; k++)
		if (acts(st, c))
			return 1;
	return 0;
}

#define MAX_SAVED 16

/* Reference j names a variable of the file's own (not a local, not a
 * function, not one of a header's). */
static int file_var(struct ast *a, int j)
{
	int t;

	if (!ast_is(a, j, CXCursor_DeclRefExpr) || !ast_names_global(a, j))
		return 0;
	t = ast_top_decl(a, a->n[j].name, 0);
	return t >= 0 && a->n[t].has_off;
}

/*
 * The file's variables cleanup()'s acting statements read: the values
 * setup() saved to restore (orig_overcommit in set_sys_tune(...,
 * orig_overcommit, 0)), into names; their count, or -1 when one of those
 * statements reads none (umount(MNTPOINT) undoes what no saved value
 * tells) or there are too many.
 */
static int cleanup_reads(struct st *st, int body, const char **names)
{
	struct ast *a = &st->a;
	int k, c, j, i, n = 0, got;

	for (k = 0; (c = ast_child(a, body, k)) >= 0; k++) {
		if (!acts(st, c))
			continue;
		for (j = c, got = 0; j <= a->n[c].last; j++) {
			if (!file_var(a, j))
				continue;
			got = 1;
			for (i = 0; i < n && strcmp(names[i], a->n[j].name);)
				i++;
			if (i < n)
				continue;
			if (n == MAX_SAVED)
				return -1;
			names[n++] = a->n[j].name;
		}
		if (!got)
			return -1;
	}
	return n;
}

/* Statement c names one of the n saved variables, or calls a function of
 * the file (which may set them): a value cleanup() restores may be set
 * from there on. */
static int may_save(struct st *st, int c, const char **names, int n)
{
	struct ast *a = &st->a;
	int j, d;

	for (j = c; j <= a->n[c].last; j++) {
		if (ast_is(a, j, CXCursor_CallExpr) && a->n[j].name) {
			d = ast_top_decl(a, a->n[j].name, 1);
			if (d >= 0 && a->n[d].has_off)
				return 1;
		}
	}
	for (j = 0; j < n; j++)
		if (ast_uses(a, names[j], a->n[c].start, a->n[c].end))
			return 1;
	return 0;
}

/*
 * The old test ended without cleanup() on the checks main() made before
 * setup() and those setup() makes first (tst_brkm(TCONF, NULL, ...): no
 * NUMA, no KSM ...); the library runs cleanup() after any end of setup(),
 * where it would restore the 0 of a value never saved, or unmount what
 * was never mounted. A flag set after the last of those checks gates
 * cleanup(), when cleanup() does more than what is harmless at any point
 * and no earlier call passes a cleanup (it ran then), unless every acting
 * statement of cleanup() restores a value of the file's that nothing had
 * set yet there: a cleanup() run that early only wrote back values never
 * read (min_free_kbytes: a failed sigaction() in main() before setup()
 * reads the tunables), which the gate spares too.
 */
static void gate_cleanup(struct st *st, struct shape *sh)
{
	struct ast *a = &st->a;
	int i, k, c, r, sbody, cbody, last = -1, in_prolog = 0, late = 0;
	int nsaved, set = 0;
	const char *saved[MAX_SAVED];
	unsigned int at;

	cbody = sh->cleanup ? st_func(st, sh->cleanup, NULL) : -1;
	if (cbody < 0 || !cleanup_acts(st, cbody))
		return;
	nsaved = cleanup_reads(st, cbody, saved);
	for (i = 0; i < sh->n; i++) {
		if (sh->role[i] != R_PROLOG || !survives(st, sh->stmts[i]))
			continue;
		r = passes_cleanup(st, sh->stmts[i], sh->cleanup);
		set |= nsaved > 0 && may_save(st, sh->stmts[i], saved, nsaved);
		if ((r & 2) && (nsaved <= 0 || set))
			return;
		if (r & 1)
			last = i, in_prolog = 1, late = 0;
		else if (last >= 0)
			late = 1;
	}
	sbody = sh->setup ? st_func(st, sh->setup, NULL) : -1;
	for (k = 0; sbody >= 0 && (c = ast_child(a, sbody, k)) >= 0; k++) {
		if (!a->n[c].has_off || !survives(st, c))
			continue;
		r = passes_cleanup(st, c, sh->cleanup);
		set |= nsaved > 0 && may_save(st, c, saved, nsaved);
		if ((r & 2) && (nsaved <= 0 || set))
			break;
		if (r & 1)
			last = k, in_prolog = 0;
	}
	/* a statement of main()'s after the last check there would run
	 * before the flag, which goes at the end of them */
	if (last < 0 || (in_prolog && late))
		return;
	sh->gate_var = ast_unused_name(a, "checks_passed");
	sh->gate_prolog = in_prolog;
	sh->gate_stmt = in_prolog ? -1 : last;
	util_buf_printf(&sh->statics, "static int %s;\n", sh->gate_var);
	at = in_prolog ? a->n[sh->stmts[last]].start :
			 a->n[ast_child(a, sbody, last)].start;
	conv_msg(st->f, at,
		 "the old test ended here without cleanup() (NULL): the "
		 "library runs cleanup() after any end of setup(), so %s "
		 "set after this check gates it",
		 sh->gate_var);
}

/* The flag's assignment after setup()'s statement of the last check. */
static void write_gate_set(struct st *st, struct shape *sh)
{
	struct ast *a = &st->a;
	int sbody, c;
	unsigned int at;
	char ind[64], *t;

	if (!sh->gate_var || sh->gate_prolog)
		return;
	sbody = st_func(st, sh->setup, NULL);
	c = sbody >= 0 ? ast_child(a, sbody, sh->gate_stmt) : -1;
	if (c < 0)
		return;
	ast_indent_of(st->f, a->n[c].start, ind, sizeof(ind));
	at = conv_stmt_end(st->f, a->n[c].end);
	t = util_printf("\n%s%s = 1;", ind, sh->gate_var);
	conv_rewrite(st->f, at, at, t);
	free(t);
}

/* Statements main() ran after the loop go first into cleanup(). */
static int write_cleanup(struct st *st, struct shape *sh)
{
	struct util_buf post = { 0 };
	struct st_moving m = { .n = 0 };
	unsigned int last = sh->ms;
	int i, body, fn, after_decl, rc = 0;
	unsigned int at;
	char *t;

	for (i = 0; i < sh->n && !rc; i++) {
		if (sh->role[i] != R_POST)
			continue;
		st_free_conds(st, sh, R_POST, last, st->a.n[sh->stmts[i]].start,
			      &m, &post);
		last = st->a.n[sh->stmts[i]].end;
		rc = post_stmt(st, sh, sh->stmts[i], &m, &post);
	}
	if (!rc)
		st_free_conds(st, sh, R_POST, last, sh->me, &m, &post);
	st_wrap_end(st, sh, &m, &post);
	if (!rc && sh->gate_var) {
		char *g = util_printf("\tif (!%s)\n\t\treturn;\n%s%s",
				      sh->gate_var, post.len ? "\n" : "",
				      post.len ? post.data : "");

		free(post.data);
		post.data = g;
		post.len = strlen(g);
	}
	if (rc || !post.len)
		goto out;
	body = sh->cleanup ? st_func(st, sh->cleanup, &fn) : -1;
	if (body < 0) {
		new_func(st, sh, &sh->cleanup, "cleanup", post.data);
		goto out;
	}
	prototypes_for(st, sh, R_POST, fn);
	/* main() ran them before cleanup()'s statements: first, but after
	 * the declarations that open it (kernel style: declarations first;
	 * they run nothing) */
	at = prolog_at(st, body, &after_decl);
	if (after_decl)
		post.data[--post.len] = '\0';
	t = util_printf(after_decl ? "\n\n%s" : "\n%s", post.data);
	conv_rewrite(st->f, at, at, t);
	free(t);
out:
	free(post.data);
	return rc;
}

/* ---- writing run() and the struct ---- */

/* How many tabs each line of the body loses in run(): a loop's body
 * sheds the loop's indentation (and the case loop's). */
static int body_tabs(struct body *b)
{
	if (b->braces && b->node < 0)
		return 0;
	return b->cases ? 2 : 1;
}

static void dedent(struct st *st, struct shape *sh, unsigned int s,
		   unsigned int e, int tabs)
{
	const char *t = st->f->text;
	unsigned int i;

	for (i = s; i < e; i++) {
		int k = 0, n = tabs;

		if (t[i] != '\n')
			continue;
		if (sh->undent_s <= i && i < sh->undent_e)
			n++;
		while (k < n && i + 1 + k < e && t[i + 1 + k] == '\t')
			k++;
		if (k)
			conv_rewrite(st->f, i + 1, i + 1 + k, "");
	}
}

static void flag_line(struct util_buf *b, const char *field, int on)
{
	if (on)
		util_buf_printf(b, "\t.%s = 1,\n", field);
}

/*
 * The library calls .setup and .cleanup with no argument. A hook the old
 * test defined with parameters that main() called bare (and handed to
 * tst_brkm(), and called with arguments elsewhere) read garbage there and
 * does not fit the struct's pointer: say so where it is defined. A
 * setup(argc, argv) whose parameters go (st_args.c) is not one.
 */
static void hook_args_todo(struct st *st, const char *hook, const char *name)
{
	struct ast *a = &st->a;
	char *msg;
	int fn;

	if (!name || ast_func_body(a, name, &fn) < 0 || a->n[fn].void_void)
		return;
	msg = util_printf("%s() takes arguments, but the library calls "
			  ".%s with none: it cannot be the test's %s as it "
			  "is",
			  name, hook, hook);
	st_todo(st, a->n[fn].start, msg);
	free(msg);
}

static char *struct_text(struct st *st, struct shape *sh, struct body *b)
{
	struct util_buf t = { 0 };
	const struct conv_flags *fl = &st->f->flags;

	util_buf_adds(&t, "\nstatic struct tst_test test = {\n");
	if (b->param)
		util_buf_printf(&t, "\t.test = run,\n\t.tcnt = %s,\n", b->tcnt);
	else
		util_buf_adds(&t, "\t.test_all = run,\n");
	if (sh->setup)
		util_buf_printf(&t, "\t.setup = %s,\n", sh->setup);
	if (sh->cleanup)
		util_buf_printf(&t, "\t.cleanup = %s,\n", sh->cleanup);
	if (st->options)
		util_buf_printf(&t, "\t.options = %s,\n", st->options);
	flag_line(&t, "needs_tmpdir", fl->needs_tmpdir);
	flag_line(&t, "needs_root", fl->needs_root);
	flag_line(&t, "forks_child", fl->forks_child);
	flag_line(&t, "needs_checkpoints", fl->needs_checkpoints);
	flag_line(&t, "needs_device", fl->needs_device && !fl->format_device);
	flag_line(&t, "format_device", fl->format_device);
	if (fl->min_kver[0])
		util_buf_printf(&t, "\t.min_kver = \"%s\",\n", fl->min_kver);
	if (sh->timeout)
		util_buf_printf(&t, "\t.timeout = %d,\n", sh->timeout);
	if (sh->runtime)
		util_buf_printf(&t, "\t.runtime = %s,\n", sh->runtime);
	util_buf_adds(&t, "};\n");
	return util_buf_take(&t);
}

/* Where the statics of main()'s locals go: before the first function
 * that uses them (setup(), cleanup() or run()), above its comments, which
 * must not be parted from it (a box left describing the statics when the
 * function then goes). */
static unsigned int statics_at(struct st *st, struct shape *sh)
{
	const char *names[2] = { sh->setup, sh->cleanup };
	unsigned int at = sh->ms;
	int k, fn;

	for (k = 0; k < 2; k++)
		if (names[k] && st_func(st, names[k], &fn) >= 0 &&
		    st->a.n[fn].start < at)
			at = st->a.n[fn].start;
	return conv_comments_above(st->f, st_line_start(st, at));
}

static void write_statics(struct st *st, struct shape *sh)
{
	unsigned int at;
	char *t;

	if (!sh->statics.len)
		return;
	at = statics_at(st, sh);
	t = util_printf("%s\n", sh->statics.data);
	conv_rewrite(st->f, at, at, t);
	free(t);
}

/* The end of the file; when main() is in a conditional (the test is
 * compiled where a feature is), right after run() or, when setup() or
 * cleanup() follow main() in its branch, after the later of them, as
 * maintainers place it (set 23's thp02, oom02). Only after those two:
 * another function there may go with the conversion (vma02's usage()),
 * and the directive that ends the branch too (an UCLINUX #else). */
static unsigned int struct_at(struct st *st, struct shape *sh)
{
	struct ast *a = &st->a;
	const char *hooks[2] = { sh->setup, sh->cleanup };
	struct pp_cond *v;
	int n = pp_conds(a, &v), b = 0, i, k, fn;
	unsigned int at = st->f->len;

	i = pp_innermost(v, n, sh->ms, &b);
	if (i >= 0) {
		at = sh->me;
		for (k = 0; k < 2; k++)
			if (hooks[k] && st_func(st, hooks[k], &fn) >= 0 &&
			    a->n[fn].has_off && a->n[fn].end > at &&
			    a->n[fn].end <= v[i].br[b].end)
				at = a->n[fn].end;
	}
	free(v);
	return at;
}

/* What run() does first: the case's line, then making the child setup()
 * made for all runs (unless run() wraps the body for it). */
static char *run_first(struct shape *sh)
{
	struct util_buf t = { 0 };

	if (sh->run_start.len)
		util_buf_adds(&t, sh->run_start.data);
	if (sh->child_start.len && !sh->child_wrap)
		util_buf_adds(&t, sh->child_start.data);
	if (t.len)
		util_buf_adds(&t, "\n");
	return t.len ? util_buf_take(&t) : util_strdup("");
}

/* What run() does last: ending that child, then run_stop; with
 * child_wrap, the end of the body's function and run() around it. */
static char *run_last(struct shape *sh, struct body *b)
{
	struct util_buf t = { 0 };

	if (sh->child_stop.len && !sh->child_wrap)
		util_buf_adds(&t, sh->child_stop.data);
	if (sh->run_stop.len)
		util_buf_adds(&t, sh->run_stop.data);
	if (sh->child_wrap)
		util_buf_printf(&t,
				"}\n\nstatic void run(%s%s)\n{\n%s\n"
				"\t%s(%s);\n\n%s",
				b->param ? "unsigned int " : "void",
				b->param ? b->param : "", sh->child_start.data,
				CHILD_BODY_FN, b->param ? b->param : "",
				sh->child_stop.data);
	return t.len ? util_buf_take(&t) : util_strdup("");
}

/* run()'s head. An index no statement reads (a loop that repeats the
 * test TST_TOTAL times) is marked so, as the suite's maintainers mark
 * it: -W warns of an unused parameter. */
static char *run_head(struct shape *sh, struct body *b)
{
	char *first = run_first(sh), *h;

	h = util_printf(
		"static void %s(%s%s%s)\n{\n%s%s%s",
		sh->child_wrap ? CHILD_BODY_FN : "run",
		b->param ? "unsigned int " : "void", b->param ? b->param : "",
		b->param && b->param_unused ? " LTP_ATTRIBUTE_UNUSED" : "",
		sh->locals.len ? sh->locals.data : "",
		sh->locals.len ? "\n" : "", first);
	free(first);
	return h;
}

/* run()'s head and the lines of main()'s conditionals it keeps from the
 * text [sh->ms, from) rewritten away before the body. */
static char *head_kept(struct st *st, struct shape *sh, struct body *b,
		       unsigned int from)
{
	char *head = run_head(sh, b), *kept, *t;

	kept = st_kept_lines(st, sh, b->s, b->e, sh->ms, from);
	t = util_printf("%s%s%s%s", head, kept,
			sh->locals_in.len ? sh->locals_in.data : "",
			sh->locals_in.len ? "\n" : "");
	free(head);
	free(kept);
	return t;
}

/*
 * The comment right above main() when it only names it ("main()", "Main"
 * in a box of stars): main() is run() now, and the label goes.
 */
static void main_label(struct st *st, struct shape *sh)
{
	struct conv_file *f = st->f;
	unsigned int ls = st_line_start(st, sh->ms), c, i;
	char word[8];
	size_t n = 0;

	c = conv_comment_above(f, ls);
	if (c >= ls)
		return;
	for (i = c; i < ls; i++) {
		if (strchr("/* \t\n", f->text[i]))
			continue;
		if (n + 1 >= sizeof(word))
			return;
		word[n++] = tolower((unsigned char)f->text[i]);
	}
	word[n] = '\0';
	if (strcmp(word, "main") && strcmp(word, "main()"))
		return;
	conv_remove(f, st_line_start(st, c), ls);
}

static void write_run(struct st *st, struct shape *sh, struct body *b)
{
	char *head, *last, *s, *tail, *kept;
	unsigned int at;

	main_label(st, sh);
	/* the body counts iterations: the library loops now, count here;
	 * run(n) is called once per case, case 0 opening each iteration */
	if (sh->lc && !sh->lc_unused && ast_uses(&st->a, sh->lc, b->s, b->e) &&
	    b->param) {
		util_buf_printf(&sh->locals,
				"\tstatic int %s_next = -1;\n"
				"\tint %s = %s ? %s_next : ++%s_next;\n",
				sh->lc, sh->lc, b->param, sh->lc, sh->lc);
		b->param_unused = 0;
	} else if (sh->lc && !sh->lc_unused &&
		   ast_uses(&st->a, sh->lc, b->s, b->e))
		util_buf_printf(
			&sh->locals,
			"\tstatic int %s_next;\n\tint %s = %s_next++;\n",
			sh->lc, sh->lc, sh->lc);
	last = run_last(sh, b);
	kept = st_kept_lines(st, sh, b->s, b->e, b->e, sh->me);
	if (b->braces) {
		/* drop the newline after '{': head ends with one */
		unsigned int from = b->s;

		if (from < st->f->len && st->f->text[from] == '\n')
			from++;
		if (body_tabs(b))
			dedent(st, sh, b->s, b->e, body_tabs(b));
		head = head_kept(st, sh, b, from);
		conv_rewrite(st->f, sh->ms, from, head);
		tail = util_printf("%s%s%s}", kept,
				   *last && !sh->child_wrap ? "\n" : "", last);
		conv_rewrite(st->f, b->e, sh->me, tail);
		free(tail);
	} else {
		char *h2;

		head = head_kept(st, sh, b, b->s);
		h2 = util_printf("%s\t", head);
		dedent(st, sh, b->s, b->e, body_tabs(b));
		conv_rewrite(st->f, sh->ms, b->s, h2);
		tail = util_printf("\n%s%s}", kept, last);
		conv_rewrite(st->f, b->e, sh->me, tail);
		free(tail);
		free(h2);
	}
	free(head);
	free(kept);
	free(last);
	if (!sh->setup_args)
		hook_args_todo(st, "setup", sh->setup);
	hook_args_todo(st, "cleanup", sh->cleanup);
	s = struct_text(st, sh, b);
	if (sh->mode_main) {
		tail = util_printf("%s%s", s, sh->mode_main);
		free(s);
		s = tail;
	}
	at = struct_at(st, sh);
	if (at < st->f->len) {
		/* right after a function in main()'s branch: a blank line
		 * between them, and the line break that followed the
		 * function ends it */
		size_t l = strlen(s);

		if (l && s[l - 1] == '\n')
			s[l - 1] = '\0';
		tail = util_printf("\n%s", s);
		free(s);
		s = tail;
	}
	conv_rewrite(st->f, at, at, s);
	free(s);
}

/* The loop's closing '}' line keeps its indentation of main(): trim it. */
static void trim_close(struct st *st, struct body *b)
{
	const char *t = st->f->text;
	unsigned int i = b->e;

	while (i > 0 && t[i - 1] == '\t')
		i--;
	if (i < b->e && i > 0 && t[i - 1] == '\n')
		b->e = i;
}

/* Node i of the body ends the process or the turn: a return, a
 * tst_exit(), or a continue of the loop the body is the turn of (one of
 * a loop inside the body only ends that loop's turn). */
static int ends_turn(struct st *st, struct body *b, int i)
{
	struct ast *a = &st->a;
	int loop;

	if (ast_is(a, i, CXCursor_ReturnStmt))
		return 1;
	if (ast_is(a, i, CXCursor_ContinueStmt)) {
		loop = ast_loop_of(a, i);
		return loop < 0 || !a->n[loop].has_off ||
		       a->n[loop].start < b->s;
	}
	return ast_is(a, i, CXCursor_CallExpr) &&
	       !strcmp(a->n[i].name, "tst_exit");
}

/* The statement j is a TEST() (a do { } while (0)) that sets TST_RET. */
static int sets_ret(struct st *st, int j)
{
	struct ast *a = &st->a;
	int k;

	if (!ast_is(a, j, CXCursor_DoStmt))
		return 0;
	for (k = j; k <= a->n[j].last; k++)
		if (ast_is(a, k, CXCursor_BinaryOperator) &&
		    ast_nchildren(a, k) == 2 &&
		    st_is_ref(st, ast_child(a, k, 0), "TST_RET"))
			return 1;
	return 0;
}

/* "TEST(fork());" (or TEST(pid = fork())) and then "if (TEST_RETURN ==
 * 0) { ... }": node i lies
 * in that branch, the child's. TEST() assigns TST_RET inside a do { }
 * while (0) of its own, where no variable holds the pid to find the
 * child's branch by; the ifs after it that test TST_RET, until another
 * TEST(), test the fork's. */
static int in_test_child(struct st *st, int c, int i)
{
	struct ast *a = &st->a;
	int p = ast_holder(a, c, NULL), d, comp, j, then;

	/* TEST(fork()), or TEST(pid = fork()): TST_RET = (long)(...) */
	while (ast_is(a, p, CXCursor_BinaryOperator) &&
	       ast_nchildren(a, p) == 2 &&
	       st_op_between(st, ast_child(a, p, 0), ast_child(a, p, 1), "=") &&
	       !st_is_ref(st, ast_child(a, p, 0), "TST_RET"))
		p = ast_holder(a, p, NULL);
	if (!ast_is(a, p, CXCursor_BinaryOperator) ||
	    ast_nchildren(a, p) != 2 ||
	    !st_is_ref(st, ast_child(a, p, 0), "TST_RET"))
		return 0;
	d = a->n[a->n[ast_stmt_of(a, p)].parent].parent;
	comp = d >= 0 ? a->n[d].parent : -1;
	if (!ast_is(a, d, CXCursor_DoStmt) ||
	    !ast_is(a, comp, CXCursor_CompoundStmt))
		return 0;
	for (j = a->n[d].last + 1; j <= a->n[comp].last && !sets_ret(st, j);
	     j = a->n[j].last + 1) {
		if (!ast_is(a, j, CXCursor_IfStmt) ||
		    st_parent_branch(st, ast_child(a, j, 0), "TST_RET") != 2)
			continue;
		then = ast_child(a, j, 1);
		if (i >= then && i <= a->n[then].last)
			return 1;
	}
	return 0;
}

/* Node i is code of a child that a call of the body before it makes:
 * its end ends the child, not run(). */
static int in_body_child(struct st *st, struct body *b, int i)
{
	struct ast *a = &st->a;
	struct sl_site site;
	int c;

	for (c = 0; c < i; c++) {
		if (!ast_is(a, c, CXCursor_CallExpr) || !a->n[c].has_off ||
		    a->n[c].start < b->s || a->n[c].end > b->e ||
		    !sl_call_makes_child(a, c))
			continue;
		if (!sl_site_init(a, &site, c, -1) && sl_in_child(a, &site, i))
			return 1;
		if (in_test_child(st, c, i))
			return 1;
	}
	return 0;
}

/* Whether run() may return before its end: then a last line of it does
 * not always run. */
static int returns_early(struct st *st, struct body *b)
{
	struct ast *a = &st->a;
	int i;

	for (i = 0; i < a->len; i++) {
		if (!a->n[i].has_off || a->n[i].start < b->s ||
		    a->n[i].end > b->e || !ends_turn(st, b, i))
			continue;
		if (!in_body_child(st, b, i))
			return 1;
	}
	return 0;
}

#define MAX_MAINS 8

/*
 * main()s the preprocessor skipped that only report TCONF (the test is
 * compiled out where a feature is missing): TST_TEST_TCONF(message).
 */
static void stub_mains(struct st *st, struct shape *sh)
{
	struct main_def m[MAX_MAINS];
	int n = mains_find(&st->a, m, MAX_MAINS), i, kind;
	char *msg, *t;

	for (i = 0; i < n; i++) {
		if (m[i].s < sh->me && m[i].e > sh->ms)
			continue;
		kind = mains_stub(&st->a, &m[i], &msg);
		if (!kind)
			continue;
		if (kind == 1) {
			t = util_printf("TST_TEST_TCONF(%s);\n", msg);
		} else {
			t = util_printf(
				"/* TODO(convert): the message was %s */"
				"\nTST_TEST_TCONF(\"%s\");\n",
				msg, "not available here");
			conv_msg(st->f, m[i].s,
				 "TODO(convert): the stub's message is a "
				 "format: write its text");
		}
		conv_rewrite(st->f, st_line_start(st, m[i].s),
			     st_line_end(st, m[i].e), t);
		free(t);
		free(msg);
	}
}

/*
 * A function of the test that ends with tst_exit() (the old library's way
 * out of a test was often its cleanup): that call goes when no caller
 * counts on the function not to return. The test's cleanup(), called at
 * main()'s end alone: the library ends the process itself after .cleanup,
 * with the verdict the results give; exit(0) there (what tst_exit()
 * becomes outside main()) would skip that end. Any function, cleanup()
 * or not, whose other uses are calls that a tst_exit() of the caller's
 * own follows ("cleanup(); tst_exit();", newuname01's and sgetmask01's
 * way out of their loop): each of those callers ends there all the same,
 * its tst_exit() a return in run() (the test's cleanup() then holds only
 * tst_rmdir(), as theirs: the library runs it once more at the end). A
 * function used in any other way (a handler, a cleanup handed to a call,
 * a call that goes on) keeps it.
 */
static int exit_follows(struct st *st, int call)
{
	struct ast *a = &st->a;
	int p = a->n[call].parent, k, c;

	if (p < 0 || !ast_is(a, p, CXCursor_CompoundStmt))
		return 0;
	for (k = 0; (c = ast_child(a, p, k)) >= 0; k++)
		if (c == call)
			return (c = ast_child(a, p, k + 1)) >= 0 &&
			       st_is_call(st, st_strip(st, c), "tst_exit");
	return 0;
}

/* The first n statements of body are tst_rmdir() calls, the library's
 * work: run() may call the cleanup() they make before the library does,
 * it does nothing twice. */
static int only_rmdir(struct st *st, int body, int n)
{
	int k;

	for (k = 0; k < n; k++)
		if (!st_is_call(st, st_strip(st, ast_child(&st->a, body, k)),
				"tst_rmdir"))
			return 0;
	return 1;
}

static void tail_exit(struct st *st, struct shape *sh, struct body *b, int fn,
		      int body)
{
	struct ast *a = &st->a;
	const char *name = a->n[fn].name;
	int n, last, i, cleanup, other = 0, ended = 0, decls = 0;

	/* a function of another type would then end without its value */
	if (!(n = ast_nchildren(a, body)) ||
	    clang_getResultType(clang_getCursorType(a->n[fn].cur)).kind !=
		    CXType_Void)
		return;
	last = st_strip(st, ast_child(a, body, n - 1));
	if (!st_is_call(st, last, "tst_exit") || !a->n[last].has_off)
		return;
	cleanup = sh->cleanup && !strcmp(name, sh->cleanup);
	for (i = 0; i < a->len; i++) {
		if (a->n[i].kind == CXCursor_FunctionDecl && a->n[i].has_off &&
		    !strcmp(a->n[i].name, name))
			decls++;
		if (!st_is_call(st, i, name) ||
		    clang_getCursorReferenced(a->n[i].cur).kind !=
			    CXCursor_FunctionDecl)
			continue;
		if (exit_follows(st, i))
			ended++;
		else
			other++;
	}
	/* cleanup() may also be called at main()'s end and handed to
	 * calls; another function only called, and followed by an exit */
	if (cleanup ? other > 1 || (ended && !only_rmdir(st, body, n - 1)) :
		      other || !ended ||
			      ast_find_words(a, name, NULL, 0) !=
				      (size_t)(ended + decls))
		return;
	conv_remove_stmt(st->f, a->n[last].start, a->n[last].end);
	conv_msg(st->f, a->n[last].start,
		 cleanup ? "tst_exit() at the end of %s() goes: the library "
			   "ends the process after its cleanup" :
			   "tst_exit() at the end of %s() goes: a tst_exit() "
			   "follows each call of it",
		 name);
	/* nothing else is left of it: the calls that an exit follows in
	 * run()'s body or outside main() go too (main()'s other code is
	 * rewritten whole), and emptyhooks takes an empty cleanup() out */
	if (!ended || !only_rmdir(st, body, n - 1))
		return;
	for (i = 0; i < a->len; i++)
		if (st_is_call(st, i, name) && a->n[i].has_off &&
		    exit_follows(st, i) &&
		    ((a->n[i].start >= b->s && a->n[i].end <= b->e) ||
		     a->n[i].end <= sh->ms || a->n[i].start >= sh->me))
			conv_remove_stmt(st->f, a->n[i].start, a->n[i].end);
}

static void tail_exits(struct st *st, struct shape *sh, struct body *b)
{
	struct ast *a = &st->a;
	int i, body;

	for (i = 0; i < a->len; i++) {
		if (a->n[i].kind != CXCursor_FunctionDecl || !a->n[i].has_off ||
		    !strcmp(a->n[i].name, "main"))
			continue;
		body = ast_child(a, i, ast_nchildren(a, i) - 1);
		if (ast_is(a, body, CXCursor_CompoundStmt))
			tail_exit(st, sh, b, i, body);
	}
}

static int convert_test(struct st *st, struct shape *sh)
{
	struct body b = { .node = -1 };
	int rc = -1;

	if (!st->run_renamed && st_func(st, "run", NULL) >= 0) {
		conv_msg(st->f, sh->ms, "the file has a run() already");
		return -1;
	}
	if (sh->loop >= 0) {
		find_body(st, sh, &b);
		trim_close(st, &b);
	} else {
		loopless_body(st, sh, &b);
	}
	st_args(st, sh);
	st_body_looping(st, sh, b.s, b.e);
	if (body_jumps(st, sh, &b) || uses_params(st, sh, b.s, b.e))
		goto out;
	st_setup_child(st, sh, returns_early(st, &b));
	st_run_children(st, sh, b.s, b.e);
	st_handover(st, sh);
	sh->runtime = st_duration(st, b.s, b.e);
	if (!sh->runtime)
		sh->timeout = st_sleep_timeout(st, b.s, b.e);
	st_alarm_runtime(st, b.s, b.e, body_tabs(&b));
	if ((sh->opt_table || sh->opt_help) &&
	    st_options(st, sh, sh->opt_table, sh->opt_help))
		goto out;
	tail_exits(st, sh, &b);
	st_exit_calls(st, sh->ms, sh->me);
	if (st_modes(st, sh)) {
		st_no_default_main(st);
		st_add_include(st, "unistd.h");
		sh->mode_main = st_mode_main(st, sh);
		conv_msg(
			st->f, sh->ms,
			"main() ends the program on an option before setup() "
			"(a mode it exec()s itself into): it stays in a main() "
			"of its own, before the library's");
	}
	if (st_locals(st, sh, b.s, b.e, b.param) || moved_params(st, sh))
		goto out;
	st_loop_local_conds(st, sh, &sh->locals);
	gate_cleanup(st, sh);
	/* before a setup() or cleanup() made here, which uses them */
	write_statics(st, sh);
	sh->run_returns = returns_early(st, &b);
	if (write_setup(st, sh) || write_cleanup(st, sh))
		goto out;
	write_run(st, sh, &b);
	stub_mains(st, sh);
	rc = 0;
out:
	free(b.param);
	free(b.tcnt);
	return rc;
}

/* ---- exec()ed helpers: main() stays ---- */

/* tst_reinit() first after the declarations of main(). */
static void add_reinit(struct st *st, struct shape *sh)
{
	int i;
	unsigned int s;

	if (ast_find_words(&st->a, "tst_reinit", NULL, 0))
		return;
	for (i = 0; i < sh->n; i++)
		if (st->a.n[sh->stmts[i]].kind != CXCursor_DeclStmt)
			break;
	if (i == sh->n || !st->a.n[sh->stmts[i]].has_off)
		return;
	s = st_line_start(st, st->a.n[sh->stmts[i]].start);
	conv_rewrite(st->f, s, s, "\ttst_reinit();\n\n");
}

static int convert_helper(struct st *st, struct shape *sh)
{
	st_exit_calls(st, 0, 0);
	st_no_default_main(st);
	if (reports(st))
		add_reinit(st, sh);
	return 0;
}

static void free_shape(struct shape *sh)
{
	int k;

	free(sh->stmts);
	free(sh->role);
	free(sh->lc);
	free(sh->setup);
	free(sh->cleanup);
	free(sh->opt_table);
	free(sh->opt_help);
	free(sh->opt_msg);
	free(sh->npos_why);
	free(sh->locals.data);
	free(sh->locals_in.data);
	free(sh->statics.data);
	free(sh->inits.data);
	free(sh->gate_var);
	free(sh->run_start.data);
	free(sh->run_stop.data);
	free(sh->mode_main);
	free(sh->dead_s);
	free(sh->dead_e);
	free(sh->opt_vars.data);
	free(sh->child_start.data);
	free(sh->child_stop.data);
	free(sh->runtime);
	for (k = 0; k < sh->ntaken; k++)
		free(sh->taken[k]);
	free(sh->taken);
	free(sh->conds);
}

int st_convert_main(struct st *st)
{
	struct shape sh = { 0 };
	int rc;

	sh.body = st_func(st, "main", &sh.fn);
	if (sh.body < 0)
		return 1;
	if (!st->a.n[sh.fn].has_off) {
		conv_msg(st->f, 0, "main() comes from a macro");
		return -1;
	}
	sh.ms = st->a.n[sh.fn].start;
	sh.me = st->a.n[sh.fn].end;
	st_conds_read(st, &sh);
	rc = read_shape(st, &sh);
	if (rc == 1)
		rc = convert_helper(st, &sh);
	else
		rc = convert_test(st, &sh);
	free_shape(&sh);
	return rc;
}
