// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Options and the test loop of the old API: -i N, -I SECONDS, -P SECONDS,
 * -p, -h and the test's own options; USC_ITERATIONS, USC_LOOP_WALLTIME and
 * USC_LOOP_DELAY set the same from the environment.
 */
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include "old_internal.h"
#include "tst_parse.h"

#define STD_OPTS "hi:I:P:p"

/* The -i count (0: forever); the old library exported it by this name. */
int STD_LOOP_COUNT = 1;
static double duration = -1; /* seconds; 0: forever; < 0: not given */
static double delay; /* seconds between iterations */
static int pause_flag;
static struct timespec loop_start;

/* Room for the longest quoted value and the words around it. */
static char err_buf[TST_QUOTE_SIZE + 64];

static const char *fail(const char *fmt, const char *what, const char *val)
{
	char q[TST_QUOTE_SIZE];

	snprintf(err_buf, sizeof(err_buf), fmt, what,
		 tst_core_quote(val, q, sizeof(q)));
	return err_buf;
}

static const char *set_iterations(const char *what, const char *val)
{
	if (tst_parse_int(val, &STD_LOOP_COUNT, 0, INT_MAX))
		return fail("%s: invalid number of iterations '%s'", what, val);
	return NULL;
}

static const char *set_seconds(double *dst, const char *what, const char *val)
{
	if (tst_parse_double(val, dst, 0, 1e9))
		return fail("%s: invalid number of seconds '%s'", what, val);
	return NULL;
}

static const char *read_env(void)
{
	const char *v, *err = NULL;

	v = getenv("USC_ITERATIONS");
	if (v)
		err = set_iterations("USC_ITERATIONS", v);
	v = getenv("USC_LOOP_WALLTIME");
	if (!err && v)
		err = set_seconds(&duration, "USC_LOOP_WALLTIME", v);
	v = getenv("USC_LOOP_DELAY");
	if (!err && v)
		err = set_seconds(&delay, "USC_LOOP_DELAY", v);
	return err;
}

static void usage(void (*user_help)(void))
{
	printf("  -h      Show this help screen\n"
	       "  -i n    Execute test n times (0: forever)\n"
	       "  -I x    Execute test for x seconds (0: forever)\n"
	       "  -p      Pause for SIGUSR1 before starting\n"
	       "  -P x    Pause for x seconds between iterations\n");
	if (user_help)
		user_help();
	fflush(stdout);
}

/*
 * getopt() string: the test's options first, so that one reusing a
 * standard letter takes it over (find_user() is asked first too).
 */
static int build_optstring(char *buf, size_t size, const option_t *user)
{
	size_t len = snprintf(buf, size, ":");

	for (; user && user->option; user++) {
		len += snprintf(buf + len, size - len, "%s", user->option);
		if (len >= size)
			return -1;
	}
	len += snprintf(buf + len, size - len, "%s", STD_OPTS);
	return len >= size ? -1 : 0;
}

static const option_t *find_user(const option_t *user, int opt)
{
	for (; user && user->option; user++) {
		if (user->option[0] == opt)
			return user;
	}
	return NULL;
}

static const char *std_option(int opt, void (*user_help)(void))
{
	switch (opt) {
	case 'h':
		usage(user_help);
		exit(0);
	case 'i':
		return set_iterations("-i", optarg);
	case 'I':
		return set_seconds(&duration, "-I", optarg);
	case 'P':
		return set_seconds(&delay, "-P", optarg);
	case 'p':
		pause_flag = 1;
		return NULL;
	}
	return "Unknown option";
}

/* getopt()'s own complaint, with the option quoted: it may be any byte. */
static void complain(const char *prog, int opt)
{
	char bad[2] = { (char)optopt, '\0' };
	char q[TST_QUOTE_SIZE];

	fprintf(stderr, "%s: %s -- '%s'\n", prog,
		opt == '?' ? "invalid option" : "option requires an argument",
		tst_core_quote(bad, q, sizeof(q)));
}

const char *parse_opts(int argc, char *argv[], const option_t *user_optarg,
		       void (*user_help)(void))
{
	char optstr[256];
	const option_t *u;
	const char *err;
	int opt;

	err = read_env();
	if (err)
		return err;
	if (build_optstring(optstr, sizeof(optstr), user_optarg))
		return "Too many test options";

	optind = 1;
	opterr = 0;
	while ((opt = getopt(argc, argv, optstr)) != -1) {
		if (opt == '?' || opt == ':') {
			complain(argv[0], opt);
			usage(user_help);
			return opt == '?' ? "Unknown option" :
					    "Missing option argument";
		}
		u = find_user(user_optarg, opt);
		if (!u) {
			err = std_option(opt, user_help);
			if (err)
				return err;
			continue;
		}
		if (u->flag)
			*u->flag = 1;
		if (u->arg)
			*u->arg = optarg;
	}
	if (optind < argc)
		return fail("%s: unexpected argument '%s'", "usage",
			    argv[optind]);
	return NULL;
}

void tst_parse_opts(int argc, char *argv[], const option_t *user_optarg,
		    void (*user_help)(void))
{
	const char *msg = parse_opts(argc, argv, user_optarg, user_help);

	if (msg)
		tst_brkm_(OLD_FILE_, __LINE__, TBROK, NULL,
			  "OPTION PARSING ERROR - %s", msg);
}

static double seconds_since(const struct timespec *t)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (now.tv_sec - t->tv_sec) + (now.tv_nsec - t->tv_nsec) / 1e9;
}

/*
 * -P allows up to 1e9 s: past about 71 minutes that many microseconds no
 * longer fit usleep()'s argument, so sleep on a timespec.
 */
static void pause_between(double sec)
{
	struct timespec ts;

	ts.tv_sec = (time_t)sec;
	ts.tv_nsec = (long)((sec - ts.tv_sec) * 1e9);
	if (ts.tv_nsec > 999999999) /* rounding */
		ts.tv_nsec = 999999999;
	nanosleep(&ts, NULL);
}

/*
 * The first iteration always runs: a -I of a few nanoseconds has passed
 * before the clock is read again, and a test that ran no iteration would
 * end with no result at all, as if it had passed.
 */
int usc_test_looping(int counter)
{
	if (counter == 0) {
		clock_gettime(CLOCK_MONOTONIC, &loop_start);
		return 1;
	}
	if (delay > 0)
		pause_between(delay);

	if (duration >= 0)
		return duration == 0 || seconds_since(&loop_start) < duration;
	return STD_LOOP_COUNT == 0 || counter < STD_LOOP_COUNT;
}

static volatile sig_atomic_t got_usr1;

static void on_usr1(int sig)
{
	(void)sig;
	got_usr1 = 1;
}

void usc_global_setup_hook(void)
{
	struct sigaction sa = { .sa_handler = on_usr1 }, old;
	sigset_t mask, prev;

	if (!pause_flag)
		return;

	/* Blocked until sigsuspend(), so a SIGUSR1 in between is not lost. */
	sigemptyset(&mask);
	sigaddset(&mask, SIGUSR1);
	sigprocmask(SIG_BLOCK, &mask, &prev);
	sigaction(SIGUSR1, &sa, &old);
	printf("%s: waiting for SIGUSR1 (pid %d)\n", old_tcid(), getpid());
	fflush(stdout);
	while (!got_usr1)
		sigsuspend(&prev);
	sigaction(SIGUSR1, &old, NULL);
	sigprocmask(SIG_SETMASK, &prev, NULL);
}
