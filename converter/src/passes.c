// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The pipeline of one file: parse, the passes in order (each on a fresh
 * parse of the text the one before left), the semantic patches of cocci/,
 * then the check against newlib's headers alone that decides the state.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tool.h"
#include "util.h"

const struct conv_pass conv_passes[] = {
	{ "sleeps", conv_pass_sleeps },
	{ "cleanup", conv_pass_cleanup },
	{ "structure", conv_pass_structure },
	{ NULL, NULL },
};

static void add_arg(const char ***args, int *n, char *arg)
{
	*args = util_realloc(*args, (*n + 1) * sizeof(**args));
	(*args)[(*n)++] = arg;
}

const char **tool_args(const struct tool_opts *o, const char *path, int legacy,
		       int is_header, int *nargs)
{
	const char **args = NULL;
	char *dir = util_strdup(path), *slash = strrchr(dir, '/');
	int n = 0, i;

	if (slash)
		*slash = '\0';
	else
		strcpy(dir, ".");
	add_arg(&args, &n, util_strdup("-x"));
	add_arg(&args, &n, util_strdup(is_header ? "c-header" : "c"));
	add_arg(&args, &n, util_strdup("-std=gnu11"));
	add_arg(&args, &n, util_strdup("-D_GNU_SOURCE"));
	/* a call the headers do not declare is an error, not a guess; a
	 * scan takes the file as it is */
	if (!o->scan)
		add_arg(&args, &n,
			util_strdup("-Werror=implicit-function-declaration"));
	if (legacy)
		add_arg(&args, &n, util_printf("-I%s", o->compat_inc));
	add_arg(&args, &n, util_printf("-I%s", o->newlib_inc));
	for (i = 0; i < o->nincs; i++)
		add_arg(&args, &n, util_printf("-I%s", o->incs[i]));
	add_arg(&args, &n, util_printf("-I%s", dir));
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

/* Parse the current text with the given headers; on failure the file is
 * failed and the message says at which step. */
static int parse_as(struct conv_file *f, const struct tool_opts *o, int legacy,
		    const char *step)
{
	const char **args;
	int nargs, rc;
	size_t before = f->nmsgs;

	args = tool_args(o, f->path, legacy, f->is_header, &nargs);
	f->args = args;
	f->nargs = nargs;
	rc = conv_parse(f);
	f->args = NULL;
	f->nargs = 0;
	tool_free_args(args, nargs);
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
		if (p->run(f) || f->failed) {
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

static int run_cocci(struct conv_file *f, const struct tool_opts *o)
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

/* Against newlib's headers alone: does it compile, is old API left? The
 * TODO markers are counted in the text as it is now. */
static void check_result(struct conv_file *f, const struct tool_opts *o)
{
	size_t mark = f->nmsgs;

	conv_unparse(f);
	if (parse_as(f, o, 0,
		     "the converted text does not compile against "
		     "newlib's headers")) {
		failed_at(f, mark);
		return;
	}
	f->counts.old_calls = check_old_tokens(f, 1);
	f->counts.sleeps = check_count_sleeps(f);
	f->counts.todos = check_count_todos(f);
	if (f->counts.todos) {
		f->state = CONV_NEEDS_REVIEW;
		return;
	}
	/* the residue is named by check_old_tokens()'s messages */
	if (f->counts.old_calls) {
		failed_at(f, mark);
		return;
	}
	f->state = CONV_CONVERTED;
}

/* The file as it is: parsed, its calls, its state. 1 when there is
 * nothing to convert (native, or it does not parse). */
static int start(struct conv_file *f, const struct tool_opts *o)
{
	if (parse_as(f, o, 1, NULL)) {
		fail(f, 0);
		return 1;
	}
	check_collect_calls(f);
	f->state = check_classify(f);
	if (f->state == CONV_NATIVE) {
		f->counts.sleeps = check_count_sleeps(f);
		return 1;
	}
	return 0;
}

void tool_convert(struct conv_file *f, const struct tool_opts *o)
{
	size_t mark;

	if (start(f, o) || run_passes(f, o))
		return;
	mark = f->nmsgs;
	if (!o->no_cocci && run_cocci(f, o)) {
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
	f->state = check_classify(f);
	f->counts.old_calls = check_old_tokens(f, 0);
	f->counts.sleeps = check_count_sleeps(f);
	forking_collect(f);
}

void tool_passes(struct conv_file *f, const struct tool_opts *o)
{
	if (!start(f, o))
		run_passes(f, o);
}

void tool_check(struct conv_file *f, const struct tool_opts *o)
{
	check_result(f, o);
}
