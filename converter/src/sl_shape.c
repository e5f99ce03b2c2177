// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Shapes of code the sleeps pass asks about, read from the AST: an
 * expression without its parentheses and casts, the operator of a binary
 * expression, an integer constant, the parts of a loop, a loop that only
 * sleeps and what it waits for.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "sleeps.h"

static int is_wrapper(enum CXCursorKind k)
{
	return k == CXCursor_ParenExpr || k == CXCursor_UnexposedExpr ||
	       k == CXCursor_CStyleCastExpr;
}

int sl_strip(struct ast *a, int i)
{
	while (i >= 0 && is_wrapper(a->n[i].kind) && a->n[i].last > i)
		i = ast_child(a, i, ast_nchildren(a, i) - 1);
	return i;
}

/* The operator of a binary (or unary) operator node, blanks removed. */
void sl_op(struct ast *a, int i, char *buf, size_t sz)
{
	unsigned int s, e;
	int l = ast_child(a, i, 0), r = ast_child(a, i, 1);
	size_t n = 0;

	*buf = 0;
	if (l < 0)
		return;
	if (a->n[i].kind == CXCursor_UnaryOperator) {
		s = a->n[i].start;
		e = a->n[l].start;
		if (s == e) { /* postfix */
			s = a->n[l].end;
			e = a->n[i].end;
		}
	} else {
		if (r < 0)
			return;
		s = a->n[l].end;
		e = a->n[r].start;
	}
	for (; s < e && n + 1 < sz; s++)
		if (!isspace((unsigned char)a->f->text[s]))
			buf[n++] = a->f->text[s];
	buf[n] = 0;
}

int sl_is_write(struct ast *a, int i)
{
	char op[8];

	if (!ast_is(a, i, CXCursor_BinaryOperator) &&
	    !ast_is(a, i, CXCursor_CompoundAssignOperator) &&
	    !ast_is(a, i, CXCursor_UnaryOperator))
		return 0;
	sl_op(a, i, op, sizeof(op));
	return ast_is_assign_op(op);
}

int sl_member_store(struct ast *a, int i, const char *m1, const char *m2,
		    const char *var)
{
	char op[8];
	int l, v;

	if (!ast_is(a, i, CXCursor_BinaryOperator))
		return -1;
	sl_op(a, i, op, sizeof(op));
	l = sl_strip(a, ast_child(a, i, 0));
	if (strcmp(op, "=") || !ast_is(a, l, CXCursor_MemberRefExpr) ||
	    (strcmp(a->n[l].name, m1) && (!m2 || strcmp(a->n[l].name, m2))))
		return -1;
	v = ast_find_kind(a, l, CXCursor_DeclRefExpr);
	return v >= 0 && !strcmp(a->n[v].name, var) ? l : -1;
}

/* The value of an integer literal, or of a minus sign before one. */
int sl_int_value(struct ast *a, int i, long *v)
{
	char op[8], *t, *end;
	int c;

	i = sl_strip(a, i);
	if (i < 0)
		return -1;
	if (a->n[i].kind == CXCursor_UnaryOperator) {
		sl_op(a, i, op, sizeof(op));
		c = ast_child(a, i, 0);
		if (strcmp(op, "-") || sl_int_value(a, c, v))
			return -1;
		*v = -*v;
		return 0;
	}
	if (a->n[i].kind != CXCursor_IntegerLiteral)
		return -1;
	if (a->n[i].has_ival) {
		*v = a->n[i].ival;
		return 0;
	}
	if (!a->n[i].has_off)
		return -1;
	t = ast_text(a, i);
	*v = strtol(t, &end, 0);
	c = end == t;
	free(t);
	/* a macro that expands to a literal: its name is the text */
	return c ? -1 : 0;
}

int sl_is_loop(struct ast *a, int i)
{
	return ast_is(a, i, CXCursor_WhileStmt) ||
	       ast_is(a, i, CXCursor_DoStmt) || ast_is(a, i, CXCursor_ForStmt);
}

int sl_loop_body(struct ast *a, int loop)
{
	if (ast_is(a, loop, CXCursor_DoStmt))
		return ast_child(a, loop, 0);
	if (ast_is(a, loop, CXCursor_WhileStmt) ||
	    ast_is(a, loop, CXCursor_ForStmt))
		return ast_child(a, loop, ast_nchildren(a, loop) - 1);
	return -1;
}

/* The condition of a for: the child between the two ';' of its head,
 * found where the text between the children has them; -1 when none. */
static int for_cond(struct ast *a, int loop)
{
	const char *t = a->f->text;
	int body = sl_loop_body(a, loop), c, semis = 0;
	unsigned int off = a->n[loop].start;

	for (c = ast_child(a, loop, 0); c >= 0 && c != body;
	     c = a->n[c].last + 1) {
		for (; off < a->n[c].start; off++)
			semis += t[off] == ';';
		if (semis == 1)
			return c;
		off = a->n[c].end;
	}
	return -1;
}

int sl_loop_cond(struct ast *a, int loop)
{
	if (ast_is(a, loop, CXCursor_WhileStmt))
		return ast_child(a, loop, 0);
	if (ast_is(a, loop, CXCursor_DoStmt))
		return ast_child(a, loop, 1);
	if (ast_is(a, loop, CXCursor_ForStmt))
		return for_cond(a, loop);
	return -1;
}

int sl_loop_endless(struct ast *a, int loop)
{
	int c = sl_loop_cond(a, loop);
	long v;

	if (c < 0)
		return ast_is(a, loop, CXCursor_ForStmt);
	return !sl_int_value(a, c, &v) && v != 0;
}

/* The only statement of a body: the body itself, or the one statement
 * of a block. */
int sl_only_stmt(struct ast *a, int body)
{
	if (ast_is(a, body, CXCursor_CompoundStmt))
		return ast_nchildren(a, body) == 1 ? ast_child(a, body, 0) : -1;
	return body;
}

int sl_sleep_loop(struct ast *a, int call)
{
	int loop = ast_loop_of(a, call);

	if (loop < 0)
		return -1;
	return sl_strip(a, sl_only_stmt(a, sl_loop_body(a, loop))) == call ?
		       loop :
		       -1;
}

/* The flag of "while (!flag)", "while (flag == 0)" or "while (0 ==
 * flag)": its DeclRefExpr, or -1. */
int sl_loop_watch(struct ast *a, int loop)
{
	int c = sl_strip(a, sl_loop_cond(a, loop)), l, r;
	char op[8];
	long v;

	if (c < 0)
		return -1;
	sl_op(a, c, op, sizeof(op));
	if (a->n[c].kind == CXCursor_UnaryOperator && !strcmp(op, "!"))
		return sl_strip(a, ast_child(a, c, 0));
	if (a->n[c].kind != CXCursor_BinaryOperator || strcmp(op, "=="))
		return -1;
	l = sl_strip(a, ast_child(a, c, 0));
	r = sl_strip(a, ast_child(a, c, 1));
	if (!sl_int_value(a, r, &v) && v == 0)
		return l;
	if (!sl_int_value(a, l, &v) && v == 0)
		return r;
	return -1;
}

int sl_loop_flag(struct ast *a, int loop)
{
	int x = sl_loop_watch(a, loop);

	return ast_is(a, x, CXCursor_DeclRefExpr) ? x : -1;
}

/* The definition of a macro of the file, its body's first word: the
 * name of what it stands for, followed one level at a time. */
void sl_macro_word(struct ast *a, const char *name, char *buf, size_t sz)
{
	int i, hops;
	const char *p;
	size_t n;

	snprintf(buf, sz, "%s", name);
	for (hops = 0; hops < 4; hops++) {
		for (i = 0; i < a->len; i++)
			if (a->n[i].kind == CXCursor_MacroDefinition &&
			    !strcmp(a->n[i].name, buf))
				break;
		if (i == a->len || !a->n[i].has_off)
			return;
		p = a->f->text + a->n[i].start + strlen(buf);
		while (*p == ' ' || *p == '\t')
			p++;
		for (n = 0; n + 1 < sz &&
			    (isalnum((unsigned char)p[n]) || p[n] == '_');
		     n++)
			;
		if (!n)
			return;
		memmove(buf, p, n);
		buf[n] = 0;
	}
}

/* The automatic local variable node i names (no other process, thread
 * or signal handler changes it), or NULL. */
static const char *var_name(struct ast *a, int i)
{
	CXCursor d;

	i = sl_strip(a, i);
	if (!ast_is(a, i, CXCursor_DeclRefExpr))
		return NULL;
	d = clang_getCursorReferenced(a->n[i].cur);
	if (clang_getCursorKind(d) != CXCursor_VarDecl ||
	    clang_Cursor_getStorageClass(d) == CX_SC_Static ||
	    clang_getCursorKind(clang_getCursorSemanticParent(d)) !=
		    CXCursor_FunctionDecl)
		return NULL;
	return a->n[i].name;
}

/*
 * "for (i = 0; i < N; i++) sleep(n);": a for whose body is only the sleep
 * and whose condition compares a local variable with a constant the step
 * changes. It does nothing but sleep N times: one long sleep, whatever
 * it waits for. The loop, or -1.
 */
int sl_counted_sleep(struct ast *a, int call)
{
	int loop = sl_sleep_loop(a, call), c, inc, l, r;
	const char *v;
	char op[8];
	long n;

	if (loop < 0 || !ast_is(a, loop, CXCursor_ForStmt))
		return -1;
	c = sl_strip(a, sl_loop_cond(a, loop));
	if (c < 0 || !ast_is(a, c, CXCursor_BinaryOperator))
		return -1;
	sl_op(a, c, op, sizeof(op));
	if (strcmp(op, "<") && strcmp(op, "<=") && strcmp(op, ">") &&
	    strcmp(op, ">=") && strcmp(op, "!="))
		return -1;
	l = ast_child(a, c, 0);
	r = ast_child(a, c, 1);
	v = var_name(a, l);
	if (!v || sl_int_value(a, r, &n)) {
		v = var_name(a, r);
		if (!v || sl_int_value(a, l, &n))
			return -1;
	}
	/* the step: the child between the condition and the body */
	inc = a->n[c].last + 1;
	while (inc >= 0 && inc < a->len && a->n[inc].parent != loop)
		inc++;
	if (inc >= a->len || inc == sl_loop_body(a, loop) ||
	    !ast_has_word(a, inc, v))
		return -1;
	return loop;
}
