/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A legacy test's main() as the structure pass reads it (st_main.c): its
 * statements each with a role, and what the rewrite collects for run(),
 * setup(), cleanup() and the file (st_locals.c).
 */
#ifndef ST_MAIN_H
#define ST_MAIN_H

#include "structure.h"
#include "util.h"

struct pp_cond;

enum role {
	R_DECL, /* declaration of locals */
	R_OPTS, /* option parsing and its check */
	R_SETUP, /* the setup() call */
	R_PROLOG, /* before setup(): moved to the start of setup() */
	R_MODE, /* before setup(), ends the program on an option: stays in a
		 * main() of the file's own (st_mode.c) */
	R_EPILOG, /* between setup() and the loop: to the end of setup() */
	R_LOOP, /* the TEST_LOOPING loop */
	R_BODY, /* a test without the loop: its work, run() */
	R_CLEANUP, /* the cleanup() call */
	R_POST, /* after the loop: to the start of cleanup() */
	R_END, /* tst_exit(), return */
};

struct shape {
	int fn, body; /* main's FunctionDecl and body */
	unsigned int ms, me; /* main's extent */
	int *stmts, n; /* its statements */
	enum role *role;
	int loop; /* the TEST_LOOPING loop, or -1 */
	char *lc; /* its counter */
	char *setup, *cleanup; /* names called before/after the loop */
	int setup_args; /* setup(argc, argv): its parameters go (st_args.c) */
	char *opt_table, *opt_help; /* tst_parse_opts() arguments */
	char *opt_msg; /* variable holding parse_opts()'s result */
	struct util_buf locals; /* declarations for run() */
	struct util_buf locals_in; /* those inside the conditionals run()
				    * keeps around its body (st_pp.c) */
	struct util_buf statics; /* locals that become statics of the file */
	unsigned int params_static; /* bit k: main()'s parameter k is one */
	int npos; /* main()'s arguments given as options -1 ... -npos (its
		   * runtest lines rewritten); 0 not decided, -1 not so */
	char *npos_why; /* why not, when a reason is worth a TODO */
	struct util_buf inits; /* their initializers, first in setup() */
	struct util_buf run_start, run_stop; /* run()'s first and last lines */
	char *mode_main; /* a main() of the file's own, or NULL */
	/* ranges rewritten so that they no longer read argc or argv */
	unsigned int *dead_s, *dead_e;
	int ndead;
	struct util_buf opt_vars; /* the options' variables, "opt_a,opt_b" */
	/* a child setup() made for all runs, made and ended by each run
	 * (st_child.c): after run_start, before run_stop; when child_wrap,
	 * around the body moved into CHILD_BODY_FN() (it can return) */
	struct util_buf child_start, child_stop;
	int child_wrap;
	char *runtime; /* .runtime: how long a run lasts by design, or NULL */
	int timeout; /* .timeout: seconds a run sleeps and more, or 0 */
	int run_returns; /* run() may return before its end */
	char **taken; /* main()'s locals the option table took care of */
	int ntaken;
	/* cleanup() runs only once this is set, after the checks the old
	 * test ended without cleanup() (st_main.c's gate_cleanup()) */
	char *gate_var;
	int gate_prolog; /* set at the end of main()'s moved statements */
	int gate_stmt; /* else after this statement of setup()'s body */
	struct pp_cond *conds; /* the conditionals of main()'s body */
	int nconds;
	/* the lines after the newlines in [undent_s, undent_e) lose a tab
	 * more than the rest of the body (a block unwrapped, st_looping.c) */
	unsigned int undent_s, undent_e;
	int lc_unused; /* the body named lc only in those TEST_LOOPING()s */
};

/* st_looping.c: TEST_LOOPING(lc) in the loop's body [s, e), true in each
 * iteration the old library ran, goes: what it guards runs each time. */
void st_body_looping(struct st *st, struct shape *sh, unsigned int s,
		     unsigned int e);

/* The function the body of the loop goes to when run() wraps it. */
#define CHILD_BODY_FN "do_test"

/* st_args.c: main()'s arguments rewritten (getopt() loop, argv[0],
 * argc's tests) before main() is taken apart. */
void st_args(struct st *st, struct shape *sh);
/* [s, e) no longer reads argc or argv; whether off lies in such a range;
 * name used as a word in [s, e) outside them. */
void st_dead(struct shape *sh, unsigned int s, unsigned int e);
int st_is_dead(struct shape *sh, unsigned int off);
int st_live_uses(struct st *st, struct shape *sh, const char *name,
		 unsigned int s, unsigned int e);
/* Which of main()'s parameters the reference ref is (0 argc ...), or -1. */
int st_main_param(struct st *st, struct shape *sh, int ref);
/* Statement s of main() is `f(argc, argv);` of a function f of the file
 * with those two parameters, called nowhere else: f's FunctionDecl (*body
 * its body), else -1. */
int st_args_helper(struct st *st, struct shape *sh, int s, int *body);
/* The statement of body (of function fn) that is `tst_parse_opts(a, b,
 * table, help);` (or parse_opts()) over fn's first two parameters, or
 * -1. */
int st_parses_opts(struct st *st, int fn, int body);
/* Argument k of call c as text, without a leading '&'; NULL for a NULL
 * constant (caller frees). */
char *st_call_arg(struct st *st, int c, int k);
/* Which parameter of the function fn (FunctionDecl) ref is, or -1. */
int st_fn_param(struct st *st, int fn, int ref);
/* Where the comments on the lines right above statement s of main()
 * start (after last, no code between them and s, none trailing the code
 * before them: "allocate some space for buf" over a malloc()), else s.
 * They move with the statement: left in main(), they would go with it. */
unsigned int st_comments_before(struct st *st, unsigned int s,
				unsigned int last);
/* The file's program: its name without ".c" (caller frees). */
char *st_program_name(struct st *st);

/* st_pp.c: main()'s conditionals when its statements move. */
void st_conds_read(struct st *st, struct shape *sh);
/* Some conditional of main() holds off, and each one that does holds
 * [s, e) in the same branch. */
int st_held_with(struct shape *sh, unsigned int off, unsigned int s,
		 unsigned int e);
/* The end of the statement [s, e) taking along the rest of the
 * conditionals it opens; 0 when other text comes first. */
unsigned int st_span_close(struct st *st, struct shape *sh, unsigned int s,
			   unsigned int e);
/* Statements moving out of main() one after the other, inside the
 * directive lines of the conditionals of main() that hold them: those
 * open now (a conditional, and which branch). */
#define ST_MAX_HOLDERS 16
struct st_holder {
	int cond, branch;
};
struct st_moving {
	struct st_holder h[ST_MAX_HOLDERS];
	int n;
};
/* text, the statement [s, e) moving, into out; st_wrap_end() after the
 * last closes what is open. */
void st_wrap_moved(struct st *st, struct shape *sh, struct st_moving *m,
		   unsigned int s, unsigned int e, const char *text,
		   struct util_buf *out);
void st_wrap_end(struct st *st, struct shape *sh, struct st_moving *m,
		 struct util_buf *out);
/* The conditionals of main() in [from, to) that hold none of its
 * statements (every branch compiled out here) and stand with statements
 * of role r (R_PROLOG, R_EPILOG, R_POST): their text into out, where
 * those statements go (what is open in m closed first). */
void st_free_conds(struct st *st, struct shape *sh, enum role r,
		   unsigned int from, unsigned int to, struct st_moving *m,
		   struct util_buf *out);
/* The free conditionals among main()'s declarations whose text only
 * the loop names: into out, run()'s locals (st_free_conds() skips
 * them). */
void st_loop_local_conds(struct st *st, struct shape *sh, struct util_buf *out);
/* [*s, *e), the work of a test without the loop, widened over the
 * conditionals of main() beside it that hold none of its statements. */
void st_body_span(struct st *st, struct shape *sh, unsigned int *s,
		  unsigned int *e);
/* The lines of [from, to) (text rewritten away around run()'s body [bs,
 * be)) that run() keeps: the conditionals' that hold part of the body or
 * all of it (caller frees). */
char *st_kept_lines(struct st *st, struct shape *sh, unsigned int bs,
		    unsigned int be, unsigned int from, unsigned int to);

/* st_getopt.c: the getopt() loop of statement stmt: read (NULL with *rc
 * 1 when stmt is none, -1 when it is one left alone), then written as
 * .options and setup()'s statements; the letters it parses ("b:v"). */
struct gopt;
struct gopt *st_getopt_read(struct st *st, struct shape *sh, int fn, int stmt,
			    int *rc);
void st_getopt_write(struct gopt *o);
const char *st_getopt_optstr(struct gopt *o);
void st_getopt_free(struct gopt *o);
/* A name for the file's option table: "options", else one not taken
 * (caller frees). */
char *st_table_name(struct st *st);

/* st_args.c: main() reads arguments that are no option (argv[1] ...) and
 * the runtest lines running its program give them: how many become
 * options -1 ... -N (those lines' rewrite kept in the file's record), or
 * 0 (sh->npos_why: why not, or NULL when nothing reads them). */
int st_args_positional(struct st *st, struct shape *sh);

/* st_options.c: the option_t table (a file's, or a local of main()) ->
 * struct tst_option, the help function goes (table may be NULL: then only
 * the help function goes); the options taking a value are kept in
 * st->value_vars. -1 with a message when it cannot be. */
int st_options(struct st *st, struct shape *sh, const char *table,
	       const char *help);

/* Sort main()'s locals into run()'s (sh->locals) and the file's
 * (sh->statics, sh->inits); the loop's body is [bs, be), skip the case
 * loop's counter. -1 with a message when one cannot move. */
int st_locals(struct st *st, struct shape *sh, unsigned int bs, unsigned int be,
	      const char *skip);
/* "TYPE DECLARATOR = INIT" (no ';') of the local var alone, out of its
 * declaration; NULL when that defines a type. */
char *st_var_decl(struct st *st, int var);
/* main()'s local var (a VarDecl) as a static of the file now (in
 * sh->statics); -1 with a message when it cannot be. */
int st_local_static(struct st *st, struct shape *sh, int var);
/* main()'s local name is dealt with: st_locals() leaves it alone. */
void st_local_taken(struct shape *sh, const char *name);

/* st_cases.c: the loop `loop` of a loop body that walks the test's cases
 * (an index below a count, an index or a pointer to a table's sentinel):
 * run()'s parameter, .tcnt, and a first line of run() setting a pointer
 * the loop walked ("\ttc = &tcases[i];\n", or NULL); 0, else -1. 0 with
 * neither parameter nor .tcnt for one pass whose index the body never
 * reads: the body is run()'s, .test_all. An index declared at file scope
 * that only the loop uses becomes the parameter, or nothing for that one
 * pass, its declaration to go (drop_s, drop_e); one that other code may
 * read is set from it. */
struct cases {
	char *param, *tcnt, *first_line;
	/* the file-scope declaration of the loop's index to remove, when
	 * nothing but the loop uses it: [drop_s, drop_e), or both 0 */
	unsigned int drop_s, drop_e;
	/* a function of the file that reads the file-scope index and runs
	 * beside the test (a thread's start routine, a signal handler), or
	 * -1 (0 when the index is not a file-scope variable) */
	int async_reader;
};
int st_case_walk(struct st *st, int loop, struct cases *c);

/* st_child.c: which branch of "if (cond)" is the parent's, the fork's
 * result in v: 1 the then branch (v, v != 0, v > 0), 2 the else branch
 * (!v, v == 0), 0 neither (v == -1, v < 0, anything else). */
int st_parent_branch(struct st *st, int cond, const char *v);
/* st_child.c: a child setup() forks for all runs and cleanup() kills
 * becomes a child of each run (sh->child_start, sh->child_stop); returns
 * says run() can return early (then sh->child_wrap, or a TODO when
 * CHILD_BODY_FN is taken). */
int st_setup_child(struct st *st, struct shape *sh, int returns);
/* st_child.c: children the run [s, e) makes that only the cleanup() main()
 * called at its end signals (their pids in a variable of the file): a
 * TODO, the library would wait for them after the run. */
void st_handover(struct st *st, struct shape *sh);
void st_run_children(struct st *st, struct shape *sh, unsigned int s,
		     unsigned int e);

/* st_mode.c: statements before setup() that end the program when one of
 * its options is given (it exec()s itself so) get the role R_MODE: how
 * many. The main() that runs them before the library's (caller frees). */
int st_modes(struct st *st, struct shape *sh);
char *st_mode_main(struct st *st, struct shape *sh);

/* st_duration.c: the seconds a run in [s, e) lasts by design
 * ("alarm(N); pause();"): N's text for .runtime, or NULL. */
char *st_duration(struct st *st, unsigned int s, unsigned int e);
/* The same: the .timeout of a run in [s, e) whose loops of constant bounds
 * sleep a known total or make a known number of children (also in the
 * file's functions the run calls), together at least half the library's
 * default; else 0. */
int st_sleep_timeout(struct st *st, unsigned int s, unsigned int e);
/* The same: before each alarm(X) of a run in [s, e) whose X is known only
 * when it runs (an option), tst_set_runtime(X), indented as the alarm
 * will be once run() has shed tabs of it; how many. */
int st_alarm_runtime(struct st *st, unsigned int s, unsigned int e, int tabs);

#endif /* ST_MAIN_H */
