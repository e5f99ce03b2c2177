/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The preprocessor lines and conditionals of the main file, read from its
 * tokens (pp.c): the skipped branches included.
 */
#ifndef PP_H
#define PP_H

#include "pass_ast.h"

/* A directive line: "#NAME TOKENS". */
struct pp_directive {
	unsigned int s, e; /* the whole line(s), newline included */
	const char *name; /* if, ifdef, ..., endif (a token's text) */
	unsigned int first, last; /* its tokens after the name */
	unsigned int next; /* the token after the line */
};

#define PP_MAX_BRANCHES 16

/* A branch: its directive (#if, #elif, #else) and its text, from after
 * the directive line to the next directive of the conditional. */
struct pp_branch {
	struct pp_directive dir;
	unsigned int end;
};

struct pp_cond {
	struct pp_branch br[PP_MAX_BRANCHES];
	int nbr;
	struct pp_directive endif;
	int closed; /* its #endif was found */
	int depth; /* conditionals around it */
};

/* 1 when token k is the '#' starting a directive line; *d describes it. */
int pp_directive(struct ast *a, unsigned int k, struct pp_directive *d);
/* Every conditional of the file, in the order of their #if; how many.
 * Caller frees *out. */
int pp_conds(struct ast *a, struct pp_cond **out);
/* The innermost conditional one of whose branches holds off, and which
 * branch (*branch); -1 when none does. */
int pp_innermost(struct pp_cond *v, int n, unsigned int off, int *branch);
/* Where the outermost conditional one of whose branches holds off starts
 * (its #if line); off when none does. */
unsigned int pp_outside(struct ast *a, unsigned int off);

#endif /* PP_H */
