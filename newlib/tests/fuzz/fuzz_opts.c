// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Fuzzes the new API's option and environment parsing: tst_parse_args()
 * with the library's -h, -D, -i N, -I SECONDS and a test's own options, then
 * tst_core_check_env() (TMPDIR, LTP_RUNTIME_MUL, LTP_TIMEOUT_MUL), each
 * input in a forked child. An accepted input must parse to what the
 * reference below says; a refused one must exit 2 with one reason line
 * naming the first bad value, then the usage text.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "fuzz.h"
#include "tst_core.h"
#include "tst_internal.h"

#define PROG "fuzz_opts"
#define OPTSTRING ":hi:I:Ds:fn:"

static char *opt_s, *opt_f, *opt_n;

static struct tst_option options[] = {
	{ "s:", &opt_s, "a string value" },
	{ "f", &opt_f, "a flag" },
	{ "n:", &opt_n, "a number the test parses itself" },
	{},
};

static struct tst_test test = {
	.options = options,
};

/* What the child parsed, in the shared page; strings follow the struct. */
struct parsed {
	int done;
	unsigned int iterations;
	double duration, timeout_mul, runtime_mul;
	size_t s_off, f_off, n_off; /* 0: NULL, else offset + 1 */
	char strings[];
};

static size_t save_str(struct parsed *p, size_t *used, const char *s)
{
	size_t off = *used, len;

	if (!s)
		return 0;
	len = strlen(s);
	if (sizeof(*p) + off + len + 1 > FZ_RESULT_SIZE)
		return 0;
	memcpy(p->strings + off, s, len + 1);
	*used += len + 1;
	return off + 1;
}

static void child(struct fz_input *in, void *result)
{
	struct parsed *p = result;
	struct tst_run_opts opts;
	size_t used = 0;

	tst_parse_args(in->argc, in->argv, &test, &opts);
	p->timeout_mul = tst_core_check_env(PROG);
	p->runtime_mul = tst_core_runtime_mul();
	p->iterations = opts.iterations;
	p->duration = opts.duration;
	p->s_off = save_str(p, &used, opt_s);
	p->f_off = save_str(p, &used, opt_f);
	p->n_off = save_str(p, &used, opt_n);
	p->done = 1;
	exit(0);
}

/* ---- the reference ---- */

enum outcome { ACCEPT, HELP, REFUSE_ARGS, REFUSE_ENV };

struct expect {
	enum outcome outcome;
	char reason[1024]; /* a part of the reason line that must be there */
	unsigned int iterations;
	double duration, timeout_mul, runtime_mul;
	const char *s, *f, *n;
};

static char qbuf[1024];

static int refuse(struct expect *e, enum outcome o, const char *fmt,
		  const char *val)
{
	e->outcome = o;
	snprintf(e->reason, sizeof(e->reason), fmt,
		 fz_quote(val, qbuf, sizeof(qbuf)));
	return 1;
}

static int ref_option(int c, const char *arg, void *data)
{
	struct expect *e = data;
	long n;

	switch (c) {
	case 'h':
		e->outcome = HELP;
		return 1;
	case 'i':
		if (!fz_ref_long(arg, 1, 1000000000, &n))
			return refuse(e, REFUSE_ARGS, "-i '%s': ", arg);
		e->iterations = n + fz_break;
		return 0;
	case 'I':
		if (!fz_ref_double(arg, 0.001, 1e9, &e->duration))
			return refuse(e, REFUSE_ARGS, "-I '%s': ", arg);
		return 0;
	case 'D':
		return 0;
	case 's':
		e->s = arg;
		return 0;
	case 'f':
		e->f = "";
		return 0;
	case 'n':
		e->n = arg;
		return 0;
	}
	return refuse(e, REFUSE_ARGS, "reference: no option %s", "?");
}

static int ref_mul(struct expect *e, const char *name, const char *val,
		   double *mul)
{
	char fmt[64];

	*mul = 1.0;
	if (!val || fz_ref_double(val, 0.1, 1e6, mul))
		return 0;
	snprintf(fmt, sizeof(fmt), "%s='%%s': ", name);
	return refuse(e, REFUSE_ENV, fmt, val);
}

static void reference(const struct fz_input *in, struct expect *e)
{
	const char *operand = NULL, *tmpdir = in->env[2];
	char opt[2] = "";
	int bad = 0;

	memset(e, 0, sizeof(*e));
	e->iterations = 1;
	switch (fz_ref_getopt(in->argc, in->argv, OPTSTRING, ref_option, e,
			      &bad, &operand)) {
	case 0:
		break;
	case '?':
		opt[0] = bad;
		refuse(e, REFUSE_ARGS, "unknown option -%s", opt);
		return;
	case ':':
		opt[0] = bad;
		refuse(e, REFUSE_ARGS, "option -%s needs an argument", opt);
		return;
	case 'u':
		refuse(e, REFUSE_ARGS, "unexpected argument '%s'", operand);
		return;
	default: /* HELP or a refused value */
		return;
	}
	if (tmpdir && tmpdir[0] && tmpdir[0] != '/') {
		refuse(e, REFUSE_ENV, "TMPDIR='%s': ", tmpdir);
		return;
	}
	if (ref_mul(e, "LTP_RUNTIME_MUL", in->env[1], &e->runtime_mul))
		return;
	ref_mul(e, "LTP_TIMEOUT_MUL", in->env[0], &e->timeout_mul);
}

/* ---- the judge ---- */

static char why[512];

static const char *str_at(const struct parsed *p, size_t off)
{
	return off ? p->strings + off - 1 : NULL;
}

static int str_differs(const char *a, const char *b)
{
	return !a != !b || (a && strcmp(a, b));
}

static const char *judge_accept(const struct expect *e,
				const struct fz_output *o,
				const struct parsed *p)
{
	if (!WIFEXITED(o->status) || WEXITSTATUS(o->status) || !p->done)
		return "refused an input the reference accepts";
	if (o->out_len || o->err_len)
		return "accepted, but printed something";
	if (p->iterations != e->iterations)
		return "-i parsed to another number than the reference's";
	if (p->duration != e->duration)
		return "-I parsed to another number than the reference's";
	if (p->timeout_mul != e->timeout_mul ||
	    p->runtime_mul != e->runtime_mul)
		return "a multiplier differs from the reference's";
	if (str_differs(str_at(p, p->s_off), e->s) ||
	    str_differs(str_at(p, p->f_off), e->f) ||
	    str_differs(str_at(p, p->n_off), e->n))
		return "a test option's value differs from the reference's";
	return NULL;
}

static char usage_text[4096];

static const char *judge_refuse(const struct expect *e,
				const struct fz_output *o)
{
	char line[FZ_RESULT_SIZE / 8];
	const char *rest;

	if (!WIFEXITED(o->status) || WEXITSTATUS(o->status) != 2)
		return "accepted an input the reference refuses";
	if (o->out_len)
		return "refused, but printed on stdout";
	rest = fz_first_line(o->err, line, sizeof(line));
	if (strncmp(line, PROG ": ", strlen(PROG ": ")) ||
	    !strstr(line, e->reason)) {
		snprintf(why, sizeof(why),
			 "the reason line does not name the bad value as "
			 "\"%.200s\"",
			 e->reason);
		return why;
	}
	if (e->outcome == REFUSE_ARGS && strcmp(rest, usage_text))
		return "more than one reason line, or not the usage after it";
	if (e->outcome == REFUSE_ENV && *rest)
		return "more than one line for a bad environment value";
	return NULL;
}

static const char *judge(const struct fz_input *in, const struct fz_output *o,
			 const void *result)
{
	struct expect e;

	reference(in, &e);
	switch (e.outcome) {
	case ACCEPT:
		return judge_accept(&e, o, result);
	case HELP:
		if (!WIFEXITED(o->status) || WEXITSTATUS(o->status) ||
		    o->err_len || strcmp(o->out, usage_text))
			return "-h did not print the usage alone and exit 0";
		return NULL;
	default:
		return judge_refuse(&e, o);
	}
}

/* The usage text, from a plain -h, for the judge to compare against. */
static void learn_usage(void)
{
	char *argv[] = { PROG, "-h", NULL };
	struct tst_run_opts opts;
	size_t len = 0;
	ssize_t n;
	int fd[2];

	if (pipe(fd)) {
		perror("pipe");
		exit(3);
	}
	fflush(stdout);
	/* tst_parse_args() exits after -h: run it where that is harmless. */
	if (!fork()) {
		dup2(fd[1], STDOUT_FILENO);
		tst_parse_args(2, argv, &test, &opts);
		_exit(3);
	}
	close(fd[1]);
	while ((n = read(fd[0], usage_text + len,
			 sizeof(usage_text) - 1 - len)) > 0)
		len += n;
	close(fd[0]);
	wait(NULL);
	if (strncmp(usage_text, "Usage: ", 7)) {
		fprintf(stderr, "%s: -h printed no usage\n", PROG);
		exit(3);
	}
}

static const char *const seed_none[] = { NULL };
static const char *const seed_i[] = { "-i", "3", NULL };
static const char *const seed_big_i[] = { "-I", "0.5", NULL };
static const char *const seed_glued[] = { "-i5", "-I1e3", NULL };
static const char *const seed_test[] = { "-s", "hello", "-f", "-n", "7", NULL };
static const char *const seed_twice[] = {
	"-s", "a", "-s", "b", "-f", "-f", NULL
};
static const char *const seed_cluster[] = { "-fi2", "-fs", "x", NULL };
static const char *const seed_dashes[] = { "-i", "2", "--", NULL };
static const char *const seed_help[] = { "-h", NULL };

static const char *const *const seeds[] = {
	seed_none,  seed_i,	  seed_big_i,  seed_glued, seed_test,
	seed_twice, seed_cluster, seed_dashes, seed_help,  NULL,
};

static const char *const opt_tokens[] = {
	"-h",  "-i",  "-I",  "-D",  "-s",     "-f",  "-n",
	"-x",  "-:",  "-;",  "--",  "-",      "-W",  "-fi",
	"-if", "-ff", "-fh", "-hi", "--help", "-ii", NULL,
};

static const char *const env_names[] = {
	"LTP_TIMEOUT_MUL",
	"LTP_RUNTIME_MUL",
	"TMPDIR",
	NULL,
};

static const struct fz_target target = {
	.name = PROG,
	.seeds = seeds,
	.opt_tokens = opt_tokens,
	.env_names = env_names,
	.child = child,
	.judge = judge,
};

int main(int argc, char *argv[])
{
	learn_usage();
	return fz_main(argc, argv, &target);
}
