/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The structure pass's own state, shared by its files: structure.c (main()
 * into run() and struct tst_test), st_edits.c (its edit list), st_globals.c
 * (TCID, TST_TOTAL, UCLINUX blocks, flags) and st_options.c (option_t).
 *
 * The pass collects its edits in a list of its own before handing them to
 * the driver, because main() is rewritten as a whole: edits that fall
 * inside a range it replaces are applied to the text copied out of it (a
 * statement moved into setup()) and otherwise dropped with the range.
 */
#ifndef STRUCTURE_H
#define STRUCTURE_H

#include "conv.h"

struct st_edit {
	unsigned int start, end;
	char *text;
	int dead; /* swallowed by a larger edit */
};

/* A function defined in the file. */
struct st_func {
	char *name;
	CXCursor cur;
	unsigned int body_start, body_end; /* '{' and one past '}' */
};

struct st {
	struct conv_file *f;
	struct st_edit *edits;
	size_t nedits;
	struct st_func *funcs;
	size_t nfuncs;

	char *tcid; /* a C string literal, or NULL */
	char *total; /* TST_TOTAL's initializer text, or NULL */
	int total_plain; /* TST_TOTAL is never assigned: safe to inline */
	int total_unsigned; /* its initializer is unsigned (sizeof) */
	unsigned int decl_s[8], decl_e[8]; /* TCID and TST_TOTAL declarations */
	int decl_total[8]; /* 1: TST_TOTAL, 0: TCID */
	int ndecls;

	char *options; /* name of the converted option table, or NULL */
	char *help_fn; /* the old help function, removed with the table */
	char **flag_vars, **flag_args; /* old flag -> "(arg != NULL)" */
	size_t nflags;

	int need_stdlib; /* exit() was written: <stdlib.h> needed */
};

/* st_edits.c */
void st_edit(struct st *st, unsigned int start, unsigned int end,
	     const char *text);
/* Remove a statement [start, end) and the ';' right after it, with its
 * line when nothing else is on it. */
void st_remove_stmt(struct st *st, unsigned int start, unsigned int end);
/* The text [start, end) with the pass's edits inside it applied. */
char *st_copy(struct st *st, unsigned int start, unsigned int end);
/* Hand the edits to the driver; -1 (file failed) when two clash. */
int st_flush(struct st *st);
void st_free(struct st *st);
/* One past the ';' ending a statement that ends at end, else end. */
unsigned int st_stmt_end(struct st *st, unsigned int end);
/* Whether name occurs as a whole word in [start, end). */
int st_uses(struct st *st, const char *name, unsigned int start,
	    unsigned int end);
struct st_func *st_func(struct st *st, const char *name);

/* Children of a cursor, in order (caller frees). */
CXCursor *st_children(CXCursor c, unsigned int *n);

/* st_globals.c: everything outside main() */
/* Insert a TODO(convert) comment line before the line holding off. */
void st_todo(struct st *st, unsigned int off, const char *what);
/* Offsets of name as an identifier in the code (not in comments or
 * literals): how many there are, the first max of them in offs. */
size_t st_find_words(struct st *st, const char *name, unsigned int *offs,
		     size_t max);
/* Replace every use of name in the code by text. */
void st_replace_word(struct st *st, const char *name, const char *text);
int st_uclinux(struct st *st);
void st_cleanup_define(struct st *st);
void st_test_ids(struct st *st);
void st_flags(struct st *st);
void st_exit_calls(struct st *st, CXCursor test_main, int is_test);
void st_add_include(struct st *st, const char *header);
void st_no_default_main(struct st *st);

/* st_options.c: option_t table -> struct tst_option, the help function
 * goes (table may be NULL: then only the help function goes) */
int st_options(struct st *st, const char *table, const char *help);

#endif /* STRUCTURE_H */
