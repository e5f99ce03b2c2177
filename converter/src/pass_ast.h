/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A flattened AST of the main file for the passes: one table of cursors
 * in pre-order, each with its byte range in the file's current text
 * (macro invocations count as their whole invocation), its parent and the
 * end of its subtree, so that a pass can walk statements, calls and
 * references with plain indices and then edit by offset; and the file's
 * tokens (comments and literals are never mistaken for code).
 */
#ifndef PASS_AST_H
#define PASS_AST_H

#include <stddef.h>
#include <clang-c/Index.h>

#include "conv.h"

struct node {
	CXCursor cur; /* valid while the pass's parse lives */
	enum CXCursorKind kind;
	unsigned int start, end; /* offsets in the main file */
	int has_off; /* 0 when the cursor is not in the main file's text */
	int parent, last; /* last: index of the last node of the subtree */
	char *name; /* spelling: a call's callee, a reference's name */
	enum CXCursorKind refkind; /* DeclRefExpr: what it refers to */
	long loc; /* offset of the cursor's location (a name), or -1 */
	int void_void; /* FunctionDecl: of type void (void) */
	unsigned int cleanup_args; /* CallExpr: bit k, argument k takes a
				    * cleanup function */
	int has_ival; /* IntegerLiteral: its value (also from a macro) */
	long long ival;
};

/* A token of the main file (preprocessor lines included). */
struct tok {
	CXTokenKind kind;
	unsigned int start, end;
	char *text;
};

struct ast {
	struct conv_file *f;
	struct node *n;
	int len, cap;
	struct tok *toks; /* built on first use: ast_tokens() */
	unsigned int ntoks;
	int toks_built;
};

/* Build the table from f->tu (declarations of the main file only); free. */
void ast_build(struct ast *a, struct conv_file *f);
void ast_free(struct ast *a);

/* The nth direct child of i, how many there are, or -1. */
/* The integer clang computes for expression c (a constant, also through
 * macros and enumerators): 0 with *v set, or -1 when c has none. */
int ast_eval_int(CXCursor c, long long *v);
int ast_child(struct ast *a, int i, int nth);
int ast_nchildren(struct ast *a, int i);
/* 1 when i is a node (>= 0) of kind k. */
int ast_is(struct ast *a, int i, enum CXCursorKind k);

/* The function definition holding i, or -1. */
int ast_func_of(struct ast *a, int i);
/* The body (CompoundStmt) of the file's function called name, or -1;
 * *fn (when not NULL) gets its FunctionDecl. */
int ast_func_body(struct ast *a, const char *name, int *fn);
/* The statement right before statement stmt in its block, or -1. */
int ast_stmt_before(struct ast *a, int stmt);
/* The statement holding i: its ancestor whose parent is a CompoundStmt. */
int ast_stmt_of(struct ast *a, int i);
/* 1 when i runs on some paths only of its function, or of the code
 * under root: in a branch of an if, switch or ?: (a loop body counts as
 * run). */
int ast_conditional(struct ast *a, int i, int root);
/* The innermost loop holding i in its function, or -1. */
int ast_loop_of(struct ast *a, int i);
/* The node holding i past the parentheses, casts and implicit conversions
 * around it (an operator, a call, a declaration), or -1; *child, when not
 * NULL, is what it holds: i or its outermost wrapper. */
int ast_holder(struct ast *a, int i, int *child);
/* The call taking reference i as an argument (through casts, parentheses
 * and unary operators), and which argument (*argn); -1 for none. */
int ast_arg_of(struct ast *a, int i, int *argn);
/* The first node of kind k in i's subtree (i included), or -1. */
int ast_find_kind(struct ast *a, int i, enum CXCursorKind k);
/* The first call of name in i's subtree, or -1. */
int ast_find_call(struct ast *a, int i, const char *name);

/* The file's tokens, in order (built once); how many. */
unsigned int ast_tokens(struct ast *a);
/* Offsets of name as an identifier or keyword token (never in comments
 * or literals): how many there are, the first max of them in offs. */
size_t ast_find_words(struct ast *a, const char *name, unsigned int *offs,
		      size_t max);
/* The index of the first token starting at or after off, or ntoks. */
unsigned int ast_tok_at(struct ast *a, unsigned int off);
/* base, or base2, base3 ...: the first that no word of the file spells
 * (a new name for a rename); the caller frees it. */
char *ast_unused_name(struct ast *a, const char *base);
/* Token text t is an assignment operator, ++ or --. */
int ast_is_assign_op(const char *t);
/* 1 when [start, end) holds an assignment, ++ or -- token. */
int ast_writes(struct ast *a, unsigned int start, unsigned int end);
/* 1 when node n calls nothing and writes nothing (ast_writes()):
 * evaluating it once more or once less changes nothing. */
int ast_is_pure(struct ast *a, int n);
/* 1 when ref (a DeclRefExpr) names a local variable or parameter of the
 * function holding it, declared before it. */
int ast_is_local(struct ast *a, int ref);
/* 1 when node i refers to a variable declared at file scope (a reference
 * to it, or its declaration). */
int ast_names_global(struct ast *a, int i);
/* 1 when name occurs as an identifier token in [start, end). */
int ast_uses(struct ast *a, const char *name, unsigned int start,
	     unsigned int end);
/* The top-level declaration or function of the file named name, or -1;
 * with want_def only a definition. */
int ast_top_decl(struct ast *a, const char *name, int want_def);

/* The text of i (caller frees). */
char *ast_text(struct ast *a, int i);
/* 1 when the text of i holds word as a whole identifier. */
int ast_has_word(struct ast *a, int i, const char *word);
/* The blanks that start the line holding off. */
void ast_indent_of(struct conv_file *f, unsigned int off, char *buf, size_t sz);
/* End of statement i, past the ';' that follows an expression. */
unsigned int ast_stmt_end(struct ast *a, int i);

/* cleanup.c: the statement stmt, a release of a resource, made safe at
 * any point of the test (guarded by a test of the resource), or NULL when
 * it needs no guard or is no release it knows; *todo gets a reason when
 * it is a release that cannot be made safe here. */
char *cleanup_guarded(struct conv_file *f, struct ast *a, int stmt,
		      const char **todo);

#endif /* PASS_AST_H */
