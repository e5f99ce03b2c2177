// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The pipeline of one file: parse, the passes in order (each on a fresh
 * parse of the text the one before left), the semantic patches of cocci/,
 * then the check against newlib's headers alone that decides the state.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "pass_ast.h"
#include "tool.h"
#include "util.h"

const struct conv_pass conv_passes[] = {
	{ "braces", conv_pass_braces },
	{ "sleeps", conv_pass_sleeps },
	{ "cleanup", conv_pass_cleanup },
	{ "verdict", conv_pass_verdict },
	{ "shadows", conv_pass_shadows },
	{ "structure", conv_pass_structure },
	{ NULL, NULL },
};

static void add_arg(const char ***args, int *n, char *arg)
{
	*args = util_realloc(*args, (*n + 1) * sizeof(**args));
	(*args)[(*n)++] = arg;
}

/* flag with a path under the tree of the originals (dir, as given or
 * real) read under the mirror's top instead; NULL when it has none. */
static char *mirror_flag(const char *flag, const char *dir, const char *top)
{
	size_t len = strlen(dir);
	const char *at = strstr(flag, dir);

	while (len > 1 && dir[len - 1] == '/')
		len--;
	if (!at || (at != flag && flag[0] != '-') ||
	    (at[len] && at[len] != '/'))
		return NULL;
	return util_printf("%.*s%s%s", (int)(at - flag), flag, top, at + len);
}

/* A flag of the original's command, for its copy in the mirror. */
static char *mirrored(const struct tool_opts *o, char *flag)
{
	char real[PATH_MAX], *m = mirror_flag(flag, o->orig, o->root);

	if (!m && realpath(o->orig, real))
		m = mirror_flag(flag, real, o->root);
	if (!m)
		return flag;
	free(flag);
	return m;
}

/*
 * The flags of path in the -p database. A file the check reads in the
 * mirror (--check --orig SRC --root OUT) takes its original's flags, the
 * original tree's directories read as the mirror's: the database lists
 * the originals, and the converted headers beside the file are the
 * mirror's (a helper header the conversion changed, numa_helper.h).
 */
static int file_flags(const struct tool_opts *o, const char *path,
		      char ***flags, size_t *nflags)
{
	const char *rel = tool_rel_path(o, path);
	char *orig;
	size_t i;
	int r;

	if (!o->check || !o->orig || !o->root || rel == path)
		return compdb_flags(path, flags, nflags);
	orig = util_printf("%s/%s", o->orig, rel);
	r = compdb_flags(orig, flags, nflags);
	free(orig);
	for (i = 0; r >= 0 && i < *nflags; i++)
		(*flags)[i] = mirrored(o, (*flags)[i]);
	return r;
}

static void add_compdb(const struct tool_opts *o, const char *path,
		       const char ***args, int *n)
{
	char **flags;
	size_t nflags, i;

	if (!o->compdb || file_flags(o, path, &flags, &nflags) < 0)
		return;
	for (i = 0; i < nflags; i++) {
		if (!strcmp(flags[i], "-I") && i + 1 < nflags &&
		    incfind_old_api_dir(flags[i + 1])) {
			free(flags[i]);
			free(flags[++i]);
			continue;
		}
		add_arg(args, n, flags[i]);
	}
	free(flags);
}

const char **tool_args(const struct tool_opts *o, const struct conv_file *f,
		       int legacy, int *nargs)
{
	const char **args = NULL;
	char *dir = util_strdup(f->path), *slash = strrchr(dir, '/');
	int n = 0, i;
	size_t k;

	if (slash)
		*slash = '\0';
	else
		strcpy(dir, ".");
	add_arg(&args, &n, util_strdup("-x"));
	add_arg(&args, &n, util_strdup(f->is_header ? "c-header" : "c"));
	add_arg(&args, &n, util_strdup("-std=gnu11"));
	add_arg(&args, &n, util_strdup("-D_GNU_SOURCE"));
	for (k = 0; k < f->ndefines; k++)
		add_arg(&args, &n, util_strdup(f->defines[k]));
	/* a call the headers do not declare is an error, not a guess; a
	 * scan takes the file as it is */
	if (!o->scan)
		add_arg(&args, &n,
			util_strdup("-Werror=implicit-function-declaration"));
	add_arg(&args, &n, util_printf("-I%s", o->newlib_inc));
	add_compdb(o, f->path, &args, &n);
	/* after the file's own flags (the tree's old-API directories are
	 * left out of them), so that a header of another suite named like
	 * one of the old API's (Open POSIX's test.h) is the one the tree's
	 * build finds; before the directories given for every file */
	if (legacy)
		add_arg(&args, &n, util_printf("-I%s", o->compat_inc));
	for (i = 0; i < o->nincs; i++)
		add_arg(&args, &n, util_printf("-I%s", o->incs[i]));
	add_arg(&args, &n, util_printf("-I%s", dir));
	for (k = 0; k < f->nfound_incs; k++)
		add_arg(&args, &n, util_printf("-I%s", f->found_incs[k]));
	free(dir);
	*nargs = n;
	return args;
}

void tool_free_args(const char **args, int nargs)
{
	int i;

	for (i = 0; i < nargs; i++)
		free((char *)args[i]);
	free(args);
}

/* The file failed at a step whose messages begin at index mark. */
static void failed_at(struct conv_file *f, size_t mark)
{
	f->state = CONV_FAILED;
	if (mark < f->nmsgs)
		f->fail_msg = mark;
	else if (f->nmsgs)
		f->fail_msg = f->nmsgs - 1;
}

static void fail(struct conv_file *f, size_t mark)
{
	f->failed = 1;
	failed_at(f, mark);
}

/* The header name of a "'NAME' file not found" error, or NULL. */
static char *missing_include(CXTranslationUnit tu)
{
	unsigned int i, n = clang_getNumDiagnostics(tu);
	char *name = NULL;

	for (i = 0; i < n && !name; i++) {
		CXDiagnostic d = clang_getDiagnostic(tu, i);
		CXString s = clang_getDiagnosticSpelling(d);
		const char *m = clang_getCString(s);
		size_t len = m ? strlen(m) : 0;
		const char *tail = "' file not found";

		if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error &&
		    len > strlen(tail) + 1 && m[0] == '\'' &&
		    !strcmp(m + len - strlen(tail), tail))
			name = util_strndup(m + 1, len - strlen(tail) - 1);
		clang_disposeString(s);
		clang_disposeDiagnostic(d);
	}
	return name;
}

static int has_found_inc(struct conv_file *f, const char *dir)
{
	size_t k;

	for (k = 0; k < f->nfound_incs; k++)
		if (!strcmp(f->found_incs[k], dir))
			return 1;
	return 0;
}

/*
 * The last resort for an include nothing resolved: the directory of the
 * nearest file of that name in the tree. 1 when one was added (parse
 * again), else 0.
 */
static int find_include(struct conv_file *f, const struct tool_opts *o)
{
	char *name, *dir, *from = util_strdup(f->path), *slash;
	int added = 0;

	if (!f->tu) {
		free(from);
		return 0;
	}
	name = missing_include(f->tu);
	slash = strrchr(from, '/');
	if (slash)
		*slash = '\0';
	else
		strcpy(from, ".");
	dir = name ? incfind_nearest(from, name, o->root) : NULL;
	if (dir && !has_found_inc(f, dir)) {
		f->found_incs = util_realloc(
			f->found_incs, (f->nfound_incs + 1) * sizeof(char *));
		f->found_incs[f->nfound_incs++] = dir;
		dir = NULL;
		added = 1;
	}
	free(dir);
	free(name);
	free(from);
	return added;
}

/* Includes found at most per parse: a chain of missing local headers. */
#define MAX_FOUND_INCS 16

static int parse_once(struct conv_file *f, const struct tool_opts *o,
		      int legacy)
{
	const char **args;
	int nargs, rc;

	args = tool_args(o, f, legacy, &nargs);
	f->args = args;
	f->nargs = nargs;
	rc = conv_parse(f);
	f->args = NULL;
	f->nargs = 0;
	tool_free_args(args, nargs);
	return rc;
}

/* Parse the current text with the given headers; on failure the file is
 * failed and the message says at which step. */
static int parse_as(struct conv_file *f, const struct tool_opts *o, int legacy,
		    const char *step)
{
	size_t before = f->nmsgs;
	int keep = f->keep_going, rc, tries;

	/* keep the failed parse to read which include was missing */
	f->keep_going = 1;
	rc = parse_once(f, o, legacy);
	for (tries = 0; rc && tries < MAX_FOUND_INCS && find_include(f, o);
	     tries++) {
		conv_unparse(f);
		while (f->nmsgs > before)
			free(f->msgs[--f->nmsgs]);
		rc = parse_once(f, o, legacy);
	}
	f->keep_going = keep;
	if (rc && !keep)
		conv_unparse(f);
	if (rc && step && f->nmsgs > before) {
		char *m = f->msgs[f->nmsgs - 1];

		f->msgs[f->nmsgs - 1] = util_printf("%s [%s]", m, step);
		free(m);
	}
	return rc;
}

static int run_passes(struct conv_file *f, const struct tool_opts *o)
{
	const struct conv_pass *p;

	for (p = conv_passes; p->name; p++) {
		size_t mark = f->nmsgs;
		char *step = util_printf("the text left by the pass before "
					 "'%s' does not parse",
					 p->name);
		int rc = parse_as(f, o, 1, step);

		free(step);
		if (rc) {
			fail(f, mark);
			return -1;
		}
		if (p->run(f) || f->failed || conv_check_edits(f)) {
			if (o->verbose)
				fprintf(stderr, "%s: pass %s gave up\n",
					f->path, p->name);
			fail(f, mark);
			return -1;
		}
		conv_apply(f);
	}
	return 0;
}

int tool_cocci(struct conv_file *f, const struct tool_opts *o)
{
	char *tmp, *why = NULL, *text;
	size_t len;
	int rc;

	if (write_temp(f->text, f->len, f->is_header ? ".h" : ".c", &tmp))
		return -1;
	rc = cocci_run(o->cocci, tmp, &why);
	if (rc) {
		conv_msg(f, 0, "%s", why);
		free(why);
		unlink(tmp);
		free(tmp);
		return -1;
	}
	text = util_read_file(tmp, &len);
	unlink(tmp);
	free(tmp);
	if (!text) {
		conv_msg(f, 0, "cannot read back what tst-cocci wrote");
		return -1;
	}
	conv_set_text(f, text, len);
	return 0;
}

/*
 * A file converted as where its configuration is (variant.c: -DHAVE_X=1
 * for a main() or a loop compiled out here) must still compile where the
 * configuration is as here: the directive lines kept around what came
 * from the branch (the TCONF of #else) are what it compiles there. 0 when
 * it does; -1 with a message naming the first error.
 */
static int check_as_configured(struct conv_file *f, const struct tool_opts *o)
{
	char **defines = f->defines;
	size_t ndefines = f->ndefines, before = f->nmsgs;
	int rc;

	conv_unparse(f);
	f->defines = NULL;
	f->ndefines = 0;
	rc = parse_as(f, o, 0, NULL);
	f->defines = defines;
	f->ndefines = ndefines;
	if (rc && f->nmsgs == before)
		conv_msg(f, 0, "the converted text does not parse");
	if (rc) {
		char *m = f->msgs[f->nmsgs - 1];

		f->msgs[f->nmsgs - 1] = util_printf(
			"%s [the converted text does not compile as configured "
			"here, without the configuration it was converted in]",
			m);
		free(m);
	}
	/* the last parse of the file: nothing reads it after the check */
	conv_unparse(f);
	return rc;
}

/* Rounds of includes added for what the old headers gave. */
#define MAX_GAVE_ROUNDS 8

/* Messages [from, to) are gone: the error they told of is fixed. */
static void drop_msgs(struct conv_file *f, size_t from, size_t to)
{
	size_t i;

	for (i = from; i < to; i++)
		free(f->msgs[i]);
	memmove(f->msgs + from, f->msgs + to,
		(f->nmsgs - to) * sizeof(*f->msgs));
	f->nmsgs -= to - from;
}

/* Against newlib's headers alone: does it compile, is old API left? The
 * TODO markers are counted in the text as it is now. */
static void check_result(struct conv_file *f, const struct tool_opts *o)
{
	size_t mark = f->nmsgs;
	int rounds = 0, rc;

	conv_unparse(f);
	/* --check parses what the driver wrote, its helpers converted */
	if (!o->no_cocci && !o->check)
		headers_overlay(f, o);
	f->keep_going = 1;
	for (;;) {
		size_t err = f->nmsgs;

		rc = parse_as(f, o, 0, NULL);
		/* the libclang passes alone leave the old API: no fixing */
		if (o->no_cocci || rounds++ == MAX_GAVE_ROUNDS)
			break;
		if (!rc) {
			if (!gave_own_macros(f))
				break;
			continue;
		}
		if (!gave_fix(f, o) && !clash_fix(f, o) && !clash_hoist(f, o))
			break;
		/* fixed: that error is gone */
		if (err < f->nmsgs)
			drop_msgs(f, err, err + 1);
	}
	f->keep_going = 0;
	if (rc) {
		char *m = f->msgs[f->nmsgs - 1];

		f->msgs[f->nmsgs - 1] =
			util_printf("%s [the converted text does not compile "
				    "against newlib's headers]",
				    m);
		free(m);
		failed_at(f, f->nmsgs - 1);
		return;
	}
	f->counts.old_calls = check_old_tokens(f, 1);
	f->counts.sleeps = check_count_sleeps(f);
	f->counts.todos = check_count_todos(f);
	/* the final text: a whole run's, or the pipeline's check that
	 * writes what it adds (--orig) */
	if (!o->no_cocci && (!o->check || o->orig)) {
		protos_tidy(f);
		layout_tidy(f, o->check ? f->legacy : f->orig);
		conv_unparse(f);
	}
	if (f->counts.todos) {
		f->state = CONV_NEEDS_REVIEW;
		return;
	}
	/* the residue is named by check_old_tokens()'s messages */
	if (f->counts.old_calls) {
		failed_at(f, mark);
		return;
	}
	if (f->ndefines && !o->no_cocci && check_as_configured(f, o)) {
		failed_at(f, f->nmsgs - 1);
		return;
	}
	f->state = CONV_CONVERTED;
}

/* The configuration to convert: where the test's main() is compiled. */
static int configure(struct conv_file *f, const struct tool_opts *o)
{
	size_t mark = f->nmsgs;
	int rc;

	/* each round sets what one more level of conditionals needs */
	while ((rc = variant_choose(f)) == 1) {
		conv_unparse(f);
		if (parse_as(f, o, 1,
			     "parsed as where the test's main() is compiled")) {
			fail(f, mark);
			return -1;
		}
	}
	if (rc < 0) {
		fail(f, mark);
		return -1;
	}
	return 0;
}

/* Rounds of renames before the original parses. */
#define MAX_CLASH_ROUNDS 8

/*
 * The original as the old headers see it. Every parse defines
 * _GNU_SOURCE, which the tree's build need not: a name of the file's own
 * that a system header then declares too (a global sigset_t sigset) is
 * renamed as check_result() renames it, and the file parsed again.
 */
static int parse_original(struct conv_file *f, const struct tool_opts *o)
{
	int keep = f->keep_going, rc, rounds = 0;
	size_t err = f->nmsgs, fixed_at;

	f->keep_going = 1;
	rc = parse_as(f, o, 1, NULL);
	while (rc && rounds++ < MAX_CLASH_ROUNDS) {
		fixed_at = f->nmsgs;
		if (!clash_fix(f, o))
			break;
		/* the parse's errors are gone; the rename's message stays */
		drop_msgs(f, err, fixed_at);
		conv_unparse(f);
		err = f->nmsgs;
		rc = parse_as(f, o, 1, NULL);
	}
	f->keep_going = keep;
	if (rc && !keep)
		conv_unparse(f);
	return rc;
}

/*
 * A C file of a helper library that names nothing of either API but
 * includes a helper of the tree that uses the old one (libclone.c under
 * libclone.h, which includes test.h): once that helper converts,
 * tst_test.h would give the library a main() of its own, and every test
 * linking it two. It converts as a library does: TST_NO_DEFAULT_MAIN.
 */
static int library_under_helper(struct conv_file *f, const struct tool_opts *o)
{
	struct ast a = { 0 };
	int has_main;

	if (f->is_header || f->is_included || check_new_tokens(f))
		return 0;
	headers_collect(f, o);
	if (!f->nheaders)
		return 0;
	ast_build(&a, f);
	has_main = ast_func_body(&a, "main", NULL) >= 0;
	ast_free(&a);
	return !has_main;
}

static int classify(struct conv_file *f, const struct tool_opts *o)
{
	int state = check_classify(f);

	if (state == CONV_NATIVE && library_under_helper(f, o))
		return CONV_LEGACY;
	return state;
}

/* The file as it is: parsed, its calls, its state. 1 when there is
 * nothing to convert (native, or it does not parse). */
static int start(struct conv_file *f, const struct tool_opts *o)
{
	if (parse_original(f, o)) {
		fail(f, 0);
		return 1;
	}
	f->state = classify(f, o);
	if (f->state == CONV_NATIVE) {
		check_collect_calls(f);
		f->counts.sleeps = check_count_sleeps(f);
		return 1;
	}
	if (configure(f, o))
		return 1;
	check_collect_calls(f);
	gave_collect(f, o);
	headers_collect(f, o);
	/* the passes parse again, with the headers' renames */
	if (clash_helpers(f, o))
		conv_unparse(f);
	return 0;
}

void tool_convert(struct conv_file *f, const struct tool_opts *o)
{
	size_t mark;

	if (start(f, o) || run_passes(f, o))
		return;
	mark = f->nmsgs;
	if (!o->no_cocci && tool_cocci(f, o)) {
		fail(f, mark);
		return;
	}
	check_result(f, o);
}

void tool_scan(struct conv_file *f, const struct tool_opts *o)
{
	f->keep_going = 1;
	if (parse_as(f, o, 1, NULL) && !f->tu) {
		fail(f, 0);
		return;
	}
	check_collect_calls(f);
	f->state = classify(f, o);
	f->counts.old_calls = check_old_tokens(f, 0);
	f->counts.sleeps = check_count_sleeps(f);
	forking_collect(f);
	headers_collect(f, o);
}

void tool_passes(struct conv_file *f, const struct tool_opts *o)
{
	if (start(f, o))
		return;
	origfacts_save(f, o);
	run_passes(f, o);
}

#define TAKE(f, g, field, count)         \
	do {                             \
		void *t_ = (f)->field;   \
		size_t n_ = (f)->count;  \
		(f)->field = (g)->field; \
		(f)->count = (g)->count; \
		(g)->field = t_;         \
		(g)->count = n_;         \
	} while (0)

/* What the original of a converted file gave it: the configuration, the
 * names of the old headers, the local headers with old API; read from
 * its parse as start() reads them, so that --check fixes what the whole
 * run fixes. An original that is missing or does not parse gives none. */
static void read_original(struct conv_file *f, const struct tool_opts *o,
			  const char *path)
{
	struct conv_file *g;

	if (!origfacts_load(f, o) || access(path, R_OK))
		return;
	g = conv_file_load(path, f->index);
	if (!g)
		return;
	if (!parse_original(g, o) && !configure(g, o)) {
		gave_collect(g, o);
		headers_collect(g, o);
		TAKE(f, g, gave, ngave);
		TAKE(f, g, defines, ndefines);
		TAKE(f, g, headers, nheaders);
	}
	conv_unparse(g);
	conv_file_free(g);
}

void tool_check(struct conv_file *f, const struct tool_opts *o,
		const char *orig)
{
	size_t len;

	if (orig) {
		read_original(f, o, orig);
		f->legacy = util_read_file(orig, &len);
	}
	check_result(f, o);
}
