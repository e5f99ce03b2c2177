// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * TEST_LOOPING(lc) inside the body of main()'s loop (semctl01: "recreate
 * the semaphore resource if looping", `if (TEST_LOOPING(lc)) { ... }` at
 * the body's end). Its authors meant "another iteration follows", but the
 * old library answers "lc < the iterations asked for", which holds in
 * every iteration the loop runs: its statements ran each time, the last
 * one too, and cleanup() undid them. The library runs the iterations now
 * and has no such call, so the condition goes and what it guarded runs
 * each time, as it did: an if with no else loses its head and its
 * block's braces (the block's lines one tab less, st_main.c's dedent()),
 * any other use of it is 1.
 */
#include <string.h>

#include "st_main.h"

/* The IfStmt whose condition is the tokens [k - 2, k + 4] "if (
 * TEST_LOOPING ( lc ) )", with no else and a block whose "{" ends its
 * line and whose "}" is alone on its own, or -1. */
static int guarding_if(struct st *st, unsigned int k)
{
	struct ast *a = &st->a;
	struct tok *t = a->toks;
	const char *text = st->f->text;
	unsigned int close;
	int i, then;

	if (k < 2 || k + 4 >= ast_tokens(a) || strcmp(t[k - 2].text, "if") ||
	    strcmp(t[k - 1].text, "(") || strcmp(t[k + 4].text, ")"))
		return -1;
	for (i = 0; i < a->len; i++)
		if (ast_is(a, i, CXCursor_IfStmt) && a->n[i].has_off &&
		    a->n[i].start == t[k - 2].start)
			break;
	if (i == a->len || ast_nchildren(a, i) != 2)
		return -1;
	then = ast_child(a, i, 1);
	if (!ast_is(a, then, CXCursor_CompoundStmt) || !a->n[then].has_off)
		return -1;
	close = a->n[then].end - 1;
	if (!util_only(text, a->n[then].start + 1,
		       st_line_end(st, a->n[then].start), " \t\n") ||
	    !util_only(text, st_line_start(st, close), close, " \t") ||
	    !util_only(text, close + 1, st_line_end(st, close), " \t\n"))
		return -1;
	return i;
}

/* The if i's head and its block's braces go (their lines); the lines
 * between lose a tab more when run() is written (st_main.c's dedent()). */
static void unwrap(struct st *st, struct shape *sh, int i)
{
	struct ast *a = &st->a;
	int then = ast_child(a, i, 1);
	unsigned int open = a->n[then].start, close = a->n[then].end - 1;

	st_remove_lines(st, a->n[i].start, open + 1);
	st_remove_lines(st, close, close + 1);
	sh->undent_s = st_line_end(st, open) - 1;
	sh->undent_e = st_line_start(st, close) - 1;
}

void st_body_looping(struct st *st, struct shape *sh, unsigned int s,
		     unsigned int e)
{
	struct ast *a = &st->a;
	unsigned int k, uses = 0, gone = 0;
	int i;

	if (!sh->lc)
		return;
	for (k = ast_tok_at(a, s); k < ast_tokens(a) && a->toks[k].start < e;
	     k++) {
		if (a->toks[k].kind == CXToken_Identifier &&
		    !strcmp(a->toks[k].text, sh->lc))
			uses++;
		if (!st_is_looping(st, k) ||
		    strcmp(a->toks[k + 2].text, sh->lc))
			continue;
		gone++;
		i = sh->undent_e ? -1 : guarding_if(st, k);
		if (i >= 0)
			unwrap(st, sh, i);
		else
			conv_rewrite(st->f, a->toks[k].start,
				     a->toks[k + 3].end, "1");
		conv_msg(st->f, a->toks[k].start,
			 "TEST_LOOPING(%s) in the loop's body: true in every "
			 "iteration the old library ran (%s < the iterations "
			 "asked for), so %s runs each time, as it did",
			 sh->lc, sh->lc,
			 i >= 0 ? "its block" : "it is 1 and what it guards");
	}
	/* run() counts the iterations only for a use left */
	sh->lc_unused = gone && uses == gone;
}
