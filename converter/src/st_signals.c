// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_sig(FORK, handler, cleanup) with a handler of the test's own:
 * the old library installed it for every signal it could catch, and the
 * test relies on it for the signals it provokes (mprotect02's child dies
 * of SIGSEGV into a handler that exits 0). The new library installs
 * nothing for the test, so the call becomes SAFE_SIGNAL(SIG, handler)
 * for each signal the handler names, or, when it names none but stores
 * its signal number in a variable, each signal the test compares that
 * variable with (mprotect04: "caught = sig;" and "case SIGSEGV:"); a
 * handler that gives neither gets a TODO(convert) marker (which signals
 * the test expects is not written anywhere) on the line of the brace
 * that opens the call's block (the semantic patches drop every tst_sig()
 * statement, and a marker on a line of its own before it with it), or
 * of the handler's when that block is main()'s body. A
 * handler with an empty body in a file that provokes no signal (names
 * none it can catch, sets no alarm, raises none: msgrcv06's "we don't
 * need to do anything here") only kept stray signals from ending the
 * test: the call goes, as with DEF_HANDLER.
 * tst_sig() with DEF_HANDLER, SIG_DFL or SIG_IGN goes (the supervisor
 * reports unexpected signals): cocci/drop_old_calls.cocci.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "structure.h"
#include "util.h"
#include "vocab.h"

#define MAX_SIGS 16

/* The signals the body of handler names, in order, once each. */
static size_t handler_signals(struct st *st, int body, const char **sigs)
{
	struct ast *a = &st->a;
	unsigned int t;
	size_t n = 0, k;

	for (t = ast_tok_at(a, a->n[body].start);
	     t < a->ntoks && a->toks[t].start < a->n[body].end; t++) {
		if (!vocab_is_signal(a->toks[t].text))
			continue;
		for (k = 0; k < n && strcmp(sigs[k], a->toks[t].text); k++)
			;
		if (k == n && n < MAX_SIGS)
			sigs[n++] = a->toks[t].text;
	}
	return n;
}

static void add_signal(struct ast *a, int i, const char **sigs, size_t *n)
{
	unsigned int t = ast_tok_at(a, a->n[i].start);
	size_t k;

	if (t >= a->ntoks || !vocab_is_signal(a->toks[t].text))
		return;
	for (k = 0; k < *n && strcmp(sigs[k], a->toks[t].text); k++)
		;
	if (k == *n && *n < MAX_SIGS)
		sigs[(*n)++] = a->toks[t].text;
}

static int is_ref(struct st *st, int i, const char *name)
{
	return i >= 0 && st->a.n[i].kind == CXCursor_DeclRefExpr &&
	       !strcmp(st->a.n[i].name, name);
}

/* The operator token between the two operands of binary operator i. */
static const char *binary_op(struct st *st, int i)
{
	struct ast *a = &st->a;
	unsigned int t = ast_tok_at(a, a->n[ast_child(a, i, 0)].end);

	return t < a->ntoks ? a->toks[t].text : "";
}

/* The variable the handler stores its signal number in ("caught = sig;"),
 * or NULL. */
static const char *stored_in(struct st *st, int fn, int body)
{
	struct ast *a = &st->a;
	const char *param = NULL;
	int i, l, r;

	for (i = fn + 1; i < body && !param; i++)
		if (a->n[i].kind == CXCursor_ParmDecl)
			param = a->n[i].name;
	if (!param)
		return NULL;
	for (i = body; i <= a->n[body].last; i++) {
		if (a->n[i].kind != CXCursor_BinaryOperator ||
		    ast_nchildren(a, i) != 2)
			continue;
		l = st_strip(st, ast_child(a, i, 0));
		r = st_strip(st, ast_child(a, i, 1));
		if (l >= 0 && a->n[l].kind == CXCursor_DeclRefExpr &&
		    a->n[l].refkind == CXCursor_VarDecl &&
		    is_ref(st, r, param) && !strcmp(binary_op(st, i), "="))
			return a->n[l].name;
	}
	return NULL;
}

/* The signals var is compared with: "var == SIG", "SIG != var", the
 * cases of "switch (var)". */
static size_t compared_signals(struct st *st, const char *var,
			       const char **sigs)
{
	struct ast *a = &st->a;
	const char *op;
	size_t n = 0;
	int i, j, l, r;

	for (i = 0; i < a->len; i++) {
		if (a->n[i].kind == CXCursor_SwitchStmt &&
		    is_ref(st, st_strip(st, ast_child(a, i, 0)), var)) {
			for (j = i; j <= a->n[i].last; j++)
				if (a->n[j].kind == CXCursor_CaseStmt)
					add_signal(a, ast_child(a, j, 0), sigs,
						   &n);
			continue;
		}
		if (a->n[i].kind != CXCursor_BinaryOperator ||
		    ast_nchildren(a, i) != 2)
			continue;
		op = binary_op(st, i);
		if (strcmp(op, "==") && strcmp(op, "!="))
			continue;
		l = st_strip(st, ast_child(a, i, 0));
		r = st_strip(st, ast_child(a, i, 1));
		if (is_ref(st, l, var))
			add_signal(a, r, sigs, &n);
		else if (is_ref(st, r, var))
			add_signal(a, l, sigs, &n);
	}
	return n;
}

/* Calls that send the process a signal without naming it. */
static const char *const signalling[] = { "alarm", "ualarm", "setitimer",
					  "raise", "abort",  NULL };

/* The file names a signal a handler can catch, or calls one of
 * signalling[]. */
static int provokes_signals(struct st *st)
{
	struct ast *a = &st->a;
	unsigned int t;
	int i, k;

	for (t = 0; t < a->ntoks; t++)
		if (vocab_is_signal(a->toks[t].text) &&
		    strcmp(a->toks[t].text, "SIGKILL") &&
		    strcmp(a->toks[t].text, "SIGSTOP"))
			return 1;
	for (i = 0; i < a->len; i++) {
		if (a->n[i].kind != CXCursor_CallExpr || !a->n[i].name)
			continue;
		for (k = 0; signalling[k]; k++)
			if (!strcmp(a->n[i].name, signalling[k]))
				return 1;
	}
	return 0;
}

/* tst_sig() call with handler, whose body does nothing, goes when the
 * test provokes no signal; whether it went. */
static int drop_empty(struct st *st, int call, const char *handler, int body)
{
	struct ast *a = &st->a;

	if (ast_nchildren(a, body) || provokes_signals(st))
		return 0;
	conv_remove_stmt(st->f, a->n[call].start, ast_stmt_end(a, call));
	conv_msg(st->f, a->n[call].start,
		 "tst_sig() with %s(), which does nothing, for every signal: "
		 "the test provokes none (it names none it could catch, sets "
		 "no alarm), so it only kept a stray one from ending the "
		 "test; the library reports those now",
		 handler);
	return 1;
}

static void install(struct st *st, int call, const char *handler)
{
	struct ast *a = &st->a;
	const char *sigs[MAX_SIGS];
	struct util_buf b = { 0 };
	char ind[64], *text;
	int fn, blk, body = st_func(st, handler, &fn);
	const char *var;
	size_t n, k;

	if (body < 0 || drop_empty(st, call, handler, body))
		return;
	n = handler_signals(st, body, sigs);
	var = n ? NULL : stored_in(st, fn, body);
	if (var)
		n = compared_signals(st, var, sigs);
	if (!n) {
		/* main()'s opening line becomes setup()'s, which would take
		 * the marker with it: the handler's then */
		blk = a->n[call].parent;
		fn = ast_func_of(a, call);
		if (fn >= 0 && a->n[blk].parent == fn &&
		    !strcmp(a->n[fn].name, "main"))
			blk = body;
		conv_todo_trailing(st->f, a->n[blk].start,
				   "tst_sig() installed %s() for every signal: "
				   "install it for those the test expects",
				   handler);
		return;
	}
	ast_indent_of(st->f, a->n[call].start, ind, sizeof(ind));
	for (k = 0; k < n; k++)
		util_buf_printf(&b, "%s%sSAFE_SIGNAL(%s, %s);", k ? "\n" : "",
				k ? ind : "", sigs[k], handler);
	text = util_buf_take(&b);
	conv_replace(st->f, a->n[call].start, ast_stmt_end(a, call), text);
	conv_msg(st->f, a->n[call].start,
		 "tst_sig() with %s(): SAFE_SIGNAL() for the %zu signal(s) "
		 "%s",
		 handler, n,
		 var ? "the test compares its signal number with" : "it names");
	free(text);
}

void st_signals(struct st *st)
{
	struct ast *a = &st->a;
	int i, arg;

	for (i = 0; i < a->len; i++) {
		if (a->n[i].kind != CXCursor_CallExpr ||
		    strcmp(a->n[i].name, "tst_sig") || !a->n[i].has_off ||
		    !ast_is(a, a->n[i].parent, CXCursor_CompoundStmt))
			continue;
		arg = st_strip(st, ast_child(a, i, 2));
		if (arg < 0 || a->n[arg].kind != CXCursor_DeclRefExpr ||
		    a->n[arg].refkind != CXCursor_FunctionDecl)
			continue;
		install(st, i, a->n[arg].name);
	}
}
