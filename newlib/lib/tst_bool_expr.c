// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_bool_expr.h: tokens are cut from the string into one array, then a
 * recursive descent over them (or: and ('|' and)*, and: not ('&' not)*,
 * not: '!' not | '(' or ')' | variable) links them in reverse Polish
 * notation, which the evaluation runs on a stack.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tst_bool_expr.h"

struct parser {
	const char *expr;
	struct tst_expr *res;
	size_t ntok;
	size_t pos; /* the next token to read */
	struct tst_expr_tok *tail; /* the last one in RPN order */
	const char *err;
};

static int is_op_char(char c)
{
	return c == '!' || c == '&' || c == '|' || c == '(' || c == ')';
}

static enum tst_op op_of(char c)
{
	switch (c) {
	case '!':
		return TST_OP_NOT;
	case '&':
		return TST_OP_AND;
	case '|':
		return TST_OP_OR;
	case '(':
		return TST_OP_LPAR;
	default:
		return TST_OP_RPAR;
	}
}

/* Cut expr into tokens; with toks NULL only count them. */
static size_t tokenize(const char *expr, struct tst_expr_tok *toks)
{
	const char *p = expr, *start;
	size_t n = 0;

	while (*p) {
		if (isspace((unsigned char)*p)) {
			p++;
			continue;
		}
		start = p;
		if (is_op_char(*p)) {
			p++;
		} else {
			while (*p && !isspace((unsigned char)*p) &&
			       !is_op_char(*p))
				p++;
		}
		if (toks) {
			toks[n].op =
				is_op_char(*start) ? op_of(*start) : TST_OP_VAR;
			toks[n].tok = start;
			toks[n].tok_len = p - start;
			toks[n].next = NULL;
			toks[n].priv = NULL;
		}
		n++;
	}
	return n;
}

static struct tst_expr_tok *peek(struct parser *ps)
{
	return ps->pos < ps->ntok ? &ps->res->buf[ps->pos] : NULL;
}

static void emit(struct parser *ps, struct tst_expr_tok *t)
{
	if (ps->tail)
		ps->tail->next = t;
	else
		ps->res->rpn = t;
	ps->tail = t;
}

static int parse_or(struct parser *ps);

static int parse_not(struct parser *ps)
{
	struct tst_expr_tok *t = peek(ps);

	if (!t) {
		ps->err = "an operand is missing at the end";
		return -1;
	}
	ps->pos++;
	switch (t->op) {
	case TST_OP_NOT:
		if (parse_not(ps))
			return -1;
		emit(ps, t);
		return 0;
	case TST_OP_LPAR:
		if (parse_or(ps))
			return -1;
		t = peek(ps);
		if (!t || t->op != TST_OP_RPAR) {
			ps->err = "')' expected";
			return -1;
		}
		ps->pos++;
		return 0;
	case TST_OP_VAR:
		emit(ps, t);
		return 0;
	default:
		ps->pos--;
		ps->err = "an operand expected";
		return -1;
	}
}

/* One level of binary operator op over operands parsed by sub. */
static int parse_binary(struct parser *ps, enum tst_op op,
			int (*sub)(struct parser *ps))
{
	struct tst_expr_tok *t;

	if (sub(ps))
		return -1;
	while ((t = peek(ps)) && t->op == op) {
		ps->pos++;
		if (sub(ps))
			return -1;
		emit(ps, t);
	}
	return 0;
}

static int parse_and(struct parser *ps)
{
	return parse_binary(ps, TST_OP_AND, parse_not);
}

static int parse_or(struct parser *ps)
{
	return parse_binary(ps, TST_OP_OR, parse_and);
}

struct tst_expr *tst_bool_expr_parse(const char *expr)
{
	struct parser ps = { .expr = expr };
	struct tst_expr_tok *t;

	ps.ntok = tokenize(expr, NULL);
	ps.res = calloc(1, sizeof(*ps.res) + ps.ntok * sizeof(ps.res->buf[0]));
	if (!ps.res) {
		fprintf(stderr, "tst_bool_expr_parse: out of memory\n");
		return NULL;
	}
	tokenize(expr, ps.res->buf);
	if (!parse_or(&ps) && ps.pos < ps.ntok)
		ps.err = "an operator expected";
	if (!ps.err)
		return ps.res;
	t = peek(&ps);
	fprintf(stderr, "tst_bool_expr_parse: '%s': %s at offset %d\n", expr,
		ps.err, (int)(t ? t->tok - expr : (long)strlen(expr)));
	free(ps.res);
	return NULL;
}

int tst_bool_expr_eval(struct tst_expr *expr,
		       int (*map)(struct tst_expr_tok *var))
{
	struct tst_expr_tok *t;
	size_t n = 0, sp = 0;
	int *stack, v, ret;

	for (t = expr->rpn; t; t = t->next)
		n++;
	stack = malloc((n ? n : 1) * sizeof(*stack));
	if (!stack)
		return -1;
	for (t = expr->rpn; t; t = t->next) {
		switch (t->op) {
		case TST_OP_VAR:
			v = map(t);
			if (v == -1) {
				free(stack);
				return -1;
			}
			stack[sp++] = !!v;
			break;
		case TST_OP_NOT:
			stack[sp - 1] = !stack[sp - 1];
			break;
		case TST_OP_AND:
			sp--;
			stack[sp - 1] = stack[sp - 1] && stack[sp];
			break;
		case TST_OP_OR:
			sp--;
			stack[sp - 1] = stack[sp - 1] || stack[sp];
			break;
		default:
			break;
		}
	}
	ret = sp == 1 ? stack[0] : -1;
	free(stack);
	return ret;
}

void tst_bool_expr_print(FILE *f, struct tst_expr *expr)
{
	struct tst_expr_tok *t;

	for (t = expr->rpn; t; t = t->next)
		fprintf(f, "%.*s%s", (int)t->tok_len, t->tok,
			t->next ? " " : "");
}

void tst_bool_expr_free(struct tst_expr *expr)
{
	free(expr);
}
