// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The structure pass outside main(): TCID and TST_TOTAL, #ifdef UCLINUX
 * blocks, tst_exit() left in children and helpers, and the includes that
 * needs.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "pp.h"
#include "tool.h"
#include "structure.h"
#include "util.h"

/* ---- #ifdef UCLINUX: the no-MMU path, gone with the old library ---- */

static const char *dir_tok(struct st *st, const struct pp_directive *d,
			   unsigned int i)
{
	return d->first + i < d->last ? st->a.toks[d->first + i].text : "";
}

/* `#if defined(UCLINUX)` (1) or `#if !defined(UCLINUX)` (2), alone: no
 * other condition beside it; else 0. */
static int if_defined_uclinux(struct st *st, const struct pp_directive *d)
{
	unsigned int k = d->first;
	int named = 0, negated = 0;

	if (k < d->last && !strcmp(st->a.toks[k].text, "!")) {
		negated = 1;
		k++;
	}
	for (; k < d->last; k++) {
		const char *t = st->a.toks[k].text;

		if (!strcmp(t, "UCLINUX"))
			named = 1;
		else if (strcmp(t, "defined") && strcmp(t, "(") &&
			 strcmp(t, ")"))
			return 0;
	}
	return named ? 1 + negated : 0;
}

/* 1: the first branch is the UCLINUX path, 2: the other one, 0: none. */
static int uclinux_kind(struct st *st, const struct pp_directive *d)
{
	if (!strcmp(d->name, "ifdef") && !strcmp(dir_tok(st, d, 0), "UCLINUX"))
		return 1;
	if (!strcmp(d->name, "ifndef") && !strcmp(dir_tok(st, d, 0), "UCLINUX"))
		return 2;
	if (!strcmp(d->name, "if"))
		return if_defined_uclinux(st, d);
	return 0;
}

int st_is_uclinux(struct st *st, const struct pp_cond *c)
{
	return c->closed && uclinux_kind(st, &c->br[0].dir) != 0;
}

/* Only white space on the line of off before it. */
static int blank_line_before(struct st *st, unsigned int off)
{
	unsigned int i;

	for (i = st_line_start(st, off); i < off; i++)
		if (st->f->text[i] != ' ' && st->f->text[i] != '\t' &&
		    st->f->text[i] != '\n')
			return 0;
	return 1;
}

/*
 * Text [s, e) of a block goes. When only white space follows it to the
 * end of the file (the #else branch of "#if !defined(UCLINUX)" and its
 * #endif, the file's last lines), that goes too, and so do the blank
 * lines before s: the file ends with the line before them, not with the
 * blank line that stood between it and the block.
 */
static void drop_block(struct st *st, unsigned int s, unsigned int e)
{
	struct conv_file *f = st->f;
	unsigned int i;

	for (i = e; i < f->len; i++)
		if (f->text[i] != ' ' && f->text[i] != '\t' &&
		    f->text[i] != '\n')
			break;
	if (i < f->len || !blank_line_before(st, s)) {
		conv_rewrite(f, s, e, "");
		return;
	}
	s = st_line_start(st, s);
	while (s > 0 && blank_line_before(st, s - 1))
		s = st_line_start(st, s - 1);
	conv_rewrite(f, s, f->len, "");
}

/* [s, s + n) names uClinux (any case). */
static int names_uclinux(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i + 7 <= n; i++)
		if (!strncasecmp(s + i, "uclinux", 7))
			return 1;
	return 0;
}

/*
 * The line at off (a line's start) is a one-line comment of its own that
 * names uClinux ("Skip since uClinux does not implement memory
 * protection"): its end past the newline, else 0.
 */
static unsigned int uclinux_remark_at(struct st *st, unsigned int off)
{
	const char *t = st->f->text;
	unsigned int len = st->f->len, i = off, c;

	while (i < len && (t[i] == ' ' || t[i] == '\t'))
		i++;
	if (i + 1 >= len || t[i] != '/' || t[i + 1] != '*')
		return 0;
	c = i;
	for (i = c + 2; i + 1 < len && t[i] != '\n'; i++)
		if (t[i] == '*' && t[i + 1] == '/')
			break;
	if (i + 1 >= len || t[i] != '*' || !names_uclinux(t + c, i - c))
		return 0;
	for (i += 2; i < len && (t[i] == ' ' || t[i] == '\t'); i++)
		;
	if (i < len && t[i] != '\n')
		return 0;
	return i < len ? i + 1 : i;
}

/*
 * The one-line remark that explains an UCLINUX conditional goes with it:
 * one right above its #if (the line's start at if_s), and one right below
 * the directive the kept branch starts with (kept_e; 0: none is kept).
 */
static void drop_uclinux_remarks(struct st *st, unsigned int if_s,
				 unsigned int kept_e)
{
	unsigned int ls = st_line_start(st, if_s), prev, e;

	if (ls > 0) {
		prev = st_line_start(st, ls - 1);
		e = uclinux_remark_at(st, prev);
		if (e == ls)
			conv_rewrite(st->f, prev, ls, "");
	}
	if (kept_e) {
		e = uclinux_remark_at(st, kept_e);
		if (e)
			conv_rewrite(st->f, kept_e, e, "");
	}
}

static void drop_uclinux(struct st *st, struct pp_cond *c, int kind)
{
	int has_else = c->nbr == 2;

	drop_uclinux_remarks(st, c->br[0].dir.s,
			     kind == 2 ? c->br[0].dir.e :
			     has_else  ? c->br[1].dir.e :
					 0);

	if (kind == 1) {
		if (has_else) {
			conv_rewrite(st->f, c->br[0].dir.s, c->br[1].dir.e, "");
			drop_block(st, c->endif.s, c->endif.e);
		} else {
			drop_block(st, c->br[0].dir.s, c->endif.e);
		}
		return;
	}
	conv_rewrite(st->f, c->br[0].dir.s, c->br[0].dir.e, "");
	drop_block(st, has_else ? c->br[1].dir.s : c->endif.s, c->endif.e);
}

int st_uclinux(struct st *st)
{
	struct pp_cond *v;
	int n = pp_conds(&st->a, &v), i, kind, rc = 0;

	for (i = 0; i < n && !rc; i++) {
		kind = uclinux_kind(st, &v[i].br[0].dir);
		if (!kind || !v[i].closed)
			continue;
		if (v[i].nbr > 2 ||
		    (v[i].nbr == 2 && strcmp(v[i].br[1].dir.name, "else"))) {
			conv_msg(st->f, v[i].br[1].dir.s,
				 "#elif in an UCLINUX block");
			rc = -1;
			continue;
		}
		drop_uclinux(st, &v[i], kind);
	}
	free(v);
	return rc;
}

/* `#define CLEANUP fn` told the old ltp_syscall() what to clean up on its
 * TCONF; tst_syscall() runs the one cleanup of struct tst_test. */
void st_cleanup_define(struct st *st)
{
	unsigned int n = ast_tokens(&st->a), k;
	struct pp_directive d;

	for (k = 0; k < n; k++)
		if (pp_directive(&st->a, k, &d) && !strcmp(d.name, "define") &&
		    !strcmp(dir_tok(st, &d, 0), "CLEANUP") &&
		    strcmp(dir_tok(st, &d, 1), "("))
			conv_rewrite(st->f, d.s, d.e, "");
}

/* Tokens k.. are `TST_DECLARE_ONCE_FN(name, init)` at the start of a line
 * (not a directive's): its ')'. */
static int once_fn_at(struct st *st, unsigned int k, unsigned int n)
{
	struct tok *t = st->a.toks;
	static const char *const shape[] = { "(", NULL, ",", NULL, ")" };
	unsigned int j;

	if (strcmp(t[k].text, "TST_DECLARE_ONCE_FN") || k + 5 >= n)
		return 0;
	for (j = st_line_start(st, t[k].start); j < t[k].start; j++)
		if (st->f->text[j] != ' ' && st->f->text[j] != '\t')
			return 0;
	for (j = 0; j < ARRAY_LEN(shape); j++)
		if (shape[j] ? strcmp(t[k + 1 + j].text, shape[j]) :
			       t[k + 1 + j].kind != CXToken_Identifier)
			return 0;
	return 1;
}

/*
 * `TST_DECLARE_ONCE_FN(name, init)` (the old test.h's) defined name() that
 * runs init() once whoever calls it first, tcp_fastopen's cleanup() of
 * its threads: written out as the function it was, on pthread_once().
 */
void st_once_fn(struct st *st)
{
	unsigned int n = ast_tokens(&st->a), k, e;
	struct tok *t = st->a.toks;
	char *fn;

	for (k = 0; k < n; k++) {
		if (!once_fn_at(st, k, n))
			continue;
		e = t[k + 5].end;
		if (k + 6 < n && !strcmp(t[k + 6].text, ";"))
			e = t[k + 6].end;
		fn = util_printf("static void %s(void)\n{\n"
				 "\tstatic pthread_once_t %s_once = "
				 "PTHREAD_ONCE_INIT;\n\n"
				 "\tpthread_once(&%s_once, %s);\n}",
				 t[k + 2].text, t[k + 2].text, t[k + 2].text,
				 t[k + 4].text);
		conv_rewrite(st->f, t[k].start, e, fn);
		conv_msg(st->f, t[k].start,
			 "TST_DECLARE_ONCE_FN(%s, %s) written out: %s() runs "
			 "%s() once (pthread_once())",
			 t[k + 2].text, t[k + 4].text, t[k + 2].text,
			 t[k + 4].text);
		free(fn);
		st_add_include(st, "pthread.h");
	}
}

int st_is_looping(struct st *st, unsigned int k)
{
	struct tok *t = st->a.toks;

	return k + 3 < ast_tokens(&st->a) &&
	       !strcmp(t[k].text, "TEST_LOOPING") &&
	       !strcmp(t[k + 1].text, "(") &&
	       t[k + 2].kind == CXToken_Identifier &&
	       !strcmp(t[k + 3].text, ")");
}

/*
 * A TEST_LOOPING loop that is not main()'s loop the library takes over:
 * the library calls run() once per iteration (-i) now, so the loop runs
 * once per run, `TEST_LOOPING(lc)` is `lc < 1`.
 */
void st_loop_once(struct st *st, unsigned int k, const char *where)
{
	struct tok *t = st->a.toks;
	char *cond = util_printf("%s < 1", t[k + 2].text);

	conv_rewrite(st->f, t[k].start, t[k + 3].end, cond);
	free(cond);
	conv_msg(st->f, t[k].start,
		 "TEST_LOOPING(%s) %s: the library runs run() once per "
		 "iteration, this loop once per run",
		 t[k + 2].text, where);
}

/* The innermost loop statement holding offset off, or -1. */
static int loop_at(struct st *st, unsigned int off)
{
	struct ast *a = &st->a;
	int i, found = -1;

	for (i = 0; i < a->len; i++)
		if ((ast_is(a, i, CXCursor_ForStmt) ||
		     ast_is(a, i, CXCursor_WhileStmt)) &&
		    a->n[i].has_off && a->n[i].start <= off &&
		    off < a->n[i].end)
			found = i;
	return found;
}

/* The body of loop compares its counter lc (fork13's "if (lc > 0)"):
 * it tells the first iteration from the later ones. */
static int tells_iterations(struct st *st, int loop, const char *lc)
{
	static const char *const cmp[] = { "<", ">", "<=", ">=", "==", "!=" };
	struct ast *a = &st->a;
	int body = ast_child(a, loop, ast_nchildren(a, loop) - 1), j, l, r;
	size_t k;

	for (j = body; j >= 0 && j <= a->n[body].last; j++) {
		if (!ast_is(a, j, CXCursor_BinaryOperator) ||
		    ast_nchildren(a, j) != 2)
			continue;
		l = st_strip(st, ast_child(a, j, 0));
		r = st_strip(st, ast_child(a, j, 1));
		if (!st_is_ref(st, l, lc) && !st_is_ref(st, r, lc))
			continue;
		for (k = 0; k < ARRAY_LEN(cmp); k++)
			if (st_op_between(st, l, r, cmp[k]))
				return 1;
	}
	return 0;
}

/* Node j is a break or continue that leaves or repeats loop itself, not
 * a loop or switch inside it. */
static int own_jump(struct st *st, int loop, int j)
{
	struct ast *a = &st->a;
	int p;

	if (!ast_is(a, j, CXCursor_BreakStmt) &&
	    !ast_is(a, j, CXCursor_ContinueStmt))
		return 0;
	for (p = a->n[j].parent; p >= 0 && p != loop; p = a->n[p].parent)
		if (ast_is(a, p, CXCursor_ForStmt) ||
		    ast_is(a, p, CXCursor_WhileStmt) ||
		    ast_is(a, p, CXCursor_DoStmt) ||
		    (ast_is(a, p, CXCursor_SwitchStmt) &&
		     ast_is(a, j, CXCursor_BreakStmt)))
			return 0;
	return p == loop;
}

/* body holds a break or continue of loop itself (own_jump()). */
static int jumps_out(struct st *st, int loop, int body)
{
	int j;

	for (j = body; j <= st->a.n[body].last; j++)
		if (own_jump(st, loop, j))
			return 1;
	return 0;
}

/* loop is the last statement of a function returning void: leaving or
 * repeating it ends the function, as a return does. */
static int tail_of_void(struct st *st, int loop)
{
	struct ast *a = &st->a;
	int comp = a->n[loop].parent, fn = ast_func_of(a, loop), n;

	if (fn < 0 || !ast_is(a, comp, CXCursor_CompoundStmt) ||
	    a->n[comp].parent != fn)
		return 0;
	n = ast_nchildren(a, comp);
	if (n < 1 || ast_child(a, comp, n - 1) != loop)
		return 0;
	return clang_getResultType(clang_getCursorType(a->n[fn].cur)).kind ==
	       CXType_Void;
}

/* Each break or continue of loop itself (own_jump()) becomes return:
 * the body of a loop that ran once per run and ended its function. */
static void jumps_to_returns(struct st *st, int loop, int body)
{
	struct ast *a = &st->a;
	int j;

	for (j = body; j <= a->n[body].last; j++)
		if (own_jump(st, loop, j))
			conv_rewrite(st->f, a->n[j].start, a->n[j].end,
				     "return");
}

/* The declaration of the local lc of the function holding loop, when it
 * declares lc alone and nothing but the loop's head uses lc; else -1. */
static int lone_counter(struct st *st, int loop, const char *lc)
{
	struct ast *a = &st->a;
	int fn = ast_func_of(a, loop), j, d = -1;

	for (j = fn; fn >= 0 && j <= a->n[fn].last; j++)
		if (ast_is(a, j, CXCursor_VarDecl) && a->n[j].name &&
		    !strcmp(a->n[j].name, lc))
			d = a->n[j].parent;
	if (d < 0 || !ast_is(a, d, CXCursor_DeclStmt) ||
	    ast_nchildren(a, d) != 1 ||
	    ast_uses(a, lc, a->n[d].end, a->n[loop].start) ||
	    ast_uses(a, lc, a->n[loop].end, a->n[fn].end))
		return -1;
	return d;
}

/* A local the body declares at its top has a name the function declares
 * outside it: unwrapped, the two would clash. */
static int hides_local(struct st *st, int loop, int body)
{
	struct ast *a = &st->a;
	int fn = ast_func_of(a, loop), k, c, v, j, w;

	for (k = 0; (c = ast_child(a, body, k)) >= 0; k++) {
		if (!ast_is(a, c, CXCursor_DeclStmt))
			continue;
		for (v = 0; (w = ast_child(a, c, v)) >= 0; v++)
			for (j = fn; fn >= 0 && j <= a->n[fn].last; j++)
				if ((j < body || j > a->n[body].last) &&
				    (ast_is(a, j, CXCursor_VarDecl) ||
				     ast_is(a, j, CXCursor_ParmDecl)) &&
				    a->n[j].name && a->n[w].name &&
				    !strcmp(a->n[j].name, a->n[w].name))
					return 1;
	}
	return 0;
}

/* Where the removal of the loop's head starts (its line s): where the
 * body starts with declarations and declarations are right over the loop,
 * the blank lines between go too, the two making one block. */
static unsigned int decls_above(struct st *st, int loop, int body,
				unsigned int s)
{
	struct ast *a = &st->a;
	struct conv_file *f = st->f;
	int p = a->n[loop].parent, k, c, prev = -1;
	unsigned int e;

	if (!ast_is(a, ast_child(a, body, 0), CXCursor_DeclStmt))
		return s;
	for (k = 0; (c = ast_child(a, p, k)) >= 0 && c != loop; k++)
		prev = c;
	if (prev < 0 || !ast_is(a, prev, CXCursor_DeclStmt))
		return s;
	e = conv_stmt_end(f, a->n[prev].end);
	while (e < s && f->text[e] != '\n')
		e++;
	for (c = e; c < (int)s; c++)
		if (!util_only(f->text, c, c + 1, " \t\n"))
			return s;
	return e < s ? e + 1 : s;
}

/* Where the removal of the loop's head at line s starts with the comments
 * over it: those between the code before the loop and its head, each from
 * a line of its own ("The following loop checks looping state if -i
 * option given"), said what the loop did and go with it, as the comments
 * over main()'s loop do; one that ends the line of the code before it is
 * that code's and stays. */
static unsigned int comments_over(struct st *st, unsigned int s)
{
	struct ast *a = &st->a;
	unsigned int k = ast_tok_at(a, s), code;

	while (k > 0 && a->toks[k - 1].kind == CXToken_Comment)
		k--;
	if (k == 0 || k >= ast_tokens(a))
		return s;
	code = a->toks[k - 1].end;
	for (; k < ast_tokens(a) && a->toks[k].start < s; k++)
		if (conv_newlines(st->f, code, a->toks[k].start))
			return conv_line_start(st->f, a->toks[k].start);
	return s;
}

/*
 * "for (lc = 0; TEST_LOOPING(lc); lc++) {" on a line of its own, its
 * closing brace on another, whose body neither reads lc nor breaks out:
 * the body runs once per run now, so it takes the loop's place, a tab
 * left, and the counter's declaration goes. 1 when done. A loop that ends
 * a function returning void may break out or continue: each of those
 * then returns (set 23's hugeshmget05, whose child's loop continued after
 * a failure, as its maintainers converted it).
 */
static int unwrap_once(struct st *st, unsigned int k)
{
	struct ast *a = &st->a;
	struct conv_file *f = st->f;
	int loop = loop_at(st, a->toks[k].start), body, d, jumps;
	const char *lc = a->toks[k + 2].text;
	unsigned int s, in, e, i;

	if (loop < 0 || !ast_is(a, loop, CXCursor_ForStmt) ||
	    ast_nchildren(a, loop) != 4)
		return 0;
	body = ast_child(a, loop, 3);
	if (!ast_is(a, body, CXCursor_CompoundStmt) ||
	    ast_uses(a, lc, a->n[body].start, a->n[body].end) ||
	    hides_local(st, loop, body))
		return 0;
	jumps = jumps_out(st, loop, body);
	if (jumps && !tail_of_void(st, loop))
		return 0;
	d = lone_counter(st, loop, lc);
	s = conv_line_start(f, a->n[loop].start);
	in = a->n[body].start + 1; /* past '{' */
	e = a->n[body].end - 1; /* at '}' */
	if (d < 0 || !util_only(f->text, s, a->n[loop].start, " \t") ||
	    f->text[in] != '\n' ||
	    !util_only(f->text, conv_line_start(f, e), e, " \t") ||
	    f->text[e + 1] != '\n')
		return 0;
	if (jumps)
		jumps_to_returns(st, loop, body);
	conv_rewrite(f, decls_above(st, loop, body, comments_over(st, s)),
		     in + 1, "");
	for (i = in + 1; i < conv_line_start(f, e); i++)
		if (f->text[i - 1] == '\n' && f->text[i] == '\t')
			conv_rewrite(f, i, i + 1, "");
	conv_rewrite(f, conv_line_start(f, e), e + 2, "");
	conv_remove_stmt(f, a->n[d].start, a->n[d].end);
	conv_msg(f, a->toks[k].start,
		 "TEST_LOOPING(%s) outside main(): the library runs run() "
		 "once per iteration, the loop's body once per run: the body "
		 "takes the loop's place",
		 lc);
	return 1;
}

/*
 * The TEST_LOOPING loop of a function main() calls (mmap11's check()):
 * once per run, and STD_LOOP_COUNT, the iterations asked for, is 1 in a
 * run. A body that compares the counter has code for the later
 * iterations that a run no longer reaches: that is for review.
 */
void st_helper_loops(struct st *st)
{
	unsigned int n = ast_tokens(&st->a), k;
	struct tok *t = st->a.toks;
	int fn = -1, loop;

	if (st_func(st, "main", &fn) < 0)
		return;
	for (k = 0; k < n; k++) {
		if (t[k].start >= st->a.n[fn].start &&
		    t[k].start < st->a.n[fn].end)
			continue;
		if (!strcmp(t[k].text, "STD_LOOP_COUNT")) {
			conv_rewrite(st->f, t[k].start, t[k].end, "1");
			continue;
		}
		if (!st_is_looping(st, k) || unwrap_once(st, k))
			continue;
		st_loop_once(st, k, "outside main()");
		loop = loop_at(st, t[k].start);
		if (loop >= 0 && tells_iterations(st, loop, t[k + 2].text))
			st_todo(st, t[k].start,
				"TEST_LOOPING() outside main(): its body "
				"compares the counter, and a run, one "
				"iteration, never reaches the later ones' code");
	}
}

/* ---- TCID and TST_TOTAL ---- */

static int in_decls(struct st *st, unsigned int off)
{
	int k;

	for (k = 0; k < st->ndecls; k++)
		if (off >= st->decl_s[k] && off < st->decl_e[k])
			return 1;
	return 0;
}

int st_is_assigned(struct st *st, const char *name)
{
	struct ast *a = &st->a;
	unsigned int n = ast_tokens(a), k;

	for (k = 0; k < n; k++) {
		if (strcmp(a->toks[k].text, name) ||
		    in_decls(st, a->toks[k].start))
			continue;
		/* "int TST_TOTAL = 4;" in a branch the parse did not take;
		 * after a '*' ("char *TCID = ...;" there, or "*TCID = c"
		 * through it) the variable itself is not written */
		if (k > 0 && (a->toks[k - 1].kind == CXToken_Keyword ||
			      a->toks[k - 1].kind == CXToken_Identifier ||
			      !strcmp(a->toks[k - 1].text, "*")))
			continue;
		if (k + 1 < n && ast_is_assign_op(a->toks[k + 1].text))
			return 1;
		if (k > 0 && (!strcmp(a->toks[k - 1].text, "++") ||
			      !strcmp(a->toks[k - 1].text, "--")))
			return 1;
	}
	return 0;
}

/* TST_TOTAL was an int: an initializer of unsigned type (sizeof) must
 * stay an int where it is used, or comparisons change sign. */
static int unsigned_init(struct st *st, int init)
{
	CXType t = clang_getCanonicalType(
		clang_getCursorType(st->a.n[st_strip(st, init)].cur));

	if (st->a.n[init].kind == CXCursor_UnexposedExpr &&
	    ast_nchildren(&st->a, init) == 1)
		t = clang_getCanonicalType(clang_getCursorType(
			st->a.n[ast_child(&st->a, init, 0)].cur));
	return t.kind == CXType_UInt || t.kind == CXType_ULong ||
	       t.kind == CXType_ULongLong || t.kind == CXType_UShort ||
	       t.kind == CXType_UChar;
}

static long name_at(struct st *st, struct node *n, const char *name);

static void var_decl(struct st *st, int i)
{
	struct ast *a = &st->a;
	const char *name = a->n[i].name;
	int nk, init;

	if (strcmp(name, "TCID") && strcmp(name, "TST_TOTAL"))
		return;
	if (!a->n[i].has_off)
		return;
	nk = ast_nchildren(a, i);
	init = nk ? ast_child(a, i, nk - 1) : -1;
	/* a declaration a macro writes (TCID_DEFINE(name)): the text of
	 * its extent is the macro's invocation, not a value; the macro's
	 * own reading (tcid_define()) gives it */
	if (init >= 0 && a->n[init].kind != CXCursor_TypeRef &&
	    a->n[init].has_off && name_at(st, &a->n[i], name) >= 0) {
		char **dst = name[1] == 'C' ? &st->tcid : &st->total;

		free(*dst);
		*dst = conv_text(st->f, a->n[init].start, a->n[init].end);
		st->total_unsigned = name[1] != 'C' && unsigned_init(st, init);
	}
	if (st->ndecls < 8) {
		st->decl_total[st->ndecls] = name[1] != 'C';
		st->decl_s[st->ndecls] = a->n[i].start;
		st->decl_e[st->ndecls++] = a->n[i].end;
	}
}

/* TCID_DEFINE(name): the name in quotes. */
static void tcid_define(struct st *st, int i)
{
	struct node *n = &st->a.n[i];
	char *text, *open, *close;

	if (!n->has_off)
		return;
	text = conv_text(st->f, n->start, n->end);
	open = strchr(text, '(');
	close = strrchr(text, ')');
	if (open && close && close > open) {
		*close = '\0';
		free(st->tcid);
		st->tcid = util_printf("\"%s\"", open + 1);
	}
	free(text);
	conv_remove_stmt(st->f, n->start, n->end);
}

static int simple_expr(const char *s)
{
	for (; *s; s++)
		if (!(*s == '_' || (*s >= '0' && *s <= '9') ||
		      (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z')))
			return 0;
	return 1;
}

static void inline_total(struct st *st)
{
	char *v;

	if (st->total_unsigned)
		v = util_printf(simple_expr(st->total) ? "(int)%s" :
							 "(int)(%s)",
				st->total);
	else if (simple_expr(st->total))
		v = util_strdup(st->total);
	else
		v = util_printf("(%s)", st->total);
	st_replace_word_but(st, "TST_TOTAL", v, st_table_bound);
	free(v);
}

/* Every identifier token name becomes to, declarations included. */
static void rename_word(struct st *st, const char *name, const char *to)
{
	struct ast *a = &st->a;
	unsigned int n = ast_tokens(a), k;

	for (k = 0; k < n; k++)
		if (a->toks[k].kind == CXToken_Identifier &&
		    !strcmp(a->toks[k].text, name))
			conv_rewrite(st->f, a->toks[k].start, a->toks[k].end,
				     to);
}

/*
 * TCID or TST_TOTAL assigned by the test (a test of several personalities
 * picks its name and count at run time): the library no longer reads
 * them, the test still may. It keeps its own variable, static, under a
 * name of its own (test_id, test_total).
 */
static void keep_as_var(struct st *st, const char *name, const char *base)
{
	char *to = ast_unused_name(&st->a, base);
	unsigned int at = 0;
	int i;

	for (i = 0; i < st->ndecls; i++) {
		unsigned int t = ast_tok_at(&st->a, st->decl_s[i]);

		if (st->decl_total[i] != !strcmp(name, "TST_TOTAL"))
			continue;
		at = st->decl_s[i];
		if (t < st->a.ntoks && strcmp(st->a.toks[t].text, "static"))
			conv_rewrite(st->f, at, at, "static ");
	}
	rename_word(st, name, to);
	conv_msg(st->f, at, "%s is assigned: the test's own variable %s now",
		 name, to);
	free(to);
}

void st_test_ids(struct st *st)
{
	struct ast *a = &st->a;
	int i, tcid_plain;

	for (i = 0; i < a->len; i = a->n[i].last + 1) {
		if (a->n[i].kind == CXCursor_VarDecl)
			var_decl(st, i);
		if (a->n[i].kind == CXCursor_MacroExpansion &&
		    !strcmp(a->n[i].name, "TCID_DEFINE"))
			tcid_define(st, i);
	}
	st->total_plain = !st_is_assigned(st, "TST_TOTAL");
	tcid_plain = !st_is_assigned(st, "TCID");
	for (i = 0; i < st->ndecls; i++)
		if (st->decl_total[i] ? st->total_plain : tcid_plain)
			conv_remove_stmt(st->f, st->decl_s[i], st->decl_e[i]);
	if (!tcid_plain)
		keep_as_var(st, "TCID", "test_id");
	else if (st->tcid)
		st_replace_word(st, "TCID", st->tcid);
	if (!st->total_plain)
		keep_as_var(st, "TST_TOTAL", "test_total");
	else if (st->total)
		inline_total(st);
}

/* Where the name of node n is written in the file (a macro argument's
 * own token, not the macro's), when it is the identifier name; else -1. */
static long name_at(struct st *st, struct node *n, const char *name)
{
	CXFile file;
	unsigned int off, t;

	clang_getSpellingLocation(clang_getCursorLocation(n->cur), &file, NULL,
				  NULL, &off);
	if (!file || !clang_File_isEqual(file, st->f->file))
		return -1;
	t = ast_tok_at(&st->a, off);
	if (t >= st->a.ntoks || st->a.toks[t].start != off ||
	    st->a.toks[t].kind != CXToken_Identifier ||
	    strcmp(st->a.toks[t].text, name))
		return -1;
	return off;
}

/* ---- tst_count ---- */

/* The operator of a ++ or -- (either side of its operand) is op. */
static int unary_is(struct st *st, int i, const char *op)
{
	struct ast *a = &st->a;
	int x = ast_child(a, i, 0);
	unsigned int t;

	if (x < 0 || !a->n[x].has_off)
		return 0;
	t = ast_tok_at(a, a->n[i].start);
	if (t < a->ntoks && a->toks[t].start < a->n[x].start)
		return !strcmp(a->toks[t].text, op);
	t = ast_tok_at(a, a->n[x].end);
	return t < a->ntoks && a->toks[t].start < a->n[i].end &&
	       !strcmp(a->toks[t].text, op);
}

int st_is_count_write(struct st *st, int i)
{
	struct ast *a = &st->a;
	int lhs = ast_child(a, i, 0);

	if (st->count_kept || !st_is_ref(st, lhs, "tst_count"))
		return 0;
	switch (a->n[i].kind) {
	case CXCursor_BinaryOperator:
		return st_op_between(st, lhs, ast_child(a, i, 1), "=");
	case CXCursor_CompoundAssignOperator:
		return 1;
	case CXCursor_UnaryOperator:
		return unary_is(st, i, "++") || unary_is(st, i, "--");
	default:
		return 0;
	}
}

static int is_label(struct ast *a, int i)
{
	return ast_is(a, i, CXCursor_CaseStmt) ||
	       ast_is(a, i, CXCursor_DefaultStmt) ||
	       ast_is(a, i, CXCursor_LabelStmt);
}

/* Statement i can go: it sits in a block, or it is what a label (case,
 * default, goto's) marks and another statement of the block follows the
 * label, to be marked instead (a label must mark a statement). */
static int removable_stmt(struct ast *a, int i)
{
	int top = i, p = a->n[i].parent;

	while (p >= 0 && is_label(a, p) &&
	       ast_child(a, p, ast_nchildren(a, p) - 1) == top) {
		top = p;
		p = a->n[p].parent;
	}
	if (p < 0 || !ast_is(a, p, CXCursor_CompoundStmt))
		return 0;
	return top == i || ast_child(a, p, ast_nchildren(a, p) - 1) != top;
}

/* Calls the old library counted a result in tst_count for (the macros,
 * as the file writes them). */
static const char *const result_calls[] = { "tst_resm", "tst_resm_hexd",
					    "tst_res", NULL };

/* The identifier at offset off names a function of the file handed to
 * another function of the file, which may call it on its way (reports()
 * reads that one's body, but not what it calls through its parameter). */
static int passed_to_own(struct st *st, unsigned int off)
{
	struct ast *a = &st->a;
	int i, call, argn = 0;

	for (i = 0; i < a->len; i++) {
		if (a->n[i].kind != CXCursor_DeclRefExpr ||
		    a->n[i].refkind != CXCursor_FunctionDecl ||
		    name_at(st, &a->n[i], a->n[i].name) != (long)off)
			continue;
		call = ast_arg_of(a, i, &argn);
		return call >= 0 && st_func(st, a->n[call].name, NULL) >= 0;
	}
	return 0;
}

/* The text [s, e) calls a result function, or a function of the file
 * that makes one (three deep), by its tokens. A function of the file
 * named but not called there (the cleanup handed to tst_brkm() or a
 * SAFE_*() macro, which runs it on its way out) reports nothing there,
 * unless it is handed to a function of the file (passed_to_own()). */
static int reports(struct st *st, unsigned int s, unsigned int e, int depth)
{
	struct ast *a = &st->a;
	unsigned int t;
	int k, body;

	for (t = ast_tok_at(a, s); t < a->ntoks && a->toks[t].start < e; t++) {
		const char *w = a->toks[t].text;

		if (a->toks[t].kind != CXToken_Identifier)
			continue;
		for (k = 0; result_calls[k]; k++)
			if (!strcmp(w, result_calls[k]))
				return 1;
		if ((t + 1 >= a->ntoks || strcmp(a->toks[t + 1].text, "(")) &&
		    !passed_to_own(st, a->toks[t].start))
			continue;
		body = depth < 3 ? st_func(st, w, NULL) : -1;
		if (body >= 0 && a->n[body].has_off &&
		    (a->n[body].end <= s || a->n[body].start >= e) &&
		    reports(st, a->n[body].start, a->n[body].end, depth + 1))
			return 1;
	}
	return 0;
}

/* The function (FunctionDecl) node i is in, or -1. */
static int fn_of(struct ast *a, int i)
{
	while (i >= 0 && a->n[i].kind != CXCursor_FunctionDecl)
		i = a->n[i].parent;
	return i;
}

/* A write of tst_count (a statement or an expression setting it), the
 * file's own `tst_count = ...`: i is its reference on the left. */
static int is_write_ref(struct st *st, int i)
{
	int p = st->a.n[i].parent;

	while (p >= 0 && st->a.n[p].kind == CXCursor_ParenExpr)
		p = st->a.n[p].parent;
	return p >= 0 && st_is_count_write(st, p);
}

/*
 * The read of tst_count at node r sees only what the test wrote: a write
 * of it comes before it in its function, in every loop that holds the
 * read (each iteration writes again first), and no result is reported
 * between the two (the old library added one to it for each).
 */
static int own_read(struct st *st, int r)
{
	struct ast *a = &st->a;
	int fn = fn_of(a, r), w = -1, i, l;

	if (fn < 0)
		return 0;
	for (i = fn; i <= a->n[fn].last; i++)
		if (a->n[i].has_off && a->n[i].start < a->n[r].start &&
		    st_is_ref(st, i, "tst_count") && is_write_ref(st, i) &&
		    (w < 0 || a->n[i].start > a->n[w].start))
			w = i;
	if (w < 0)
		return 0;
	for (l = ast_loop_of(a, r); l >= 0; l = ast_loop_of(a, l))
		if (a->n[w].start < a->n[l].start || a->n[w].end > a->n[l].end)
			return 0;
	return !reports(st, a->n[w].end, a->n[r].start, 0);
}

/*
 * A test that reads tst_count uses it as a counter of its own (inotify04
 * numbers the events it expects with it, and compares the count with
 * TST_TOTAL). When every read sees only the test's own writes
 * (own_read()), it becomes a variable of the file, static int
 * test_count, and its writes stay; 0 when it does not read it, -1 when a
 * read may see a result's count (left for the check to name).
 */
static int keep_count(struct st *st)
{
	struct ast *a = &st->a;
	int i, reads = 0, first = -1;
	char *name, *t;

	for (i = 0; i < a->len; i++) {
		if (!a->n[i].has_off || !st_is_ref(st, i, "tst_count") ||
		    is_write_ref(st, i))
			continue;
		if (!own_read(st, i))
			return -1;
		reads++;
	}
	if (!reads)
		return 0;
	for (i = 0; i < a->len && first < 0; i++)
		if (a->n[i].has_off && st_is_ref(st, i, "tst_count"))
			first = fn_of(a, i);
	if (first < 0)
		return -1;
	st->count_kept = 1;
	name = ast_unused_name(a, "test_count");
	rename_word(st, "tst_count", name);
	t = util_printf("static int %s;\n\n", name);
	conv_insert(st->f, st_line_start(st, a->n[first].start), t);
	conv_msg(st->f, a->n[first].start,
		 "tst_count is read, a counter of the test's own: the "
		 "variable %s now",
		 name);
	free(t);
	free(name);
	return 1;
}

/* tst_count numbered the old results of an iteration; the new library
 * numbers none. A statement that only sets it (`tst_count = 0;`,
 * `tst_count++;`, `tst_count = TST_TOTAL;`) and the file's own
 * `extern int tst_count;` go, unless the test reads it as a counter of
 * its own (keep_count()). A read that may see a result's count is left
 * for the check to name. */
void st_drop_count(struct st *st)
{
	struct ast *a = &st->a;
	int i, p;

	if (keep_count(st) > 0)
		return;
	for (i = 0; i < a->len; i++) {
		if (!a->n[i].has_off)
			continue;
		p = a->n[i].parent;
		if (a->n[i].kind == CXCursor_VarDecl && p < 0 &&
		    !strcmp(a->n[i].name, "tst_count") &&
		    clang_Cursor_getStorageClass(a->n[i].cur) == CX_SC_Extern)
			conv_remove_stmt(st->f, a->n[i].start, a->n[i].end);
		else if (p >= 0 && removable_stmt(a, i) &&
			 st_is_count_write(st, i))
			conv_remove_stmt(st->f, a->n[i].start, a->n[i].end);
	}
}

/* ---- the test's own `test` and `run` ---- */

/* The file-scope declaration c refers to is named name. */
static int is_file_decl(CXCursor c, const char *name)
{
	CXCursor d = clang_getCursorReferenced(c);
	CXCursor p = clang_getCursorSemanticParent(d);
	char *dn;
	int r;

	if (clang_Cursor_isNull(d) ||
	    clang_getCursorKind(p) != CXCursor_TranslationUnit)
		return 0;
	dn = conv_name(d);
	r = !strcmp(dn, name);
	free(dn);
	return r;
}

/* The file's own variable or function called name renamed (a function
 * fn_base, a variable var_base): its declarations and every reference
 * the parse sees. The new name, or NULL when the file has none. */
static char *rename_own(struct st *st, const char *name, const char *fn_base,
			const char *var_base)
{
	struct ast *a = &st->a;
	int i, top = ast_top_decl(a, name, 0);
	size_t len = strlen(name);
	char *to;

	if (top < 0)
		return NULL;
	to = ast_unused_name(&st->a, a->n[top].kind == CXCursor_FunctionDecl ?
					     fn_base :
					     var_base);
	conv_msg(st->f, a->n[top].start,
		 "the file's own %s renamed %s: the new API's test takes the "
		 "name",
		 name, to);
	for (i = 0; i < a->len; i++) {
		struct node *n = &a->n[i];
		int decl = (n->kind == CXCursor_VarDecl ||
			    n->kind == CXCursor_FunctionDecl) &&
			   n->parent < 0;
		long at;

		if (!n->has_off || strcmp(n->name, name))
			continue;
		if (!decl && !(n->kind == CXCursor_DeclRefExpr &&
			       is_file_decl(n->cur, name)))
			continue;
		at = name_at(st, n, name);
		if (at >= 0)
			conv_rewrite(st->f, at, at + len, to);
	}
	return to;
}

/* `static struct tst_test test` and `static void run()` are the new
 * API's: a variable or function of the file so called (fcntl16's case
 * index, signal06's verify function, nptl01's thread) is renamed. */
void st_rename_test(struct st *st)
{
	st->test_renamed = rename_own(st, "test", "test_fn", "test_var");
	st->run_renamed = rename_own(st, "run", "run_fn", "run_var");
}

/* ---- tst_exit() ---- */

/* The call that begins at offset start is an operand (`perror(m),
 * tst_exit()`), not a statement of its own. 0 when no call begins there
 * (a line the preprocessor skipped). */
static int call_in_expr(struct ast *a, unsigned int start)
{
	int i, p;

	for (i = 0; i < a->len; i++) {
		if (a->n[i].kind != CXCursor_CallExpr || !a->n[i].has_off ||
		    a->n[i].start != start)
			continue;
		p = a->n[i].parent;
		return p >= 0 && !clang_isStatement(a->n[p].kind);
	}
	return 0;
}

/* The call statement of the file's whose first token starts at start, a
 * statement of a block, or -1. */
static int call_stmt_at(struct ast *a, unsigned int start, const char *name)
{
	int i;

	for (i = 0; i < a->len; i++)
		if (a->n[i].kind == CXCursor_CallExpr && a->n[i].has_off &&
		    a->n[i].start == start && a->n[i].name &&
		    !strcmp(a->n[i].name, name))
			return ast_is(a, a->n[i].parent,
				      CXCursor_CompoundStmt) ?
				       i :
				       -1;
	return -1;
}

unsigned int st_ending_report(struct st *st, int c)
{
	struct ast *a = &st->a;
	unsigned int t, t0, e;
	int ends = 0;

	if (!ast_is(a, c, CXCursor_CallExpr) || !a->n[c].has_off)
		return 0;
	t0 = ast_tok_at(a, a->n[c].start);
	e = a->n[c].end;
	if (t0 + 3 >= a->ntoks || strcmp(a->toks[t0].text, "tst_resm") ||
	    strcmp(a->toks[t0 + 1].text, "("))
		return 0;
	for (t = t0 + 2; t < a->ntoks && a->toks[t].start < e; t++) {
		const char *x = a->toks[t].text;

		if (!strcmp(x, ","))
			return ends ? t : 0;
		if (!strcmp(x, "TFAIL") || !strcmp(x, "TBROK") ||
		    !strcmp(x, "TCONF"))
			ends = 1;
		else if (strcmp(x, "|") && strcmp(x, "TERRNO") &&
			 strcmp(x, "TTERRNO") && strcmp(x, "TRERRNO"))
			return 0;
	}
	return 0;
}

/*
 * `tst_resm(TFAIL, ...); tst_exit();` (a tst_rmdir() between them or not,
 * which the library does): the test ends with that result, which is
 * tst_brk(TFAIL, ...), cleanup() run, and a child's exit status the
 * result's as tst_exit() gave it. The report becomes tst_brk(), the
 * tst_rmdir() and the tst_exit() (and a comment right above it) go;
 * 1 when done. exit(0) after the report would end the process without
 * cleanup() and a child with status 0.
 */
static int exit_to_brk(struct st *st, unsigned int start)
{
	struct ast *a = &st->a;
	int ex = call_stmt_at(a, start, "tst_exit"), p, k, n = 0, gone[8];

	unsigned int ls, cs;

	if (ex < 0)
		return 0;
	for (p = ast_stmt_before(a, ex);
	     p >= 0 && ast_is(a, p, CXCursor_CallExpr) && a->n[p].name &&
	     !strcmp(a->n[p].name, "tst_rmdir") && n < 8;
	     p = ast_stmt_before(a, p))
		gone[n++] = p;
	if (p < 0 || !st_ending_report(st, p) ||
	    conv_removed(st->f, a->n[p].start, a->n[p].end))
		return 0;
	conv_rewrite(st->f, a->n[p].start, a->n[p].start + strlen("tst_resm"),
		     "tst_brk");
	for (k = 0; k < n; k++)
		conv_remove_stmt(st->f, a->n[gone[k]].start, a->n[gone[k]].end);
	ls = conv_line_start(st->f, a->n[ex].start);
	cs = ls ? conv_comment_above(st->f, ls) : ls;
	if (cs < ls)
		conv_remove(st->f, cs, ls);
	conv_remove_stmt(st->f, a->n[ex].start, a->n[ex].end);
	conv_msg(st->f, a->n[p].start,
		 "tst_resm() then tst_exit(): tst_brk(), which ends the "
		 "test with that result after cleanup()");
	return 1;
}

/*
 * Every "tst_exit()" of the tokens in [s, e) (also in lines the
 * preprocessor skipped) replaced by text; how many. "return" is a
 * statement: where the call is an operand, exit(0) ends the process
 * instead, as tst_exit() did.
 */
int st_replace_exits(struct st *st, unsigned int s, unsigned int e,
		     const char *text)
{
	struct ast *a = &st->a;
	char *exit0 = util_printf("%s(0)", st_exit_word(st));
	const char *with;
	unsigned int t;
	int n = 0;

	for (t = ast_tok_at(a, s); t + 2 < a->ntoks && a->toks[t].start < e;
	     t++) {
		if (strcmp(a->toks[t].text, "tst_exit") ||
		    strcmp(a->toks[t + 1].text, "(") ||
		    strcmp(a->toks[t + 2].text, ")"))
			continue;
		/* gone already (one right after a tst_brkm()): it needs
		 * no exit() of its own, nor <stdlib.h> for it */
		if (conv_removed(st->f, a->toks[t].start, a->toks[t + 2].end))
			continue;
		if (!strcmp(text, "exit(0)") &&
		    exit_to_brk(st, a->toks[t].start))
			continue;
		with = strcmp(text, "exit(0)") ? text : exit0;
		if (!strcmp(text, "return") &&
		    call_in_expr(a, a->toks[t].start)) {
			with = exit0;
			st->need_stdlib = 1;
		}
		conv_rewrite(st->f, a->toks[t].start, a->toks[t + 2].end, with);
		n++;
	}
	free(exit0);
	return n;
}

/* Outside a test's main() (children, exec()ed programs) the process just
 * ends: the results are in the shared page, the status adds nothing. */
void st_exit_calls(struct st *st, unsigned int skip_s, unsigned int skip_e)
{
	if (st_replace_exits(st, 0, skip_s, "exit(0)") +
	    st_replace_exits(st, skip_e > skip_s ? skip_e : skip_s, st->f->len,
			     "exit(0)"))
		st->need_stdlib = 1;
}

/* ---- includes ---- */

struct incs {
	const char *want;
	int found;
	int all; /* the includes inside conditionals too */
	long first, last_sys;
};

/* Whether offset at lies inside one of the file's conditionals. */
static int in_conditional(struct pp_cond *v, int nv, unsigned int at)
{
	int c;

	for (c = 0; c < nv; c++)
		if (v[c].br[0].dir.s < at && at < v[c].endif.e)
			return 1;
	return 0;
}

/* The includes of the file: whether one brings in->want, and where the
 * first and the last system one stand outside the file's conditionals
 * (all of them with in->all): after one inside an #ifdef (getcpu01's
 * <utmpx.h> under __x86_64__) a header added for the whole file would be
 * missing from the other builds. */
static void scan_includes(struct st *st, struct incs *in)
{
	struct ast *a = &st->a;
	struct pp_cond *v;
	int nv = pp_conds(a, &v), i;

	in->first = -1;
	in->last_sys = -1;
	for (i = 0; i < a->len; i = a->n[i].last + 1) {
		struct node *n = &a->n[i];

		if (n->kind != CXCursor_InclusionDirective || !n->has_off)
			continue;
		if (!strcmp(n->name, in->want))
			in->found = 1;
		if (!in->all && in_conditional(v, nv, n->start))
			continue;
		if (in->first < 0)
			in->first = st_line_start(st, n->start);
		if (memchr(st->f->text + n->start, '<', n->end - n->start))
			in->last_sys = st_line_end(st, n->start);
	}
	free(v);
}

void st_add_include(struct st *st, const char *header)
{
	struct incs in = { .want = header };
	char *line;
	long at;

	scan_includes(st, &in);
	if (in.found)
		return;
	at = in.last_sys >= 0 ? in.last_sys : in.first;
	if (at < 0)
		at = 0;
	line = util_printf("#include <%s>\n", header);
	conv_rewrite(st->f, at, at, line);
	free(line);
}

/* Include node i brings the test library: a header of the old API's own
 * directory (test.h, usctest.h ...) or a helper of the tree with old API
 * (sctputil.h includes <test.h>). */
static int brings_api(struct st *st, int i)
{
	CXFile inc = clang_getIncludedFile(st->a.n[i].cur);
	CXString s;
	char *dir, *slash;
	int r;

	if (!inc)
		return 0;
	if (headers_index(st->f, inc, 0) >= 0)
		return 1;
	s = clang_getFileName(inc);
	dir = util_strdup(clang_getCString(s));
	clang_disposeString(s);
	slash = strrchr(dir, '/');
	if (slash)
		*slash = '\0';
	r = slash && incfind_old_api_dir(dir);
	free(dir);
	return r;
}

/*
 * The kernel's <linux/in.h> or <linux/in6.h> included before the header
 * that brings the test library: the new library's header includes the C
 * library's <netinet/in.h> (tst_safe_net.h), whose in_addr, sockaddr_in
 * and in6_addr the kernel's headers defined already (the other order
 * builds: they defer to the C library's then). Such a file took them for
 * sockaddr_in (held-out set 25's test_1_to_1_rtoinfo): the first of them
 * becomes <netinet/in.h>, which declares both families, and the other
 * goes; so does one after an <netinet/in.h> of the file.
 */
void st_uapi_in(struct st *st)
{
	struct ast *a = &st->a;
	int i, have = 0;

	for (i = 0; i < a->len; i = a->n[i].last + 1) {
		struct node *n = &a->n[i];
		const char *t = st->f->text;
		unsigned int lt, gt;

		if (n->kind != CXCursor_InclusionDirective || !n->has_off ||
		    !n->name)
			continue;
		if (brings_api(st, i))
			return;
		if (!strcmp(n->name, "netinet/in.h")) {
			have = 1;
			continue;
		}
		if (strcmp(n->name, "linux/in.h") &&
		    strcmp(n->name, "linux/in6.h"))
			continue;
		for (lt = n->start; lt < n->end && t[lt] != '<'; lt++)
			;
		for (gt = lt; gt < n->end && t[gt] != '>'; gt++)
			;
		if (gt >= n->end)
			continue;
		if (have)
			st_remove_lines(st, n->start, n->end);
		else
			conv_rewrite(st->f, lt, gt + 1, "<netinet/in.h>");
		have = 1;
	}
}

void st_no_default_main(struct st *st)
{
	struct incs in = { .want = "", .all = 1 };
	unsigned int at;

	/* a file converted before has it: a second run adds nothing */
	if (ast_find_words(&st->a, "TST_NO_DEFAULT_MAIN", NULL, 0))
		return;
	scan_includes(st, &in);
	at = in.first >= 0 ? in.first : 0;
	conv_rewrite(st->f, at, at, "#define TST_NO_DEFAULT_MAIN\n");
}

/* Few names (a suite's helper libraries): a list searched linearly. */
static char **forking_fns;
static size_t nforking_fns;

void conv_add_forking_fn(const char *name)
{
	if (conv_is_forking_fn(name))
		return;
	forking_fns = util_realloc(forking_fns,
				   (nforking_fns + 1) * sizeof(*forking_fns));
	forking_fns[nforking_fns++] = util_strdup(name);
}

int conv_is_forking_fn(const char *name)
{
	size_t i;

	for (i = 0; i < nforking_fns; i++) {
		if (!strcmp(forking_fns[i], name))
			return 1;
	}
	return 0;
}
