/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Boolean expressions over named variables, as the real suite's
 * tst_bool_expr.h offers them: "A & (B | !C)". A variable is a run of
 * characters other than white space and the operators "!", "&", "|", "(",
 * ")"; "!" binds tightest, then "&", then "|".
 */
#ifndef TST_BOOL_EXPR_H
#define TST_BOOL_EXPR_H

#include <stddef.h>
#include <stdio.h>

enum tst_op {
	TST_OP_NOT,
	TST_OP_AND,
	TST_OP_OR,
	TST_OP_VAR,
	/* Only while parsing: parentheses never reach the RPN list. */
	TST_OP_LPAR,
	TST_OP_RPAR,
};

/* One token: tok points into the parsed string, tok_len chars long. */
struct tst_expr_tok {
	enum tst_op op;
	const char *tok;
	size_t tok_len;
	/* The next token of the expression in reverse Polish notation. */
	struct tst_expr_tok *next;
	/* The caller's, for its map function; NULL after parsing. */
	const void *priv;
};

struct tst_expr {
	/* The first token in reverse Polish notation (operands first). */
	struct tst_expr_tok *rpn;
	struct tst_expr_tok buf[];
};

/*
 * Parse expr (which must stay valid while the result is used): NULL when it
 * is empty or malformed, or memory ran out; a message on stderr says where
 * parsing stopped.
 */
struct tst_expr *tst_bool_expr_parse(const char *expr);

/*
 * Evaluate: map gives each variable's value, 0 false, other values true,
 * -1 an unknown variable, which makes the result -1. Returns 0 or 1.
 */
int tst_bool_expr_eval(struct tst_expr *expr,
		       int (*map)(struct tst_expr_tok *var));

/* Print the expression in reverse Polish notation, tokens space apart. */
void tst_bool_expr_print(FILE *f, struct tst_expr *expr);

void tst_bool_expr_free(struct tst_expr *expr);

#endif /* TST_BOOL_EXPR_H */
