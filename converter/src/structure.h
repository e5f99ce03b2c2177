/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The structure pass's state, shared by its files: structure.c (which
 * kind of file, the pass's order), st_main.c (a test's main() into run()
 * and struct tst_test), st_locals.c (main()'s local variables),
 * st_globals.c (TCID, TST_TOTAL, UCLINUX blocks, flags, includes),
 * st_options.c (option_t tables) and st_margs.c (old calls in macro
 * arguments, where the semantic patches do not look).
 *
 * The pass walks the flattened AST (pass_ast.h) and queues its edits on
 * the file as rewrites (edits.c): main() is rewritten as a whole, so an
 * edit inside a part it moves elsewhere is copied along with conv_copy()
 * and otherwise goes with the part.
 */
#ifndef STRUCTURE_H
#define STRUCTURE_H

#include "conv.h"
#include "pass_ast.h"
#include "util.h"

struct st {
	struct conv_file *f;
	struct ast a;

	char *tcid; /* a C string literal, or NULL */
	char *total; /* TST_TOTAL's initializer text, or NULL */
	int total_plain; /* TST_TOTAL is never assigned: safe to inline */
	int total_unsigned; /* its initializer is unsigned (sizeof) */
	unsigned int decl_s[8], decl_e[8]; /* TCID and TST_TOTAL declarations */
	int decl_total[8]; /* 1: TST_TOTAL, 0: TCID */
	int ndecls;

	char *options; /* name of the converted option table, or NULL */
	char **value_vars; /* variables of the options that take a value */
	char *value_letters; /* their letters, in the same order */
	char **value_flags; /* their flag variables, whose tests the option
			     * conversion rewrote, or NULL */
	size_t nvalues;

	int need_stdlib; /* exit() was written: <stdlib.h> needed */
	int count_kept; /* tst_count is the test's own counter now */
	char *test_renamed; /* the new name of the file's own test, or NULL */
	char *run_renamed; /* the same of its own run */
};

/* structure.c: helpers of the pass's files */
/* The body (CompoundStmt) of the function the file defines as name, or
 * -1; *fn (when not NULL) gets its FunctionDecl. */
int st_func(struct st *st, const char *name, int *fn);
/* The name of a call `f()` of a function the file (or a header of the
 * tree it includes) defines, with no arguments, standing as statement i;
 * else NULL. */
char *st_plain_call(struct st *st, int i);
/* A function or variable called name is declared at file scope, by the
 * file or by a header it includes. */
int st_declared(struct st *st, const char *name);
/* How the file's text calls the C library's exit(): "(exit)" when the
 * file defines a function-like macro exit, else "exit". */
const char *st_exit_word(struct st *st);
/* 1 when node i is a call of name (or has one in its subtree). */
int st_is_call(struct st *st, int i, const char *name);
int st_has_call(struct st *st, int i, const char *name);
/* Statement s is a report of the old library's (tst_resm()) or of the
 * new one's (tst_res()), whatever its type. */
int st_is_report(struct st *st, int s);
/* The text of node i (caller frees; "" when it has none in the file). */
char *st_node_text(struct st *st, int i);
/* Node i is a reference to a variable (named name, when not NULL). */
int st_is_ref(struct st *st, int i, const char *name);
/* The operator token between the children x and y of a node is op. */
int st_op_between(struct st *st, int x, int y, const char *op);
/* name makes a child process: fork(), clone() and their wrappers. */
int st_is_fork_name(const char *name);
/* The node i without the implicit casts and parentheses around it. */
int st_strip(struct st *st, int i);
/* Rewrite away the whole lines holding [s, e). */
void st_remove_lines(struct st *st, unsigned int s, unsigned int e);
/* Insert a TODO(convert) comment line before the line holding off. */
void st_todo(struct st *st, unsigned int off, const char *what);
/* Replace every use of name in the code by text. */
void st_replace_word(struct st *st, const char *name, const char *text);
/* The same, but a use that other(st, token) gives a text for (a new
 * string) becomes that text instead. */
void st_replace_word_but(struct st *st, const char *name, const char *text,
			 char *(*other)(struct st *st, unsigned int k));
/* st_cases.c: token k is the bound of a loop "for (i = 0; i < BOUND;
 * i++)" whose body indexes a table of the file with i, the table having
 * as many entries as BOUND says: "ARRAY_SIZE(table)", else NULL. */
char *st_table_bound(struct st *st, unsigned int k);
/* Start of the line holding off, and one past the newline ending it. */
unsigned int st_line_start(struct st *st, unsigned int off);
unsigned int st_line_end(struct st *st, unsigned int off);

/* st_locals.c: where the declarator of variable k of a declaration of
 * several (vars, in order) starts: after the type, or after the comma. */
unsigned int st_declarator_start(struct st *st, const int *vars, int k);

/* st_knr.c: functions defined the old way (parameters declared after
 * the parentheses) get a parameter list; main() is rewritten anyway. */
void st_knr(struct st *st);
/* st_knr.c: a function declared inside a body (`void trapper();`, the
 * old way) that nothing names, and the file never defines: the
 * declaration goes, as it would leave a hook holding only it; so does
 * such a prototype at file scope, alone on its line. */
void st_dead_protos(struct st *st);
/* st_knr.c: a return right after tst_brkm() in the same block (the
 * server helpers' "tst_brkm(TBROK, cleanup, ...); return -1;") is never
 * reached: it goes. */
void st_brk_returns(struct st *st);

/* st_return.c: main()'s `return E;` (node i) with a status it computes,
 * written for run(): 0, or -1 when it cannot be. */
int st_status_return(struct st *st, int i);

/* st_main.c: 1 when the file has no test main(), 0 done, -1 failed */
int st_convert_main(struct st *st);
/* main() is a program of its own, no test of the library (an exec()ed
 * helper, a plain program): its checks stay checks, no flags. */
int st_own_program(struct st *st);

/* st_globals.c: everything outside main() */
int st_uclinux(struct st *st);
struct pp_cond;
/* st_pp.c: a TODO over each "#if 0" block that uses the old API (the
 * semantic patches never see it). */
void st_if0_todos(struct st *st);
/* c is an #ifdef UCLINUX block st_uclinux() takes apart. */
int st_is_uclinux(struct st *st, const struct pp_cond *c);
/* st_margs.c: old calls of no meaning in a macro's argument dropped. */
void st_macro_arg_calls(struct st *st);
/* st_strcat.c: the cleanup argument of a call with string macros side
 * by side, which spatch cannot parse, dropped. */
void st_strcat_calls(struct st *st);
/* st_semis.c: a ';' after a call of a macro whose body ends in one,
 * written without it (spatch cannot parse the statements run together). */
void st_macro_semis(struct st *st);
void st_cleanup_define(struct st *st);
/* TST_DECLARE_ONCE_FN(name, init) -> the function it defined. */
void st_once_fn(struct st *st);
/* TEST_LOOPING() and STD_LOOP_COUNT outside main(): once per run. */
void st_helper_loops(struct st *st);
/* Token k is `TEST_LOOPING ( name )`. */
int st_is_looping(struct st *st, unsigned int k);
/* The loop of TEST_LOOPING at token k runs once per run (a message says
 * where it is). */
void st_loop_once(struct st *st, unsigned int k, const char *where);
void st_test_ids(struct st *st);
/* Node i sets tst_count (=, op=, ++, --). */
int st_is_count_write(struct st *st, int i);
/* Statements that only set tst_count, and its extern, removed. */
void st_drop_count(struct st *st);
/* The file's own variable or function named test or run renamed. */
void st_rename_test(struct st *st);
void st_flags(struct st *st);
/* st_signals.c: tst_sig() with the test's own handler -> SAFE_SIGNAL() */
void st_signals(struct st *st);
/* tst_exit() outside [skip_s, skip_e) becomes exit(0). */
void st_exit_calls(struct st *st, unsigned int skip_s, unsigned int skip_e);
/* Every tst_exit() in [s, e) replaced by text; how many. */
/* Call c is tst_resm(T, ...) of a T that ends a test (TFAIL, TBROK or
 * TCONF, errno flags or not): the token index of the comma after T, or
 * 0. */
unsigned int st_ending_report(struct st *st, int c);
int st_replace_exits(struct st *st, unsigned int s, unsigned int e,
		     const char *text);
void st_add_include(struct st *st, const char *header);
void st_no_default_main(struct st *st);
void st_uapi_in(struct st *st);

/* name is assigned (=, op=, ++, --) somewhere, not only declared. */
int st_is_assigned(struct st *st, const char *name);
/* st_options.c (option_t tables, st_main.h): function name's definition
 * (with the comments right above it) and its prototypes go. */
void st_remove_fn(struct st *st, const char *name);
/* The help text of option letter c in a usage text [s, e) ("  -b BLOCKS
 * what it does\n" gives "\"what it does\""), or NULL. */
char *st_option_help(struct st *st, unsigned int s, unsigned int e, char c,
		     int has_arg);

#endif /* STRUCTURE_H */
