// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The edits of the sleeps pass: statements inserted or replaced (with
 * braces added where a statement was the lone body of an if or a loop),
 * checkpoint ids and their set-up, and the one message each sleep gets.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sleeps.h"
#include "util.h"
#include "vocab.h"

/* ---- statements ---- */

/* Can node i stand where it is as a statement of its own? */
static int in_stmt_place(struct ast *a, int i)
{
	int p = a->n[i].parent;

	if (p < 0)
		return 0;
	switch (a->n[p].kind) {
	case CXCursor_CompoundStmt:
	case CXCursor_CaseStmt:
	case CXCursor_DefaultStmt:
	case CXCursor_LabelStmt:
		return 1;
	case CXCursor_IfStmt:
		return ast_child(a, p, 0) != i;
	default:
		return sl_is_loop(a, p) && sl_loop_body(a, p) == i;
	}
}

/* A block-less body: braces are needed to add a statement beside it. */
static int needs_braces(struct ast *a, int stmt)
{
	int p = a->n[stmt].parent;

	return p >= 0 && (ast_is(a, p, CXCursor_IfStmt) || sl_is_loop(a, p));
}

int sl_call_stmt(struct ast *a, int call)
{
	int i = call, p;

	for (;;) {
		if (in_stmt_place(a, i))
			return i;
		p = a->n[i].parent;
		if (p < 0 || (a->n[p].kind != CXCursor_UnexposedExpr &&
			      a->n[p].kind != CXCursor_ParenExpr &&
			      a->n[p].kind != CXCursor_CStyleCastExpr))
			return -1;
		i = p;
	}
}

static void indent(struct sleeps *s, unsigned int off, char *buf, size_t sz)
{
	ast_indent_of(s->f, off, buf, sz);
}

/* Where the " {" of a braced body goes: after the last non-blank before
 * the statement. */
static unsigned int brace_at(struct sleeps *s, int stmt)
{
	unsigned int q = s->a.n[stmt].start;

	while (q > 0 && isspace((unsigned char)s->f->text[q - 1]))
		q--;
	return q;
}

/* Wrap stmt in braces with code before and/or after it. */
static int wrap(struct sleeps *s, int stmt, const char *before,
		const char *after)
{
	struct ast *a = &s->a;
	unsigned int q = brace_at(s, stmt), st = a->n[stmt].start;
	unsigned int e = ast_stmt_end(a, stmt);
	char ind0[64], *open, *close;
	int same_line = !memchr(s->f->text + q, '\n', st - q), rc;

	indent(s, q, ind0, sizeof(ind0));
	if (before)
		open = util_printf(" {\n%s\t%s\n%s\t", ind0, before, ind0);
	else
		open = util_printf(same_line ? " {\n%s\t" : " {", ind0);
	if (after)
		close = util_printf("\n%s\t%s\n%s}", ind0, after, ind0);
	else
		close = util_printf("\n%s}", ind0);
	rc = same_line || before ? conv_replace(s->f, q, st, open) :
				   conv_insert(s->f, q, open);
	if (!rc)
		rc = conv_insert(s->f, e, close);
	free(open);
	free(close);
	return rc;
}

int sl_insert_before(struct sleeps *s, int stmt, const char *code)
{
	char ind[64], *t;
	int rc;

	if (needs_braces(&s->a, stmt))
		return wrap(s, stmt, code, NULL);
	indent(s, s->a.n[stmt].start, ind, sizeof(ind));
	t = util_printf("%s\n%s", code, ind);
	rc = conv_insert(s->f, s->a.n[stmt].start, t);
	free(t);
	return rc;
}

/* The end of a statement, past a comment that ends its line. */
static unsigned int end_with_comment(struct sleeps *s, int stmt)
{
	const char *t = s->f->text;
	unsigned int e = ast_stmt_end(&s->a, stmt), p = e;
	const char *c;

	while (t[p] == ' ' || t[p] == '\t')
		p++;
	if (!strncmp(t + p, "//", 2))
		return strchrnul(t + p, '\n') - t;
	if (strncmp(t + p, "/*", 2))
		return e;
	c = strstr(t + p + 2, "*/");
	if (!c || memchr(t + p, '\n', c - (t + p)))
		return e;
	for (p = c + 2 - t; t[p] == ' ' || t[p] == '\t'; p++)
		;
	return t[p] == '\n' || !t[p] ? p : e;
}

int sl_insert_after(struct sleeps *s, int stmt, const char *code)
{
	char ind[64], *t;
	int rc;

	if (needs_braces(&s->a, stmt))
		return wrap(s, stmt, NULL, code);
	indent(s, s->a.n[stmt].start, ind, sizeof(ind));
	t = util_printf("\n%s%s", ind, code);
	rc = conv_insert(s->f, end_with_comment(s, stmt), t);
	free(t);
	return rc;
}

int sl_replace_stmt(struct sleeps *s, int stmt, const char *code)
{
	struct ast *a = &s->a;
	unsigned int q;
	char ind0[64], *t;
	int rc;

	if (!needs_braces(a, stmt) || !strchr(code, '\n'))
		return conv_replace(s->f, a->n[stmt].start, a->n[stmt].end,
				    code);
	q = brace_at(s, stmt);
	indent(s, q, ind0, sizeof(ind0));
	t = util_printf(" {\n%s\t%s;\n%s}", ind0, code, ind0);
	rc = conv_replace(s->f, q, ast_stmt_end(a, stmt), t);
	free(t);
	return rc;
}

/* ---- which sleeps are decided ---- */

void sl_mark(struct sleeps *s, int call)
{
	s->done = util_realloc(s->done, (s->ndone + 1) * sizeof(*s->done));
	s->done[s->ndone++] = call;
}

int sl_marked(struct sleeps *s, int call)
{
	int k;

	for (k = 0; k < s->ndone; k++)
		if (s->done[k] == call)
			return 1;
	return 0;
}

int sl_became_wait(struct sleeps *s, int call, int set)
{
	int k;

	if (set) {
		s->waits = util_realloc(s->waits,
					(s->nwaits + 1) * sizeof(*s->waits));
		s->waits[s->nwaits++] = call;
		return 1;
	}
	for (k = 0; k < s->nwaits; k++)
		if (s->waits[k] == call)
			return 1;
	return 0;
}

/* Where a sleep's TODO goes: before the statement holding it, the if or
 * loop whose lone body it is. */
static unsigned int anchor(struct sleeps *s, int call)
{
	struct ast *a = &s->a;
	int i = ast_stmt_of(a, call), c = sl_call_stmt(a, call);

	for (i = c >= 0 ? c : i; i >= 0 && needs_braces(a, i);)
		i = a->n[i].parent;
	return i >= 0 ? a->n[i].start : a->n[call].start;
}

int sl_has_todo(struct sleeps *s, int call)
{
	unsigned int a = conv_line_start(s->f, anchor(s, call));
	unsigned int b;

	if (a < 2)
		return 0;
	b = conv_line_start(s->f, a - 1);
	return !!memmem(s->f->text + b, a - b, vocab_todo_mark,
			strlen(vocab_todo_mark));
}

static char *vfmt(const char *fmt, va_list ap)
{
	va_list cp;
	int n;
	char *t;

	va_copy(cp, ap);
	n = vsnprintf(NULL, 0, fmt, cp);
	va_end(cp);
	t = util_calloc(1, n + 1);
	vsnprintf(t, n + 1, fmt, ap);
	return t;
}

void sl_gone(struct sleeps *s, int call, const char *fmt, ...)
{
	va_list ap;
	char *t;

	va_start(ap, fmt);
	t = vfmt(fmt, ap);
	va_end(ap);
	sl_mark(s, call);
	conv_msg(s->f, s->a.n[call].start, "%s() -> %s", s->a.n[call].name, t);
	free(t);
}

void sl_kept(struct sleeps *s, int call, const char *fmt, ...)
{
	va_list ap;
	char *t;

	va_start(ap, fmt);
	t = vfmt(fmt, ap);
	va_end(ap);
	sl_mark(s, call);
	conv_msg(s->f, s->a.n[call].start, "%s() kept: %s", s->a.n[call].name,
		 t);
	free(t);
}

/* The marker goes before the anchor, the message names the sleep's
 * line. */
static void todo_at(struct sleeps *s, int call, const char *why)
{
	unsigned int at = anchor(s, call);
	char ind[64], *t;

	ast_indent_of(s->f, at, ind, sizeof(ind));
	at = conv_line_start(s->f, at);
	t = util_printf("%s/* TODO(convert): %s() kept: %s */\n", ind,
			s->a.n[call].name, why);
	if (conv_insert(s->f, at, t))
		conv_todo(s->f, s->a.n[call].start, "%s() kept: %s",
			  s->a.n[call].name, why);
	else {
		s->f->counts.todos++;
		conv_msg(s->f, s->a.n[call].start,
			 "TODO(convert): %s() kept: %s", s->a.n[call].name,
			 why);
	}
	free(t);
}

void sl_todo(struct sleeps *s, int call, const char *fmt, ...)
{
	va_list ap;
	char *t;

	va_start(ap, fmt);
	t = vfmt(fmt, ap);
	va_end(ap);
	sl_mark(s, call);
	if (sl_has_todo(s, call))
		conv_msg(s->f, s->a.n[call].start,
			 "TODO(convert): %s() kept: %s", s->a.n[call].name, t);
	else
		todo_at(s, call, t);
	free(t);
}

/* ---- checkpoints ---- */

int sl_new_id(struct sleeps *s)
{
	s->used_ckpt = 1;
	return s->next_id++;
}

int sl_first_free_id(struct conv_file *f)
{
	const char *p = f->text, *name, *q;
	int next = 0, depth, safe;
	long id;

	while ((name = strstr(p, "CHECKPOINT_"))) {
		p = name + 11;
		q = strchr(p, '(');
		if (!q || q - p > 24 || !strncmp(p, "INIT", 4))
			continue;
		/* the old API's SAFE forms take a cleanup before the id */
		safe = name - f->text >= 5 && !strncmp(name - 5, "SAFE_", 5);
		for (q++, depth = 0; safe && *q && (depth || *q != ','); q++) {
			if (*q == '(')
				depth++;
			else if (*q == ')' && --depth < 0)
				break;
		}
		if (safe && *q++ != ',')
			continue;
		id = strtol(q, NULL, 0);
		if (id >= next && id < 1000)
			next = id + 1;
	}
	return next;
}

void sl_cleanup_name(struct sleeps *s, int node, char *buf, size_t sz)
{
	struct ast *a = &s->a;
	int i, fn = ast_func_of(a, node);

	for (i = 0; i < s->nsite; i++)
		if (sl_only_child(a, &s->site[i], node)) {
			snprintf(buf, sz, "NULL");
			return;
		}
	for (i = fn; fn >= 0 && i <= a->n[fn].last; i++) {
		if (a->n[i].kind == CXCursor_DeclRefExpr &&
		    a->n[i].refkind == CXCursor_FunctionDecl &&
		    strstr(a->n[i].name, "cleanup")) {
			snprintf(buf, sz, "%s", a->n[i].name);
			return;
		}
	}
	snprintf(buf, sz, "%s", s->cleanup);
}

void sl_add_checkpoint_init(struct sleeps *s)
{
	struct ast *a = &s->a;
	char code[192];
	int setup, cl, tmp;

	if (strstr(s->f->text, "TST_CHECKPOINT_INIT(") ||
	    strstr(s->f->text, "tst_checkpoint_init("))
		return;
	setup = ast_func_body(a, "setup", NULL);
	if (setup < 0) {
		conv_msg(s->f, 0,
			 "no TST_CHECKPOINT_INIT(): the test has no setup(); "
			 "the new API sets the checkpoints up "
			 "(.needs_checkpoints)");
		return;
	}
	tmp = ast_find_call(a, setup, "tst_tmpdir");
	snprintf(code, sizeof(code), "TST_CHECKPOINT_INIT(%s);", s->cleanup);
	if (tmp >= 0) {
		sl_insert_after(s, ast_stmt_of(a, tmp), code);
		conv_msg(s->f, a->n[tmp].start,
			 "checkpoints set up after tst_tmpdir()");
		return;
	}
	cl = ast_func_body(a, s->cleanup, NULL);
	if (cl < 0) {
		conv_msg(s->f, a->n[setup].start,
			 "no TST_CHECKPOINT_INIT(): its tmpdir would have no "
			 "cleanup to remove it; the new API sets the "
			 "checkpoints up (.needs_checkpoints)");
		return;
	}
	snprintf(code, sizeof(code),
		 "\n\ttst_tmpdir();\n\tTST_CHECKPOINT_INIT(%s);\n", s->cleanup);
	conv_insert(s->f, a->n[setup].end - 1, code);
	if (ast_find_call(a, cl, "tst_rmdir") < 0)
		conv_insert(s->f, a->n[cl].end - 1, "\ttst_rmdir();\n");
	conv_msg(s->f, a->n[setup].start,
		 "checkpoints need a tmpdir: tst_tmpdir() added to setup(), "
		 "tst_rmdir() to %s()",
		 s->cleanup);
}
