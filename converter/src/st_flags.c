// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The struct tst_test flags a maintainer sets from what the test does,
 * and the calls the library now makes for it, which go:
 *
 *   .needs_tmpdir       tst_tmpdir() (and tst_rmdir() goes)
 *   .needs_root         tst_require_root(); a geteuid() check that ends
 *                       the test with TCONF; a privileged call in setup()
 *                       (a mknod() of a device node, not of a FIFO)
 *   .min_kver           if (tst_kvercmp(a, b, c) < 0) ... TCONF
 *   .forks_child        fork(), vfork(), clone() and the old helpers, a
 *                       helper of the tree that forks (--forks-via), a
 *                       function of a local header that forks
 *   (a function of a local header the test calls that makes a tmpdir,
 *   needs root or sets checkpoints up sets those flags too)
 *   .needs_checkpoints  checkpoint use: a wait or a wake (TST_CHECKPOINT_INIT()
 *                       goes; set up alone, by a local header's setup()
 *                       that tests share, it asks for nothing)
 *   .needs_device       dev = tst_acquire_device(): tst_device->dev, the
 *                       library's device (its check and release go)
 *   .format_device      tst_mkfs() of that device with the default
 *                       filesystem and no options
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "sleeps.h"
#include "structure.h"
#include "util.h"
#include "vocab.h"

/*
 * The if whose branch call i is alone, when the if has no else and its
 * condition no effect (`if (!Hflag) tst_rmdir();`, braced or not) and it
 * is a statement of a block: removing the call leaves the if nothing to
 * do, so the whole if goes. -1 otherwise.
 */
static int lone_branch_if(struct st *st, int i)
{
	struct ast *a = &st->a;
	int p = a->n[i].parent, b = i;

	if (ast_is(a, p, CXCursor_CompoundStmt) && ast_nchildren(a, p) == 1) {
		b = p;
		p = a->n[p].parent;
	}
	if (p < 0 || !ast_is(a, p, CXCursor_IfStmt) || !a->n[p].has_off ||
	    ast_nchildren(a, p) != 2 || ast_child(a, p, 1) != b ||
	    !ast_is_pure(a, ast_child(a, p, 0)) ||
	    !ast_is(a, a->n[p].parent, CXCursor_CompoundStmt))
		return -1;
	return p;
}

static void remove_call(struct st *st, int i, const char *what)
{
	struct node *n = &st->a.n[i];
	int lone;

	if (!n->has_off)
		return;
	lone = lone_branch_if(st, i);
	if (lone >= 0) {
		conv_remove_stmt(st->f, st->a.n[lone].start, st->a.n[lone].end);
		return;
	}
	if (!ast_is(&st->a, n->parent, CXCursor_CompoundStmt)) {
		char *msg = util_printf("%s is not a statement of its own: "
					"remove it by hand",
					what);

		st_todo(st, n->start, msg);
		free(msg);
		return;
	}
	conv_remove_stmt(st->f, n->start, n->end);
}

/* The first token of node i, and whether the if's branch i reports TCONF
 * and ends: tst_brkm(TCONF, ...), or tst_resm(TCONF, ...) and tst_exit(). */
static int ends_tconf(struct st *st, int i)
{
	struct node *n = &st->a.n[i];

	return n->has_off && ast_uses(&st->a, "TCONF", n->start, n->end) &&
	       (ast_uses(&st->a, "tst_brkm", n->start, n->end) ||
		ast_uses(&st->a, "tst_brk", n->start, n->end) ||
		ast_uses(&st->a, "tst_exit", n->start, n->end));
}

/*
 * The version a condition `tst_kvercmp(a, b, c) < 0` asks for, as
 * "a.b.c" into buf: the call (in parentheses or not) compared with 0,
 * each number a constant clang computes (a literal or a macro). 1 when c
 * is that condition.
 */
static int kver_cond(struct st *st, int c, char *buf, size_t sz)
{
	struct ast *a = &st->a;
	int lhs, call, rhs, k;
	long long v[3], zero;
	unsigned int op;

	if (!ast_is(a, c, CXCursor_BinaryOperator) || ast_nchildren(a, c) != 2)
		return 0;
	lhs = ast_child(a, c, 0);
	call = st_strip(st, lhs);
	rhs = ast_child(a, c, 1);
	if (!ast_is(a, call, CXCursor_CallExpr) ||
	    strcmp(a->n[call].name, "tst_kvercmp") || !a->n[lhs].has_off ||
	    clang_Cursor_getNumArguments(a->n[call].cur) != 3 ||
	    ast_eval_int(a->n[rhs].cur, &zero) || zero)
		return 0;
	op = ast_tok_at(a, a->n[lhs].end);
	if (op >= a->ntoks || strcmp(a->toks[op].text, "<"))
		return 0;
	for (k = 0; k < 3; k++)
		if (ast_eval_int(clang_Cursor_getArgument(a->n[call].cur, k),
				 &v[k]))
			return 0;
	snprintf(buf, sz, "%lld.%lld.%lld", v[0], v[1], v[2]);
	return 1;
}

/*
 * The branch i of an if of main() leaves main() with a return, having
 * only reported something before (tst_resm(TINFO, "... skipped ...")):
 * the test ends there without running. sendfile09's
 * "if (tst_kvercmp(2, 6, 33) < 0) { tst_resm(TINFO, ...); return 0; }".
 */
static int skips_main(struct st *st, int i)
{
	struct ast *a = &st->a;
	int fn = ast_func_of(a, i), k, nk;

	if (fn < 0 || strcmp(a->n[fn].name, "main"))
		return 0;
	if (ast_is(a, i, CXCursor_ReturnStmt))
		return 1;
	if (!ast_is(a, i, CXCursor_CompoundStmt))
		return 0;
	nk = ast_nchildren(a, i);
	if (nk < 1 || !ast_is(a, ast_child(a, i, nk - 1), CXCursor_ReturnStmt))
		return 0;
	for (k = 0; k < nk - 1; k++)
		if (!st_is_report(st, ast_child(a, i, k)))
			return 0;
	return 1;
}

/*
 * Take out the if statement i, a check a flag of struct tst_test says now.
 * The else branch of another if (`if (n < 2) tst_brkm(...); else if
 * (tst_kvercmp(...) < 0) tst_brkm(...);`) takes its `else` along: left,
 * it would hold the statement after it.
 */
static void remove_check(struct st *st, int i)
{
	struct ast *a = &st->a;
	int p = a->n[i].parent, then;
	unsigned int s;

	if (p >= 0 && ast_is(a, p, CXCursor_IfStmt) &&
	    ast_nchildren(a, p) == 3 && ast_child(a, p, 2) == i &&
	    (then = ast_child(a, p, 1)) >= 0 && a->n[then].has_off) {
		/* from the end of the first branch and its remark */
		s = conv_stmt_end(st->f, a->n[then].end);
		s = conv_trailing_comment(st->f, s);
		conv_rewrite(st->f, s, conv_stmt_end(st->f, a->n[i].end), "");
		return;
	}
	conv_remove_stmt(st->f, a->n[i].start, a->n[i].end);
}

/*
 * if (tst_kvercmp(a, b, c) < 0) tst_brkm(TCONF, ...): .min_kver; so also
 * when the branch skips the test by returning from main() (the library
 * reports the kernel too old as TCONF).
 */
static void kver_if(struct st *st, int i)
{
	struct ast *a = &st->a;
	struct node *n = &a->n[i];
	char ver[sizeof(st->f->flags.min_kver)];
	int then;

	if (ast_nchildren(a, i) != 2 || !n->has_off)
		return;
	then = ast_child(a, i, 1);
	if (kver_cond(st, ast_child(a, i, 0), ver, sizeof(ver)) &&
	    (ends_tconf(st, then) || skips_main(st, then))) {
		snprintf(st->f->flags.min_kver, sizeof(st->f->flags.min_kver),
			 "%s", ver);
		remove_check(st, i);
	}
}

/* if (geteuid() != 0) tst_brkm(TCONF, ...): .needs_root */
static void root_if(struct st *st, int i)
{
	struct ast *a = &st->a;
	struct node *n = &a->n[i];
	int c = ast_child(a, i, 0);

	if (ast_nchildren(a, i) != 2 || !n->has_off || !a->n[c].has_off)
		return;
	if (!st_has_call(st, c, "geteuid") && !st_has_call(st, c, "getuid"))
		return;
	/* "!= 0", "> 0" or the call alone: not root */
	if (ast_uses(a, "==", a->n[c].start, a->n[c].end) ||
	    ast_find_kind(a, c, CXCursor_UnaryOperator) >= 0 ||
	    !ends_tconf(st, ast_child(a, i, 1)))
		return;
	st->f->flags.needs_root = 1;
	remove_check(st, i);
}

/* The new API's calls that make a child and are none of the legacy
 * vocabulary: the functions SAFE_FORK() and SAFE_CLONE() call, and
 * SAFE_CLONE() itself (SAFE_FORK is a fork call of vocab.c's). */
static const char *const new_api_children[] = {
	"safe_fork",
	"safe_clone",
	"SAFE_CLONE",
	NULL,
};

/* The calls that make a child: the sleeps pass's list (vocab.c's fork
 * calls, clone() and its wrappers, libclone's helpers) and the new API's. */
int st_is_fork_name(const char *name)
{
	return sl_makes_child(name) || sl_in_list(new_api_children, name);
}

static int is_fork_name(const char *name)
{
	return st_is_fork_name(name) || conv_is_forking_fn(name);
}

/* What a function of a local header does that a flag of its caller
 * stands for: the header's own old calls go with its conversion by the
 * semantic patches (drop_old_calls.cocci), the flags go to the test. */
struct header_fn {
	int forks;
	int tmpdir;
	int root;
	int checkpoints; /* waits or wakes */
	int checkpoint_init;
};

/* A checkpoint wait or wake: the old API's and newlib's functions the
 * macros call. */
static int checkpoint_use(const char *name)
{
	return (!strncmp(name, "tst_checkpoint_", 15) ||
		!strncmp(name, "tst_safe_checkpoint_", 20)) &&
	       strcmp(name, "tst_checkpoint_init");
}

static enum CXChildVisitResult visit_header_fn(CXCursor c, CXCursor parent,
					       CXClientData data)
{
	struct header_fn *h = data;
	char *name;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_CallExpr)
		return CXChildVisit_Recurse;
	name = conv_name(c);
	h->forks |= is_fork_name(name);
	h->tmpdir |= !strcmp(name, "tst_tmpdir");
	h->root |= !strcmp(name, "tst_require_root_") ||
		   !strcmp(name, "tst_require_root");
	h->checkpoints |= checkpoint_use(name);
	h->checkpoint_init |= !strcmp(name, "tst_checkpoint_init");
	free(name);
	return CXChildVisit_Recurse;
}

/* The calls of a function of a local header (pidns_helper.h's
 * check_newpid() makes a child, mountns_helper.h's setup() a tmpdir)
 * that the test calls; all 0 for any other function. */
static struct header_fn header_fn(struct st *st, int call)
{
	CXCursor def = clang_getCursorDefinition(
		clang_getCursorReferenced(st->a.n[call].cur));
	CXSourceLocation loc;
	struct header_fn h = { 0 };

	if (clang_Cursor_isNull(def) ||
	    clang_getCursorKind(def) != CXCursor_FunctionDecl)
		return h;
	loc = clang_getCursorLocation(def);
	if (clang_Location_isFromMainFile(loc) ||
	    clang_Location_isInSystemHeader(loc))
		return h;
	clang_visitChildren(def, visit_header_fn, &h);
	return h;
}

static void macro_flag(struct st *st, int i, int *checkpoint_init)
{
	const char *name = st->a.n[i].name;

	if (st_is_fork_name(name))
		st->f->flags.forks_child = 1;
	if (!strcmp(name, "TST_CHECKPOINT_INIT")) {
		*checkpoint_init = 1;
		if (st->a.n[i].has_off)
			conv_remove_stmt(st->f, st->a.n[i].start,
					 st->a.n[i].end);
	} else if (!strncmp(name, "TST_SAFE_CHECKPOINT_", 20) ||
		   !strncmp(name, "TST_CHECKPOINT_", 15)) {
		st->f->flags.needs_checkpoints = 1;
	}
}

static enum CXChildVisitResult visit_checkpoint_use(CXCursor c, CXCursor parent,
						    CXClientData data)
{
	int *found = data;
	char *name;

	(void)parent;
	if (clang_Location_isInSystemHeader(clang_getCursorLocation(c)))
		return CXChildVisit_Continue;
	if (clang_getCursorKind(c) != CXCursor_CallExpr)
		return CXChildVisit_Recurse;
	name = conv_name(c);
	*found = checkpoint_use(name);
	free(name);
	return *found ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/* A checkpoint wait or wake anywhere in the code the file sees, its local
 * headers' functions included (one the test reaches through another). */
static int checkpoint_used(struct st *st)
{
	int found = 0;

	clang_visitChildren(clang_getTranslationUnitCursor(st->f->tu),
			    visit_checkpoint_use, &found);
	return found;
}

/* Calls in setup() only root may make: the test cannot work without. */
static const char *const privileged[] = {
	"mount",	 "umount",	   "umount2",	    "chroot",
	"mknod",	 "mknodat",	   "setgroups",	    "sethostname",
	"setdomainname", "swapon",	   "swapoff",	    "init_module",
	"delete_module", "settimeofday",   "clock_settime", "acct",
	"quotactl",	 "setuid",	   "seteuid",	    "setresuid",
	"setreuid",	 "setgid",	   "setegid",	    "setresgid",
	"setregid",	 "safe_mount",	   "safe_umount",   "safe_setuid",
	"safe_seteuid",	 "safe_setresuid", "safe_setreuid", "safe_setgid",
	"safe_setegid",	 "safe_setresgid", "safe_setregid", "safe_mknod",
	"safe_chroot",
};

static int in_setup(struct st *st, int i)
{
	int fn = ast_func_of(&st->a, i);

	return fn >= 0 && strstr(st->a.n[fn].name, "setup");
}

/*
 * A mknod() of a FIFO, a socket or a regular file needs no privilege:
 * only device nodes do. 1 when call i (mknod(), mknodat(), safe_mknod())
 * is given a constant mode (its argument of type mode_t) naming neither a
 * character nor a block device; a mode clang cannot compute counts as
 * privileged.
 */
static int unprivileged_mknod(struct st *st, int i)
{
	CXCursor call = st->a.n[i].cur;
	CXCursor fn = clang_getCursorReferenced(call);
	int k, n = clang_Cursor_getNumArguments(call);
	long long mode;

	if (!strstr(st->a.n[i].name, "mknod") || clang_Cursor_isNull(fn))
		return 0;
	for (k = 0; k < n && k < clang_Cursor_getNumArguments(fn); k++) {
		CXString t = clang_getTypeSpelling(
			clang_getCursorType(clang_Cursor_getArgument(fn, k)));
		int is_mode = !!strstr(clang_getCString(t), "mode_t");

		clang_disposeString(t);
		if (!is_mode)
			continue;
		if (ast_eval_int(clang_Cursor_getArgument(call, k), &mode))
			return 0;
		return (mode & S_IFMT) != S_IFCHR && (mode & S_IFMT) != S_IFBLK;
	}
	return 0;
}

static void privileged_call(struct st *st, int i)
{
	size_t k;

	for (k = 0; k < ARRAY_LEN(privileged); k++)
		if (!strcmp(st->a.n[i].name, privileged[k]) &&
		    in_setup(st, i) && !unprivileged_mknod(st, i))
			st->f->flags.needs_root = 1;
}

/*
 * `if (COND) tst_require_root();` (no else): root is needed only when
 * COND holds (tcp_fastopen's `if (!force_run)`), which no flag says. The
 * check the old call made is written out in the condition:
 * `if (COND && geteuid() != 0) tst_brkm(TCONF, NULL, "...");`. 1 when
 * done.
 */
static int require_root_if(struct st *st, int i)
{
	struct ast *a = &st->a;
	int p = a->n[i].parent, cond;
	struct node *c;

	while (p >= 0 && a->n[p].kind == CXCursor_UnexposedExpr)
		p = a->n[p].parent;
	if (!ast_is(a, p, CXCursor_IfStmt) || ast_nchildren(a, p) != 2 ||
	    ast_child(a, p, 0) == i)
		return 0;
	cond = ast_child(a, p, 0);
	c = &a->n[cond];
	if (!c->has_off || !a->n[i].has_off)
		return 0;
	if (c->kind == CXCursor_BinaryOperator ||
	    c->kind == CXCursor_ConditionalOperator)
		conv_rewrite(st->f, c->start, c->start, "(");
	conv_rewrite(st->f, c->end, c->end,
		     c->kind == CXCursor_BinaryOperator ||
				     c->kind == CXCursor_ConditionalOperator ?
			     ") && geteuid() != 0" :
			     " && geteuid() != 0");
	conv_rewrite(st->f, a->n[i].start, a->n[i].end,
		     "tst_brkm(TCONF, NULL, \"Test needs to be run as root\")");
	st_add_include(st, "unistd.h");
	conv_msg(st->f, a->n[i].start,
		 "tst_require_root() under a condition: its check written "
		 "out in the condition (root is needed only then)");
	return 1;
}

/* The calls that read the current directory. */
static const char *const cwd_calls[] = { "getcwd", "get_current_dir_name",
					 "getwd", NULL };

/* What may take the directory read and not depend on which it is: the
 * reports (tst_resm() is a macro of tst_resm_() in the old headers). */
static const char *const cwd_harmless[] = { "chdir",   "free",	 "tst_res",
					    "tst_brk", "printf", "fprintf",
					    NULL };

/* Node r, the directory read or a variable holding it, only goes back
 * there (chdir()), is freed, told or tested. */
static int harmless_use(struct ast *a, int r)
{
	int p = ast_holder(a, r, NULL), k;
	unsigned int t;

	if (p < 0)
		return 0;
	if (a->n[p].kind == CXCursor_CallExpr && a->n[p].name) {
		for (k = 0; cwd_harmless[k]; k++)
			if (!strncmp(a->n[p].name, cwd_harmless[k],
				     strlen(cwd_harmless[k])))
				return 1;
		return 0;
	}
	if (a->n[p].kind == CXCursor_IfStmt)
		return 1;
	if (a->n[p].kind == CXCursor_UnaryOperator) {
		t = ast_tok_at(a, a->n[p].start);
		return t < a->ntoks && !strcmp(a->toks[t].text, "!");
	}
	if (a->n[p].kind != CXCursor_BinaryOperator)
		return 0;
	t = ast_tok_at(a, a->n[ast_child(a, p, 0)].end);
	return t < a->ntoks && (!strcmp(a->toks[t].text, "==") ||
				!strcmp(a->toks[t].text, "!="));
}

/* Call i of cwd_calls[] read the directory into a variable that the file
 * uses other than to go back there (ftest07's chdir(homedir) goes to the
 * tmpdir now, which changes nothing it does): creat07's path of its -F
 * program. */
static int cwd_used(struct st *st, int i)
{
	struct ast *a = &st->a;
	const char *names[2] = { NULL, NULL };
	int p = ast_holder(a, i, NULL), set = -1, arg = -1, r, l;

	if (ast_nchildren(a, i) > 1)
		arg = st_strip(st, ast_child(a, i, 1));
	if (arg >= 0 && a->n[arg].kind == CXCursor_DeclRefExpr)
		names[0] = a->n[arg].name;
	if (p >= 0 && a->n[p].kind == CXCursor_VarDecl)
		names[1] = a->n[p].name;
	else if (p >= 0 && a->n[p].kind == CXCursor_BinaryOperator &&
		 (l = st_strip(st, ast_child(a, p, 0))) >= 0 &&
		 a->n[l].kind == CXCursor_DeclRefExpr && l != i)
		names[1] = a->n[(set = l)].name;
	else if (p >= 0 && a->n[p].kind != CXCursor_CompoundStmt &&
		 !harmless_use(a, i))
		return 1;
	for (r = 0; r < a->len; r++) {
		if (a->n[r].kind != CXCursor_DeclRefExpr || r == set ||
		    (r >= i && r <= a->n[i].last) ||
		    ((!names[0] || strcmp(a->n[r].name, names[0])) &&
		     (!names[1] || strcmp(a->n[r].name, names[1]))))
			continue;
		if (!harmless_use(a, r))
			return 1;
	}
	return 0;
}

/*
 * A call of cwd_calls[] before the tst_tmpdir() call in the same function
 * read the directory the test started in; the library makes the tmpdir
 * before setup() now, so the same call reads that: for review when the
 * test builds on what it read.
 */
static void cwd_before_tmpdir(struct st *st, int call)
{
	struct ast *a = &st->a;
	int fn = ast_func_of(a, call), i, k;
	char *why;

	for (i = fn; fn >= 0 && i <= a->n[fn].last; i++) {
		if (a->n[i].kind != CXCursor_CallExpr || !a->n[i].name ||
		    !a->n[i].has_off || a->n[i].start >= a->n[call].start)
			continue;
		for (k = 0; cwd_calls[k]; k++)
			if (!strcmp(a->n[i].name, cwd_calls[k]))
				break;
		if (!cwd_calls[k] || !cwd_used(st, i))
			continue;
		why = util_printf("%s() ran before tst_tmpdir(): it read the "
				  "directory the test started in; the library "
				  "runs setup() in the temporary directory now",
				  a->n[i].name);
		st_todo(st, a->n[i].start, why);
		free(why);
		return;
	}
}

static void call_flag(struct st *st, int i, int *checkpoint_init)
{
	const char *name = st->a.n[i].name;
	struct header_fn h = header_fn(st, i);

	if (is_fork_name(name) || h.forks)
		st->f->flags.forks_child = 1;
	if (h.tmpdir)
		st->f->flags.needs_tmpdir = 1;
	if (h.root)
		st->f->flags.needs_root = 1;
	if (h.checkpoints)
		st->f->flags.needs_checkpoints = 1;
	if (h.checkpoint_init)
		*checkpoint_init = 1;
	privileged_call(st, i);
	if (!strcmp(name, "tst_tmpdir")) {
		/*
		 * The sleeps pass adds a tmpdir when it brings in old
		 * checkpoints, which need one; the new ones do not, so
		 * only a tmpdir the test itself made is asked for.
		 */
		if (strstr(st->f->orig, "tst_tmpdir"))
			st->f->flags.needs_tmpdir = 1;
		cwd_before_tmpdir(st, i);
		remove_call(st, i, "tst_tmpdir()");
	}
	if (!strcmp(name, "tst_rmdir"))
		remove_call(st, i, "tst_rmdir()");
	if (!strcmp(name, "tst_require_root_") ||
	    !strcmp(name, "tst_require_root")) {
		/* under a condition, root is not always needed */
		if (ast_is(&st->a, st->a.n[i].parent, CXCursor_CompoundStmt))
			st->f->flags.needs_root = 1;
		if (!require_root_if(st, i))
			remove_call(st, i, "tst_require_root()");
	}
	if (!strcmp(name, "maybe_run_child") || !strcmp(name, "self_exec"))
		remove_call(st, i, name);
}

/* ---- the library's device ---- */

/* Node i begins with a call of fn as written (old calls are macros). */
static int written_call(struct st *st, int i, const char *fn)
{
	struct ast *a = &st->a;
	unsigned int t = ast_tok_at(a, a->n[i].start);

	return a->n[i].has_off && t + 1 < a->ntoks &&
	       !strcmp(a->toks[t].text, fn) &&
	       !strcmp(a->toks[t + 1].text, "(");
}

/* The variable a statement assigns from call fn ("dev = fn(...)"). */
static const char *assigned_from(struct st *st, int s, const char *fn)
{
	struct ast *a = &st->a;
	int lhs, rhs;

	if (!ast_is(a, s, CXCursor_BinaryOperator) || ast_nchildren(a, s) != 2)
		return NULL;
	lhs = st_strip(st, ast_child(a, s, 0));
	rhs = st_strip(st, ast_child(a, s, 1));
	if (!ast_is(a, lhs, CXCursor_DeclRefExpr) || !written_call(st, rhs, fn))
		return NULL;
	return a->n[lhs].name;
}

/* The statement of a call of fn whose first argument names dev; NULL
 * checks of dev: "if (!dev) tst_brkm(TCONF ...)". */
static int uses_dev(struct st *st, int s, const char *dev)
{
	struct node *n = &st->a.n[s];

	return n->has_off && ast_uses(&st->a, dev, n->start, n->end);
}

static void device_stmt(struct st *st, int s, const char *dev)
{
	struct ast *a = &st->a;
	struct node *n = &a->n[s];
	char *t;

	if (!uses_dev(st, s, dev))
		return;
	if (n->kind == CXCursor_IfStmt && ast_nchildren(a, s) == 2 &&
	    ends_tconf(st, ast_child(a, s, 1)) &&
	    !ast_uses(a, "&&", n->start, n->end) &&
	    !ast_uses(a, "||", n->start, n->end)) {
		/* the library gives a device or ends with TCONF */
		conv_remove_stmt(st->f, n->start, n->end);
		return;
	}
	if (ast_uses(a, "tst_release_device", n->start, n->end) &&
	    (n->kind == CXCursor_CallExpr || n->kind == CXCursor_IfStmt)) {
		conv_remove_stmt(st->f, n->start, n->end);
		return;
	}
	if (written_call(st, s, "tst_mkfs")) {
		t = conv_text(st->f, n->start, n->end);
		/* tst_mkfs(cleanup, dev, fs_type, NULL, NULL) */
		if (strstr(t, "NULL, NULL)") &&
		    ast_uses(a, "tst_dev_fs_type", 0, st->f->len)) {
			st->f->flags.format_device = 1;
			conv_remove_stmt(st->f, n->start, n->end);
		}
		free(t);
	}
}

static void device(struct st *st, int s)
{
	struct ast *a = &st->a;
	const char *dev = assigned_from(st, s, "tst_acquire_device");
	char *t;
	int j;

	if (!dev || !a->n[s].has_off)
		return;
	st->f->flags.needs_device = 1;
	t = util_printf("%s = tst_device->dev", dev);
	conv_rewrite(st->f, a->n[s].start, a->n[s].end, t);
	free(t);
	for (j = 0; j < a->len; j++)
		if (ast_is(a, a->n[j].parent, CXCursor_CompoundStmt) && j != s)
			device_stmt(st, j, dev);
}

void st_flags(struct st *st)
{
	struct ast *a = &st->a;
	int i, checkpoint_init = 0, own;

	/* a program of its own has no struct to ask in: its checks of the
	 * kernel and of root stay (a namespace check's exit status) */
	own = st_own_program(st);
	for (i = 0; i < a->len; i++) {
		if (a->n[i].loc < 0)
			continue;
		if (a->n[i].kind == CXCursor_IfStmt) {
			if (own)
				continue;
			kver_if(st, i);
			root_if(st, i);
		} else if (a->n[i].kind == CXCursor_MacroExpansion) {
			macro_flag(st, i, &checkpoint_init);
		} else if (a->n[i].kind == CXCursor_CallExpr) {
			call_flag(st, i, &checkpoint_init);
		} else if (a->n[i].kind == CXCursor_BinaryOperator) {
			device(st, i);
		}
	}
	/*
	 * Checkpoints set up and never used ask for nothing: a local
	 * header's setup() that tests share sets them up for those that
	 * wait and wake (mountns_helper.h's for mountns03, not mountns04).
	 */
	if (checkpoint_init && !st->f->flags.needs_checkpoints &&
	    checkpoint_used(st))
		st->f->flags.needs_checkpoints = 1;
}
