// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The verdict pass: a legacy test that never reports TPASS (only TINFO,
 * and TFAIL, TBROK, TWARN or TCONF when something goes wrong) passed
 * under the old library by exiting 0; the new library breaks a run that
 * reports nothing. Such a test gets a flag that each of its other
 * results sets (none when every other result is a tst_brkm(), which ends
 * the process: the pass is then reported without one), and each
 * iteration of its TEST_LOOPING loop (each case,
 * when the loop's body is a loop over the cases) ends with a TPASS while
 * the flag is clear (a test's main() without the loop: its work, before
 * its cleanup and end): a pass where the old library saw one, and none
 * after a failure, a skip or a warning of the process. An exit(0) that
 * ends the run before that end (main()'s own early exit, not a child's;
 * a signal handler's) reports the pass first the same way. The flag is
 * not reset: the old exit status held every result of the run. A result of
 * a forked child counts for the new library but does not reach the
 * parent's flag (the verdict is the failure all the same). The result is
 * still legacy code.
 *
 * Silent means: no TPASS in the file nor in a report a macro of a header
 * writes, every report's type a constant, and every function the file
 * calls defined in it, in a system header or in the old library's
 * headers, or in a header of the tree with no pass in it either, or one
 * of the suite's clone helpers (a helper of another file may report the
 * passes).
 *
 * The pass also reaps, at the end of a run, the children the run ended
 * with a signal in a loop and did not all wait for: the old library
 * never looked at them, the new one counts a child killed by a signal as
 * broken (reap_killed()).
 */
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "conv.h"
#include "pass_ast.h"
#include "pp.h"
#include "sleeps.h"
#include "tst_res_flags.h"
#include "util.h"
#include "vocab.h"

#define FLAG "test_failed"
#define PASS_MSG "no failure reported"
#define PASS "tst_resm(TPASS, \"" PASS_MSG "\");"
#define FLAGGED_PASS "if (!" FLAG ")\n" PASS

/* What the old API's report macros call; the result type is argument 2. */
static const char *const report_fns[] = { "tst_resm_", "tst_resm_hexd_",
					  "tst_brkm_" };

struct verdict {
	struct ast a;
	struct conv_file *f;
	char *libdir; /* directory of the old API's headers */
	char **libfiles; /* headers those include */
	size_t nlib;
	int failed; /* an edit could not be queued */
	int nset; /* results that set the flag */
	const char *pass; /* the statement that reports the pass */
};

static int is_report(const char *name)
{
	size_t k;

	for (k = 0; k < sizeof(report_fns) / sizeof(*report_fns); k++)
		if (!strcmp(name, report_fns[k]))
			return 1;
	return 0;
}

static char *file_path(CXSourceLocation loc)
{
	CXFile file;
	CXString s;
	char *p;

	clang_getFileLocation(loc, &file, NULL, NULL, NULL);
	if (!file)
		return NULL;
	s = clang_getFileName(file);
	p = util_strdup(clang_getCString(s));
	clang_disposeString(s);
	return p;
}

static int in_dir(const char *path, const char *dir)
{
	size_t n = strlen(dir);

	return !strncmp(path, dir, n) && path[n] == '/' &&
	       !strchr(path + n + 1, '/');
}

/* The directory of the test.h the file includes, into *data (once). */
static void find_test_h(CXFile inc, CXSourceLocation *stack, unsigned int depth,
			CXClientData data)
{
	char **dir = data;
	CXString s;
	const char *path, *base;

	(void)stack;
	(void)depth;
	if (*dir)
		return;
	s = clang_getFileName(inc);
	path = clang_getCString(s);
	base = path ? strrchr(path, '/') : NULL;
	if (!base && path && !strcmp(path, vocab_old_api_header))
		*dir = util_strdup(".");
	else if (base && !strcmp(base + 1, vocab_old_api_header))
		*dir = util_printf("%.*s", base > path ? (int)(base - path) : 1,
				   path);
	clang_disposeString(s);
}

/* The directory of the old library's headers, for a file that calls the
 * old API: of the test.h the file includes, else of the header declaring
 * the first of its old API's calls (a header beside test.h may declare
 * some through one of the new API, its tst_device.h newlib's as the first
 * -I finds it: the directory of that one is not the old library's). None
 * for a file that only includes test.h. */
static void find_libdir(struct verdict *v)
{
	struct ast *a = &v->a;
	char *p, *name;
	int i;

	for (i = 0; i < a->len && !v->libdir; i++) {
		if (a->n[i].kind != CXCursor_CallExpr)
			continue;
		name = util_strdup(a->n[i].name);
		if (*name && name[strlen(name) - 1] == '_')
			name[strlen(name) - 1] = '\0';
		if (vocab_is_old_name(name)) {
			p = file_path(clang_getCursorLocation(
				clang_getCursorReferenced(a->n[i].cur)));
			if (p)
				v->libdir = util_strdup(dirname(p));
			free(p);
		}
		free(name);
	}
	if (!v->libdir)
		return;
	p = NULL;
	clang_getInclusions(v->f->tu, find_test_h, &p);
	if (p) {
		free(v->libdir);
		v->libdir = p;
	}
}

static void visit_inclusion(CXFile inc, CXSourceLocation *stack,
			    unsigned int depth, CXClientData data)
{
	struct verdict *v = data;
	unsigned int k;
	char *p;
	CXString s;

	for (k = 0; k < depth; k++) {
		p = file_path(stack[k]);
		if (p && in_dir(p, v->libdir)) {
			free(p);
			break;
		}
		free(p);
	}
	if (k == depth)
		return;
	s = clang_getFileName(inc);
	v->libfiles =
		util_realloc(v->libfiles, (v->nlib + 1) * sizeof(*v->libfiles));
	v->libfiles[v->nlib++] = util_strdup(clang_getCString(s));
	clang_disposeString(s);
}

static int is_lib_file(struct verdict *v, const char *path)
{
	size_t k;

	if (in_dir(path, v->libdir))
		return 1;
	for (k = 0; k < v->nlib; k++)
		if (!strcmp(path, v->libfiles[k]))
			return 1;
	return 0;
}

static int foreign_ref(struct verdict *v, CXCursor ref, int depth);

/* tst_record_childstatus() makes the child's exit status a result: the
 * pass of a test that reports none itself (cocci/reap_children.cocci
 * writes that check). */
static int records_child(const char *name)
{
	return !strcmp(name, "tst_record_childstatus");
}

struct body_scan {
	struct verdict *v;
	int depth;
	int passes; /* a report that may be a pass, or a call that may */
};

/* The result type expression c evaluates to, or -1 when it is no
 * constant. */
static long long eval_type(CXCursor c)
{
	long long t;

	if (clang_Cursor_isNull(c) || ast_eval_int(c, &t))
		return -1;
	return t & TTYPE_MASK;
}

/* The result type of a report call's cursor (its third argument), or -1
 * when it is no constant. */
static long long cursor_type(CXCursor call)
{
	return eval_type(clang_Cursor_getArgument(call, 2));
}

static enum CXChildVisitResult scan_call(CXCursor c, CXCursor p, CXClientData d)
{
	struct body_scan *b = d;
	CXString s;
	long long t;
	int rep;

	(void)p;
	if (clang_getCursorKind(c) == CXCursor_CallExpr) {
		s = clang_getCursorSpelling(c);
		rep = is_report(clang_getCString(s));
		t = records_child(clang_getCString(s)) ? 0 : 1;
		clang_disposeString(s);
		if (rep)
			t = cursor_type(c);
		if (t <= 0 ||
		    foreign_ref(b->v, clang_getCursorReferenced(c), b->depth)) {
			b->passes = 1;
			return CXChildVisit_Break;
		}
	}
	return CXChildVisit_Recurse;
}

/*
 * 1 when a function may report results this file does not show: defined
 * neither here nor in a system or library header. One a header of the
 * tree defines (a check of the suite's helper header) is read: it may
 * when it reports a pass or calls one that may. The suite's clone
 * helpers (libclone: sl_is_clone()) run a function of the file in a child
 * and report nothing themselves.
 */
static int foreign_ref(struct verdict *v, CXCursor ref, int depth)
{
	CXCursor def;
	CXSourceLocation loc;
	CXString s;
	struct body_scan b = { v, depth + 1, 0 };
	char *p;
	int r;

	if (clang_Cursor_isNull(ref) ||
	    clang_getCursorKind(ref) != CXCursor_FunctionDecl)
		return 0;
	loc = clang_getCursorLocation(ref);
	if (clang_Location_isInSystemHeader(loc))
		return 0;
	def = clang_getCursorDefinition(ref);
	if (!clang_Cursor_isNull(def) &&
	    clang_Location_isFromMainFile(clang_getCursorLocation(def)))
		return 0;
	p = file_path(loc);
	if (!p)
		return 0;
	r = !is_lib_file(v, p);
	free(p);
	if (!r)
		return 0;
	s = clang_getCursorSpelling(ref);
	r = !sl_is_clone(clang_getCString(s));
	clang_disposeString(s);
	if (!r)
		return 0;
	if (clang_Cursor_isNull(def) || depth >= 4)
		return 1;
	clang_visitChildren(def, scan_call, &b);
	return b.passes;
}

/* 1 when the function call i calls may report results this file does not
 * show (foreign_ref()). */
static int foreign_call(struct verdict *v, int i)
{
	return foreign_ref(v, clang_getCursorReferenced(v->a.n[i].cur), 0);
}

/* The result type node n stands for, or -1 when it is no constant. */
static long long const_type(struct verdict *v, int n)
{
	return n < 0 ? -1 : eval_type(v->a.n[n].cur);
}

/* The result type of report call i, or -1 when it is no constant. */
static long long report_type(struct verdict *v, int i)
{
	return const_type(v, ast_child(&v->a, i, 3));
}

static int is_info(long long t)
{
	return t == TINFO || t == TDEBUG;
}

/* Report call i's type is `c ? A : B` of two constants (leapsec_timer:
 * `fail ? TFAIL : TINFO`): 1 with their values and the condition node. */
static int report_arms(struct verdict *v, int i, long long *ta, long long *tb,
		       int *cond)
{
	struct ast *a = &v->a;
	int c = sl_strip(a, ast_child(a, i, 3));

	if (c < 0 || !ast_is(a, c, CXCursor_ConditionalOperator) ||
	    ast_nchildren(a, c) != 3)
		return 0;
	*cond = ast_child(a, c, 0);
	*ta = const_type(v, ast_child(a, c, 1));
	*tb = const_type(v, ast_child(a, c, 2));
	return *ta >= 0 && *tb >= 0;
}

/* Evaluating node n again changes nothing: no call, assignment, ++, --. */
static int is_pure(struct verdict *v, int n)
{
	struct ast *a = &v->a;

	return a->n[n].has_off && ast_is_pure(a, n);
}

/* 1 when the file reports no pass itself and calls nothing that might. */
static int is_silent(struct verdict *v)
{
	struct ast *a = &v->a;
	long long t, ta, tb;
	int i, c;

	if (ast_find_words(a, "TPASS", NULL, 0))
		return 0;
	for (i = 0; i < a->len; i++) {
		if (a->n[i].kind != CXCursor_CallExpr)
			continue;
		if (records_child(a->n[i].name))
			return 0;
		t = is_report(a->n[i].name) ? report_type(v, i) : 1;
		if (t < 0 && report_arms(v, i, &ta, &tb, &c))
			t = ta && tb ? 1 : 0;
		if (t == 0) /* a TPASS a macro of a header wrote */
			return 0;
		if (t < 0) {
			conv_msg(v->f, a->n[i].start,
				 "a result type that is no constant: the test "
				 "may report passes, none added");
			return 0;
		}
		if (foreign_call(v, i)) {
			conv_msg(v->f, a->n[i].start,
				 "no TPASS here, but %s() of another file may "
				 "report the passes: none added",
				 a->n[i].name);
			return 0;
		}
	}
	return 1;
}

/* ---- edits ---- */

static void edit(struct verdict *v, int rc)
{
	if (rc < 0)
		v->failed = 1;
}

static int is_body_parent(enum CXCursorKind k)
{
	return k == CXCursor_IfStmt || k == CXCursor_ForStmt ||
	       k == CXCursor_WhileStmt || k == CXCursor_DoStmt;
}

static int is_list_parent(enum CXCursorKind k)
{
	return k == CXCursor_CompoundStmt || k == CXCursor_CaseStmt ||
	       k == CXCursor_DefaultStmt || k == CXCursor_LabelStmt;
}

/* The statement text with each line after the first indented by ind and
 * one tab more (caller frees). */
static char *indent_lines(const char *text, const char *ind)
{
	struct util_buf b = { 0 };
	const char *nl, *end;

	for (nl = text; (end = strchr(nl, '\n')); nl = end + 1)
		util_buf_printf(&b, "%.*s\n%s\t", (int)(end - nl), nl, ind);
	util_buf_adds(&b, nl);
	return util_buf_take(&b);
}

/*
 * Add the statement text (one line, or lines joined by "\n" and indented
 * by one tab more from the second on) after statement s: in a list of
 * statements right after it, as a lone body of an if or a loop in braces
 * made around both.
 */
static void append_stmt(struct verdict *v, int s, const char *text)
{
	struct ast *a = &v->a;
	struct conv_file *f = v->f;
	int p = a->n[s].parent;
	unsigned int end = ast_stmt_end(a, s), t, n;
	char ind[64], pind[64], *lines;

	ast_indent_of(f, a->n[s].start, ind, sizeof(ind));
	lines = indent_lines(text, ind);
	if (is_list_parent(a->n[p].kind)) {
		char *ins = util_printf("\n%s%s", ind, lines);

		edit(v, conv_insert(f, end, ins));
		free(ins);
		free(lines);
		return;
	}
	n = ast_tokens(a);
	t = ast_tok_at(a, a->n[s].start);
	ast_indent_of(f, a->n[p].start, pind, sizeof(pind));
	if (t == 0 || t >= n) {
		v->failed = 1;
	} else if (conv_line_start(f, a->n[s].start) <= a->toks[t - 1].start) {
		/* "if (x) call();" on one line */
		char *ins = util_printf(" %s }", lines);

		edit(v, conv_insert(f, a->n[s].start, "{ "));
		edit(v, conv_insert(f, end, ins));
		free(ins);
	} else {
		unsigned int u = ast_tok_at(a, end);
		int is_else = u < n && !strcmp(a->toks[u].text, "else");
		char *ins = util_printf("\n%s%s\n%s}%s", ind, lines, pind,
					is_else ? " " : "");

		edit(v, conv_insert(f, a->toks[t - 1].end, " {"));
		edit(v, conv_replace(f, end, is_else ? a->toks[u].start : end,
				     ins));
		free(ins);
	}
	free(lines);
}

/* What sets the flag after report call i: "FLAG = 1;", or when the type
 * is `c ? A : B` of a result and TINFO, the same under the condition
 * that picks the result; "" for TINFO; NULL when c cannot be evaluated
 * again (caller frees). */
static char *flag_setting(struct verdict *v, int i)
{
	long long t = report_type(v, i), ta, tb;
	int c;
	char *ct, *r;

	if (t >= 0)
		return util_strdup(is_info(t) ? "" : FLAG " = 1;");
	if (!report_arms(v, i, &ta, &tb, &c))
		return util_strdup(FLAG " = 1;");
	if (is_info(ta) == is_info(tb))
		return util_strdup(is_info(ta) ? "" : FLAG " = 1;");
	if (!is_pure(v, c))
		return NULL;
	ct = ast_text(&v->a, c);
	r = util_printf(is_info(ta) ? "if (!(%s))\n" FLAG " = 1;" :
				      "if (%s)\n" FLAG " = 1;",
			ct);
	free(ct);
	return r;
}

/* Every result other than TINFO sets the flag (tst_brkm() ends the
 * process: nothing after it runs). */
static void mark_failures(struct verdict *v)
{
	struct ast *a = &v->a;
	int i, p;
	char *set;

	for (i = 0; i < a->len && !v->failed; i++) {
		if (a->n[i].kind != CXCursor_CallExpr ||
		    !is_report(a->n[i].name) ||
		    !strcmp(a->n[i].name, "tst_brkm_") || !a->n[i].has_off)
			continue;
		set = flag_setting(v, i);
		if (set && !*set) {
			free(set);
			continue;
		}
		p = a->n[i].parent;
		if (!set || p < 0 ||
		    (!is_list_parent(a->n[p].kind) &&
		     !is_body_parent(a->n[p].kind))) {
			conv_msg(v->f, a->n[i].start,
				 set ? "a result inside an expression: no "
				       "pass added" :
				       "a result type chosen by a condition "
				       "with an effect: no pass added");
			free(set);
			v->failed = 1;
			return;
		}
		append_stmt(v, i, set);
		v->nset++;
		free(set);
	}
}

/* The TEST_LOOPING loop of main(), or -1. */
static int test_loop(struct verdict *v)
{
	struct ast *a = &v->a;
	int body = ast_func_body(a, "main", NULL), i, last;

	if (body < 0)
		return -1;
	for (i = body; i <= a->n[body].last; i++) {
		if (a->n[i].kind != CXCursor_ForStmt)
			continue;
		last = ast_child(a, i, ast_nchildren(a, i) - 1);
		if (last >= 0 && ast_uses(a, "TEST_LOOPING", a->n[i].start,
					  a->n[last].start))
			return i;
	}
	return -1;
}

/* The statement each run ends with: the last of the loop's body, or of
 * the case loop's when that is all the body holds. */
static int run_end(struct verdict *v, int loop)
{
	struct ast *a = &v->a;
	int body = ast_child(a, loop, ast_nchildren(a, loop) - 1);
	int k, s, only = -1, n = 0;

	if (!ast_is(a, body, CXCursor_CompoundStmt))
		return -1;
	for (k = 0; (s = ast_child(a, body, k)) >= 0; k++) {
		if (ast_has_word(a, s, "tst_count") &&
		    !ast_is(a, s, CXCursor_ForStmt))
			continue;
		only = s;
		n++;
	}
	if (n == 1 && ast_is(a, only, CXCursor_ForStmt)) {
		s = ast_child(a, only, ast_nchildren(a, only) - 1);
		if (!ast_is(a, s, CXCursor_CompoundStmt))
			return s;
		body = s;
	}
	n = ast_nchildren(a, body);
	return n ? ast_child(a, body, n - 1) : -1;
}

/* main() runs the test once, without the loop: a test's main() when it
 * parses the test options or a runtest file runs its program (a program a
 * test runs reports for that test, which counts its passes). */
static int is_loopless_test(struct verdict *v, int body)
{
	char *prog;
	int r;

	if (ast_find_call(&v->a, body, "tst_parse_opts") >= 0 ||
	    ast_find_call(&v->a, body, "parse_opts") >= 0)
		return 1;
	prog = conv_program_name(v->f->path);
	r = conv_is_test_program(prog);
	free(prog);
	return r;
}

static int is_end(struct verdict *v, int s)
{
	struct ast *a = &v->a;

	if (ast_is(a, s, CXCursor_ReturnStmt))
		return 1;
	return ast_is(a, s, CXCursor_CallExpr) &&
	       (!strcmp(a->n[s].name, "tst_exit") ||
		!strcmp(a->n[s].name, "exit"));
}

/* The index in body of the first of the statements it ends with (return,
 * tst_exit(), exit()); the number of its statements when none ends it. */
static int ends_from(struct verdict *v, int body)
{
	int k = ast_nchildren(&v->a, body);

	while (k > 0 && is_end(v, ast_child(&v->a, body, k - 1)))
		k--;
	return k;
}

/* A call without arguments of a function of this file: main()'s cleanup
 * right before its end. */
static int is_own_call(struct verdict *v, int s)
{
	struct ast *a = &v->a;

	return ast_is(a, s, CXCursor_CallExpr) && a->n[s].has_off &&
	       ast_nchildren(a, s) == 1 &&
	       ast_func_body(a, a->n[s].name, NULL) >= 0;
}

/* The statement a loopless test's run ends with: the last of main()'s
 * body before its end (return, tst_exit(), exit()) and the cleanup call
 * right before that end. */
static int loopless_end(struct verdict *v, int body)
{
	struct ast *a = &v->a;
	int n = ast_nchildren(a, body), k = ends_from(v, body) - 1;

	if (k >= 0 && k < n - 1 && is_own_call(v, ast_child(a, body, k)))
		k--;
	return k >= 0 ? ast_child(a, body, k) : -1;
}

/* static int FLAG; before the file's first declaration, or before the
 * conditional that holds it: declared in one branch only, the flag would
 * be missing where another branch is compiled. */
static void declare_flag(struct verdict *v)
{
	struct ast *a = &v->a;
	unsigned int at;
	int i;

	for (i = 0; i < a->len; i = a->n[i].last + 1) {
		enum CXCursorKind k = a->n[i].kind;

		if (!a->n[i].has_off || k == CXCursor_InclusionDirective ||
		    k == CXCursor_MacroDefinition ||
		    k == CXCursor_MacroExpansion)
			continue;
		at = conv_line_start(v->f, pp_outside(a, a->n[i].start));
		edit(v, conv_insert(v->f, at, "static int " FLAG ";\n\n"));
		return;
	}
	v->failed = 1;
}

/* Signals whose default action ends the process, as tests send them to
 * their children to end them. */
static const struct {
	const char *name;
	long num;
} deadly_sigs[] = {
	{ "SIGHUP", 1 },  { "SIGINT", 2 },   { "SIGQUIT", 3 },
	{ "SIGKILL", 9 }, { "SIGTERM", 15 },
};

/* The signal of kill call k ends a process that leaves it alone: its
 * name, or NULL. */
static const char *deadly_sig(struct verdict *v, int k)
{
	struct ast *a = &v->a;
	int sig = sl_kill_sig(a, k);
	char *t, word[64];
	size_t i;
	long n = -1;

	if (sig < 0)
		return NULL;
	word[0] = 0;
	if (sl_int_value(a, sig, &n)) {
		t = ast_text(a, sig);
		sl_macro_word(a, t, word, sizeof(word));
		free(t);
	}
	for (i = 0; i < sizeof(deadly_sigs) / sizeof(*deadly_sigs); i++)
		if (n == deadly_sigs[i].num ||
		    !strcmp(word, deadly_sigs[i].name))
			return deadly_sigs[i].name;
	return NULL;
}

/* The file installs a handler for signal name, or ignores it (a child
 * may outlive it); setting it back to SIG_DFL is neither. */
static int handles(struct verdict *v, const char *name)
{
	struct ast *a = &v->a;
	int i;

	for (i = 0; i < a->len; i++)
		if (ast_is(a, i, CXCursor_CallExpr) &&
		    sl_is_handler(a->n[i].name) && ast_has_word(a, i, name) &&
		    !ast_has_word(a, i, "SIG_DFL"))
			return 1;
	return 0;
}

/* The innermost loop holding i that runs more than once: a macro's
 * do { } while (0) is none (TEST() wraps its call in one); or -1. */
static int real_loop_of(struct ast *a, int i)
{
	int l, c;
	long n;

	for (l = ast_loop_of(a, i); l >= 0; l = ast_loop_of(a, l)) {
		c = sl_loop_cond(a, l);
		if (!ast_is(a, l, CXCursor_DoStmt) || c < 0 ||
		    sl_int_value(a, sl_strip(a, c), &n) || n)
			return l;
	}
	return -1;
}

/* A kill in a loop of the run (several children) with a signal that ends
 * them, and no wait in a loop after it or around it: some of the
 * children it killed are never waited for. Returns that kill, or -1. */
/* The functions of the file the run reaches through its calls (depth
 * first, at most max), their bodies in body[]; how many. */
#define REACH_MAX 16
static int reached_bodies(struct verdict *v, int from, int *body, int n,
			  int depth)
{
	struct ast *a = &v->a;
	int i, b, k, seen;

	for (i = from; i <= a->n[from].last && n < REACH_MAX; i++) {
		/* a direct call: not one through a pointer of that name
		 * (tdat[i].cleanup() is no call of cleanup()) */
		if (!ast_is(a, i, CXCursor_CallExpr) || !a->n[i].name ||
		    clang_getCursorReferenced(a->n[i].cur).kind !=
			    CXCursor_FunctionDecl ||
		    (b = ast_func_body(a, a->n[i].name, NULL)) < 0)
			continue;
		for (seen = 0, k = 0; k < n; k++)
			seen |= body[k] == b;
		if (seen)
			continue;
		body[n++] = b;
		if (depth < 4)
			n = reached_bodies(v, b, body, n, depth + 1);
	}
	return n;
}

/* A kill with such a signal in a function the run calls (one child per
 * call: a case, a turn of a loop), when neither the run nor any function
 * it reaches waits for a child: the killed ones are never reaped. */
static int unreaped_callee_kill(struct verdict *v, int run)
{
	struct ast *a = &v->a;
	int body[REACH_MAX], n, k, i, kill = -1;
	const char *sig;

	n = reached_bodies(v, run, body, 0, 0);
	for (i = run; i <= a->n[run].last; i++)
		if (ast_is(a, i, CXCursor_CallExpr) &&
		    sl_is_wait_child(a->n[i].name))
			return -1;
	for (k = 0; k < n; k++)
		for (i = body[k]; i <= a->n[body[k]].last; i++) {
			if (!ast_is(a, i, CXCursor_CallExpr))
				continue;
			if (sl_is_wait_child(a->n[i].name))
				return -1;
			if (kill < 0 && sl_is_kill(a->n[i].name) &&
			    (sig = deadly_sig(v, i)) && !handles(v, sig))
				kill = i;
		}
	return kill;
}

/* The pid argument of wait call j: waitpid(pid, status, options) and
 * safe_waitpid(), SAFE_WAITPID()'s expansion, whose pid is its third
 * argument from the end too; wait4(pid, ...); -1 for another call. */
static int wait_pid_arg(struct verdict *v, int j)
{
	const char *name = v->a.n[j].name;

	if (!strcmp(name, "wait4"))
		return ast_child(&v->a, j, 1);
	if (strcmp(name, "waitpid") && strcmp(name, "safe_waitpid"))
		return -1;
	return ast_child(&v->a, j, ast_nchildren(&v->a, j) - 3);
}

/* Wait call j may reap any child (wait(), waitpid(-1 or 0, ...),
 * waitid(P_ALL, ...)), not only the one child whose pid it is given: a
 * wait ahead of a kill in the loop that holds both reaps the child killed
 * in the turn before only then. */
static int waits_any_child(struct verdict *v, int j)
{
	struct ast *a = &v->a;
	const char *name = a->n[j].name;
	int arg = wait_pid_arg(v, j);
	long n;

	if (!strcmp(name, "tst_record_childstatus"))
		return 0;
	if (!strcmp(name, "waitid"))
		return ast_has_word(a, j, "P_ALL");
	if (arg < 0)
		return 1;
	return !sl_int_value(a, sl_strip(a, arg), &n) && n <= 0;
}

static int unreaped_kill(struct verdict *v, int run, int *callee)
{
	struct ast *a = &v->a;
	int i, j, l, kill = -1;
	const char *sig;

	*callee = 0;
	for (i = run; i <= a->n[run].last && kill < 0; i++) {
		if (!ast_is(a, i, CXCursor_CallExpr) ||
		    !sl_is_kill(a->n[i].name) || real_loop_of(a, i) == run ||
		    real_loop_of(a, i) < 0 || !(sig = deadly_sig(v, i)) ||
		    handles(v, sig))
			continue;
		kill = i;
	}
	if (kill < 0) {
		*callee = 1;
		return unreaped_callee_kill(v, run);
	}
	for (j = run; j <= a->n[run].last; j++) {
		if (!ast_is(a, j, CXCursor_CallExpr) ||
		    !sl_is_wait_child(a->n[j].name))
			continue;
		l = real_loop_of(a, j);
		if (l < 0 || l == run)
			continue;
		/* after the kill, or in a loop that holds it: it runs again
		 * (reaping the child killed before when it takes any child;
		 * ptrace05 waits for each turn's new child by its pid) */
		if (j > kill ||
		    (kill > l && kill <= a->n[l].last && waits_any_child(v, j)))
			return -1;
	}
	return kill;
}

/* The offset after the end of the line that holds off. */
static long line_after(struct conv_file *f, unsigned int off)
{
	while (off < f->len && f->text[off] != '\n')
		off++;
	return off < f->len ? off + 1 : off;
}

/* <sys/wait.h> for the wait() the pass writes, unless the file has it
 * (the old test.h did not include it). */
static void need_wait_h(struct verdict *v)
{
	struct ast *a = &v->a;
	long at = -1, first = -1;
	int i;

	for (i = 0; i < a->len; i = a->n[i].last + 1) {
		struct node *n = &a->n[i];

		if (n->kind != CXCursor_InclusionDirective || !n->has_off)
			continue;
		if (!strcmp(n->name, "sys/wait.h"))
			return;
		if (first < 0)
			first = conv_line_start(v->f, n->start);
		if (memchr(v->f->text + n->start, '<', n->end - n->start))
			at = line_after(v->f, n->start);
	}
	if (at < 0)
		at = first >= 0 ? first : 0;
	edit(v, conv_insert(v->f, at, "#include <sys/wait.h>\n"));
}

/* The body of the function of the file main() calls last, without
 * arguments, before its end (its cleanup()), or -1. */
static int final_cleanup(struct verdict *v)
{
	struct ast *a = &v->a;
	int body = ast_func_body(a, "main", NULL), k, s;

	if (body < 0)
		return -1;
	k = ends_from(v, body) - 1;
	if (k < 0 || !is_own_call(v, (s = ast_child(a, body, k))))
		return -1;
	return ast_func_body(a, a->n[s].name, NULL);
}

/* The children a run killed and left unreaped ended unseen under the old
 * library; the new one reaps them after the run and counts a child ended
 * by a signal as broken. The run reaps them itself, at its end. */
static void reap_killed(struct verdict *v)
{
	struct ast *a = &v->a;
	int loop = test_loop(v), end, kill, callee, cb;
	const char *what;

	if (loop < 0)
		loop = ast_func_body(a, "main", NULL);
	if (loop < 0 || (kill = unreaped_kill(v, loop, &callee)) < 0)
		return;
	cb = callee ? final_cleanup(v) : -1;
	if (cb >= 0 && kill > cb && kill <= a->n[cb].last) {
		/* mtest01: children that wait for ever, ended by the
		 * cleanup() main() calls last, which runs after the run
		 * now: a reaping at the run's end would wait for them for
		 * ever (the structure pass's TODO says to end them in the
		 * run, st_child.c) */
		conv_msg(v->f, a->n[kill].start,
			 "children killed by the cleanup() main() calls "
			 "last: no reaping at the run's end, which would "
			 "wait for them");
		return;
	}
	what = callee ? "children killed in a function the run calls and "
			"never waited for" :
			"children killed in a loop and not all waited for";
	end = ast_is(a, loop, CXCursor_ForStmt) ? run_end(v, loop) :
						  loopless_end(v, loop);
	if (end < 0 || (!is_list_parent(a->n[a->n[end].parent].kind) &&
			!ast_is(a, a->n[end].parent, CXCursor_ForStmt))) {
		conv_msg(v->f, a->n[kill].start,
			 "%s: the new library will count them broken", what);
		return;
	}
	append_stmt(v, end, "while (wait(NULL) > 0)\n;");
	need_wait_h(v);
	conv_msg(v->f, a->n[kill].start,
		 "%s: the run reaps them at its end (the old library never "
		 "looked at them, the new one counts a child ended by a "
		 "signal as broken)",
		 what);
}

/* Add the statement text (lines as append_stmt() takes them) before
 * statement s of a list of statements: 0, or -1 when s is in none. */
static int prepend_stmt(struct verdict *v, int s, const char *text)
{
	struct ast *a = &v->a;
	char ind[64], *lines, *ins;

	if (!is_list_parent(a->n[a->n[s].parent].kind))
		return -1;
	ast_indent_of(v->f, a->n[s].start, ind, sizeof(ind));
	lines = indent_lines(text, ind);
	ins = util_printf("%s\n%s", lines, ind);
	edit(v, conv_insert(v->f, a->n[s].start, ins));
	free(ins);
	free(lines);
	return 0;
}

/* exit(0) at call i: the old library's pass when nothing failed. */
static int exits_zero(struct verdict *v, int i)
{
	struct ast *a = &v->a;
	long n;

	return ast_is(a, i, CXCursor_CallExpr) && a->n[i].has_off &&
	       (!strcmp(a->n[i].name, "exit") ||
		!strcmp(a->n[i].name, "_exit")) &&
	       ast_nchildren(a, i) == 2 &&
	       !sl_int_value(a, sl_strip(a, ast_child(a, i, 1)), &n) && !n;
}

/* The pass reported before the exit at call i (whose: "the handler's",
 * "main()'s"). */
static void pass_before_exit(struct verdict *v, int i, const char *whose)
{
	int s = sl_call_stmt(&v->a, i);

	if (s < 0 || prepend_stmt(v, s, v->pass)) {
		conv_msg(v->f, v->a.n[i].start,
			 "%s exit(0) is the test's pass: none could be added",
			 whose);
		return;
	}
	conv_msg(v->f, v->a.n[i].start,
		 "%s exit(0) ends the run: it reports TPASS first when no "
		 "other result came before",
		 whose);
}

/* The first of the statements main()'s body ends with (return,
 * tst_exit(), exit()), or a node past the body when it has none. */
static int main_tail(struct verdict *v, int body)
{
	struct ast *a = &v->a;
	int k = ends_from(v, body);

	return k < ast_nchildren(a, body) ? ast_child(a, body, k) :
					    a->n[body].last + 1;
}

/* Statement st comes right after a report of a result other than TINFO
 * (timerfd01's TCONF before its exit(0)): the flag is set there, a pass
 * before st would never be reported. */
static int after_result(struct verdict *v, int st)
{
	struct ast *a = &v->a;
	int prev = ast_stmt_before(a, st), c;
	long long t;

	if (prev < 0)
		return 0;
	c = sl_strip(a, prev);
	if (c < 0 || !ast_is(a, c, CXCursor_CallExpr) ||
	    !is_report(a->n[c].name))
		return 0;
	t = report_type(v, c);
	return t >= 0 && !is_info(t);
}

/*
 * exit(0) in main()'s own code before its end (a branch that is done
 * early: the parent that leaves its child waiting) ends the run where the
 * pass at the end is never reached: the old library's pass all the same.
 * Each such exit reports the pass first, when nothing failed. Not an exit
 * of a child's code (after the fork it is in, or when that fork's
 * branches are not known), nor those main() ends with: the pass before
 * them is there already.
 */
static void main_exit_passes(struct verdict *v)
{
	struct ast *a = &v->a;
	struct sl_site s;
	int fn, body = ast_func_body(a, "main", &fn), tail, i, st, r;

	if (body < 0)
		return;
	tail = main_tail(v, body);
	for (i = body; i <= a->n[body].last; i++) {
		if (!exits_zero(v, i))
			continue;
		st = sl_call_stmt(a, i);
		if (st < 0 || (a->n[st].parent == body && st >= tail) ||
		    after_result(v, st))
			continue;
		r = sl_site_before(a, fn, a->n[i].start, &s);
		if (r == -2 || (!r && sl_in_child(a, &s, i)))
			continue;
		pass_before_exit(v, i, "main()'s");
	}
}

/* A run that ends when a signal comes (the alarm that bounds its time, an
 * interrupt) ends in the handler's exit(0): the old library's pass, where
 * the end of the run the pass reports at is never reached. Each such exit
 * reports the pass first, when nothing failed. */
static void handler_passes(struct verdict *v)
{
	struct ast *a = &v->a;
	int fn, i;

	for (fn = 0; fn < a->len; fn = a->n[fn].last + 1) {
		if (!ast_is(a, fn, CXCursor_FunctionDecl) ||
		    !sl_installs_handler(a, fn))
			continue;
		for (i = fn; i <= a->n[fn].last; i++)
			if (exits_zero(v, i))
				pass_before_exit(v, i, "the handler's");
	}
}

static void convert(struct verdict *v)
{
	int loop = test_loop(v), end, body;

	if (loop < 0) {
		body = ast_func_body(&v->a, "main", NULL);
		if (body < 0 || !is_loopless_test(v, body))
			return;
		loop = body;
	}
	find_libdir(v);
	if (!v->libdir)
		return;
	clang_getInclusions(v->f->tu, visit_inclusion, v);
	if (!is_silent(v))
		return;
	end = ast_is(&v->a, loop, CXCursor_ForStmt) ? run_end(v, loop) :
						      loopless_end(v, loop);
	if (end < 0 || ast_find_words(&v->a, FLAG, NULL, 0)) {
		conv_msg(v->f, v->a.n[loop].start,
			 "the test reports no pass: none could be added");
		return;
	}
	mark_failures(v);
	/* no result sets it: the flag would stay clear, the pass alone */
	if (v->nset)
		declare_flag(v);
	v->pass = v->nset ? FLAGGED_PASS : PASS;
	append_stmt(v, end, v->pass);
	main_exit_passes(v);
	handler_passes(v);
	if (v->failed) {
		conv_clear_edits(v->f);
		conv_msg(v->f, v->a.n[loop].start,
			 "the test reports no pass: none could be added");
		return;
	}
	conv_msg(v->f, v->a.n[loop].start,
		 "the test reports no pass (the old library took exit 0 for "
		 "one): each run reports TPASS when no other result came "
		 "before");
}

int conv_pass_verdict(struct conv_file *f)
{
	struct verdict v = { .f = f };
	size_t k;

	if (!f->tu || f->is_header)
		return 0;
	ast_build(&v.a, f);
	convert(&v);
	reap_killed(&v);
	for (k = 0; k < v.nlib; k++)
		free(v.libfiles[k]);
	free(v.libfiles);
	free(v.libdir);
	ast_free(&v.a);
	return 0;
}
