// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Fuzzes the old API's option parsing: tst_parse_opts() with -h, -i N,
 * -I SECONDS, -P SECONDS, -p, a test's own option_t table, and the
 * USC_ITERATIONS, USC_LOOP_WALLTIME and USC_LOOP_DELAY variables, each input
 * in a forked child. The values an accepted input set are observed through
 * the loop they drive (TEST_LOOPING's usc_test_looping(), with the sleeps
 * between iterations caught here instead of slept, and the -p pause) and
 * held against the reference below. A refused input must be one TBROK
 * "OPTION PARSING ERROR" naming the bad value, exit 2.
 */
#include <limits.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "fuzz.h"
#include "test.h"

#define PROG "fuzz_old_opts"
#define OPTSTRING ":s:fx:hi:I:P:p"

char *TCID = PROG;
int TST_TOTAL = 1;

/*
 * Defined here so that the legacy supervisor (the constructor test.h pulls
 * in through this symbol) stays out: every input already runs in a child
 * of the fuzzer, and the constructor would fork before the fuzzer starts.
 */
const int tst_old_main_anchor = 1;

static char *s_arg, *x_arg;
static int f_flag, x_flag;

static option_t options[] = {
	{ "s:", NULL, &s_arg },
	{ "f", &f_flag, NULL },
	{ "x:", &x_flag, &x_arg },
	{ NULL, NULL, NULL },
};

static void help(void)
{
	printf("  -s x    a string\n"
	       "  -f      a flag\n"
	       "  -x x    a flag with a value\n");
}

/* What the child saw, in the shared page; strings follow the struct. */
struct parsed {
	int done;
	int first; /* usc_test_looping(0) */
	long stop_at; /* first counter >= 1 that ends the loop, 0: none */
	int slept; /* the sleeps asked for between iterations */
	double sleep_sec; /* the last of them */
	int f_flag, x_flag;
	size_t s_off, x_off; /* 0: NULL, else offset + 1 */
	char strings[];
};

static struct parsed *page;

/* The delay between iterations, caught instead of slept. */
static void caught_sleep(double sec)
{
	if (page) {
		page->slept++;
		page->sleep_sec = sec;
	}
}

int usleep(useconds_t usec)
{
	caught_sleep(usec / 1e6);
	return 0;
}

int nanosleep(const struct timespec *req, struct timespec *rem)
{
	(void)rem;
	caught_sleep(req->tv_sec + req->tv_nsec / 1e9);
	return 0;
}

int clock_nanosleep(clockid_t clk, int flags, const struct timespec *req,
		    struct timespec *rem)
{
	(void)clk;
	(void)flags;
	return nanosleep(req, rem);
}

static size_t save_str(size_t *used, const char *s)
{
	size_t off = *used, len;

	if (!s)
		return 0;
	len = strlen(s);
	if (sizeof(*page) + off + len + 1 > FZ_RESULT_SIZE)
		return 0;
	memcpy(page->strings + off, s, len + 1);
	*used += len + 1;
	return off + 1;
}

/* The loop is monotonic in its counter: find where it ends. */
static long find_stop(void)
{
	long lo = 1, hi = INT_MAX, mid;

	if (usc_test_looping(hi))
		return 0;
	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (usc_test_looping(mid))
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static void poke(int sig)
{
	(void)sig;
	kill(getpid(), SIGUSR1);
}

static void ignore(int sig)
{
	(void)sig;
}

/*
 * -p waits for SIGUSR1: a timer sends one every 2 ms until the wait is
 * over (one sent before the wait began is taken by ignore()).
 */
static void probe_pause(void)
{
	struct sigevent ev = { .sigev_notify = SIGEV_SIGNAL,
			       .sigev_signo = SIGUSR2 };
	struct itimerspec its = { .it_value.tv_nsec = 2000000,
				  .it_interval.tv_nsec = 2000000 };
	timer_t timer;

	signal(SIGUSR1, ignore);
	signal(SIGUSR2, poke);
	if (timer_create(CLOCK_MONOTONIC, &ev, &timer) ||
	    timer_settime(timer, 0, &its, NULL)) {
		perror("timer");
		_exit(3);
	}
	usc_global_setup_hook();
	timer_delete(timer);
}

static void child(struct fz_input *in, void *result)
{
	size_t used = 0;

	page = result;
	tst_parse_opts(in->argc, in->argv, options, help);
	probe_pause();
	page->first = usc_test_looping(0);
	page->slept = 0;
	page->stop_at = find_stop();
	page->f_flag = f_flag;
	page->x_flag = x_flag;
	page->s_off = save_str(&used, s_arg);
	page->x_off = save_str(&used, x_arg);
	page->done = 1;
	fflush(stdout);
	exit(0);
}

/* ---- the reference ---- */

enum outcome { ACCEPT, HELP, REFUSE_GETOPT, REFUSE };

struct expect {
	enum outcome outcome;
	char reason[1024]; /* what the TBROK line says after the prefix */
	char getopt_line[64]; /* getopt's complaint on stderr */
	long iterations;
	double duration, delay;
	int pause, f_flag, x_flag;
	const char *s, *x;
};

static char qbuf[1024];

static int refuse(struct expect *e, const char *what, const char *kind,
		  const char *val)
{
	e->outcome = REFUSE;
	snprintf(e->reason, sizeof(e->reason), "%s: invalid number of %s '%s'",
		 what, kind, fz_quote(val, qbuf, sizeof(qbuf)));
	return 1;
}

static int ref_seconds(struct expect *e, const char *what, const char *val,
		       double *dst)
{
	if (fz_ref_double(val, 0, 1e9, dst))
		return 0;
	return refuse(e, what, "seconds", val);
}

static int ref_option(int c, const char *arg, void *data)
{
	struct expect *e = data;

	switch (c) {
	case 'h':
		e->outcome = HELP;
		return 1;
	case 'i':
		if (!fz_ref_long(arg, 0, INT_MAX, &e->iterations))
			return refuse(e, "-i", "iterations", arg);
		return 0;
	case 'I':
		return ref_seconds(e, "-I", arg, &e->duration);
	case 'P':
		return ref_seconds(e, "-P", arg, &e->delay);
	case 'p':
		e->pause = 1;
		return 0;
	case 's':
		e->s = arg;
		return 0;
	case 'f':
		e->f_flag = 1;
		return 0;
	case 'x':
		e->x_flag = 1;
		e->x = arg;
		return 0;
	}
	return refuse(e, "reference", "options", "?");
}

static int ref_env(const struct fz_input *in, struct expect *e)
{
	if (in->env[0] && !fz_ref_long(in->env[0], 0, INT_MAX, &e->iterations))
		return refuse(e, "USC_ITERATIONS", "iterations", in->env[0]);
	if (in->env[1] &&
	    ref_seconds(e, "USC_LOOP_WALLTIME", in->env[1], &e->duration))
		return 1;
	return in->env[2] &&
	       ref_seconds(e, "USC_LOOP_DELAY", in->env[2], &e->delay);
}

static void getopt_error(struct expect *e, const char *complaint,
			 const char *reason, int c)
{
	char opt[2] = { (char)c, 0 };

	e->outcome = REFUSE_GETOPT;
	snprintf(e->getopt_line, sizeof(e->getopt_line), "%s: %s -- '%s'\n",
		 PROG, complaint, fz_quote(opt, qbuf, sizeof(qbuf)));
	snprintf(e->reason, sizeof(e->reason), "%s", reason);
}

static void reference(const struct fz_input *in, struct expect *e)
{
	const char *operand = NULL;
	int bad = 0;

	memset(e, 0, sizeof(*e));
	e->iterations = 1 + fz_break;
	e->duration = -1;
	if (ref_env(in, e))
		return;
	switch (fz_ref_getopt(in->argc, in->argv, OPTSTRING, ref_option, e,
			      &bad, &operand)) {
	case '?':
		getopt_error(e, "invalid option", "Unknown option", bad);
		return;
	case ':':
		getopt_error(e, "option requires an argument",
			     "Missing option argument", bad);
		return;
	case 'u':
		e->outcome = REFUSE;
		snprintf(e->reason, sizeof(e->reason),
			 "usage: unexpected argument '%s'",
			 fz_quote(operand, qbuf, sizeof(qbuf)));
		return;
	}
}

/* ---- the judge ---- */

static char usage_text[4096];

static const char *str_at(const struct parsed *p, size_t off)
{
	return off ? p->strings + off - 1 : NULL;
}

static int str_differs(const char *a, const char *b)
{
	return !a != !b || (a && strcmp(a, b));
}

/* Where the loop must end: 0 never, -1 when it depends on the clock. */
static long expected_stop(const struct expect *e)
{
	if (e->duration >= 0) {
		if (e->duration == 0 || e->duration >= 1)
			return 0;
		return -1;
	}
	return e->iterations;
}

static int sleep_differs(const struct expect *e, const struct parsed *p)
{
	if (e->delay == 0)
		return p->slept != 0;
	return !p->slept || p->sleep_sec < e->delay - 1e-6 ||
	       p->sleep_sec > e->delay + 1e-6 * (1 + e->delay);
}

static const char *judge_accept(const struct expect *e,
				const struct fz_output *o,
				const struct parsed *p)
{
	char line[256];
	long stop = expected_stop(e);

	if (!WIFEXITED(o->status) || WEXITSTATUS(o->status) || !p->done)
		return "refused an input the reference accepts";
	if (o->err_len)
		return "accepted, but printed on stderr";
	snprintf(line, sizeof(line), "%s: waiting for SIGUSR1 (pid ", PROG);
	if (e->pause ? strncmp(o->out, line, strlen(line)) : o->out_len != 0)
		return e->pause ? "-p did not wait for SIGUSR1" :
				  "accepted, but printed on stdout";
	if (!p->first)
		return "the loop did not run even once";
	if (stop >= 0 && p->stop_at != stop)
		return "the loop ends at another iteration than -i/-I say";
	if (sleep_differs(e, p))
		return "the pause between iterations is not what -P says";
	if (p->f_flag != e->f_flag || p->x_flag != e->x_flag ||
	    str_differs(str_at(p, p->s_off), e->s) ||
	    str_differs(str_at(p, p->x_off), e->x))
		return "a test option differs from the reference's";
	return NULL;
}

static const char *judge_refuse(const struct expect *e,
				const struct fz_output *o)
{
	static char why[1200];
	char line[FZ_RESULT_SIZE / 8];
	const char *rest = o->out;

	if (!WIFEXITED(o->status) || WEXITSTATUS(o->status) != 2)
		return "accepted an input the reference refuses";
	if (e->outcome == REFUSE_GETOPT) {
		if (strcmp(o->err, e->getopt_line))
			return "getopt's complaint is not the one line naming "
			       "the option";
		if (strncmp(rest, usage_text, strlen(usage_text)))
			return "no usage after an option error";
		rest += strlen(usage_text);
	} else if (o->err_len) {
		return "refused a value, but printed on stderr";
	}
	rest = fz_first_line(rest, line, sizeof(line));
	if (!strstr(line, "  TBROK  :  ") ||
	    !strstr(line, "OPTION PARSING ERROR - ") ||
	    !strstr(line, e->reason)) {
		snprintf(why, sizeof(why),
			 "the TBROK line does not say \"%.1000s\"", e->reason);
		return why;
	}
	rest = fz_first_line(rest, line, sizeof(line));
	if (!strstr(line, "Remaining cases broken") || *rest)
		return "more than the reason and the remaining-cases line";
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
	size_t len = 0;
	ssize_t n;
	int fd[2];

	if (pipe(fd)) {
		perror("pipe");
		exit(3);
	}
	fflush(stdout);
	if (!fork()) {
		dup2(fd[1], STDOUT_FILENO);
		unsetenv("USC_ITERATIONS");
		unsetenv("USC_LOOP_WALLTIME");
		unsetenv("USC_LOOP_DELAY");
		tst_parse_opts(2, argv, options, help);
		_exit(3);
	}
	close(fd[1]);
	while ((n = read(fd[0], usage_text + len,
			 sizeof(usage_text) - 1 - len)) > 0)
		len += n;
	close(fd[0]);
	wait(NULL);
	if (!strstr(usage_text, "  -i n ") || !strstr(usage_text, "  -s x ")) {
		fprintf(stderr, "%s: -h printed no usage\n", PROG);
		exit(3);
	}
}

static const char *const seed_none[] = { NULL };
static const char *const seed_i[] = { "-i", "3", NULL };
static const char *const seed_forever[] = { "-i", "0", "-I", "0", NULL };
static const char *const seed_time[] = { "-I", "2", "-P", "0.25", NULL };
static const char *const seed_glued[] = { "-i5", "-P1e3", "-p", NULL };
static const char *const seed_test[] = { "-s", "hello", "-f", "-x", "7", NULL };
static const char *const seed_twice[] = {
	"-s", "a", "-s", "b", "-f", "-f", NULL
};
static const char *const seed_cluster[] = { "-fi2", "-pfs", "x", NULL };
static const char *const seed_dashes[] = { "-i", "2", "--", NULL };
static const char *const seed_help[] = { "-h", NULL };

static const char *const *const seeds[] = {
	seed_none,   seed_i,	seed_forever, seed_time,
	seed_glued,  seed_test, seed_twice,   seed_cluster,
	seed_dashes, seed_help, NULL,
};

static const char *const opt_tokens[] = {
	"-h",  "-i",  "-I",  "-P",  "-p",  "-s",  "-f",	    "-x",
	"-z",  "-:",  "-;",  "--",  "-",   "-W",  "-fi",    "-pP",
	"-pi", "-ff", "-hi", "-xf", "-pp", "-Ii", "--help", NULL,
};

static const char *const env_names[] = {
	"USC_ITERATIONS",
	"USC_LOOP_WALLTIME",
	"USC_LOOP_DELAY",
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
