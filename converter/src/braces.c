// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A conditional in a function whose every branch ends by opening the same
 * block, the block's body and its '}' after the #endif:
 *
 *	#ifdef LARGE_FILE
 *		off = start + (off64_t)size;
 *		if (mmap64(addr, size, ..., off) == MAP_FAILED) {
 *	#else
 *		off = start + (off_t)size;
 *		if (mmap(addr, size, ..., off) == MAP_FAILED) {
 *	#endif
 *			ERROR("mmap failed");
 *		}
 *
 * spatch keeps both branches and guesses which '{' to drop; its guess
 * gives up on long branches (mmapstress04's, several lines each inside
 * nested loops), and then it skips the whole function, so no semantic
 * patch would convert it. The '{' of each branch is moved after the
 * #endif, once: each branch then holds whole statements and the
 * condition of an if whose block follows, the same code in either
 * configuration. Only when there is an #else (without one, a '{' after
 * the #endif would open a block where none was) and no branch holds a
 * conditional of its own.
 *
 * A conditional in a function one of whose branches ends in an 'else'
 * whose statement follows the #endif, the other branches ending in whole
 * statements:
 *
 *	#if __GLIBC_PREREQ(2, 7)
 *		if (errno == EINVAL && nrcpus < (1024 << 8)) {
 *			...
 *		}
 *	#else
 *		if (errno == EINVAL)
 *			tst_resm(TFAIL, "NR_CPUS > 1024 ...");
 *		else
 *	#endif
 *			tst_resm(TFAIL | TTERRNO, "fail to get cpu affinity");
 *
 * spatch's parser passes over such a branch as if it were a comment
 * ("ifdef-mid-something"), so no semantic patch rewrites the old calls
 * there and the file keeps them. The statement after the #endif goes
 * into the conditional: the #endif moves after it, and each branch that
 * did not end in 'else' gets a copy of it at its end: every branch then
 * holds whole statements, the same code in either configuration (the
 * last branch runs the statement where it is). Only with an #else
 * (without one, the configuration that takes no branch would lose the
 * statement), no conditional inside a branch or the statement, and the
 * statement alone on its last line.
 */
#include <stdlib.h>
#include <string.h>

#include "pass_ast.h"
#include "pp.h"
#include "util.h"

/* Token k is a '#' starting a directive line. */
static int directive_at(struct ast *a, unsigned int k)
{
	struct pp_directive d;

	return pp_directive(a, k, &d);
}

/* The index of the last token of branch b of c and, in *depth, the
 * braces it leaves open; 0 when a directive is inside the branch or a
 * '}' closes more than it opened. */
static unsigned int branch_scan(struct ast *a, const struct pp_cond *c, int b,
				int *depth)
{
	unsigned int k = ast_tok_at(a, c->br[b].dir.e), last = 0;

	*depth = 0;
	for (; k < a->ntoks && a->toks[k].start < c->br[b].end; k++) {
		if (directive_at(a, k))
			return 0;
		if (!strcmp(a->toks[k].text, "{"))
			(*depth)++;
		else if (!strcmp(a->toks[k].text, "}") && --(*depth) < 0)
			return 0;
		last = k;
	}
	return last;
}

/* The '{' that ends branch b of c and opens a block closed after the
 * #endif (its token index), or 0. */
static unsigned int opening_brace(struct ast *a, const struct pp_cond *c, int b)
{
	int depth;
	unsigned int last = branch_scan(a, c, b, &depth);

	if (depth != 1 || !last || strcmp(a->toks[last].text, "{"))
		return 0;
	return last;
}

/* off lies in the body of a function of the file. */
static int in_function(struct ast *a, unsigned int off)
{
	int i;

	for (i = 0; i < a->len; i++) {
		struct node *n = &a->n[i];

		if (n->kind == CXCursor_FunctionDecl && n->has_off &&
		    off > n->start && off < n->end)
			return 1;
	}
	return 0;
}

/* Move the block's '{' of each branch of c after its #endif; 1 when
 * done. */
static int move_brace(struct ast *a, const struct pp_cond *c)
{
	struct conv_file *f = a->f;
	unsigned int at[PP_MAX_BRANCHES], from;
	char indent[128], *brace;
	int b;

	if (!c->closed || c->nbr < 2 ||
	    strcmp(c->br[c->nbr - 1].dir.name, "else") ||
	    !in_function(a, c->br[0].dir.s))
		return 0;
	for (b = 0; b < c->nbr; b++)
		if (!(at[b] = opening_brace(a, c, b)))
			return 0;
	for (b = 0; b < c->nbr; b++) {
		/* with the blanks before it on its line */
		from = a->toks[at[b] - 1].end;
		if (memchr(f->text + from, '\n', a->toks[at[b]].start - from))
			from = a->toks[at[b]].start;
		conv_remove(f, from, a->toks[at[b]].end);
	}
	ast_indent_of(f, a->toks[ast_tok_at(a, c->br[c->nbr - 1].dir.e)].start,
		      indent, sizeof(indent));
	brace = util_printf("%s{\n", indent);
	conv_insert(f, c->endif.e, brace);
	free(brace);
	conv_msg(f, c->br[0].dir.s,
		 "each branch of this #%s opened the block that follows "
		 "its #endif: the '{' goes after the #endif (spatch's parser "
		 "cannot tell which one to keep)",
		 c->br[0].dir.name);
	return 1;
}

/* The index of the last token of branch b of c, with the branch's
 * braces balanced and no directive inside it; 0 when there is none. */
static unsigned int branch_last(struct ast *a, const struct pp_cond *c, int b)
{
	int depth;
	unsigned int last = branch_scan(a, c, b, &depth);

	return depth ? 0 : last;
}

/* The end of the statement that starts at off (one past its ';'), in
 * the parse of the configuration built; 0 when none starts there. */
static unsigned int stmt_from(struct ast *a, unsigned int off)
{
	unsigned int end = 0;
	int i;

	for (i = 0; i < a->len; i++) {
		struct node *n = &a->n[i];

		if (!n->has_off || n->start != off ||
		    !(clang_isStatement(n->kind) ||
		      clang_isExpression(n->kind)))
			continue;
		if (ast_stmt_end(a, i) > end)
			end = ast_stmt_end(a, i);
	}
	return end;
}

/* Branch b of c ends in an 'else' whose statement follows the #endif. */
static int ends_in_else(struct ast *a, const struct pp_cond *c, int b)
{
	unsigned int k = branch_last(a, c, b);

	return k && !strcmp(a->toks[k].text, "else");
}

/* Move the statement after c's #endif into c, as each branch runs it;
 * 1 when done. */
static int take_else_stmt(struct ast *a, const struct pp_cond *c)
{
	struct conv_file *f = a->f;
	unsigned int s, e, nl, k;
	char indent[128], *copy, *endif;
	int b, elses = 0;

	if (!c->closed || c->nbr < 2 ||
	    strcmp(c->br[c->nbr - 1].dir.name, "else") ||
	    !in_function(a, c->br[0].dir.s))
		return 0;
	for (b = 0; b < c->nbr; b++) {
		k = branch_last(a, c, b);
		if (!k)
			return 0;
		if (!strcmp(a->toks[k].text, "else"))
			elses++;
		else if (strcmp(a->toks[k].text, ";") &&
			 strcmp(a->toks[k].text, "}"))
			return 0;
	}
	k = ast_tok_at(a, c->endif.e);
	if (!elses || k >= a->ntoks)
		return 0;
	s = a->toks[k].start;
	e = stmt_from(a, s);
	if (!e || !in_function(a, e))
		return 0;
	for (; k < a->ntoks && a->toks[k].start < e; k++)
		if (directive_at(a, k))
			return 0;
	nl = e;
	while (nl < f->len && f->text[nl] != '\n')
		nl++;
	if (nl >= f->len || !util_only(f->text, e, nl, " \t\r") ||
	    !util_only(f->text, conv_line_start(f, s), s, " \t\r"))
		return 0;
	endif = util_strndup(f->text + c->endif.s, c->endif.e - c->endif.s);
	/* the last branch runs the statement where it is, once the #endif
	 * follows it */
	for (b = 0; b < c->nbr - 1; b++) {
		if (ends_in_else(a, c, b))
			continue;
		/* indented as the branch's own first statement */
		ast_indent_of(f, a->toks[ast_tok_at(a, c->br[b].dir.e)].start,
			      indent, sizeof(indent));
		copy = util_printf("%s%.*s", indent, (int)(nl + 1 - s),
				   f->text + s);
		conv_insert(f, c->br[b].end, copy);
		free(copy);
	}
	conv_remove(f, c->endif.s, c->endif.e);
	conv_insert(f, nl + 1, endif);
	free(endif);
	conv_msg(f, c->br[0].dir.s,
		 "a branch of this #%s ended in an 'else' whose statement "
		 "follows its #endif: the statement goes into each branch "
		 "(spatch's parser passes over such a branch)",
		 c->br[0].dir.name);
	return 1;
}

int conv_pass_braces(struct conv_file *f)
{
	struct ast a = { 0 };
	struct pp_cond *v;
	int i, n;

	if (!f->tu)
		return 0;
	ast_build(&a, f);
	ast_tokens(&a);
	n = pp_conds(&a, &v);
	for (i = 0; i < n; i++)
		if (!move_brace(&a, &v[i]))
			take_else_stmt(&a, &v[i]);
	free(v);
	ast_free(&a);
	return 0;
}
