// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_sig(FORK, handler, cleanup) with a handler of the test's own:
 * the old library installed it for every signal it could catch, and the
 * test relies on it for the signals it provokes (mprotect02's child dies
 * of SIGSEGV into a handler that exits 0). The new library installs
 * nothing for the test, so the call becomes SAFE_SIGNAL(SIG, handler)
 * for each signal the handler names; a handler that names none gets a
 * TODO(convert) marker (which signals the test expects is not written
 * anywhere). tst_sig() with DEF_HANDLER, SIG_DFL or SIG_IGN goes (the
 * supervisor reports unexpected signals): cocci/drop_old_calls.cocci.
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

static void install(struct st *st, int call, const char *handler)
{
	struct ast *a = &st->a;
	const char *sigs[MAX_SIGS];
	struct util_buf b = { 0 };
	char ind[64], *text;
	int body = st_func(st, handler, NULL);
	size_t n, k;

	if (body < 0)
		return;
	n = handler_signals(st, body, sigs);
	if (!n) {
		text = util_printf("tst_sig() installed %s() for every signal: "
				   "install it for those the test expects",
				   handler);
		st_todo(st, a->n[call].start, text);
		free(text);
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
		 "it names",
		 handler, n);
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
