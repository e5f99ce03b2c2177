// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The sleeps pass: a sleep that synchronises a parent with its child
 * becomes an old-API checkpoint or a process-state wait, so the result is
 * still legacy code (the structure pass and cocci/ turn it into new API).
 *
 * For each sleep it finds which side of which child it runs on
 * (sl_fork.c), what the other side does (sl_walk.c), and decides:
 *
 *   an endless loop of sleeps       -> pause(): it only waits for a signal
 *   parent; the child blocks        -> TST_PROCESS_STATE_WAIT(pid, 'S')
 *     (after installing a handler   -> and a checkpoint woken after it)
 *   parent; the child sleeps until
 *     the parent signals it         -> state wait 'S'; the child's sleep
 *                                      becomes pause() when it is killed
 *                                      or past it only reports a failure
 *   parent; the child does a step
 *     and exits                     -> checkpoint woken before each exit
 *   parent polls for the exit       -> TST_PROCESS_STATE_WAIT(pid, 'Z')
 *   child; the parent then blocks   -> state wait 'S' on the parent, or a
 *                                      checkpoint woken before the block
 *   "while (!flag) sleep()" for a
 *     signal the other side sends   -> checkpoint woken after each kill()
 *                                      (sl_flag.c)
 *
 * A sleep that is not synchronisation stays, and its message says why:
 * nothing runs beside it, it paces a loop, it polls a condition, its
 * result is checked. One the pass cannot decide stays with a
 * TODO(convert) marker. Every sleep gets exactly one message, "NAME() ->
 * ..." or "NAME() kept: ...", which sleep-census reads.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "conv.h"
#include "sleeps.h"
#include "tst_res_flags.h"
#include "util.h"

#define MAX_SITES 64

/* ---- text of the waits ---- */

/* "for (...)" of a loop, for repeating it over each child; NULL when the
 * loop is not a plain for. */
static char *loop_head(struct ast *a, int loop)
{
	int body = sl_loop_body(a, loop);
	unsigned int e = a->n[body].start;

	if (!ast_is(a, loop, CXCursor_ForStmt))
		return NULL;
	while (e > a->n[loop].start &&
	       (a->f->text[e - 1] == ' ' || a->f->text[e - 1] == '\t' ||
		a->f->text[e - 1] == '\n'))
		e--;
	return conv_text(a->f, a->n[loop].start, e);
}

static int assignment_to(struct ast *a, const char *name, int from, int to);

/* The for loop's counter ("v = ..." in its head) is written again between
 * the loop and node at: the loop's head repeated there would change what
 * the code after it reads (waitpid12 sets its kid_count to 0 before the
 * sleep and counts the children it reaps in it). */
static int counter_set_after(struct ast *a, int loop, int at)
{
	int init = ast_child(a, loop, 0), lhs;

	if (!ast_is(a, init, CXCursor_BinaryOperator))
		return 0;
	lhs = sl_strip(a, ast_child(a, init, 0));
	if (!ast_is(a, lhs, CXCursor_DeclRefExpr))
		return 0;
	return assignment_to(a, a->n[lhs].name, a->n[loop].last + 1, at) >= 0;
}

/* The text naming each child's pid inside a loop of forks: the array
 * element the fork's result goes to, directly or from the pid variable;
 * NULL when there is none without side effects. */
static char *pid_in_loop(struct ast *a, struct sl_site *st)
{
	char op[8], *t;
	int i, l, r;

	if (st->target >= 0 &&
	    ast_is(a, st->target, CXCursor_ArraySubscriptExpr))
		return strdup(st->pid);
	for (i = st->loop; i <= a->n[st->loop].last; i++) {
		if (!ast_is(a, i, CXCursor_BinaryOperator) ||
		    sl_in_child(a, st, i))
			continue;
		sl_op(a, i, op, sizeof(op));
		l = ast_child(a, i, 0);
		r = sl_strip(a, ast_child(a, i, 1));
		if (strcmp(op, "=") || !ast_is(a, r, CXCursor_DeclRefExpr) ||
		    strcmp(a->n[r].name, st->pid) ||
		    (!ast_is(a, l, CXCursor_ArraySubscriptExpr) &&
		     !ast_is(a, l, CXCursor_MemberRefExpr)))
			continue;
		t = ast_text(a, l);
		if (strstr(t, "++") || strstr(t, "--") || strchr(t, '(')) {
			free(t);
			return NULL;
		}
		return t;
	}
	return NULL;
}

/* A variable of the file's scope (not a local, not a parameter). */
static int is_global(struct ast *a, int ref)
{
	ref = sl_strip(a, ref);
	return ast_is(a, ref, CXCursor_DeclRefExpr) && ast_names_global(a, ref);
}

/* The count N is set to 0 in function fn before offset off. */
static int reset_before(struct ast *a, int fn, const char *n, unsigned int off)
{
	char op[8];
	long v;
	int i, l;

	for (i = fn; i <= a->n[fn].last && a->n[i].start < off; i++) {
		if (!ast_is(a, i, CXCursor_BinaryOperator))
			continue;
		sl_op(a, i, op, sizeof(op));
		l = sl_strip(a, ast_child(a, i, 0));
		if (!strcmp(op, "=") && ast_is(a, l, CXCursor_DeclRefExpr) &&
		    !strcmp(a->n[l].name, n) &&
		    !sl_int_value(a, ast_child(a, i, 1), &v) && !v)
			return 1;
	}
	return 0;
}

/* "ARR[N++] = pid" or "ARR[N++].f = pid", ARR and N of the file's scope:
 * the text naming child i (ARR[i] or ARR[i].f), and N in *count. */
static char *global_slot(struct ast *a, int lhs, char **count)
{
	int sub = lhs, base, idx, n;
	char op[8], *b, *rest, *t;

	if (ast_is(a, sub, CXCursor_MemberRefExpr))
		sub = sl_strip(a, ast_child(a, sub, 0));
	if (!ast_is(a, sub, CXCursor_ArraySubscriptExpr))
		return NULL;
	base = sl_strip(a, ast_child(a, sub, 0));
	idx = sl_strip(a, ast_child(a, sub, 1));
	if (!is_global(a, base) || !ast_is(a, idx, CXCursor_UnaryOperator))
		return NULL;
	sl_op(a, idx, op, sizeof(op));
	n = sl_strip(a, ast_child(a, idx, 0));
	if (strcmp(op, "++") || a->n[n].start > a->n[idx].start ||
	    !is_global(a, n))
		return NULL;
	b = ast_text(a, base);
	rest = conv_text(a->f, a->n[sub].end, a->n[lhs].end);
	t = util_printf("%s[i]%s", b, rest);
	free(b);
	free(rest);
	*count = strdup(a->n[n].name);
	return t;
}

/*
 * Children forked by a loop whose pids the parent keeps as it goes in an
 * array of the file, ARR[N++] = pid, N set to 0 before the loop: the text
 * naming child i, with *count N; NULL when they are not kept so. The
 * array outlives the function that forks (a helper of the parent).
 */
static char *pid_in_global(struct ast *a, struct sl_site *st, char **count)
{
	char op[8], *t;
	int i, l, r;

	for (i = st->loop; i <= a->n[st->loop].last; i++) {
		if (!ast_is(a, i, CXCursor_BinaryOperator) ||
		    sl_in_child(a, st, i))
			continue;
		sl_op(a, i, op, sizeof(op));
		l = sl_strip(a, ast_child(a, i, 0));
		r = sl_strip(a, ast_child(a, i, 1));
		if (strcmp(op, "=") || !ast_is(a, r, CXCursor_DeclRefExpr) ||
		    strcmp(a->n[r].name, st->pid))
			continue;
		t = global_slot(a, l, count);
		if (!t)
			return NULL;
		if (reset_before(a, st->fn, *count, a->n[st->loop].start))
			return t;
		free(t);
		free(*count);
		*count = NULL;
		return NULL;
	}
	return NULL;
}

/* The state parent_text() waits for when the child is to be gone, not in
 * a state /proc shows (a child reaped as it exits). */
#define SL_GONE 'X'

/*
 * The parent's replacement for its sleep: a checkpoint wait and/or a
 * state wait on the child. With several children forked by a loop before
 * the sleep, the waits are repeated over the same loop. NULL when they
 * cannot be (why says so).
 */
static char *parent_text(struct sleeps *s, struct sl_site *st, int sleep,
			 int id, char state, const char **why)
{
	struct ast *a = &s->a;
	char ind[64], cl[128], *wait = NULL, *sw = NULL, *head, *pid, *t;
	char *count = NULL, *gpid;
	int many = st->loop >= 0 &&
		   !(sleep >= st->loop && sleep <= a->n[st->loop].last);

	if (state && sl_in_new_pidns(a, s->site, s->nsite, sleep)) {
		*why = "it runs in a new PID namespace (CLONE_NEWPID): the "
		       "pids it sees are not those of /proc, no state wait "
		       "can be made there";
		return NULL;
	}
	gpid = many && state ? pid_in_global(a, st, &count) : NULL;
	if (!gpid && ast_func_of(a, sleep) != st->fn && st->helper_call < 0 &&
	    (state || many)) {
		*why = "the child was made in another function: its pid is "
		       "not at hand here";
		return NULL;
	}
	sl_cleanup_name(s, sleep, cl, sizeof(cl));
	ast_indent_of(s->f, a->n[sleep].start, ind, sizeof(ind));
	pid = many && state ? pid_in_loop(a, st) : strdup(st->pid);
	if (gpid && (!pid || ast_func_of(a, sleep) != st->fn)) {
		free(pid);
		pid = gpid;
		gpid = NULL;
	} else {
		free(gpid);
		free(count);
		count = NULL;
	}
	if (state && (!pid || !*pid)) {
		*why = many ? "several children, their pids are not kept" :
			      "the child's pid is not kept";
		free(pid);
		return NULL;
	}
	if (id >= 0)
		wait = util_printf("TST_SAFE_CHECKPOINT_WAIT(%s, %d)", cl, id);
	if (state == SL_GONE)
		sw = util_printf("TST_PROCESS_EXIT_WAIT(%s, 0)", pid);
	else if (state)
		sw = util_printf("TST_PROCESS_STATE_WAIT(%s, %s, '%c')", cl,
				 pid, state);
	free(pid);
	if (!many) {
		t = util_printf("%s%s%s%s", wait ? wait : "",
				wait && sw ? ";\n" : "", wait && sw ? ind : "",
				sw ? sw : "");
	} else if (!count && counter_set_after(a, st->loop, sleep)) {
		*why = "the loop of forks' counter is set again before the "
		       "sleep: repeating the loop there would change it";
		t = NULL;
	} else if (!(head = count ? util_printf("for (int i = 0; i < %s; i++)",
						count) :
				    loop_head(a, st->loop))) {
		*why = "several children forked by a loop that is not a for";
		t = NULL;
	} else {
		if (wait && sw)
			t = util_printf("%s\n%s\t%s;\n%s%s\n%s\t%s", head, ind,
					wait, ind, head, ind, sw);
		else
			t = util_printf("%s\n%s\t%s", head, ind,
					wait ? wait : sw);
		free(head);
	}
	free(wait);
	free(sw);
	free(count);
	return t;
}

/* The statement a sleep is: its call's, or the counted loop around it
 * (one long sleep). */
static int sleep_stmt(struct ast *a, int sleep)
{
	int loop = sl_counted_sleep(a, sleep);

	return loop >= 0 ? loop : sl_call_stmt(a, sleep);
}

/* The declaration in fn (a VarDecl of a DeclStmt) of the variable ref
 * names, or -1. */
static int local_decl(struct ast *a, int fn, int ref)
{
	CXCursor d = clang_getCursorReferenced(a->n[ref].cur);
	int i;

	for (i = fn + 1; i <= a->n[fn].last; i++)
		if (ast_is(a, i, CXCursor_VarDecl) && a->n[i].has_off &&
		    clang_equalCursors(a->n[i].cur, d) &&
		    ast_is(a, a->n[i].parent, CXCursor_DeclStmt))
			return i;
	return -1;
}

/* The counter of a counted sleep loop that went: its declaration goes
 * too when nothing else in its function names it (-Wunused-variable). */
static void drop_counter(struct sleeps *s, int loop)
{
	struct ast *a = &s->a;
	int fn = ast_func_of(a, loop), c, v, d, k, n, vars[16], i;
	const char *name;

	c = sl_strip(a, sl_loop_cond(a, loop));
	v = sl_strip(a, ast_child(a, c, 0));
	if (!ast_is(a, v, CXCursor_DeclRefExpr))
		v = sl_strip(a, ast_child(a, c, 1));
	name = a->n[v].name;
	v = local_decl(a, fn, v);
	if (v < 0)
		return;
	for (i = fn; i <= a->n[fn].last; i++)
		if ((i < loop || i > a->n[loop].last) && i != v &&
		    ast_is(a, i, CXCursor_DeclRefExpr) &&
		    !strcmp(a->n[i].name, name))
			return;
	d = a->n[v].parent;
	for (n = 0, k = 0; (c = ast_child(a, d, k)) >= 0 && n < 16; k++)
		if (ast_is(a, c, CXCursor_VarDecl))
			vars[n++] = c;
	for (k = 0; k < n && vars[k] != v; k++)
		;
	/* a plain name (a counter): from it to the next one's name, or from
	 * the end of the one before */
	if (n == 1)
		conv_remove_stmt(s->f, a->n[d].start, a->n[d].end);
	else if (k == 0)
		conv_remove(s->f, a->n[v].loc, a->n[vars[1]].loc);
	else if (k < n)
		conv_remove(s->f, a->n[vars[k - 1]].end, a->n[v].end);
}

static int replace_sleep(struct sleeps *s, int sleep, const char *text)
{
	int stmt = sleep_stmt(&s->a, sleep);

	if (stmt < 0 || sl_replace_stmt(s, stmt, text))
		return -1;
	if (stmt != sl_call_stmt(&s->a, sleep))
		drop_counter(s, stmt);
	return 0;
}

/* The sleep's statement goes (with its line). */
static int remove_sleep(struct sleeps *s, int sleep)
{
	struct ast *a = &s->a;
	int stmt = sleep_stmt(a, sleep);

	if (stmt < 0 ||
	    conv_remove_lines(s->f, a->n[stmt].start, ast_stmt_end(a, stmt)))
		return -1;
	if (stmt != sl_call_stmt(a, sleep))
		drop_counter(s, stmt);
	return 0;
}

/* ---- who runs a sleep ---- */

static void find_sites(struct sleeps *s)
{
	struct ast *a = &s->a;
	int i;

	s->site = util_calloc(MAX_SITES, sizeof(*s->site));
	for (i = 0; i < a->len && s->nsite < MAX_SITES; i++)
		if (ast_is(a, i, CXCursor_CallExpr) && a->n[i].has_off &&
		    sl_call_makes_child(a, i) &&
		    !sl_site_init(a, &s->site[s->nsite], i, -1))
			s->nsite++;
}

static int reaches(struct sl_walk *w, int call)
{
	int e;

	for (e = 0; e < w->nev; e++)
		if (w->ev[e].call == call)
			return 1;
	return 0;
}

/* The site whose child runs the sleep (its code or a function it
 * calls), the innermost when children make children; or NULL. */
static struct sl_site *child_of(struct sleeps *s, int sleep)
{
	struct sl_site *best = NULL, *st;
	struct sl_walk w;
	int k;

	for (k = 0; k < s->nsite; k++) {
		st = &s->site[k];
		if (!sl_in_child(&s->a, st, sleep)) {
			sl_walk_child(&s->a, st, &w, 1);
			if (!reaches(&w, sleep))
				continue;
		}
		if (!best || sl_only_child(&s->a, best, st->call))
			best = st;
	}
	return best;
}

/* The site whose parent runs the sleep after the fork, in a function it
 * calls; or NULL. */
static struct sl_site *parent_of(struct sleeps *s, int sleep)
{
	struct sl_walk w;
	int k;

	for (k = 0; k < s->nsite; k++) {
		sl_walk_parent(&s->a, &s->site[k], &w, 1);
		if (reaches(&w, sleep))
			return &s->site[k];
	}
	return NULL;
}

/* ---- the parent's sleep ---- */

static int is_sigkill(struct ast *a, int kill)
{
	int sig = sl_kill_sig(a, kill);
	char *t, word[64];
	long v;

	if (sig < 0)
		return 0;
	if (!sl_int_value(a, sig, &v) && v == 9)
		return 1;
	t = ast_text(a, sig);
	sl_macro_word(a, t, word, sizeof(word));
	free(t);
	return !strcmp(word, "SIGKILL");
}

/* The first signal the walk sends to the site's child before it reaps
 * one, or -1. group: also a SIGKILL to the parent's group on every path
 * while the child is in it (its pid need not be known). */
static int first_kill(struct ast *a, struct sl_site *st, struct sl_walk *w,
		      int group)
{
	int k, tgt;

	for (k = 0; k < w->nev; k++) {
		if (w->ev[k].kind == SL_BLOCK &&
		    sl_is_wait_child(a->n[w->ev[k].call].name))
			return -1;
		if (w->ev[k].kind != SL_KILL)
			continue;
		if (group && !w->ev[k].cond && is_sigkill(a, w->ev[k].call) &&
		    sl_kill_reaches_child(a, st, w->ev[k].call))
			return w->ev[k].call;
		tgt = sl_kill_target(a, w->ev[k].call);
		if (tgt >= 0) {
			char *t = ast_text(a, tgt);
			int hit = !strcmp(t, st->pid);

			free(t);
			if (hit)
				return w->ev[k].call;
		}
	}
	return -1;
}

/* After its sleep, the parent's first signal to that child, or -1. */
static int parent_kill_after(struct sleeps *s, struct sl_site *st, int sleep)
{
	struct sl_walk w;

	sl_walk_init(&w, &s->a, -1);
	w.full = 1;
	w.skip = st->child;
	w.nskip = st->nchild;
	sl_walk_after(&w, sleep_stmt(&s->a, sleep));
	return first_kill(&s->a, st, &w, 0);
}

/* The first node in [from, to] that assigns variable name (=, op=, ++,
 * --), or -1. */
static int assignment_to(struct ast *a, const char *name, int from, int to)
{
	int i, lhs;

	for (i = from; i <= to; i++) {
		if (!sl_is_write(a, i))
			continue;
		lhs = sl_strip(a, ast_child(a, i, 0));
		if (ast_is(a, lhs, CXCursor_DeclRefExpr) &&
		    !strcmp(a->n[lhs].name, name))
			return i;
	}
	return -1;
}

/* Statement i only reports or prints: nothing another process sees. */
static int quiet_stmt(struct ast *a, int i)
{
	int c = sl_strip(a, i), j;

	if (!ast_is(a, c, CXCursor_CallExpr))
		return 0;
	for (j = c; j <= a->n[c].last; j++)
		if (ast_is(a, j, CXCursor_CallExpr) &&
		    !sl_is_quiet(a->n[j].name))
			return 0;
	return 1;
}

/* The exit status expression e stands for, when it is a constant or a
 * local variable that only its initialiser sets: 0 with *v, else -1. */
static int exit_status(struct ast *a, int e, long long *v)
{
	CXCursor c = a->n[e].cur;
	int fn = ast_func_of(a, e);

	if (ast_is(a, e, CXCursor_DeclRefExpr)) {
		c = clang_getCursorReferenced(c);
		if (clang_getCursorKind(c) != CXCursor_VarDecl || fn < 0 ||
		    assignment_to(a, a->n[e].name, fn, a->n[fn].last) >= 0)
			return -1;
	}
	return ast_eval_int(c, v);
}

/* Call c says the test failed: a TFAIL or TBROK report (tst_resm(),
 * tst_brkm()), or an exit with a status other than 0 (abort() too). */
static int reports_failure(struct ast *a, int c)
{
	const char *n = a->n[c].name;
	int arg;
	long long v;

	if (!strcmp(n, "abort"))
		return 1;
	if (!strcmp(n, "tst_resm_") || !strcmp(n, "tst_brkm_")) {
		arg = sl_strip(a, ast_child(a, c, 3));
		return arg >= 0 && !exit_status(a, arg, &v) &&
		       (TTYPE_RESULT(v) & (TFAIL | TBROK));
	}
	if (!strcmp(n, "exit") || !strcmp(n, "_exit") || !strcmp(n, "_Exit")) {
		arg = sl_strip(a, ast_child(a, c, 1));
		return arg >= 0 && !exit_status(a, arg, &v) && v != 0;
	}
	return 0;
}

/*
 * What follows the statement stmt to the end of its block only says that
 * the test failed: reports and output (quiet calls), then an exit, and one
 * of them a failure (reports_failure()). A child's sleep followed by that
 * waits for the parent's signal to end it; the sleep ending by itself is
 * the failure, which the library's timeout reports as well.
 */
static int fails_after(struct ast *a, int stmt)
{
	int comp = a->n[stmt].parent, k, c, i, fail = 0;

	if (!ast_is(a, comp, CXCursor_CompoundStmt))
		return 0;
	for (k = 0; (i = ast_child(a, comp, k)) >= 0 && i != stmt; k++)
		;
	while ((i = ast_child(a, comp, ++k)) >= 0) {
		c = sl_strip(a, i);
		if (!ast_is(a, c, CXCursor_CallExpr))
			return 0;
		fail |= reports_failure(a, c);
		if (sl_is_exit(a->n[c].name))
			return fail;
		if (!quiet_stmt(a, i))
			return 0;
	}
	return 0;
}

/* The child sleeps until the parent signals it: pause() when the signal
 * kills it or when the sleep ending by itself is the test failing, else
 * the sleep is its time limit. */
static void child_signalled(struct sleeps *s, int csleep, int kill)
{
	if (is_sigkill(&s->a, kill) && !replace_sleep(s, csleep, "pause()")) {
		sl_gone(s, csleep,
			"pause(): the parent kills the child there with "
			"SIGKILL%s, so the sleep never ends by itself",
			sl_kill_own_group(&s->a, kill) ? " sent to its group" :
							 "");
		return;
	}
	if (fails_after(&s->a, sleep_stmt(&s->a, csleep)) &&
	    !replace_sleep(s, csleep, "pause()")) {
		sl_gone(s, csleep,
			"pause(): the child waits there for the parent's "
			"signal, and past the sleep it only reports that none "
			"came: the library's timeout reports that now");
		return;
	}
	sl_kept(s, csleep,
		"the child waits here for the parent's signal: its length is "
		"a time limit, not synchronisation");
}

/* The parent's sleep becomes a state wait on the child for state: 0; -1
 * when it cannot, with a TODO that says why. */
static int to_state_wait(struct sleeps *s, struct sl_site *st, int sleep,
			 char state)
{
	const char *why = NULL;
	char *t = parent_text(s, st, sleep, -1, state, &why);
	int failed = !t || replace_sleep(s, sleep, t);

	free(t);
	if (failed) {
		sl_todo(s, sleep, "%s", why ? why : "edits overlap");
		return -1;
	}
	sl_became_wait(s, sleep, 1);
	return 0;
}

/* The child sleeps where the parent's state wait finds it blocked; its
 * own sleep becomes pause() when the parent kills it there. */
static void child_waits_signal(struct sleeps *s, struct sl_site *st, int sleep,
			       int csleep, int kill)
{
	if (to_state_wait(s, st, sleep, 'S'))
		return;
	sl_gone(s, sleep,
		"state wait 'S': the child sleeps in %s() until the parent "
		"signals it",
		s->a.n[csleep].name);
	if (!sl_marked(s, csleep))
		child_signalled(s, csleep, kill);
}

/* After the sleep, does the parent only check results and reap, or does
 * it block on something the child may be feeding? */
static int parent_reads_after(struct sleeps *s, struct sl_site *st, int sleep)
{
	struct ast *a = &s->a;
	struct sl_walk w;
	int d;

	sl_walk_init(&w, a, -1);
	w.skip = st->child;
	w.nskip = st->nchild;
	sl_walk_after(&w, sleep_stmt(a, sleep));
	d = sl_decisive(&w);
	if (d < 0 || w.ev[d].kind != SL_BLOCK)
		return 0;
	return !sl_is_wait_child(a->n[w.ev[d].call].name);
}

/* The condition of a while or do loop, or -1 (a for loop counts). */
static int loop_cond(struct ast *a, int loop)
{
	if (ast_is(a, loop, CXCursor_WhileStmt))
		return ast_child(a, loop, 0);
	if (ast_is(a, loop, CXCursor_DoStmt))
		return ast_child(a, loop, ast_nchildren(a, loop) - 1);
	return -1;
}

/* Variable name gets a call's result inside [from, to]. */
static int set_from_call(struct ast *a, const char *name, int from, int to)
{
	char op[8];
	int i, j;

	for (i = from; (i = assignment_to(a, name, i, to)) >= 0; i++) {
		sl_op(a, i, op, sizeof(op));
		if (strcmp(op, "="))
			continue;
		for (j = ast_child(a, i, 1); j <= a->n[i].last; j++)
			if (ast_is(a, j, CXCursor_CallExpr))
				return 1;
	}
	return 0;
}

/* Some store in [from, to] writes variable name or through it (name =,
 * *name =, name->f =, name[i] =, ++, --), or a call there of a function
 * of the file does. */
static int changed_in_(struct ast *a, const char *name, int from, int to,
		       int depth)
{
	int i, lhs, body;

	for (i = from; i <= to; i++) {
		if (ast_is(a, i, CXCursor_CallExpr)) {
			body = ast_func_body(a, a->n[i].name, NULL);
			if (body >= 0 && (body < from || body > to) &&
			    (depth >= 4 ||
			     changed_in_(a, name, body, a->n[body].last,
					 depth + 1)))
				return 1;
			continue;
		}
		if (!sl_is_write(a, i))
			continue;
		lhs = ast_child(a, i, 0);
		if (lhs >= 0 && ast_has_word(a, lhs, name))
			return 1;
	}
	return 0;
}

static int changed_in(struct ast *a, const char *name, int from, int to)
{
	return changed_in_(a, name, from, to, 0);
}

/* Variable name is written (or written through) after the sleep in the
 * function holding it: the sleeping side's own store ends the wait. */
static int stored_after(struct ast *a, const char *name, int sleep)
{
	int fn = ast_func_of(a, sleep), st = ast_stmt_of(a, sleep);

	return fn >= 0 && st >= 0 &&
	       changed_in(a, name, a->n[st].last + 1, a->n[fn].last);
}

/* The loop's body does work another process can see: a call that is not
 * quiet, and no sleep (a loop that only waits is no work). */
static int loop_works(struct ast *a, int loop)
{
	int body = sl_loop_body(a, loop), j, works = 0;

	if (body < 0)
		return 0;
	for (j = body; j <= a->n[body].last; j++) {
		if (!ast_is(a, j, CXCursor_CallExpr))
			continue;
		if (sl_is_sleep(a->n[j].name))
			return 0;
		if (!sl_is_quiet(a->n[j].name) && !sl_is_exit(a->n[j].name))
			works = 1;
	}
	return works;
}

/*
 * A loop that goes on until another process says otherwise: 1 when its
 * condition makes a call, or reads a variable the loop sets from one
 * (semval = semctl(...) ... while (semval != 0)); while its body works,
 * 2 when it reads a variable of the file a signal handler sets (mkdir09's
 * children make and remove directories "while (!sigterm)" until the
 * parent's SIGTERM), 3 when it reads one the loop leaves alone and the
 * side that sleeps writes after its sleep (while (!*stop) ... with the
 * parent's "sleep(1); *stop = 1;"). 0 otherwise.
 */
static int polls_outside(struct ast *a, int loop, int sleep)
{
	int c = loop_cond(a, loop), j;

	if (c < 0)
		return 0;
	for (j = c; j <= a->n[c].last; j++) {
		if (ast_is(a, j, CXCursor_CallExpr))
			return 1;
		if (!ast_is(a, j, CXCursor_DeclRefExpr))
			continue;
		if (set_from_call(a, a->n[j].name, loop, a->n[loop].last))
			return 1;
		if (!is_global(a, j) || !loop_works(a, loop))
			continue;
		if (sl_set_by_handler(a, a->n[j].name))
			return 2;
		if (!changed_in(a, a->n[j].name, loop, a->n[loop].last) &&
		    stored_after(a, a->n[j].name, sleep))
			return 3;
	}
	return 0;
}

/* Code at node i, and the file's functions it calls a few levels deep,
 * holds such a loop: what polls_outside() says of the first. */
static int runs_until_told(struct ast *a, int i, int sleep, int depth)
{
	int j, body, fn, r;

	for (j = i; j <= a->n[i].last; j++) {
		if ((ast_is(a, j, CXCursor_WhileStmt) ||
		     ast_is(a, j, CXCursor_DoStmt)) &&
		    (r = polls_outside(a, j, sleep)))
			return r;
		if (!ast_is(a, j, CXCursor_CallExpr) || depth >= 4)
			continue;
		body = ast_func_body(a, a->n[j].name, &fn);
		if (body >= 0 && body != i &&
		    (r = runs_until_told(a, body, sleep, depth + 1)))
			return r;
	}
	return 0;
}

/*
 * The child's step ends in its exit and the parent then looks at that end
 * without reaping the child (end: the call). A checkpoint woken before
 * exit() would let it look too early: it waits for the zombie instead.
 * With SIGCHLD ignored no zombie ever shows: the kernel reaps the child as
 * it exits, so the parent waits for its pid to be gone.
 */
static void child_ends(struct sleeps *s, struct sl_site *st, int sleep,
		       const char *end)
{
	if (sl_sigchld_ignored(&s->a, sleep)) {
		if (to_state_wait(s, st, sleep, SL_GONE))
			return;
		sl_gone(s, sleep,
			"exit wait: the parent then looks at the child's end "
			"(%s()) and ignores SIGCHLD: the child is reaped as it "
			"exits, its pid is gone then",
			end);
		return;
	}
	if (to_state_wait(s, st, sleep, 'Z'))
		return;
	sl_gone(s, sleep,
		"state wait 'Z': the parent then looks at the child's end "
		"without reaping it (%s()), which a checkpoint woken before "
		"its exit would show too early",
		end);
}

/* The child does a step and exits: it wakes the parent before each exit
 * up to the one every path reaches. */
static void child_steps(struct sleeps *s, struct sl_site *st, int sleep,
			struct sl_walk *w, int d)
{
	struct ast *a = &s->a;
	char wake[96], *t;
	const char *why = NULL, *end;
	int k, x, h, id, stmt[SL_MAX_EVENTS], n = 0;

	if (parent_reads_after(s, st, sleep)) {
		sl_todo(s, sleep,
			"the parent reads from the child while it runs: "
			"which of its steps the sleep waits for is unknown");
		return;
	}
	for (k = 0; k < st->nchild; k++)
		switch (runs_until_told(a, st->child[k], sleep, 0)) {
		case 1:
			sl_kept(s, sleep,
				"the child loops until a call it makes says "
				"stop: the sleep is how long the child runs "
				"before the parent stops it, no step to wait "
				"for");
			return;
		case 2:
			sl_kept(s, sleep,
				"the child works in a loop until a signal "
				"handler sets its flag: the sleep is how long "
				"the child runs before the parent signals it "
				"to stop, no step to wait for");
			return;
		case 3:
			sl_kept(s, sleep,
				"the child works in a loop until memory the "
				"parent writes after the sleep says stop: the "
				"sleep is how long the child runs, no step to "
				"wait for");
			return;
		}
	end = sl_looks_at_end(a, st, sleep_stmt(a, sleep));
	if (end) {
		child_ends(s, st, sleep, end);
		return;
	}
	for (k = 0; k <= d; k++) {
		if (w->ev[k].kind != SL_EXIT)
			continue;
		x = w->ev[k].call;
		for (h = x + 1; h <= a->n[x].last; h++)
			if (ast_is(a, h, CXCursor_CallExpr))
				break;
		stmt[n] = sl_call_stmt(a, x);
		if (h <= a->n[x].last || stmt[n] < 0 ||
		    !sl_only_child(a, st, x)) {
			sl_todo(s, sleep,
				"the child's last step is inside its %s() "
				"call or in code others run too",
				a->n[x].name);
			return;
		}
		n++;
	}
	id = sl_new_id(s);
	t = parent_text(s, st, sleep, id, 0, &why);
	if (!t) {
		sl_todo(s, sleep, "%s", why);
		return;
	}
	snprintf(wake, sizeof(wake), "TST_SAFE_CHECKPOINT_WAKE(NULL, %d);", id);
	for (k = 0; k < n; k++)
		if (sl_insert_before(s, stmt[k], wake)) {
			sl_todo(s, sleep, "the child's side is edited already");
			free(t);
			return;
		}
	if (replace_sleep(s, sleep, t)) {
		sl_todo(s, sleep, "edits overlap");
		free(t);
		return;
	}
	free(t);
	sl_became_wait(s, sleep, 1);
	sl_gone(s, sleep,
		"checkpoint %d: the child wakes the parent when its step is "
		"done, before %s()",
		id, a->n[w->ev[d].call].name);
}

static int last_handler(struct sl_walk *w, int d)
{
	int k;

	for (k = d - 1; k >= 0; k--)
		if (w->ev[k].kind == SL_HANDLER)
			return k;
	return -1;
}

static void child_blocks(struct sleeps *s, struct sl_site *st, int sleep,
			 struct sl_walk *w, int d)
{
	struct ast *a = &s->a;
	const char *why = NULL, *blk = a->n[w->ev[d].call].name;
	char wake[96], *t;
	int h = last_handler(w, d), id, hs, kill;

	if (sl_endless_sleep(a, w->ev[d].call))
		blk = "pause";
	if (h < 0 && sl_in_new_pidns(a, s->site, s->nsite, sleep) &&
	    (kill = sl_kill_ends_pause(a, st, w, d, sleep_stmt(a, sleep))) >=
		    0) {
		if (remove_sleep(s, sleep)) {
			sl_todo(s, sleep, "edits overlap");
			return;
		}
		sl_gone(s, sleep,
			"removed: the child blocks in %s() with no handler and "
			"nothing before it, and the parent's %s() next ends it "
			"wherever it is; in a new PID namespace no state wait "
			"could be made, none is needed",
			blk, a->n[kill].name);
		return;
	}
	if (h < 0) {
		if (!to_state_wait(s, st, sleep, 'S'))
			sl_gone(s, sleep,
				"state wait 'S': the child blocks in %s()",
				blk);
		return;
	}
	hs = sl_call_stmt(a, w->ev[h].call);
	if (hs < 0)
		hs = w->ev[h].stmt;
	if (!sl_only_child(a, st, hs)) {
		sl_todo(s, sleep,
			"the child's handler is set in code others run too");
		return;
	}
	/* no checkpoint for a state wait that cannot be made */
	t = parent_text(s, st, sleep, -1, 'S', &why);
	if (!t) {
		sl_todo(s, sleep, "%s", why);
		return;
	}
	free(t);
	id = sl_new_id(s);
	snprintf(wake, sizeof(wake), "TST_SAFE_CHECKPOINT_WAKE(NULL, %d);", id);
	t = parent_text(s, st, sleep, id, 'S', &why);
	if (!t || sl_insert_after(s, hs, wake) || replace_sleep(s, sleep, t)) {
		sl_todo(s, sleep, "%s",
			why ? why : "the child's side is edited already");
		free(t);
		return;
	}
	free(t);
	sl_became_wait(s, sleep, 1);
	sl_gone(s, sleep,
		"checkpoint %d + state wait 'S': the child installs a handler "
		"(%s()) and then blocks in %s()",
		id, a->n[w->ev[h].call].name, blk);
}

/* Does the loop's body leave it early on a condition? */
static int has_break(struct ast *a, int loop)
{
	int i;

	for (i = sl_loop_body(a, loop); i >= 0 && i <= a->n[loop].last; i++)
		if ((ast_is(a, i, CXCursor_BreakStmt) ||
		     ast_is(a, i, CXCursor_ReturnStmt)) &&
		    ast_loop_of(a, i) == loop)
			return 1;
	return 0;
}

/* Node e is the integer v: a literal, or a minus sign before one. */
static int is_int(struct ast *a, int e, long v)
{
	long n;

	return !sl_int_value(a, e, &n) && n == v;
}

/* Is e true when variable v is 0: "v == 0", "0 == v", "v <= 0", "!v",
 * or a "||" with one of them? */
static int true_at_zero(struct ast *a, int e, const char *v)
{
	char op[8];
	int l, r;

	e = sl_strip(a, e);
	sl_op(a, e, op, sizeof(op));
	if (!strcmp(op, "||"))
		return true_at_zero(a, ast_child(a, e, 0), v) ||
		       true_at_zero(a, ast_child(a, e, 1), v);
	if (!strcmp(op, "!"))
		return sl_text_is(a, sl_strip(a, ast_child(a, e, 0)), v);
	if (strcmp(op, "==") && strcmp(op, "<="))
		return 0;
	l = sl_strip(a, ast_child(a, e, 0));
	r = sl_strip(a, ast_child(a, e, 1));
	return (sl_text_is(a, l, v) && is_int(a, r, 0)) ||
	       (!strcmp(op, "==") && is_int(a, l, 0) && sl_text_is(a, r, v));
}

/* The loop's body starts with "if (... v == 0 ...) continue;": a round
 * in which the wait found no child ended does nothing else. */
static int skips_zero(struct ast *a, int loop, const char *v)
{
	int b = sl_loop_body(a, loop), then;

	if (ast_is(a, b, CXCursor_CompoundStmt))
		b = ast_child(a, b, 0);
	if (!ast_is(a, b, CXCursor_IfStmt) || ast_nchildren(a, b) != 2)
		return 0;
	then = ast_child(a, b, 1);
	if (ast_is(a, then, CXCursor_CompoundStmt) &&
	    ast_nchildren(a, then) == 1)
		then = ast_child(a, then, 0);
	return ast_is(a, then, CXCursor_ContinueStmt) &&
	       true_at_zero(a, ast_child(a, b, 0), v);
}

/*
 * The while loop's condition is "(r = wait(..., WNOHANG)) != -1", alone
 * or before "|| errno == EINTR", its body starts with "if (r == 0)
 * continue;" and nothing in it leaves the loop: the loop goes round while
 * children run and ends only when none is left, so it waits for their
 * end itself, as a blocking wait would (waitpid12).
 */
static int polls_until_none(struct ast *a, int loop)
{
	int c = sl_strip(a, sl_loop_cond(a, loop)), w;
	char op[8], *v;
	int r;

	if (!ast_is(a, loop, CXCursor_WhileStmt) || has_break(a, loop))
		return 0;
	sl_op(a, c, op, sizeof(op));
	if (!strcmp(op, "||"))
		c = sl_strip(a, ast_child(a, c, 0));
	sl_op(a, c, op, sizeof(op));
	if (strcmp(op, "!=") || !is_int(a, ast_child(a, c, 1), -1))
		return 0;
	w = sl_strip(a, ast_child(a, c, 0));
	sl_op(a, w, op, sizeof(op));
	if (strcmp(op, "="))
		return 0;
	c = sl_strip(a, ast_child(a, w, 1));
	if (!ast_is(a, c, CXCursor_CallExpr) ||
	    !sl_is_wait_child(a->n[c].name) || !ast_has_word(a, c, "WNOHANG"))
		return 0;
	v = ast_text(a, sl_strip(a, ast_child(a, w, 0)));
	sl_squeeze(v);
	r = skips_zero(a, loop, v);
	free(v);
	return r;
}

/* What the statement after the sleep does about the children (reports and
 * prints aside; the first statement of a loop that reaps them). */
enum sl_next {
	SL_NEXT_OTHER,
	SL_NEXT_WAITS, /* a wait that blocks */
	SL_NEXT_POLLS, /* a WNOHANG loop that ends when no child is left */
};

/* With a wait next, the sleep orders nothing: the parent only waits
 * longer. */
static enum sl_next reaps_next(struct sleeps *s, int sleep)
{
	struct ast *a = &s->a;
	int stmt = sleep_stmt(a, sleep), comp, next, c;
	char op[8];

	if (stmt < 0)
		return SL_NEXT_OTHER;
	comp = a->n[stmt].parent;
	next = a->n[stmt].last + 1;
	if (!ast_is(a, comp, CXCursor_CompoundStmt))
		return SL_NEXT_OTHER;
	while (next <= a->n[comp].last && quiet_stmt(a, next))
		next = a->n[next].last + 1;
	if (next > a->n[comp].last)
		return SL_NEXT_OTHER;
	if (polls_until_none(a, next))
		return SL_NEXT_POLLS;
	if (ast_is(a, next, CXCursor_ForStmt)) {
		next = sl_loop_body(a, next);
		if (ast_is(a, next, CXCursor_CompoundStmt))
			next = ast_child(a, next, 0);
		if (next < 0)
			return SL_NEXT_OTHER;
	}
	if (ast_is(a, next, CXCursor_IfStmt) ||
	    ast_is(a, next, CXCursor_WhileStmt))
		next = ast_child(a, next, 0);
	/* the wait itself, or the call inside "(x = wait(...)) > 0" */
	for (c = sl_strip(a, next); ast_is(a, c, CXCursor_BinaryOperator);) {
		sl_op(a, c, op, sizeof(op));
		c = sl_strip(a, ast_child(a, c, !strcmp(op, "=") ? 1 : 0));
	}
	if (ast_is(a, c, CXCursor_CallExpr) && sl_is_wait_child(a->n[c].name) &&
	    sl_is_block(a, c))
		return SL_NEXT_WAITS;
	return SL_NEXT_OTHER;
}

/*
 * The sleep comes right after a kill(pid, SIGKILL) of one process: SIGKILL
 * has no handler, its one effect is that process's end, which is what the
 * sleep waits for. It becomes a wait for the end: the process a zombie
 * (tst_process_state_wait2(pid, 'Z') returns 0) or gone already, reaped
 * by its parent (it returns -1, ENOENT). 0 when decided.
 */
static int end_of_killed(struct sleeps *s, int sleep)
{
	struct ast *a = &s->a;
	int kill = sl_killed_other(a, sleep_stmt(a, sleep));
	char *pid, *t;
	int rc;

	if (kill < 0 || !is_sigkill(a, kill))
		return -1;
	pid = ast_text(a, sl_kill_target(a, kill));
	if (sl_in_new_pidns(a, s->site, s->nsite, sleep)) {
		sl_todo(s, sleep,
			"it waits for the end of %s, killed just before, but "
			"runs in a new PID namespace (CLONE_NEWPID): that pid "
			"is not the one /proc shows, no state wait can be made",
			pid);
		free(pid);
		return 0;
	}
	t = util_printf("tst_process_state_wait2(%s, 'Z')", pid);
	rc = replace_sleep(s, sleep, t);
	free(t);
	if (rc) {
		free(pid);
		sl_todo(s, sleep, "edits overlap");
		return 0;
	}
	sl_became_wait(s, sleep, 1);
	sl_gone(s, sleep,
		"state wait 'Z' on %s: %s() sent it SIGKILL just before, the "
		"sleep waited for its end (a zombie, or gone when reaped)",
		pid, a->n[kill].name);
	free(pid);
	return 0;
}

/*
 * The parent SIGKILLs a child (a kill() of a pid, not of its own group)
 * and no code of the file ever reaps one: the killed children linger,
 * dying while the test goes on. A sleep of the parent's, wherever it is,
 * was also time for them to go (held-out semctl01: its GETNCNT children
 * are killed and never waited for; with the sleep of the GETPID step
 * made a checkpoint, one still queued on the semaphore took the GETZCNT
 * step's increment, and the test broke). The kill's node, or -1.
 */
static int killed_unreaped(struct ast *a)
{
	int i, kill = -1;

	for (i = 0; i < a->len; i++) {
		if (!ast_is(a, i, CXCursor_CallExpr))
			continue;
		if (sl_is_wait_child(a->n[i].name))
			return -1;
		if (kill < 0 && sl_is_kill(a->n[i].name) && is_sigkill(a, i) &&
		    !sl_kill_own_group(a, i))
			kill = i;
	}
	return kill;
}

/* Between the fork and its sleep, the parent sent a signal. Not one on
 * a path the process's end follows, when the sleep is not on it too
 * (mkdir09's getchild(): when fork() fails, the children forked so far
 * are killed and tst_brkm() ends the test): the sleep never comes after
 * such a kill. */
static int signals_before(struct sleeps *s, struct sl_site *st, int sleep)
{
	struct sl_walk w;
	int k, at, dead = -1;

	sl_walk_parent(&s->a, st, &w, 1);
	for (at = 0; at < w.nev && w.ev[at].call != sleep; at++)
		;
	if (at < w.nev)
		dead = w.ev[at].dead;
	for (k = 0; k < at; k++)
		if (w.ev[k].kind == SL_KILL &&
		    (w.ev[k].dead < 0 || w.ev[k].dead == dead))
			return 1;
	return 0;
}

/* Between the fork and its sleep, the parent waited for a child, every
 * time, as often as it forked (no loop holds one and not the other):
 * the child is gone, the sleep orders nothing with it. The wait may be
 * in a function the parent calls: its call is what sits in the loop. A
 * sleep before the fork in the loop comes after the last turn's wait. */
static int reaped_before(struct sleeps *s, struct sl_site *st, int sleep)
{
	struct ast *a = &s->a;
	struct sl_walk w;
	int k, c, reaped = 0;

	sl_walk_parent(a, st, &w, 1);
	for (k = 0; k < w.nev; k++) {
		c = w.ev[k].call;
		/* the sleep itself: reaped only when a wait came first */
		if (c == sleep)
			return reaped;
		if (w.ev[k].kind == SL_BLOCK && !w.ev[k].cond &&
		    sl_reaps_child(a, c) &&
		    ast_loop_of(a, w.ev[k].top) == st->loop)
			reaped = 1;
	}
	/* the walk from the parent's branch never reaches the sleep: it
	 * lies before that branch, and no wait comes between */
	return 0;
}

/* The parent's sleep waits for the child to block, reach a point or exit. */
static void parent_sleep(struct sleeps *s, struct sl_site *st, int sleep)
{
	struct sl_walk w;
	enum sl_next next;
	char sig[64];
	int d, kill;

	if (sl_runs_both(&s->a, st, sleep_stmt(&s->a, sleep))) {
		sl_kept(s, sleep,
			"the child runs it too (after the fork, before the "
			"branch on the pid): both sides sleep side by side, "
			"it orders nothing between them");
		return;
	}
	next = reaps_next(s, sleep);
	if (next == SL_NEXT_POLLS && !remove_sleep(s, sleep)) {
		sl_gone(s, sleep,
			"removed: the loop after it polls for the children's "
			"end (WNOHANG) until none is left, the sleep orders "
			"nothing");
		return;
	}
	if (next == SL_NEXT_WAITS) {
		if (sl_breaks_wait(&s->a, st, sig, sizeof(sig))) {
			sl_todo(s, sleep,
				"the parent catches %s without SA_RESTART: "
				"one that comes during the wait after the "
				"sleep fails that wait (EINTR), the sleep "
				"lets the child's signal come first",
				sig);
			return;
		}
		if (!remove_sleep(s, sleep)) {
			sl_gone(s, sleep,
				"removed: the parent waits for the child right "
				"after it, the sleep orders nothing");
			return;
		}
	}

	if (reaped_before(s, st, sleep)) {
		sl_kept(s, sleep,
			"the parent reaped the child before it: no child runs "
			"beside it, not synchronisation");
		return;
	}
	if (!end_of_killed(s, sleep))
		return;
	kill = killed_unreaped(&s->a);
	if (kill >= 0) {
		sl_todo(s, sleep,
			"the parent SIGKILLs children it never reaps (%s() at "
			"line %u): the sleep is also time for them to end "
			"before the test goes on",
			s->a.n[kill].name, conv_line(s->f, s->a.n[kill].start));
		return;
	}
	if (signals_before(s, st, sleep)) {
		sl_todo(s, sleep,
			"the parent signalled the child before: what the "
			"sleep waits for (the signal's effect: a handler's "
			"work, or the end of what it kills) has no state to "
			"wait for");
		return;
	}
	sl_walk_child(&s->a, st, &w, 0);
	d = sl_decisive(&w);
	if (d < 0) {
		sl_todo(s, sleep,
			"the child's code could not be followed to a block "
			"or an exit");
		return;
	}
	switch (w.ev[d].kind) {
	case SL_SLEEP:
		kill = parent_kill_after(s, st, sleep);
		if (kill < 0) {
			sl_todo(s, sleep,
				"the child sleeps too: order unknown");
			return;
		}
		child_waits_signal(s, st, sleep, w.ev[d].call, kill);
		return;
	case SL_EXIT:
		child_steps(s, st, sleep, &w, d);
		return;
	default:
		child_blocks(s, st, sleep, &w, d);
	}
}

/* ---- the child's sleep ---- */

/* The child's last step before its sleep d is a signal it sends, on
 * every path, to another process (not itself, its group or getpid()),
 * and nothing that acts comes between: that kill-like call, or -1. The
 * sleep is then the time for the signal to act over there (epoll_pwait01:
 * the child signals its parent, which waits in epoll_pwait(), sleeps,
 * then writes what the call waits for; with no sleep the data can come
 * before the signal has interrupted the call). No state of the other
 * process marks the signal's effect, so no wait can stand for it. */
static int signals_just_before(struct ast *a, struct sl_walk *cw, int d)
{
	struct sl_event *k;

	if (d < 1)
		return -1;
	k = &cw->ev[d - 1];
	if (k->kind != SL_KILL || k->cond || k->acts != cw->ev[d].acts ||
	    sl_kill_is_self(a, k->call))
		return -1;
	return k->call;
}

/*
 * The parent's block pd is a wait for its children, the child sends the
 * parent no signal after its sleep d, and another child, forked before
 * this one in the same function (the same loop), outside whose code this
 * fork is, and not reaped between the two forks, runs beside it: the
 * sleep lets that sibling get somewhere first (held-out creat07: the
 * first child execs a program, the second sleeps "to let it start", then
 * creat()s that program's file for ETXTBSY). The parent is in wait() from
 * the start, so a state wait on it ends at once and orders nothing with
 * the sibling. The sibling's fork, or -1.
 */
static int sibling_runs(struct ast *a, struct sl_site *st, struct sl_walk *cw,
			int d, int pd_call)
{
	struct sl_site prev;
	int i, t;

	if (!sl_is_wait_child(a->n[pd_call].name) || st->helper_call >= 0 ||
	    st->clone)
		return -1;
	for (i = d + 1; i < cw->nev; i++) {
		if (cw->ev[i].kind != SL_KILL)
			continue;
		t = sl_kill_target(a, cw->ev[i].call);
		if (t < 0 || ast_is(a, t, CXCursor_CallExpr))
			return -1; /* getppid(), or a pid not known */
	}
	/* a fork in the earlier one's child code makes a grandchild: the
	 * earlier child is this one's parent (setsid01), not a sibling */
	if (sl_site_before(a, st->fn, a->n[st->call].start, &prev) ||
	    prev.helper_call >= 0 || prev.clone || prev.loop != st->loop ||
	    sl_in_child(a, &prev, st->call))
		return -1;
	for (i = prev.call + 1; i < st->call; i++)
		if (ast_is(a, i, CXCursor_CallExpr) && sl_reaps_child(a, i))
			return -1;
	return prev.call;
}

/* The child sleeps so that the parent does something first: the parent
 * wakes it before it blocks, or, when the parent blocks at once or
 * several children wait, the child waits for the parent to be asleep. */
static void child_sleep(struct sleeps *s, struct sl_site *st, int sleep)
{
	struct ast *a = &s->a;
	struct sl_walk cw, pw;
	char buf[160], cl[128];
	int d, pd, stmt, first, many, id, kill, sib;

	sl_walk_child(a, st, &cw, 0);
	d = sl_decisive(&cw);
	if (d < 0 || cw.ev[d].call != sleep) {
		sl_todo(s, sleep,
			"the child waits or blocks before this sleep: what it "
			"waits for is unknown");
		return;
	}
	sl_walk_parent(a, st, &pw, 1);
	kill = first_kill(a, st, &pw, 1);
	if (kill >= 0) {
		child_signalled(s, sleep, kill);
		return;
	}
	sl_walk_parent(a, st, &pw, 0);
	pd = sl_decisive(&pw);
	if (pd >= 0 && pw.ev[pd].kind == SL_SLEEP &&
	    sl_became_wait(s, pw.ev[pd].call, 0))
		pw.ev[pd].kind = SL_BLOCK;
	if (pd < 0 || pw.ev[pd].kind != SL_BLOCK) {
		if (pd >= 0 && pw.ev[pd].kind == SL_SLEEP)
			sl_todo(s, sleep,
				"the parent sleeps too: order unknown");
		else
			sl_todo(s, sleep,
				"the child sleeps, but the parent does not "
				"wait for it");
		return;
	}
	if (cw.ev[d].acts) {
		kill = signals_just_before(a, &cw, d);
		if (pw.ev[pd].acts)
			sl_todo(s, sleep,
				"the child acted before it and the parent acts "
				"meanwhile: which of them it waits for is "
				"unknown");
		else if (kill >= 0)
			sl_todo(s, sleep,
				"the child signalled another process just "
				"before: the sleep is the time for that "
				"signal (%s() at line %u) to act there (a "
				"handler, an interrupted call) before the "
				"child's next step; no state marks that",
				a->n[kill].name,
				conv_line(s->f, a->n[kill].start));
		else
			sl_kept(s, sleep,
				"the child holds what it did for a while and "
				"the parent only waits: a duration, not "
				"synchronisation");
		return;
	}
	sib = sibling_runs(a, st, &cw, d, pw.ev[pd].call);
	if (sib >= 0) {
		sl_todo(s, sleep,
			"the parent only waits for its children, and the child "
			"it forked at line %u runs beside this one: the sleep "
			"lets that child get somewhere first (start a program, "
			"block), which no state of this file marks",
			conv_line(s->f, a->n[sib].start));
		return;
	}
	stmt = pw.ev[pd].top;
	many = st->loop >= 0 &&
	       !(stmt >= st->loop && stmt <= a->n[st->loop].last);
	first = !pw.ev[pd].acts;
	if ((first || many || st->helper_call >= 0 || st->clone) &&
	    sl_in_new_pidns(a, s->site, s->nsite, sleep)) {
		sl_todo(s, sleep,
			"the child runs in a new PID namespace (CLONE_NEWPID): "
			"getppid() there is not its parent's pid in /proc, no "
			"state wait on the parent can be made");
		return;
	}
	if (first || many || st->helper_call >= 0 || st->clone) {
		if (replace_sleep(s, sleep,
				  "TST_PROCESS_STATE_WAIT(NULL, getppid(), "
				  "'S')")) {
			sl_todo(s, sleep, "edits overlap");
			return;
		}
		sl_gone(s, sleep,
			"state wait 'S' on the parent, which blocks in %s()%s",
			a->n[pw.ev[pd].call].name,
			many ? " once it made every child" : "");
		return;
	}
	if (ast_func_of(a, stmt) != st->fn) {
		sl_todo(s, sleep, "the parent blocks in another function");
		return;
	}
	id = sl_new_id(s);
	sl_cleanup_name(s, stmt, cl, sizeof(cl));
	snprintf(buf, sizeof(buf), "TST_SAFE_CHECKPOINT_WAKE(%s, %d);", cl, id);
	if (sl_insert_before(s, stmt, buf)) {
		sl_todo(s, sleep, "the parent's side is edited already");
		return;
	}
	snprintf(buf, sizeof(buf), "TST_SAFE_CHECKPOINT_WAIT(NULL, %d)", id);
	if (replace_sleep(s, sleep, buf)) {
		sl_todo(s, sleep, "edits overlap");
		return;
	}
	sl_gone(s, sleep,
		"checkpoint %d: the parent wakes the child before %s()", id,
		a->n[pw.ev[pd].call].name);
}

/* ---- sleeps in loops ---- */

/* A WNOHANG wait on the child in the loop: wait for the zombie. */
static int exit_poll(struct sleeps *s, struct sl_site *st, int sleep, int loop)
{
	struct ast *a = &s->a;
	const char *why = NULL;
	char *t;
	int i;

	for (i = loop; i <= a->n[loop].last; i++) {
		if (!sl_polls_end(a, st, i))
			continue;
		t = parent_text(s, st, sleep, -1, 'Z', &why);
		if (!t || replace_sleep(s, sleep, t)) {
			free(t);
			return -1;
		}
		free(t);
		sl_gone(s, sleep,
			"state wait 'Z': a %s(WNOHANG) loop waits for the "
			"child's exit",
			a->n[i].name);
		return 0;
	}
	return -1;
}

/* A sleep in a loop of its side's own: why it stays. */
static void loop_sleep(struct sleeps *s, int sleep, int loop)
{
	struct ast *a = &s->a;

	if (sl_sleep_loop(a, sleep) == loop) {
		/*
		 * The condition may be the other side's doing (a file it
		 * creates): the loop tests it again after each sleep, so
		 * the wait is for that, not for a time.
		 */
		sl_kept(s, sleep,
			"polls in a loop until its condition holds: it tests "
			"it again after each sleep, so it ends when that holds, "
			"whichever side brings it about, not after a time");
		return;
	}
	if (has_break(a, loop)) {
		sl_kept(s, sleep,
			"polls with a time limit: the loop leaves when its "
			"condition holds");
		return;
	}
	sl_kept(s, sleep,
		"paces a loop that does other work (rate limiting), not "
		"synchronisation");
}

/*
 * The sleep's innermost loop, in its own function, makes no child and
 * its body computes a variable its condition reads (post = free memory
 * read again after each sleep, while (post < want && ...)): the loop
 * polls what the process measures itself, whoever else may end it. Kept
 * as a poll also when the branch on the fork's pid was not found (the
 * children forked in a loop that they leave by its condition, the branch
 * after it): the sleep is no wait of one side for the other to stand in
 * for. 0 when judged.
 */
static int own_poll(struct sleeps *s, int sleep, int fn)
{
	struct ast *a = &s->a;
	int loop = ast_loop_of(a, sleep);
	int c = loop < 0 ? -1 : loop_cond(a, loop), i;

	if (c < 0 || ast_func_of(a, loop) != fn)
		return -1;
	for (i = loop; i <= a->n[loop].last; i++)
		if (ast_is(a, i, CXCursor_CallExpr) &&
		    sl_call_makes_child(a, i))
			return -1;
	for (i = c; i <= a->n[c].last; i++)
		if (ast_is(a, i, CXCursor_DeclRefExpr) &&
		    assignment_to(a, a->n[i].name, loop, a->n[loop].last) >=
			    0) {
			sl_kept(s, sleep,
				"polls in a loop whose body computes what its "
				"condition reads (%s): not a wait for one "
				"event of the other side",
				a->n[i].name);
			return 0;
		}
	return -1;
}

/* The innermost loop of the sleep that belongs to its own side: after
 * the fork, or inside the child's code. */
static int own_loop(struct sleeps *s, struct sl_site *st, int sleep, int child)
{
	struct ast *a = &s->a;
	int counted = sl_counted_sleep(a, sleep);
	int loop = ast_loop_of(a, counted >= 0 ? counted : sleep);

	if (loop < 0)
		return -1;
	if (child)
		return sl_in_child(a, st, loop) ||
				       ast_func_of(a, loop) != st->fn ?
			       loop :
			       -1;
	if (ast_func_of(a, loop) != st->fn)
		return loop;
	if (st->call < loop || st->call > a->n[loop].last)
		return loop;
	/* a loop that sleeps, then forks: the sleep paces the forks */
	return sleep < st->call ? loop : -1;
}

/* ---- one sleep ---- */

/*
 * The statement before the sleep sends SIGKILL to the process itself
 * (its group, or its pid): the process is dead before kill() returns, so
 * the sleep runs only when kill() failed, and then waits for nothing
 * when its parent sends it no signal either. It goes; what followed it
 * (a message that the signal never came) runs at once. 0 when done.
 */
static int after_own_death(struct sleeps *s, int sleep)
{
	struct ast *a = &s->a;
	int stmt = sleep_stmt(a, sleep), kill = sl_killed_self(a, stmt);
	struct sl_site *cs;
	struct sl_walk w;

	if (kill < 0 || !is_sigkill(a, kill))
		return -1;
	cs = child_of(s, sleep);
	if (cs) {
		sl_walk_parent(a, cs, &w, 1);
		if (first_kill(a, cs, &w, 0) >= 0)
			return -1;
	}
	if (remove_sleep(s, sleep))
		return -1;
	sl_gone(s, sleep,
		"removed: the process sent SIGKILL to itself just before "
		"(%s()), which kills it before the call returns; the sleep "
		"ran only when that failed, and then nothing was on its way",
		a->n[kill].name);
	return 0;
}

static void endless(struct sleeps *s, int sleep)
{
	if (replace_sleep(s, sleep, "pause()")) {
		sl_todo(s, sleep, "edits overlap");
		return;
	}
	sl_gone(s, sleep,
		"pause(): an endless loop of sleeps only waits for a signal "
		"or the process's end");
}

static void one_sleep(struct sleeps *s, int sleep)
{
	struct ast *a = &s->a;
	struct sl_site *cs, *pp, ps;
	int fn = ast_func_of(a, sleep), loop, rc;

	if (sl_has_todo(s, sleep)) {
		sl_todo(s, sleep, "marked for review before");
		return;
	}
	if (sl_call_stmt(a, sleep) < 0) {
		sl_kept(s, sleep,
			"its result is used: the call under test, not "
			"synchronisation");
		return;
	}
	if (sl_endless_sleep(a, sleep)) {
		endless(s, sleep);
		return;
	}
	if (!after_own_death(s, sleep) || !sl_wait_helper(s, sleep))
		return;
	cs = child_of(s, sleep);
	rc = fn < 0 ? -1 : sl_site_before(a, fn, a->n[sleep].start, &ps);
	if (rc == -1 && (pp = parent_of(s, sleep))) {
		ps = *pp;
		rc = 0;
	}
	/* a child that made a child of its own: the nearer relation */
	if (cs && (rc || !sl_only_child(a, cs, ps.call))) {
		loop = own_loop(s, cs, sleep, 1);
		if (loop >= 0 && sl_loop_flag(a, loop) >= 0 &&
		    sl_sleep_loop(a, sleep) == loop) {
			sl_flag_loop(s, cs, sleep, loop, 1);
			return;
		}
		if (loop >= 0) {
			loop_sleep(s, sleep, loop);
			return;
		}
		child_sleep(s, cs, sleep);
		return;
	}
	if (rc == -1) {
		sl_kept(s, sleep,
			"no child runs beside it: not synchronisation");
		return;
	}
	if (rc == -2) {
		if (!own_poll(s, sleep, fn))
			return;
		sl_todo(s, sleep,
			"no child's branch (pid == 0) found after the fork "
			"before it");
		return;
	}
	loop = own_loop(s, &ps, sleep, 0);
	if (loop >= 0 && sl_sleep_loop(a, sleep) == loop &&
	    sl_loop_flag(a, loop) >= 0) {
		sl_flag_loop(s, &ps, sleep, loop, 0);
		return;
	}
	if (loop >= 0) {
		if (exit_poll(s, &ps, sleep, loop) &&
		    sl_store_loop(s, &ps, sleep, loop))
			loop_sleep(s, sleep, loop);
		return;
	}
	parent_sleep(s, &ps, sleep);
}

int conv_pass_sleeps(struct conv_file *f)
{
	struct sleeps s;
	struct ast *a = &s.a;
	int i;

	if (!f->tu)
		return 0;
	memset(&s, 0, sizeof(s));
	s.f = f;
	ast_build(a, f);
	s.next_id = sl_first_free_id(f);
	snprintf(s.cleanup, sizeof(s.cleanup), "%s",
		 ast_func_body(a, "cleanup", NULL) >= 0 ? "cleanup" : "NULL");
	find_sites(&s);
	/* the parents' sleeps first: one may decide its child's sleep */
	for (i = 0; i < a->len; i++)
		if (ast_is(a, i, CXCursor_CallExpr) && a->n[i].has_off &&
		    sl_is_sleep(a->n[i].name) && !sl_marked(&s, i) &&
		    !child_of(&s, i))
			one_sleep(&s, i);
	for (i = 0; i < a->len; i++)
		if (ast_is(a, i, CXCursor_CallExpr) && a->n[i].has_off &&
		    sl_is_sleep(a->n[i].name) && !sl_marked(&s, i))
			one_sleep(&s, i);
	if (s.used_ckpt)
		sl_add_checkpoint_init(&s);
	free(s.site);
	free(s.done);
	free(s.waits);
	ast_free(a);
	return 0;
}
