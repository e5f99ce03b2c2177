/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The main() definitions of a file, those the preprocessor skips
 * included, read from its tokens (mains.c).
 */
#ifndef MAINS_H
#define MAINS_H

#include "pass_ast.h"

struct main_def {
	unsigned int s, e; /* the definition, from its type to its '}' */
	unsigned int first, name_tok, open, close; /* token indices */
};

/* The main() definitions of the file in order; how many (up to max). */
int mains_find(struct ast *a, struct main_def *v, int max);
/*
 * Whether m only reports TCONF and ends (the stub of a test compiled out):
 * 1 with *msg the message, a string literal; 2 with *msg not a literal
 * (a format with arguments); 0 not a stub (*msg NULL). Caller frees *msg.
 */
int mains_stub(struct ast *a, const struct main_def *m, char **msg);

#endif /* MAINS_H */
