// SPDX-License-Identifier: GPL-2.0-or-later
/* Command-line options of a new-API test: the library's and the test's own. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tst_core.h"
#include "tst_internal.h"
#include "tst_parse.h"

#define LIB_OPTS "hi:I:D"

static const char *prog;

static void usage(FILE *f, const struct tst_test *t)
{
	const struct tst_option *o;

	fprintf(f, "Usage: %s [-h] [-D] [-i N] [-I SECONDS]%s\n", prog,
		t->options && t->options[0].optstr ? " [test options]" : "");
	fprintf(f,
		"Options:\n"
		" -h          print this help and exit\n"
		" -D          print TDEBUG messages (LTP_ENABLE_DEBUG=1)\n"
		" -i N        run the test functions N times (default 1)\n"
		" -I SECONDS  run the test functions repeatedly for SECONDS\n");
	for (o = t->options; o && o->optstr; o++)
		fprintf(f, " -%c %-9s %s\n", o->optstr[0],
			o->optstr[1] == ':' ? "ARG" : "",
			o->help ? o->help : "");
	fprintf(f, "Environment: TMPDIR, LTP_TIMEOUT_MUL, LTP_RUNTIME_MUL, "
		   "LTP_DEV, LTP_SINGLE_FS_TYPE, LTP_ENABLE_DEBUG, "
		   "KCONFIG_PATH\n");
}

static void bad(const struct tst_test *t, const char *fmt, const char *val)
{
	char q[TST_QUOTE_SIZE];

	fprintf(stderr, "%s: ", prog);
	fprintf(stderr, fmt, tst_core_quote(val, q, sizeof(q)));
	fputc('\n', stderr);
	usage(stderr, t);
	exit(2);
}

/* The optstring: the library's letters, then the test's (checked). */
static char *build_optstring(const struct tst_test *t)
{
	size_t n = sizeof(LIB_OPTS) + 1, i;
	const struct tst_option *o;
	char *s;

	for (o = t->options; o && o->optstr; o++)
		n += strlen(o->optstr);
	s = malloc(n);
	if (!s) {
		perror("malloc");
		exit(2);
	}
	strcpy(s, ":" LIB_OPTS);
	for (o = t->options; o && o->optstr; o++) {
		for (i = 0; i < strlen(s); i++)
			if (s[i] == o->optstr[0] && s[i] != ':')
				bad(t,
				    "test option -%s clashes with another "
				    "option",
				    o->optstr);
		strcat(s, o->optstr);
	}
	return s;
}

static void test_option(const struct tst_test *t, int c)
{
	struct tst_option *o;

	for (o = t->options; o && o->optstr; o++) {
		if (o->optstr[0] != c)
			continue;
		*o->arg = optarg ? optarg : "";
		return;
	}
}

void tst_parse_args(int argc, char *argv[], struct tst_test *t,
		    struct tst_run_opts *opts)
{
	char *optstring;
	char optname[3] = "-?";
	int c, n;

	prog = strrchr(argv[0], '/') ? strrchr(argv[0], '/') + 1 : argv[0];
	opts->iterations = 1;
	opts->duration = 0;
	/*
	 * A test compiled out here (TST_TEST_TCONF()) is TCONF whatever its
	 * command line, as in the suite's library: the options its runtest
	 * lines pass are those of the build where it compiles.
	 */
	if (t->tconf_msg)
		return;
	optstring = build_optstring(t);
	opterr = 0;
	while ((c = getopt(argc, argv, optstring)) != -1) {
		switch (c) {
		case 'h':
			usage(stdout, t);
			exit(0);
		case 'i':
			if (tst_parse_int(optarg, &n, 1, 1000000000))
				bad(t, "-i '%s': expected a whole number >= 1",
				    optarg);
			opts->iterations = n;
			break;
		case 'D':
			setenv("LTP_ENABLE_DEBUG", "1", 1);
			break;
		case 'I':
			if (tst_parse_double(optarg, &opts->duration, 0.001,
					     1e9))
				bad(t,
				    "-I '%s': expected a number of seconds > 0",
				    optarg);
			break;
		case ':':
			optname[1] = (char)optopt;
			bad(t, "option %s needs an argument", optname);
			break;
		case '?':
			optname[1] = (char)optopt;
			bad(t, "unknown option %s", optname);
			break;
		default:
			test_option(t, c);
		}
	}
	if (optind < argc)
		bad(t, "unexpected argument '%s'", argv[optind]);
	free(optstring);
}
