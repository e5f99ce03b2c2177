// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The structure pass outside main(): TCID and TST_TOTAL, #ifdef UCLINUX
 * blocks, the calls that become struct tst_test flags, tst_exit() left in
 * children and helpers, and the includes that needs.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "structure.h"
#include "util.h"
#include "vocab.h"

void st_todo(struct st *st, unsigned int off, const char *what)
{
	const char *t = st->f->text;
	unsigned int ls = off, ind;
	char *indent, *line;

	while (ls > 0 && t[ls - 1] != '\n')
		ls--;
	for (ind = ls; ind < st->f->len && (t[ind] == ' ' || t[ind] == '\t');)
		ind++;
	indent = conv_text(st->f, ls, ind);
	line = util_printf("%s/* TODO(convert): %s */\n", indent, what);
	st_edit(st, ls, ls, line);
	st->f->counts.todos++;
	conv_msg(st->f, off, "TODO(convert): %s", what);
	free(line);
	free(indent);
}

/* ---- #ifdef UCLINUX: the no-MMU path, gone with the old library ---- */

struct pp_frame {
	int uclinux; /* 0, 1: #ifdef UCLINUX, 2: #ifndef UCLINUX */
	unsigned int if_s, if_e, else_s, else_e;
	int has_else;
};

static int directive(const char *line, const char *word, const char **rest)
{
	const char *p = line;
	size_t n = strlen(word);

	while (*p == ' ' || *p == '\t')
		p++;
	if (*p != '#')
		return 0;
	p++;
	while (*p == ' ' || *p == '\t')
		p++;
	if (strncmp(p, word, n) || isalnum((unsigned char)p[n]) || p[n] == '_')
		return 0;
	*rest = p + n;
	return 1;
}

static int uclinux_kind(const char *line)
{
	const char *r;

	if (directive(line, "ifdef", &r) && !strncmp(r, " UCLINUX", 8))
		return 1;
	if (directive(line, "ifndef", &r) && !strncmp(r, " UCLINUX", 8))
		return 2;
	if (directive(line, "if", &r) &&
	    (strstr(r, "defined(UCLINUX)") || strstr(r, "defined UCLINUX")) &&
	    !strchr(r, '&') && !strchr(r, '|') && !strchr(r, '!'))
		return 1;
	return 0;
}

static void close_block(struct st *st, struct pp_frame *fr, unsigned int s,
			unsigned int e)
{
	if (fr->uclinux == 1) {
		if (fr->has_else) {
			st_edit(st, fr->if_s, fr->else_e, "");
			st_edit(st, s, e, "");
		} else {
			st_edit(st, fr->if_s, e, "");
		}
		return;
	}
	st_edit(st, fr->if_s, fr->if_e, "");
	st_edit(st, fr->has_else ? fr->else_s : s, e, "");
}

int st_uclinux(struct st *st)
{
	struct pp_frame stack[64];
	const char *t = st->f->text;
	unsigned int s = 0, e;
	int depth = 0;

	for (; s < st->f->len; s = e) {
		const char *r, *nl = memchr(t + s, '\n', st->f->len - s);
		char *line;

		e = nl ? (unsigned int)(nl - t) + 1 : st->f->len;
		line = conv_text(st->f, s, e);
		if (directive(line, "if", &r) || directive(line, "ifdef", &r) ||
		    directive(line, "ifndef", &r)) {
			if (depth == 64) {
				free(line);
				break;
			}
			stack[depth] = (struct pp_frame){
				.uclinux = uclinux_kind(line),
				.if_s = s,
				.if_e = e,
			};
			depth++;
		} else if (depth && directive(line, "else", &r)) {
			stack[depth - 1].has_else = 1;
			stack[depth - 1].else_s = s;
			stack[depth - 1].else_e = e;
		} else if (depth && directive(line, "elif", &r) &&
			   stack[depth - 1].uclinux) {
			conv_msg(st->f, s, "#elif in an UCLINUX block");
			free(line);
			return -1;
		} else if (depth && directive(line, "endif", &r)) {
			depth--;
			if (stack[depth].uclinux)
				close_block(st, &stack[depth], s, e);
		}
		free(line);
	}
	return 0;
}

/* `#define CLEANUP fn` told the old ltp_syscall() what to clean up on its
 * TCONF; tst_syscall() runs the one cleanup of struct tst_test. */
void st_cleanup_define(struct st *st)
{
	const char *t = st->f->text;
	unsigned int s = 0, e;

	for (; s < st->f->len; s = e) {
		const char *r, *nl = memchr(t + s, '\n', st->f->len - s);
		char *line;

		e = nl ? (unsigned int)(nl - t) + 1 : st->f->len;
		line = conv_text(st->f, s, e);
		if (directive(line, "define", &r) &&
		    !strncmp(r, " CLEANUP", 8) &&
		    (r[8] == ' ' || r[8] == '\t' || r[8] == '\n'))
			st_edit(st, s, e, "");
		free(line);
	}
}

/* ---- words of the text outside comments and literals ---- */

static int word_char(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

static unsigned int skip_literal(const char *t, unsigned int i,
				 unsigned int len)
{
	char q = t[i++];

	while (i < len && t[i] != q && t[i] != '\n') {
		if (t[i] == '\\')
			i++;
		i++;
	}
	return i < len ? i + 1 : len;
}

/* Offsets of name as an identifier in the code (not in comments, string
 * or character literals); returns how many, and fills offs (up to max). */
size_t st_find_words(struct st *st, const char *name, unsigned int *offs,
		     size_t max)
{
	const char *t = st->f->text;
	unsigned int i = 0, len = st->f->len;
	size_t n = strlen(name), found = 0;

	while (i < len) {
		if (t[i] == '/' && i + 1 < len && t[i + 1] == '/') {
			while (i < len && t[i] != '\n')
				i++;
		} else if (t[i] == '/' && i + 1 < len && t[i + 1] == '*') {
			const char *end = strstr(t + i + 2, "*/");

			i = end ? (unsigned int)(end - t) + 2 : len;
		} else if (t[i] == '"' || t[i] == '\'') {
			i = skip_literal(t, i, len);
		} else if (word_char(t[i])) {
			unsigned int s = i;

			while (i < len && word_char(t[i]))
				i++;
			if (i - s == n && !strncmp(t + s, name, n)) {
				if (found < max)
					offs[found] = s;
				found++;
			}
		} else {
			i++;
		}
	}
	return found;
}

/* Replace every use of name in the code by text. */
void st_replace_word(struct st *st, const char *name, const char *text)
{
	unsigned int offs[512];
	size_t n = st_find_words(st, name, offs, 512), i;

	if (n > 512)
		n = 512;
	for (i = 0; i < n; i++)
		st_edit(st, offs[i], offs[i] + strlen(name), text);
}

/* ---- TCID and TST_TOTAL ---- */

static int is_assigned(struct st *st, const char *name)
{
	unsigned int offs[512];
	size_t n = st_find_words(st, name, offs, 512), i;
	const char *t = st->f->text;

	for (i = 0; i < n && i < 512; i++) {
		unsigned int j = offs[i] + strlen(name);
		int k, in_decl = 0;

		for (k = 0; k < st->ndecls; k++)
			if (offs[i] >= st->decl_s[k] && offs[i] < st->decl_e[k])
				in_decl = 1;
		if (in_decl)
			continue;

		while (j < st->f->len && (t[j] == ' ' || t[j] == '\t'))
			j++;
		if (t[j] == '=' && t[j + 1] != '=')
			return 1;
		if (strchr("+-*/", t[j]) &&
		    (t[j + 1] == '=' || t[j + 1] == t[j]))
			return 1;
		if (offs[i] >= 2 && (!strncmp(t + offs[i] - 2, "++", 2) ||
				     !strncmp(t + offs[i] - 2, "--", 2)))
			return 1;
	}
	return 0;
}

/* TST_TOTAL was an int: an initializer of unsigned type (sizeof) must
 * stay an int where it is used, or comparisons change sign. */
static int unsigned_init(CXCursor init)
{
	unsigned int n;
	CXCursor *k = st_children(init, &n);
	CXType t;
	int r;

	if (clang_getCursorKind(init) == CXCursor_UnexposedExpr && n == 1)
		init = k[0];
	free(k);
	t = clang_getCanonicalType(clang_getCursorType(init));
	r = t.kind == CXType_UInt || t.kind == CXType_ULong ||
	    t.kind == CXType_ULongLong || t.kind == CXType_UShort ||
	    t.kind == CXType_UChar;
	return r;
}

static void var_decl(struct st *st, CXCursor c)
{
	char *name = conv_name(c);
	unsigned int s, e, n;
	CXCursor *kids;

	if (strcmp(name, "TCID") && strcmp(name, "TST_TOTAL"))
		goto out;
	if (conv_extent(st->f, c, &s, &e))
		goto out;
	kids = st_children(c, &n);
	if (n && clang_getCursorKind(kids[n - 1]) != CXCursor_TypeRef) {
		unsigned int is, ie;

		if (!conv_extent(st->f, kids[n - 1], &is, &ie)) {
			char **dst = name[1] == 'C' ? &st->tcid : &st->total;

			free(*dst);
			*dst = conv_text(st->f, is, ie);
			st->total_unsigned =
				name[1] != 'C' && unsigned_init(kids[n - 1]);
		}
	}
	free(kids);
	if (st->ndecls < 8) {
		st->decl_total[st->ndecls] = name[1] != 'C';
		st->decl_s[st->ndecls] = s;
		st->decl_e[st->ndecls++] = e;
	}
out:
	free(name);
}

static void tcid_define(struct st *st, CXCursor c)
{
	unsigned int s, e;
	char *text, *open, *close;

	if (conv_extent(st->f, c, &s, &e))
		return;
	text = conv_text(st->f, s, e);
	open = strchr(text, '(');
	close = strrchr(text, ')');
	if (open && close && close > open) {
		*close = '\0';
		free(st->tcid);
		st->tcid = util_printf("\"%s\"", open + 1);
	}
	free(text);
	st_remove_stmt(st, s, e);
}

static enum CXChildVisitResult visit_ids(CXCursor c, CXCursor parent,
					 void *data)
{
	struct st *st = data;
	enum CXCursorKind k = clang_getCursorKind(c);

	(void)parent;
	if (conv_offset(st->f, clang_getCursorLocation(c)) < 0)
		return CXChildVisit_Continue;
	if (k == CXCursor_VarDecl)
		var_decl(st, c);
	if (k == CXCursor_MacroExpansion) {
		char *name = conv_name(c);

		if (!strcmp(name, "TCID_DEFINE"))
			tcid_define(st, c);
		free(name);
	}
	return CXChildVisit_Continue;
}

static int simple_expr(const char *s)
{
	for (; *s; s++)
		if (!word_char(*s))
			return 0;
	return 1;
}

void st_test_ids(struct st *st)
{
	int i;

	clang_visitChildren(clang_getTranslationUnitCursor(st->f->tu),
			    visit_ids, st);
	st->total_plain = !is_assigned(st, "TST_TOTAL");
	for (i = 0; i < st->ndecls; i++) {
		if (!st->decl_total[i] || st->total_plain)
			st_remove_stmt(st, st->decl_s[i], st->decl_e[i]);
		else
			st_todo(st, st->decl_s[i],
				"TST_TOTAL is assigned: rename it, or .tcnt");
	}
	if (st->tcid)
		st_replace_word(st, "TCID", st->tcid);
	if (!st->total)
		return;
	if (st->total_plain) {
		char *v;

		if (st->total_unsigned)
			v = util_printf(simple_expr(st->total) ? "(int)%s" :
								 "(int)(%s)",
					st->total);
		else if (simple_expr(st->total))
			v = util_strdup(st->total);
		else
			v = util_printf("(%s)", st->total);

		st_replace_word(st, "TST_TOTAL", v);
		free(v);
	}
}

/* ---- calls that become flags ---- */

static void remove_call(struct st *st, CXCursor c, CXCursor parent,
			const char *what)
{
	unsigned int s, e;

	if (conv_extent(st->f, c, &s, &e))
		return;
	if (clang_getCursorKind(parent) != CXCursor_CompoundStmt) {
		char *msg = util_printf("%s is not a statement of its own: "
					"remove it by hand",
					what);

		st_todo(st, s, msg);
		free(msg);
		return;
	}
	st_remove_stmt(st, s, e);
}

static void kver_if(struct st *st, CXCursor c)
{
	unsigned int s, e, cs, ce, n;
	int a, b, d, used = 0;
	CXCursor *kids = st_children(c, &n);
	char *cond, *then;

	if (n != 2 || conv_extent(st->f, c, &s, &e) ||
	    conv_extent(st->f, kids[0], &cs, &ce)) {
		free(kids);
		return;
	}
	cond = conv_text(st->f, cs, ce);
	then = conv_text(st->f, ce, e);
	if (sscanf(cond, "tst_kvercmp(%d, %d, %d) < 0%n", &a, &b, &d, &used) ==
		    3 &&
	    used == (int)strlen(cond) && strstr(then, "TCONF")) {
		snprintf(st->f->flags.min_kver, sizeof(st->f->flags.min_kver),
			 "%d.%d.%d", a, b, d);
		st_remove_stmt(st, s, e);
	}
	free(cond);
	free(then);
	free(kids);
}

static void macro_flag(struct st *st, CXCursor c, const char *name)
{
	unsigned int s, e;

	if (vocab_is_fork_call(name))
		st->f->flags.forks_child = 1;
	if (!strncmp(name, "TST_SAFE_CHECKPOINT_", 20) ||
	    !strncmp(name, "TST_CHECKPOINT_", 15))
		st->f->flags.needs_checkpoints = 1;
	if (!strcmp(name, "TST_CHECKPOINT_INIT") &&
	    !conv_extent(st->f, c, &s, &e))
		st_remove_stmt(st, s, e);
}

static void call_flag(struct st *st, CXCursor c, CXCursor parent,
		      const char *name)
{
	if (vocab_is_fork_call(name) || conv_is_forking_fn(name))
		st->f->flags.forks_child = 1;
	if (!strcmp(name, "tst_tmpdir")) {
		/*
		 * The sleeps pass adds a tmpdir when it brings in old
		 * checkpoints, which need one; the new ones do not, so
		 * only a tmpdir the test itself made is asked for.
		 */
		if (strstr(st->f->orig, "tst_tmpdir"))
			st->f->flags.needs_tmpdir = 1;
		remove_call(st, c, parent, "tst_tmpdir()");
	}
	if (!strcmp(name, "tst_rmdir"))
		remove_call(st, c, parent, "tst_rmdir()");
	if (!strcmp(name, "tst_require_root_") ||
	    !strcmp(name, "tst_require_root")) {
		/* under a condition, root is not always needed */
		if (clang_getCursorKind(parent) == CXCursor_CompoundStmt)
			st->f->flags.needs_root = 1;
		remove_call(st, c, parent, "tst_require_root()");
	}
	if (!strcmp(name, "maybe_run_child") || !strcmp(name, "self_exec"))
		remove_call(st, c, parent, name);
}

static enum CXChildVisitResult visit_flags(CXCursor c, CXCursor parent,
					   void *data)
{
	struct st *st = data;
	enum CXCursorKind k = clang_getCursorKind(c);
	char *name;

	if (conv_offset(st->f, clang_getCursorLocation(c)) < 0)
		return CXChildVisit_Continue;
	if (k == CXCursor_IfStmt)
		kver_if(st, c);
	if (k != CXCursor_MacroExpansion && k != CXCursor_CallExpr)
		return CXChildVisit_Recurse;
	name = conv_name(c);
	if (k == CXCursor_MacroExpansion)
		macro_flag(st, c, name);
	else
		call_flag(st, c, parent, name);
	free(name);
	return CXChildVisit_Recurse;
}

void st_flags(struct st *st)
{
	clang_visitChildren(clang_getTranslationUnitCursor(st->f->tu),
			    visit_flags, st);
}

/* ---- tst_exit() outside a test's main(): the process just ends ---- */

struct exits {
	struct st *st;
	unsigned int skip_s, skip_e;
};

static enum CXChildVisitResult visit_exit(CXCursor c, CXCursor parent,
					  void *data)
{
	struct exits *x = data;
	unsigned int s, e;
	char *name;

	(void)parent;
	if (conv_offset(x->st->f, clang_getCursorLocation(c)) < 0)
		return CXChildVisit_Continue;
	if (clang_getCursorKind(c) != CXCursor_CallExpr)
		return CXChildVisit_Recurse;
	name = conv_name(c);
	if (!strcmp(name, "tst_exit") && !conv_extent(x->st->f, c, &s, &e) &&
	    (s < x->skip_s || s >= x->skip_e)) {
		/* results are in the shared page: the status adds nothing */
		st_edit(x->st, s, e, "exit(0)");
		x->st->need_stdlib = 1;
	}
	free(name);
	return CXChildVisit_Recurse;
}

void st_exit_calls(struct st *st, CXCursor test_main, int is_test)
{
	struct exits x = { .st = st };

	if (is_test)
		conv_extent(st->f, test_main, &x.skip_s, &x.skip_e);
	clang_visitChildren(clang_getTranslationUnitCursor(st->f->tu),
			    visit_exit, &x);
}

/* ---- includes ---- */

struct incs {
	struct st *st;
	const char *want;
	int found;
	long first, last_sys;
};

static enum CXChildVisitResult visit_inc(CXCursor c, CXCursor parent,
					 void *data)
{
	struct incs *in = data;
	unsigned int s, e;
	char *name, *text;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_InclusionDirective ||
	    conv_extent(in->st->f, c, &s, &e))
		return CXChildVisit_Continue;
	name = conv_name(c);
	text = conv_text(in->st->f, s, e);
	if (!strcmp(name, in->want))
		in->found = 1;
	if (in->first < 0) {
		while (s > 0 && in->st->f->text[s - 1] != '\n')
			s--;
		in->first = s;
	}
	if (strchr(text, '<'))
		in->last_sys = st_stmt_end(in->st, e);
	free(name);
	free(text);
	return CXChildVisit_Continue;
}

static void scan_includes(struct st *st, struct incs *in)
{
	in->st = st;
	in->first = -1;
	in->last_sys = -1;
	clang_visitChildren(clang_getTranslationUnitCursor(st->f->tu),
			    visit_inc, in);
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
	if (in.last_sys >= 0) {
		/* after the line of the last system include */
		while ((size_t)at < st->f->len && st->f->text[at] != '\n')
			at++;
		if ((size_t)at < st->f->len)
			at++;
	}
	line = util_printf("#include <%s>\n", header);
	st_edit(st, at, at, line);
	free(line);
}

void st_no_default_main(struct st *st)
{
	struct incs in = { .want = "" };

	scan_includes(st, &in);
	st_edit(st, in.first >= 0 ? in.first : 0, in.first >= 0 ? in.first : 0,
		"#define TST_NO_DEFAULT_MAIN\n");
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
