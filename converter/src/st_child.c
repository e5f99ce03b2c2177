// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A child setup() forks to live through every run, killed by cleanup():
 * the old library let it live; the new one waits for every child at the
 * end of each run, and would wait for this one forever. So the child
 * becomes a child of each run: run() forks it first, as setup() did, and
 * ends it last, as cleanup() did, and forgets its pid, so that cleanup()
 * (still there for a test that stops early) does not signal a pid that
 * is no longer its child.
 *
 * The fork is "V = fork()" or "V = helper(...)" with helper a function of
 * the file that forks and returns a value (a server started by
 * start_server()). The run waits for the child it killed when cleanup()
 * did not (the library would report it killed by a signal); cleanup()'s
 * statements get a guard "V > 0" unless they test V already (V holds no
 * child between runs: kill(0, ...) would signal the test itself). When
 * the body can return early, the body becomes do_test() and run() makes
 * the child, calls it and ends the child.
 *
 * A start that binds a socket (the server's UNIX-domain socket) leaves
 * its name in the file system when the child ends, and the next run's
 * bind() fails (EADDRINUSE: sendmsg01's second case). So cleanup()'s
 * removals of names, unlink(P) or remove(P), also end each run, after
 * the child, unless setup() creates P itself (a file the runs use).
 */
#include <stdlib.h>
#include <string.h>

#include "sleeps.h"
#include "st_main.h"
#include "vocab.h"

/* safe_fork() is what SAFE_FORK() calls */
static int is_fork_call(struct st *st, int i)
{
	return ast_is(&st->a, i, CXCursor_CallExpr) &&
	       (vocab_is_fork_call(st->a.n[i].name) ||
		!strcmp(st->a.n[i].name, "safe_fork"));
}

/* A call of a function of the file that forks and returns a value (the
 * pid of the child it made, as start_server() does). */
static int forking_helper(struct st *st, int call)
{
	struct ast *a = &st->a;
	int body, fn, j, forks = 0, returns = 0;

	if (!ast_is(a, call, CXCursor_CallExpr))
		return 0;
	body = st_func(st, a->n[call].name, &fn);
	if (body < 0)
		return 0;
	for (j = body; j <= a->n[body].last; j++) {
		forks |= is_fork_call(st, j);
		returns |= ast_is(a, j, CXCursor_ReturnStmt) &&
			   ast_nchildren(a, j) > 0;
	}
	return forks && returns;
}

/* "V = fork()" or "V = helper(...)" (forking_helper()) with V a variable
 * of the file: V's declaration, else -1. */
static int forked_var(struct st *st, int s)
{
	struct ast *a = &st->a;
	int lhs, rhs;
	CXCursor decl;

	if (!ast_is(a, s, CXCursor_BinaryOperator) || ast_nchildren(a, s) != 2)
		return -1;
	lhs = st_strip(st, ast_child(a, s, 0));
	rhs = st_strip(st, ast_child(a, s, 1));
	if (!ast_is(a, lhs, CXCursor_DeclRefExpr) ||
	    (!is_fork_call(st, rhs) && !forking_helper(st, rhs)))
		return -1;
	decl = clang_getCursorReferenced(a->n[lhs].cur);
	if (clang_getCursorKind(clang_getCursorSemanticParent(decl)) !=
	    CXCursor_TranslationUnit)
		return -1;
	return ast_top_decl(a, a->n[lhs].name, 0);
}

static int refers(struct st *st, int s, const char *name)
{
	struct node *n = &st->a.n[s];

	return n->has_off &&
	       ast_uses(&st->a, name, n->start, conv_stmt_end(st->f, n->end));
}

/* The statements of fn's body that use name, from the first one on while
 * they do; their indices in *first, how many. */
static int run_of_uses(struct st *st, int body, const char *name, int from,
		       int *first)
{
	int k, c, n = 0;

	*first = -1;
	for (k = from; (c = ast_child(&st->a, body, k)) >= 0; k++) {
		if (!refers(st, c, name)) {
			if (n)
				break;
			continue;
		}
		if (*first < 0)
			*first = k;
		n++;
	}
	return n;
}

/* What V held before the child was made: its initializer, or 0. */
static char *not_started(struct st *st, int var)
{
	struct ast *a = &st->a;
	int nk = ast_nchildren(a, var),
	    init = nk ? ast_child(a, var, nk - 1) : -1;

	if (init >= 0 && a->n[init].kind != CXCursor_TypeRef &&
	    a->n[init].has_off)
		return conv_text(st->f, a->n[init].start, a->n[init].end);
	return util_strdup("0");
}

/* The prototype of function fn (FunctionDecl) with body, as the file
 * writes its definition. */
static char *prototype(struct st *st, int fn, int body)
{
	char *t = conv_text(st->f, st->a.n[fn].start, st->a.n[body].start), *p;
	size_t n = strlen(t);

	while (n && strchr(" \t\n", t[n - 1]))
		n--;
	p = util_printf("%.*s;\n", (int)n, t);
	free(t);
	return p;
}

/*
 * Statement i moves into run(), where main() was: a function of the file
 * it calls that the file declares first after main()'s start (setup()
 * called start_server(), defined below main()) gets a prototype with the
 * statics, above.
 */
static void declare_called(struct st *st, struct shape *sh, int i)
{
	struct ast *a = &st->a;
	int j, fn, body;
	long at;
	char *p;

	for (j = i; j <= a->n[i].last; j++) {
		CXCursor r;

		if (!ast_is(a, j, CXCursor_CallExpr) || !a->n[j].has_off)
			continue;
		r = clang_getCanonicalCursor(
			clang_getCursorReferenced(a->n[j].cur));
		at = conv_offset(st->f, clang_getCursorLocation(r));
		if (r.kind != CXCursor_FunctionDecl || at < (long)sh->ms)
			continue;
		body = st_func(st, a->n[j].name, &fn);
		if (body < 0)
			continue;
		p = prototype(st, fn, body);
		if (!sh->statics.len || !strstr(sh->statics.data, p))
			util_buf_adds(&sh->statics, p);
		free(p);
	}
}

/* Where the statement at s starts with the comment right over it. */
static unsigned int with_comment(struct conv_file *f, unsigned int s)
{
	unsigned int l = conv_line_start(f, s), c;

	if (!l)
		return s;
	c = conv_comment_above(f, l);
	if (c == l)
		return s;
	while (f->text[c] == ' ' || f->text[c] == '\t')
		c++;
	return c;
}

/* The statements [first, first + n) of body, as one piece: the comment
 * over them and the comments and blank lines between them go where they
 * go (left behind, a comment would describe code no longer there). */
static void copy_stmts(struct st *st, struct shape *sh, int body, int first,
		       int n, struct util_buf *out, int remove)
{
	struct node *l;
	unsigned int s, e;
	char *t;
	int k;

	if (n <= 0)
		return;
	for (k = first; k < first + n; k++)
		declare_called(st, sh, ast_child(&st->a, body, k));
	s = with_comment(st->f, st->a.n[ast_child(&st->a, body, first)].start);
	l = &st->a.n[ast_child(&st->a, body, first + n - 1)];
	e = conv_stmt_end(st->f, l->end);
	t = conv_copy(st->f, s, e);
	util_buf_printf(out, "\t%s\n", t);
	free(t);
	if (remove)
		conv_remove_stmt(st->f, s, l->end);
}

/* Some statement of the run [first, first + n) of body waits for a child. */
static int waits_in(struct st *st, int body, int first, int n)
{
	struct ast *a = &st->a;
	int k, j, c;

	for (k = first; k < first + n; k++) {
		c = ast_child(a, body, k);
		for (j = c; j <= a->n[c].last; j++)
			if (ast_is(a, j, CXCursor_CallExpr) &&
			    sl_is_wait_child(a->n[j].name))
				return 1;
	}
	return 0;
}

/* "if (...V...)": the statement tests V before it signals. */
static int tests_var(struct st *st, int stmt, const char *name)
{
	struct ast *a = &st->a;
	int cond = ast_child(a, stmt, 0);

	return ast_is(a, stmt, CXCursor_IfStmt) && cond >= 0 &&
	       a->n[cond].has_off &&
	       ast_uses(a, name, a->n[cond].start, a->n[cond].end);
}

/* The text [s, e) with one more tab after each newline. */
static void indent_text(const char *t, struct util_buf *out)
{
	const char *p;

	for (p = t; *p; p++) {
		util_buf_add(out, p, 1);
		if (*p == '\n' && p[1] && p[1] != '\n')
			util_buf_adds(out, "\t");
	}
}

static void indented(struct st *st, unsigned int s, unsigned int e,
		     struct util_buf *out)
{
	char *t = conv_copy(st->f, s, e);

	indent_text(t, out);
	free(t);
}

/* "if (P) ..." around cleanup()'s statements [first, first + n). */
static void guard_by(struct st *st, int body, int first, int n,
		     const char *cond)
{
	struct ast *a = &st->a;
	struct util_buf g = { 0 };
	int s = ast_child(a, body, first),
	    l = ast_child(a, body, first + n - 1);
	unsigned int e = conv_stmt_end(st->f, a->n[l].end);
	char ind[64];

	ast_indent_of(st->f, a->n[s].start, ind, sizeof(ind));
	util_buf_printf(&g, "if (%s)%s\n%s\t", cond, n > 1 ? " {" : "", ind);
	indented(st, a->n[s].start, e, &g);
	if (n > 1)
		util_buf_printf(&g, "\n%s}", ind);
	conv_rewrite(st->f, a->n[s].start, e, g.data);
	free(g.data);
}

/* cleanup()'s statements [first, first + n) that end the child run
 * between runs too, when V holds no child: guard them by "V > 0". */
static void guard_cleanup(struct st *st, int body, int first, int n,
			  const char *name)
{
	int s = ast_child(&st->a, body, first);
	char *cond;

	if (n == 1 && tests_var(st, s, name))
		return;
	cond = util_printf("%s > 0", name);
	guard_by(st, body, first, n, cond);
	free(cond);
}

/* V declared below main(): run() takes main()'s place and uses it now, so
 * the declaration moves up with the file's other statics (unless it
 * declares others too). */
static void move_decl(struct st *st, struct shape *sh, int var)
{
	struct ast *a = &st->a;
	struct node *v = &a->n[var];
	int i;
	char *t;

	if (!v->has_off || v->start < sh->ms)
		return;
	for (i = 0; i < a->len; i = a->n[i].last + 1)
		if (i != var && a->n[i].kind == CXCursor_VarDecl &&
		    a->n[i].has_off && a->n[i].start == v->start)
			return;
	t = conv_copy(st->f, v->start, conv_stmt_end(st->f, v->end));
	util_buf_printf(&sh->statics, "%s\n", t);
	free(t);
	conv_remove_stmt(st->f, v->start, v->end);
}

/* Code at node calls name (a fork when NULL), itself or in the file's
 * functions it calls. */
static int reaches(struct st *st, int node, const char *name, int depth)
{
	struct ast *a = &st->a;
	int j, body;

	for (j = node; j <= a->n[node].last; j++) {
		if (name ? st_is_call(st, j, name) : is_fork_call(st, j))
			return 1;
		if (!ast_is(a, j, CXCursor_CallExpr) || depth >= 3)
			continue;
		body = st_func(st, a->n[j].name, NULL);
		if (body >= 0 && body != node &&
		    reaches(st, body, name, depth + 1))
			return 1;
	}
	return 0;
}

/* Calls that create a name in the file system from their first argument
 * (the old SAFE_*() take a cleanup first). */
static const char *const creates[] = {
	"open",		"open64",     "creat",	    "mkdir",	  "mknod",
	"mkfifo",	"symlink",    "link",	    "fopen",	  "SAFE_OPEN",
	"SAFE_CREAT",	"SAFE_MKDIR", "SAFE_FOPEN", "SAFE_TOUCH", "SAFE_MKFIFO",
	"SAFE_SYMLINK", "SAFE_LINK",  NULL
};

/* Some call setup() makes that creates a name passes name. */
static int setup_creates(struct st *st, int sbody, const char *name)
{
	struct ast *a = &st->a;
	int j;

	for (j = sbody; j <= a->n[sbody].last; j++)
		if (ast_is(a, j, CXCursor_CallExpr) && a->n[j].has_off &&
		    sl_in_list(creates, a->n[j].name) &&
		    ast_uses(a, name, a->n[j].start, a->n[j].end))
			return 1;
	return 0;
}

/* The call statement s makes: s itself, or s cast to void, or what the
 * one statement of the branch of "if (COND) s;" makes, COND calling and
 * writing nothing (a guard "the name was made": recvmsg01's
 * "if (tmpsunpath[0] != '\0') (void)unlink(tmpsunpath);"). */
static int guarded_call(struct st *st, int s)
{
	struct ast *a = &st->a;
	int cond;

	if (ast_is(a, s, CXCursor_IfStmt) && ast_nchildren(a, s) == 2) {
		cond = ast_child(a, s, 0);
		if (!a->n[cond].has_off ||
		    ast_find_kind(a, cond, CXCursor_CallExpr) >= 0 ||
		    ast_writes(a, a->n[cond].start, a->n[cond].end))
			return -1;
		s = ast_child(a, s, 1);
		if (ast_is(a, s, CXCursor_CompoundStmt)) {
			if (ast_nchildren(a, s) != 1)
				return -1;
			s = ast_child(a, s, 0);
		}
	}
	if (ast_is(a, s, CXCursor_CStyleCastExpr))
		s = st_strip(st, ast_child(a, s, ast_nchildren(a, s) - 1));
	return s;
}

/* Statement c of cleanup() is "unlink(P);" or "remove(P);" (guarded_call())
 * with P a name setup() does not create: P's variable, else NULL. */
static const char *removed_name(struct st *st, int c, int sbody)
{
	struct ast *a = &st->a;
	int arg = -1;

	c = guarded_call(st, c);
	if ((st_is_call(st, c, "unlink") || st_is_call(st, c, "remove")) &&
	    ast_nchildren(a, c) == 2)
		arg = st_strip(st, ast_child(a, c, 1));
	if (arg < 0 || !ast_is(a, arg, CXCursor_DeclRefExpr) ||
	    setup_creates(st, sbody, a->n[arg].name))
		return NULL;
	return a->n[arg].name;
}

/* The start, statements [first, first + n) of setup(), binds a socket:
 * cleanup()'s removals of names it does not create end each run too. */
static void remove_bound(struct st *st, struct shape *sh, int sbody, int first,
			 int n, int cbody)
{
	struct ast *a = &st->a;
	int k, c, var, binds = 0;
	const char *name;

	for (k = first; k < first + n; k++)
		binds |= reaches(st, ast_child(a, sbody, k), "bind", 0);
	if (!binds)
		return;
	for (k = 0; (c = ast_child(a, cbody, k)) >= 0; k++) {
		name = removed_name(st, c, sbody);
		if (!name)
			continue;
		/* run() takes main()'s place: P declared below moves up */
		var = ast_top_decl(a, name, 0);
		if (var >= 0)
			move_decl(st, sh, var);
		copy_stmts(st, sh, cbody, k, 1, &sh->child_stop, 0);
		conv_msg(st->f, a->n[c].start,
			 "the child's start binds a socket, whose name stays "
			 "when the child ends: each run removes it too");
	}
}

/* The pointer P of cleanup()'s "kill(P[i].pid, ...)" or "kill(-P[i],
 * ...)": the children's pids in memory a helper allocated; its
 * declaration, else -1. */
static int killed_array(struct st *st, int cbody)
{
	struct ast *a = &st->a;
	int j, arg, base;
	CXCursor d;

	for (j = cbody; j <= a->n[cbody].last; j++) {
		if (!st_is_call(st, j, "kill") || ast_nchildren(a, j) != 3)
			continue;
		arg = ast_child(a, j, 1);
		base = ast_find_kind(a, arg, CXCursor_ArraySubscriptExpr);
		base = base >= 0 ? st_strip(st, ast_child(a, base, 0)) : -1;
		if (!ast_is(a, base, CXCursor_DeclRefExpr))
			continue;
		d = clang_getCursorReferenced(a->n[base].cur);
		if (clang_getCursorType(d).kind != CXType_Pointer ||
		    clang_getCursorKind(clang_getCursorSemanticParent(d)) !=
			    CXCursor_TranslationUnit)
			continue;
		return ast_top_decl(a, a->n[base].name, 0);
	}
	return -1;
}

/* Statements copied into run() (code) after the declarations of the
 * locals they use (decls), in a block when there are any: run() may have
 * locals of those names. Both emptied. */
static void in_block(struct util_buf *out, struct util_buf *decls,
		     struct util_buf *code)
{
	if (decls->len) {
		util_buf_adds(out, "\t{\n\t");
		indent_text(decls->data, out);
		util_buf_adds(out, "\n\t");
		indent_text(code->data, out);
		util_buf_adds(out, "\t}\n");
	} else if (code->len) {
		util_buf_adds(out, code->data);
	}
	free(decls->data);
	free(code->data);
	memset(decls, 0, sizeof(*decls));
	memset(code, 0, sizeof(*code));
}

/* More locals than a helper's part of setup() or cleanup() may use. */
#define MAX_LOCALS 16

/* The declarations of body's locals (its statements before first) that
 * statements [first, first + n) use: their indices into decls (at most
 * max), how many. */
static int used_decls(struct st *st, int body, int first, int n, int *decls,
		      int max)
{
	struct ast *a = &st->a;
	int k, j, c, i, s, fn = ast_func_of(a, body), nd = 0, hit;
	CXCursor d;

	for (k = 0; (c = ast_child(a, body, k)) >= 0 && k < first; k++) {
		if (!ast_is(a, c, CXCursor_DeclStmt))
			continue;
		for (hit = 0, j = first; j < first + n && !hit; j++) {
			s = ast_child(a, body, j);
			for (i = s; i <= a->n[s].last && !hit; i++) {
				if (!ast_is(a, i, CXCursor_DeclRefExpr))
					continue;
				d = clang_getCursorReferenced(a->n[i].cur);
				hit = clang_equalCursors(
					      clang_getCursorSemanticParent(d),
					      a->n[fn].cur) &&
				      ast_uses(a, a->n[i].name, a->n[c].start,
					       a->n[c].end);
			}
		}
		if (hit && nd < max)
			decls[nd++] = c;
	}
	return nd;
}

static char *decl_text(struct st *st, int decl)
{
	return conv_copy(st->f, st->a.n[decl].start,
			 conv_stmt_end(st->f, st->a.n[decl].end));
}

/* The declaration of one local without an initializer, whose name no
 * declaration at file scope has: it can become a static of the file. */
static int can_be_static(struct st *st, int decl)
{
	struct ast *a = &st->a;
	int v = ast_child(a, decl, 0);
	char *t;
	int ok;

	if (ast_nchildren(a, decl) != 1 || !ast_is(a, v, CXCursor_VarDecl) ||
	    st_declared(st, a->n[v].name))
		return 0;
	t = decl_text(st, decl);
	ok = !strchr(t, '=');
	free(t);
	return ok;
}

/*
 * Where the part of setup() that moves into run() starts: at statement k,
 * which makes the children, or before, at the first statement that uses
 * a local the part uses (kill10's struct sigaction: the handlers the
 * children inherit are set before the fork, and changed after it; a
 * second run must fork with the first ones again).
 */
static int moved_from(struct st *st, int sbody, int k)
{
	struct ast *a = &st->a;
	int decls[MAX_LOCALS], nd, i, j, c, from;
	const char *name;

	do {
		from = k;
		nd = used_decls(st, sbody, k, ast_nchildren(a, sbody) - k,
				decls, MAX_LOCALS);
		for (i = 0; i < nd; i++) {
			name = a->n[ast_child(a, decls[i], 0)].name;
			for (j = 0; j < k; j++) {
				c = ast_child(a, sbody, j);
				if (c != decls[i] &&
				    !ast_is(a, c, CXCursor_DeclStmt) &&
				    refers(st, c, name))
					break;
			}
			if (j < k)
				k = j;
		}
	} while (k != from);
	return k;
}

/*
 * setup() makes children through a helper that keeps their pids in
 * memory it allocates (P), and cleanup() kills them through P: kill10's
 * managers. As for one child, each run makes them (setup()'s statements
 * from the helper's call to its end, which wait for the children and
 * set up their signals, move to the start of run()) and ends them
 * (cleanup()'s statements using P, with the locals they use, then P =
 * NULL); cleanup() keeps them under "if (P)" for a run that stops early.
 * Another shape gets a TODO(convert): the same, by hand.
 */
static int other_children(struct st *st, struct shape *sh, int sbody, int cbody,
			  int returns)
{
	struct ast *a = &st->a;
	int k, c, n, var, cfirst, cn, i, nsd, ncd;
	int sdecls[MAX_LOCALS], cdecls[MAX_LOCALS];
	struct util_buf locals = { 0 }, stop = { 0 };
	const char *name;
	char *t;

	if (!ast_uses(a, "kill", a->n[cbody].start, a->n[cbody].end))
		return 0;
	for (k = 0; (c = ast_child(a, sbody, k)) >= 0; k++)
		if (a->n[c].has_off && reaches(st, c, NULL, 0))
			break;
	if (c < 0)
		return 0;
	var = killed_array(st, cbody);
	name = var >= 0 ? a->n[var].name : NULL;
	cn = name ? run_of_uses(st, cbody, name, 0, &cfirst) : 0;
	if (!cn || (returns && st_func(st, CHILD_BODY_FN, NULL) >= 0)) {
		st_todo(st, a->n[c].start,
			"setup() makes children here that cleanup() kills: the "
			"library waits for children after each run, so make "
			"and end them in run()");
		return 0;
	}
	k = moved_from(st, sbody, k);
	c = ast_child(a, sbody, k);
	n = ast_nchildren(a, sbody) - k;
	nsd = used_decls(st, sbody, k, n, sdecls, MAX_LOCALS);
	for (i = 0; i < nsd && can_be_static(st, sdecls[i]); i++)
		;
	if (i < nsd || nsd == MAX_LOCALS) {
		st_todo(st, a->n[c].start,
			"setup() makes children here that cleanup() kills, and "
			"what follows uses its locals: the library waits for "
			"children after each run, so make and end them in "
			"run()");
		return 0;
	}
	sh->child_wrap = returns;
	move_decl(st, sh, var);
	/* setup()'s locals that both parts use become statics of the file,
	 * those of the part that moves its own, in a block */
	for (i = 0; i < nsd; i++) {
		t = decl_text(st, sdecls[i]);
		if (!ast_uses(a, a->n[ast_child(a, sdecls[i], 0)].name,
			      a->n[sdecls[i]].end, a->n[c].start))
			util_buf_printf(&locals, "\t%s\n", t);
		else
			util_buf_printf(&sh->statics, "static %s\n", t);
		free(t);
		conv_remove_stmt(st->f, a->n[sdecls[i]].start,
				 a->n[sdecls[i]].end);
	}
	copy_stmts(st, sh, sbody, k, n, &stop, 1);
	in_block(&sh->child_start, &locals, &stop);
	ncd = used_decls(st, cbody, cfirst, cn, cdecls, MAX_LOCALS);
	for (i = 0; i < ncd; i++) {
		t = decl_text(st, cdecls[i]);
		util_buf_printf(&locals, "\t%s\n", t);
		free(t);
	}
	copy_stmts(st, sh, cbody, cfirst, cn, &stop, 0);
	in_block(&sh->child_stop, &locals, &stop);
	util_buf_printf(&sh->child_stop, "\t%s = NULL;\n", name);
	guard_by(st, cbody, cfirst, cn, name);
	conv_msg(st->f, a->n[c].start,
		 "the children setup() makes for all runs (their pids in %s) "
		 "are made and ended by each run: the library waits for "
		 "children after each",
		 name);
	return 0;
}

/* Calls that change only the process's effective user or group id (the
 * saved one stays, so root can take its ids back), and those that change
 * more of its ids (the SAFE_*() macros call the safe_*() functions). */
static const char *const euid_calls[] = { "seteuid", "safe_seteuid", NULL };
static const char *const egid_calls[] = { "setegid", "safe_setegid", NULL };
static const char *const id_calls[] = {
	"setuid",	  "setgid",	    "setreuid",
	"setregid",	  "setresuid",	    "setresgid",
	"setfsuid",	  "setfsgid",	    "safe_setuid",
	"safe_setgid",	  "safe_setreuid",  "safe_setregid",
	"safe_setresuid", "safe_setresgid", NULL
};

#define IDS_EUID 1
#define IDS_EGID 2
#define IDS_OTHER 4

/* The ids statements [from, to) of body change (IDS_*). */
static int ids_changed(struct st *st, int body, int from, int to)
{
	struct ast *a = &st->a;
	int k, c, i, ids = 0;

	for (k = from; k < to && (c = ast_child(a, body, k)) >= 0; k++) {
		for (i = 0; euid_calls[i]; i++)
			if (reaches(st, c, euid_calls[i], 0))
				ids |= IDS_EUID;
		for (i = 0; egid_calls[i]; i++)
			if (reaches(st, c, egid_calls[i], 0))
				ids |= IDS_EGID;
		for (i = 0; id_calls[i]; i++)
			if (reaches(st, c, id_calls[i], 0))
				ids |= IDS_OTHER;
	}
	return ids;
}

/*
 * setup() forks its child, then changes the process's effective ids
 * (sched_setaffinity01's seteuid() to nobody): the child kept the ids
 * setup() had when it forked. run() makes the child now, after all of
 * setup(): it takes those ids back around the fork (as root it can, its
 * saved ids being root's), and around the end of the child too, which
 * cleanup() ended after it took them back itself. 0, or -1 when the ids
 * cannot be taken back that way (a TODO(convert) says so).
 */
static int fork_ids(struct st *st, struct shape *sh, int sbody, int first,
		    int n, unsigned int at, struct util_buf *take,
		    struct util_buf *give)
{
	int ids =
		ids_changed(st, sbody, first + n, ast_nchildren(&st->a, sbody));

	if (!ids)
		return 0;
	if ((ids & IDS_OTHER) || ids_changed(st, sbody, 0, first) ||
	    st_declared(st, "fork_euid") || st_declared(st, "run_euid") ||
	    st_declared(st, "fork_egid") || st_declared(st, "run_egid")) {
		st_todo(st, at,
			"setup() forks a child that cleanup() kills, then "
			"changes the process's ids: the library waits for "
			"children after each run, so make and end it in run(), "
			"with the ids it had");
		return -1;
	}
	if (ids & IDS_EUID) {
		util_buf_adds(&sh->statics,
			      "static uid_t fork_euid, run_euid;\n");
		util_buf_adds(&sh->inits, "\tfork_euid = geteuid();\n");
		util_buf_adds(take, "\trun_euid = geteuid();\n"
				    "\tSAFE_SETEUID(fork_euid);\n");
	}
	if (ids & IDS_EGID) {
		util_buf_adds(&sh->statics,
			      "static gid_t fork_egid, run_egid;\n");
		util_buf_adds(&sh->inits, "\tfork_egid = getegid();\n");
		util_buf_adds(take, "\trun_egid = getegid();\n"
				    "\tSAFE_SETEGID(fork_egid);\n");
		util_buf_adds(give, "\tSAFE_SETEGID(run_egid);\n");
	}
	if (ids & IDS_EUID)
		util_buf_adds(give, "\tSAFE_SETEUID(run_euid);\n");
	conv_msg(st->f, at,
		 "setup() changes the process's effective ids after it forks "
		 "the child: run() takes back the ids setup() forked with "
		 "around making the child and ending it");
	return 0;
}

int st_setup_child(struct st *st, struct shape *sh, int returns)
{
	struct ast *a = &st->a;
	int sbody, cbody, k, c, var = -1, first, n, cfirst, cn;
	struct util_buf take = { 0 }, give = { 0 };
	const char *name;
	char *reset;

	sbody = sh->setup ? st_func(st, sh->setup, NULL) : -1;
	cbody = sh->cleanup ? st_func(st, sh->cleanup, NULL) : -1;
	if (sbody < 0 || cbody < 0)
		return 0;
	for (k = 0; (c = ast_child(a, sbody, k)) >= 0 && var < 0; k++)
		var = forked_var(st, c);
	if (var < 0)
		return other_children(st, sh, sbody, cbody, returns);
	name = a->n[var].name;
	n = run_of_uses(st, sbody, name, k - 1, &first);
	cn = run_of_uses(st, cbody, name, 0, &cfirst);
	/* cleanup() must be what ends it; else it ends by itself */
	if (!cn || !ast_uses(a, "kill", a->n[cbody].start, a->n[cbody].end))
		return 0;
	if (returns && st_func(st, CHILD_BODY_FN, NULL) >= 0) {
		st_todo(st, a->n[ast_child(a, sbody, first)].start,
			"setup() forks a child that cleanup() kills: the "
			"library waits for children after each run, and run() "
			"returns early, so make and end it in run()");
		return 0;
	}
	if (fork_ids(st, sh, sbody, first, n,
		     a->n[ast_child(a, sbody, first)].start, &take, &give))
		return 0;
	sh->child_wrap = returns;
	move_decl(st, sh, var);
	if (take.len)
		util_buf_adds(&sh->child_start, take.data);
	copy_stmts(st, sh, sbody, first, n, &sh->child_start, 1);
	if (give.len)
		util_buf_adds(&sh->child_start, give.data);
	if (take.len)
		util_buf_adds(&sh->child_stop, take.data);
	copy_stmts(st, sh, cbody, cfirst, cn, &sh->child_stop, 0);
	if (!waits_in(st, cbody, cfirst, cn)) {
		util_buf_printf(&sh->child_stop, "\twaitpid(%s, NULL, 0);\n",
				name);
		st_add_include(st, "sys/wait.h");
	}
	if (give.len)
		util_buf_adds(&sh->child_stop, give.data);
	free(take.data);
	free(give.data);
	remove_bound(st, sh, sbody, first, n, cbody);
	guard_cleanup(st, cbody, cfirst, cn, name);
	reset = not_started(st, var);
	util_buf_printf(&sh->child_stop, "\t%s = %s;\n", name, reset);
	free(reset);
	conv_msg(st->f, a->n[ast_child(a, sbody, first)].start,
		 "the child setup() forked for all runs is made and ended by "
		 "each run%s: the library waits for children after each",
		 returns ? " (around " CHILD_BODY_FN "(), which can return "
			   "early)" :
			   "");
	return 0;
}

/* ---- children of the run that only cleanup() ends ---- */

/* The file-scope variable node i (an expression) refers to, or NULL. */
static const char *file_var_in(struct st *st, int i)
{
	struct ast *a = &st->a;
	int j;

	for (j = i; j <= a->n[i].last; j++) {
		CXCursor d;

		if (!ast_is(a, j, CXCursor_DeclRefExpr))
			continue;
		d = clang_getCursorReferenced(a->n[j].cur);
		if (clang_getCursorKind(d) == CXCursor_VarDecl &&
		    clang_getCursorKind(clang_getCursorSemanticParent(d)) ==
			    CXCursor_TranslationUnit)
			return a->n[j].name;
	}
	return NULL;
}

/* A call kill(X, ...) under node from: the variable of the file X reads
 * (pid, pids[i]), or NULL. */
static const char *killed_var(struct st *st, int from)
{
	struct ast *a = &st->a;
	const char *v;
	int j;

	for (j = from; j <= a->n[from].last; j++)
		if (st_is_call(st, j, "kill") && ast_nchildren(a, j) > 1 &&
		    (v = file_var_in(st, ast_child(a, j, 1))))
			return v;
	return NULL;
}

/* Nodes of the file in [s, e) that are calls: fn(st, call, arg) for
 * each, and for the calls of the file's functions they make (three deep);
 * 1 when one said so. */
static int calls_in(struct st *st, unsigned int s, unsigned int e,
		    int (*fn)(struct st *, int, const char *), const char *arg,
		    int depth)
{
	struct ast *a = &st->a;
	int j, body;

	for (j = 0; j < a->len; j++) {
		if (!a->n[j].has_off || a->n[j].start < s || a->n[j].end > e ||
		    !ast_is(a, j, CXCursor_CallExpr))
			continue;
		if (fn(st, j, arg))
			return 1;
		body = depth < 3 ? st_func(st, a->n[j].name, NULL) : -1;
		if (body >= 0 && a->n[body].has_off &&
		    (a->n[body].start >= e || a->n[body].end <= s) &&
		    calls_in(st, a->n[body].start, a->n[body].end, fn, arg,
			     depth + 1))
			return 1;
	}
	return 0;
}

static int forks(struct st *st, int call, const char *unused)
{
	(void)unused;
	return is_fork_call(st, call);
}

static int waits(struct st *st, int call, const char *unused)
{
	(void)unused;
	return sl_is_wait_child(st->a.n[call].name);
}

/* kill(X, ...) with X reading the file's variable v */
static int kills_var(struct st *st, int call, const char *v)
{
	const char *k =
		st_is_call(st, call, "kill") ? killed_var(st, call) : NULL;

	return k && !strcmp(k, v);
}

/* An assignment in [s, e) to v or to an element of it. */
static int stores_in(struct st *st, unsigned int s, unsigned int e,
		     const char *v)
{
	struct ast *a = &st->a;
	int j, lhs;
	const char *w;

	for (j = 0; j < a->len; j++) {
		if (!a->n[j].has_off || a->n[j].start < s || a->n[j].end > e ||
		    !ast_is(a, j, CXCursor_BinaryOperator) ||
		    ast_nchildren(a, j) != 2)
			continue;
		lhs = ast_child(a, j, 0);
		if (!st_op_between(st, lhs, ast_child(a, j, 1), "="))
			continue;
		w = file_var_in(st, lhs);
		if (w && !strcmp(w, v))
			return 1;
	}
	return 0;
}

/*
 * The run [s, e) makes children and keeps their pids in a variable of the
 * file V; the cleanup() main() called at its end signals them through V
 * (mtest01's pid_list[]: its children sleep until then); nothing of the
 * run signals V's children or waits for a child. The old test ended them
 * so before it exited; the new library waits for every child at the end
 * of each run, before it calls cleanup(), and would wait forever. What
 * cleanup() does with V besides (frees it, kills a list) is the test's
 * own, so no rewrite moves it: a TODO at the signal says to end them in
 * run().
 */
void st_run_children(struct st *st, struct shape *sh, unsigned int s,
		     unsigned int e)
{
	struct ast *a = &st->a;
	int cbody = sh->cleanup ? st_func(st, sh->cleanup, NULL) : -1, j;
	const char *v = NULL;
	char *msg;

	if (cbody < 0 || !a->n[cbody].has_off)
		return;
	for (j = cbody; j <= a->n[cbody].last && !v; j++)
		if (st_is_call(st, j, "kill"))
			v = killed_var(st, j);
	if (!v || !calls_in(st, s, e, forks, NULL, 0) ||
	    !stores_in(st, s, e, v) || calls_in(st, s, e, waits, NULL, 0) ||
	    calls_in(st, s, e, kills_var, v, 0))
		return;
	for (j = cbody; j <= a->n[cbody].last; j++)
		if (st_is_call(st, j, "kill") && killed_var(st, j))
			break;
	/* over the statement of cleanup()'s body that holds it */
	while (a->n[j].parent >= 0 && a->n[j].parent != cbody)
		j = a->n[j].parent;
	msg = util_printf(
		"%s() ends the children the run makes (their pids in %s), "
		"which nothing in the run ends or waits for: the library "
		"waits for every child at the end of each run, before "
		"%s(), so end them in run()",
		sh->cleanup, v, sh->cleanup);
	st_todo(st, a->n[j].start, msg);
	free(msg);
}

/* ---- a parent that hands the test over to its child ---- */

/*
 * "pid = fork(); ... if (pid) { wait(...); exit(...); }" with the other
 * branch going on: the parent waits for the child and ends the process
 * with it, the child carrying on as the test (setpgid01's setup(), which
 * must not be a process group leader; utime03's main(), whose loop runs
 * in a child under another user; vhangup02's loop, whose child calls
 * setsid()). The new library's test process is the one it forked; the
 * parent's exit() would end it after the first run. So the child becomes
 * a child of each run, as the suite's maintainers made these by hand: the
 * parent returns from run() where it exited, and the library waits for
 * the child after the run (reporting a child that failed, as the
 * parent's exit status did). A hand-over in setup() moves to the start
 * of run(), so that each run's test is such a child. When the parent's
 * branch does more than wait and exit, or setup()'s hand-over cannot move
 * as it is, a TODO(convert) says what to do by hand.
 */

static int ends_process(struct st *st, int call, const char *unused)
{
	(void)unused;
	return st_is_call(st, call, "exit") || st_is_call(st, call, "_exit") ||
	       st_is_call(st, call, "tst_exit");
}

/* The first call in [s, e) for which fn holds, or -1 (not through the
 * file's functions). */
static int first_call(struct st *st, unsigned int s, unsigned int e,
		      int (*fn)(struct st *, int, const char *))
{
	struct ast *a = &st->a;
	int j;

	for (j = 0; j < a->len; j++)
		if (a->n[j].has_off && a->n[j].start >= s && a->n[j].end <= e &&
		    ast_is(a, j, CXCursor_CallExpr) && fn(st, j, NULL))
			return j;
	return -1;
}

/* Branch b waits for a child, then ends the process. */
static int waits_then_ends(struct st *st, int b)
{
	struct ast *a = &st->a;
	int w, x;

	if (b < 0 || !a->n[b].has_off)
		return 0;
	w = first_call(st, a->n[b].start, a->n[b].end, waits);
	if (w < 0)
		return 0;
	x = first_call(st, a->n[w].end, a->n[b].end, ends_process);
	return x >= 0;
}

/* Statement i ends the process on every path: an exit() call, a call of
 * a function of the file whose body does (three deep), a block one of
 * whose statements does, an if both of whose branches do. */
static int always_exits(struct st *st, int i, int depth)
{
	struct ast *a = &st->a;
	int j, body;

	while (i >= 0 && (ast_is(a, i, CXCursor_ParenExpr) ||
			  ast_is(a, i, CXCursor_UnexposedExpr) ||
			  ast_is(a, i, CXCursor_CStyleCastExpr)))
		i = ast_nchildren(a, i) ? ast_child(a, i, 0) : -1;
	if (i < 0)
		return 0;
	if (ast_is(a, i, CXCursor_CompoundStmt)) {
		for (j = i + 1; j <= a->n[i].last; j = a->n[j].last + 1)
			if (always_exits(st, j, depth))
				return 1;
		return 0;
	}
	if (ast_is(a, i, CXCursor_IfStmt))
		return ast_nchildren(a, i) == 3 &&
		       always_exits(st, ast_child(a, i, 1), depth) &&
		       always_exits(st, ast_child(a, i, 2), depth);
	if (!ast_is(a, i, CXCursor_CallExpr))
		return 0;
	if (ends_process(st, i, NULL))
		return 1;
	body = depth < 3 ? st_func(st, a->n[i].name, NULL) : -1;
	return body >= 0 && a->n[body].has_off &&
	       always_exits(st, body, depth + 1);
}

/* The variable a fork's result goes to ("V = fork()"), or NULL. */
static const char *fork_var(struct st *st, int call)
{
	struct ast *a = &st->a;
	int p = ast_holder(a, call, NULL), lhs;

	if (p < 0 || !ast_is(a, p, CXCursor_BinaryOperator) ||
	    ast_nchildren(a, p) != 2)
		return NULL;
	lhs = ast_child(a, p, 0);
	if (!st_op_between(st, lhs, ast_child(a, p, 1), "="))
		return NULL;
	while (lhs >= 0 && !ast_is(a, lhs, CXCursor_DeclRefExpr))
		lhs = ast_nchildren(a, lhs) ? ast_child(a, lhs, 0) : -1;
	return lhs >= 0 ? a->n[lhs].name : NULL;
}

/* Past parentheses and implicit conversions. */
static int bare(struct ast *a, int i)
{
	while (i >= 0 &&
	       (ast_is(a, i, CXCursor_ParenExpr) ||
		ast_is(a, i, CXCursor_UnexposedExpr)) &&
	       ast_nchildren(a, i) == 1)
		i = ast_child(a, i, 0);
	return i;
}

static int is_zero(struct ast *a, int i)
{
	i = bare(a, i);
	return i >= 0 && ast_is(a, i, CXCursor_IntegerLiteral) &&
	       a->n[i].has_ival && !a->n[i].ival;
}

static int names_var(struct ast *a, int i, const char *v)
{
	i = bare(a, i);
	return i >= 0 && ast_is(a, i, CXCursor_DeclRefExpr) &&
	       !strcmp(a->n[i].name, v);
}

int st_parent_branch(struct st *st, int cond, const char *v)
{
	struct ast *a = &st->a;
	unsigned int t;
	int l, r;

	cond = bare(a, cond);
	if (cond < 0)
		return 0;
	if (names_var(a, cond, v))
		return 1;
	if (ast_is(a, cond, CXCursor_UnaryOperator) &&
	    ast_nchildren(a, cond) == 1 &&
	    names_var(a, ast_child(a, cond, 0), v)) {
		t = ast_tok_at(a, a->n[cond].start);
		return t < a->ntoks && !strcmp(a->toks[t].text, "!") ? 2 : 0;
	}
	if (!ast_is(a, cond, CXCursor_BinaryOperator) ||
	    ast_nchildren(a, cond) != 2)
		return 0;
	l = ast_child(a, cond, 0);
	r = ast_child(a, cond, 1);
	if (!(names_var(a, l, v) && is_zero(a, r)) &&
	    !(names_var(a, r, v) && is_zero(a, l)))
		return 0;
	if (st_op_between(st, l, r, "=="))
		return 2;
	if (st_op_between(st, l, r, "!="))
		return 1;
	if (names_var(a, l, v) && st_op_between(st, l, r, ">"))
		return 1;
	return 0;
}

/* A hand-over: the if that tests the fork's result (ifs), its branch that
 * is the parent's (k: 1 then, 2 else), the first if of its chain (top),
 * the fork's call and the variable it goes to. */
struct handover {
	int ifs, k, top, fork;
	const char *var;
};

/* The first hand-over of body from node from on. */
static int find_handover(struct st *st, int body, int from, struct handover *h)
{
	struct ast *a = &st->a;
	int j, i, k, cond, other;
	const char *v;

	if (body < 0 || !a->n[body].has_off)
		return 0;
	for (j = from; j <= a->n[body].last; j++) {
		if (!ast_is(a, j, CXCursor_CallExpr) || !is_fork_call(st, j) ||
		    !(v = fork_var(st, j)))
			continue;
		for (i = j; i <= a->n[body].last; i++) {
			if (!ast_is(a, i, CXCursor_IfStmt) ||
			    !a->n[i].has_off || a->n[i].start < a->n[j].end)
				continue;
			cond = ast_child(a, i, 0);
			if (cond < 0 || !a->n[cond].has_off ||
			    !ast_uses(a, v, a->n[cond].start, a->n[cond].end))
				continue;
			k = st_parent_branch(st, cond, v);
			if (!k || !waits_then_ends(st, ast_child(a, i, k)))
				continue;
			other = ast_child(a, i, 3 - k);
			/* a child that ends itself is no handover; one that
			 * exits only on an error (rename09: exit(1) when its
			 * setreuid() fails) goes on as the test otherwise */
			if (other >= 0 && (!a->n[other].has_off ||
					   always_exits(st, other, 0)))
				continue;
			h->ifs = i;
			h->k = k;
			h->fork = j;
			h->var = v;
			/* an "else if" chain: its first if */
			while (a->n[i].parent >= 0 &&
			       ast_is(a, a->n[i].parent, CXCursor_IfStmt))
				i = a->n[i].parent;
			h->top = i;
			return 1;
		}
	}
	return 0;
}

/* The statement of body (a compound) that holds node i, its index. */
static int top_index(struct st *st, int body, int i)
{
	struct ast *a = &st->a;
	int k, c;

	while (i >= 0 && a->n[i].parent != body)
		i = a->n[i].parent;
	for (k = 0; i >= 0 && (c = ast_child(a, body, k)) >= 0; k++)
		if (c == i)
			return k;
	return -1;
}

/* Nothing of run() follows statement top: it ends the loop's body, or
 * main()'s, where only cleanup() and the end (gone now) follow. */
static int ends_run(struct st *st, struct shape *sh, int top)
{
	struct ast *a = &st->a;
	int p = a->n[top].parent, i, n;

	if (p == sh->body) {
		for (i = top_index(st, p, top) + 1; i < sh->n; i++)
			if (sh->role[i] != R_CLEANUP && sh->role[i] != R_END)
				return 0;
		return 1;
	}
	if (sh->loop < 0 || !ast_is(a, p, CXCursor_CompoundStmt) ||
	    a->n[p].parent != sh->loop)
		return 0;
	n = ast_nchildren(a, p);
	return n > 0 && ast_child(a, p, n - 1) == top;
}

/*
 * The parent's branch returns from run() instead (or goes, when nothing
 * of run() follows it): the library waits for the child at the end of
 * the run and reports a child that failed or was killed. The edits keep
 * the lines' starts, which the move of main()'s body re-indents.
 */
static void parent_returns(struct st *st, struct shape *sh, struct handover *h,
			   int drop)
{
	struct ast *a = &st->a;
	struct conv_file *f = st->f;
	int pb = ast_child(a, h->ifs, h->k), first;
	unsigned int t, last;

	st_dead(sh, a->n[pb].start, a->n[pb].end);
	if (drop && h->k == 2) {
		conv_rewrite(f, a->n[ast_child(a, h->ifs, 1)].end, a->n[pb].end,
			     "");
		return;
	}
	if (!ast_is(a, pb, CXCursor_CompoundStmt)) {
		conv_rewrite(f, a->n[pb].start, conv_stmt_end(f, a->n[pb].end),
			     "return;");
		return;
	}
	first = ast_child(a, pb, 0);
	last = a->n[ast_child(a, pb, ast_nchildren(a, pb) - 1)].end;
	last = conv_trailing_comment(f, conv_stmt_end(f, last));
	if (ast_nchildren(a, h->ifs) > 2 || h->ifs != h->top) {
		conv_rewrite(f, a->n[first].start, last, "return;");
		return;
	}
	/* "if (C) return;": no braces around one statement */
	t = ast_tok_at(a, a->n[pb].start);
	conv_rewrite(f, t > 0 ? a->toks[t - 1].end : a->n[pb].start,
		     conv_trailing_comment(f, a->toks[t].end), "");
	conv_rewrite(f, a->n[first].start, a->n[pb].end, "return;");
}

static void handover_todo(struct st *st, struct handover *h, const char *why)
{
	char *t = util_printf("the parent waits for its child here and ends "
			      "the process with it, the child going on as "
			      "the test: %s; make the child's part a child "
			      "of run() that reports and exits, or drop the "
			      "fork",
			      why);

	st_todo(st, st->a.n[h->top].start, t);
	free(t);
}

/* Statement c is "X = ...;": the variable X, or NULL. */
static const char *assigned_var(struct st *st, int c)
{
	struct ast *a = &st->a;
	int l;

	c = st_strip(st, c);
	if (c < 0 || !ast_is(a, c, CXCursor_BinaryOperator) ||
	    ast_nchildren(a, c) != 2)
		return NULL;
	l = bare(a, ast_child(a, c, 0));
	if (l < 0 || !ast_is(a, l, CXCursor_DeclRefExpr) ||
	    !st_op_between(st, l, ast_child(a, c, 1), "="))
		return NULL;
	return a->n[l].name;
}

/*
 * Statement i of a parent's branch only waits for children and ends the
 * process: calls of wait() and exit(), ifs on what the wait gave made of
 * those. With reports, also tst_resm() calls on what the wait gave (ifs
 * whose condition calls nothing), flags set for them, the test's
 * cleanup() before the end.
 */
static int waits_and_ends(struct st *st, struct shape *sh, int i, int reports)
{
	struct ast *a = &st->a;
	const char *cl = sh->cleanup ? sh->cleanup : "cleanup";
	int j, k, c;

	i = st_strip(st, i);
	if (i < 0 || !a->n[i].has_off)
		return 0;
	if (ast_is(a, i, CXCursor_NullStmt))
		return 1;
	if (ast_is(a, i, CXCursor_CallExpr))
		return waits(st, i, NULL) || ends_process(st, i, NULL) ||
		       (reports &&
			(st_is_report(st, i) ||
			 (st_is_call(st, i, cl) && ast_nchildren(a, i) == 1)));
	if (ast_is(a, i, CXCursor_BinaryOperator))
		return reports && assigned_var(st, i) &&
		       ast_find_kind(a, i, CXCursor_CallExpr) < 0;
	if (ast_is(a, i, CXCursor_IfStmt)) {
		c = ast_child(a, i, 0);
		for (j = c; c >= 0 && j <= a->n[c].last; j++)
			if (ast_is(a, j, CXCursor_CallExpr) &&
			    (reports || !waits(st, j, NULL)))
				return 0;
		for (k = 1; (c = ast_child(a, i, k)) >= 0; k++)
			if (!waits_and_ends(st, sh, c, reports))
				return 0;
		return 1;
	}
	if (!ast_is(a, i, CXCursor_CompoundStmt))
		return 0;
	for (k = 0; (c = ast_child(a, i, k)) >= 0; k++)
		if (!waits_and_ends(st, sh, c, reports))
			return 0;
	return 1;
}

/* The file reports a pass outside node i. */
static int passes_outside(struct st *st, int i)
{
	unsigned int offs[64];
	size_t n = ast_find_words(&st->a, "TPASS", offs, 64), k;

	for (k = 0; k < n && k < 64; k++)
		if (offs[k] < st->a.n[i].start || offs[k] >= st->a.n[i].end)
			return 1;
	return 0;
}

/*
 * Why the parent's branch pb cannot go, or NULL when it can: it only
 * waits and ends the process, or it also reports on the child's exit
 * status (waitpid12: "child returned bad status", else a pass) while the
 * child reports passes itself. The library reports a child that exited
 * with an error, as that report did.
 */
static const char *parent_stays(struct st *st, struct shape *sh, int pb)
{
	if (waits_and_ends(st, sh, pb, 0))
		return NULL;
	if (!waits_and_ends(st, sh, pb, 1))
		return "the parent does more than wait and exit";
	if (!passes_outside(st, pb))
		return "the parent reports on the child's exit status, and "
		       "the test reports no pass of its own";
	return NULL;
}

/*
 * Where the part of setup() that moves into run() starts: at the fork's
 * statement f, or at the assignment of the fork's variable before it when
 * the part reads that variable before the fork (setpgid01 tests "pgid ==
 * pid" with pid = getpid() over it), with the assignments between: the
 * parent keeps the child's pid in it, and the next run must test the
 * value setup() gave. -1 when setup() gives it no value there.
 */
static int part_start(struct st *st, int sbody, int f, struct handover *h)
{
	struct ast *a = &st->a;
	int c = ast_child(a, sbody, f), j, as = ast_holder(a, h->fork, NULL);
	const char *v;

	/* before "V = fork()" */
	if (as < 0 || !ast_uses(a, h->var, a->n[c].start, a->n[as].start))
		return f;
	for (j = f - 1; j >= 0; j--) {
		v = assigned_var(st, ast_child(a, sbody, j));
		if (!v)
			return -1;
		if (!strcmp(v, h->var))
			return j;
	}
	return -1;
}

/* name is used in [s, e) outside the parent's branch pb */
static int used_but_in(struct st *st, const char *name, unsigned int s,
		       unsigned int e, int pb)
{
	struct ast *a = &st->a;

	return ast_uses(a, name, s, a->n[pb].start) ||
	       ast_uses(a, name, a->n[pb].end, e);
}

/* name is declared in main() or at file scope: a local of run() of that
 * name would hide another for the whole of run() */
static int run_has(struct st *st, struct shape *sh, const char *name)
{
	struct ast *a = &st->a;
	int j;

	for (j = sh->fn; j <= a->n[sh->fn].last; j++)
		if (ast_is(a, j, CXCursor_VarDecl) && a->n[j].name &&
		    !strcmp(a->n[j].name, name))
			return 1;
	return st_declared(st, name);
}

/*
 * The declarations of setup()'s locals that the part [k, end) uses, for
 * run() (decls; *hides when one would hide a name run() has), and the
 * statements of setup() that declared them (gone[], *ngone). Those the
 * parent's branch alone used go. -1 when a declaration declares a local
 * setup() uses before the part, or a type it defines.
 */
static int part_locals(struct st *st, struct shape *sh, int sbody, int k,
		       struct handover *h, struct util_buf *decls, int *hides,
		       int *gone, int *ngone)
{
	struct ast *a = &st->a;
	int pb = ast_child(a, h->ifs, h->k), i, j, c, v, in_part;
	unsigned int ps = a->n[ast_child(a, sbody, k)].start,
		     pe = a->n[sbody].end;
	char *t;

	*ngone = *hides = 0;
	for (i = 0; i < k && (c = ast_child(a, sbody, i)) >= 0; i++) {
		if (!ast_is(a, c, CXCursor_DeclStmt))
			continue;
		for (in_part = 0, j = 0; (v = ast_child(a, c, j)) >= 0; j++)
			in_part |= ast_is(a, v, CXCursor_VarDecl) &&
				   ast_uses(a, a->n[v].name, ps, pe);
		if (!in_part)
			continue;
		for (j = 0; (v = ast_child(a, c, j)) >= 0; j++) {
			if (!ast_is(a, v, CXCursor_VarDecl) ||
			    ast_uses(a, a->n[v].name, a->n[c].end, ps))
				return -1;
			if (!used_but_in(st, a->n[v].name, ps, pe, pb))
				continue;
			t = st_var_decl(st, v);
			if (!t)
				return -1;
			*hides |= run_has(st, sh, a->n[v].name);
			util_buf_printf(decls, "\t%s;\n", t);
			free(t);
		}
		if (*ngone < MAX_LOCALS)
			gone[(*ngone)++] = c;
		else
			return -1;
	}
	return 0;
}

/* In run() (main()'s loop or work): the parent returns from run(). */
static void handover_run(struct st *st, struct shape *sh, struct handover *h)
{
	struct ast *a = &st->a;
	int pb = ast_child(a, h->ifs, h->k);
	/* main()'s statements are its body's (read_shape()) */
	int i = top_index(st, sh->body, h->top);
	const char *why;

	if (i < 0 || (sh->role[i] != R_LOOP && sh->role[i] != R_BODY)) {
		handover_todo(st, h, "main() does so before the test's runs");
		return;
	}
	why = parent_stays(st, sh, pb);
	if (why) {
		handover_todo(st, h, why);
		return;
	}
	parent_returns(st, sh, h, ends_run(st, sh, h->top));
	conv_msg(st->f, a->n[h->top].start,
		 "the parent waited for its child and ended the process, the "
		 "child going on as the test: the child is the run's, the "
		 "parent returns and the library waits for the child");
}

/* Function body returns or jumps: before the part that moves into run(),
 * it skipped the part; in it, it would skip the test. */
static int jumps_in(struct st *st, int body)
{
	struct ast *a = &st->a;
	int j;

	for (j = body; j <= a->n[body].last; j++)
		if (ast_is(a, j, CXCursor_ReturnStmt) ||
		    ast_is(a, j, CXCursor_GotoStmt))
			return 1;
	return 0;
}

/* In setup(): the hand-over, setup()'s last statement, moves to the start
 * of run(), so that each run is such a child. */
static void handover_setup(struct st *st, struct shape *sh, int sbody,
			   struct handover *h)
{
	struct ast *a = &st->a;
	struct util_buf decls = { 0 }, code = { 0 };
	int n = ast_nchildren(a, sbody), f, k, i, gone[MAX_LOCALS], ngone;
	int hides;
	int pb = ast_child(a, h->ifs, h->k);
	const char *why = NULL, *stays;

	f = top_index(st, sbody, h->fork);
	k = f < 0 ? -1 : part_start(st, sbody, f, h);
	stays = parent_stays(st, sh, pb);
	if (f < 0 || top_index(st, sbody, h->top) != n - 1)
		why = "setup() goes on after it";
	else if (sh->child_start.len)
		why = "run() starts another child of setup()'s already";
	else if (stays)
		why = stays;
	else if (k < 0)
		why = "what it tests before the fork reads the fork's "
		      "variable, and setup() gives that no value before";
	else if (jumps_in(st, sbody))
		why = "setup() returns before its end";
	else if (part_locals(st, sh, sbody, k, h, &decls, &hides, gone, &ngone))
		why = "setup() uses locals of it before";
	if (why) {
		free(decls.data);
		handover_todo(st, h, why);
		return;
	}
	parent_returns(st, sh, h, 0);
	copy_stmts(st, sh, sbody, k, n - k, &code, 1);
	/* its locals are run()'s, or a block's around it where they would
	 * hide others */
	if (!hides && decls.len) {
		util_buf_adds(&sh->locals, decls.data);
		free(decls.data);
		memset(&decls, 0, sizeof(decls));
	}
	in_block(&sh->child_start, &decls, &code);
	for (i = 0; i < ngone; i++)
		conv_remove_stmt(st->f, a->n[gone[i]].start, a->n[gone[i]].end);
	conv_msg(st->f, a->n[h->top].start,
		 "setup() forked and its parent waited for the child and "
		 "ended the process, the child going on as the test: that "
		 "part of setup() starts each run now, the parent returning "
		 "and the library waiting for the child");
}

void st_handover(struct st *st, struct shape *sh)
{
	struct handover h;
	int sbody = sh->setup ? st_func(st, sh->setup, NULL) : -1;

	int from = sh->body;

	while (find_handover(st, sh->body, from, &h)) {
		handover_run(st, sh, &h);
		from = st->a.n[h.top].last + 1;
	}
	if (find_handover(st, sbody, sbody, &h))
		handover_setup(st, sh, sbody, &h);
}
