// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_res_cmd: report one result of a shell test through newlib's core.
 *
 *	tst_res_cmd [-u] FILE LINE TTYPE MESSAGE...
 *
 * The result is counted in the shared page that LTP_IPC_PATH names and its
 * line is written to stderr by the core's formatter, so results of shell
 * tests, their subshells, background jobs and C helpers land in one page
 * and read alike: "FILE:LINE: TTYPE: MESSAGE". With -u the line is only
 * printed (for reports made before the page exists, e.g. while options are
 * parsed). Exit status: 0, or 2 on a usage error or when the page cannot be
 * attached (the line is still printed, and says it was not counted).
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "helper_args.h"
#include "tst_core.h"
#include "tst_parse.h"

static const char help[] =
	"Usage: tst_res_cmd [-u] FILE LINE TTYPE MESSAGE...\n"
	"Report one result of a shell test through newlib's core: the result\n"
	"is counted in the shared results page that LTP_IPC_PATH names and\n"
	"its line, \"FILE:LINE: TTYPE: MESSAGE\", written to stderr.\n"
	"\n"
	"  -u         print the line only, count nothing (before the page\n"
	"             exists, e.g. while options are parsed)\n"
	"  FILE LINE  where the result was reported (the test's file and line)\n"
	"  TTYPE      TPASS, TFAIL, TBROK, TWARN, TINFO or TCONF\n"
	"  MESSAGE    the text; several words are joined with spaces\n"
	"  --help     this text\n"
	"  --version  the version\n"
	"\n"
	"Environment: LTP_IPC_PATH (the shared page).\n"
	"Exit status: 0; 2 on a usage error or when the page cannot be\n"
	"attached (the line is still printed, and says it was not counted).\n";

static const struct {
	const char *name;
	int ttype;
} ttypes[] = {
	{ "TPASS", TPASS }, { "TFAIL", TFAIL }, { "TBROK", TBROK },
	{ "TWARN", TWARN }, { "TINFO", TINFO }, { "TCONF", TCONF },
};

static TST_NORETURN void usage(const char *why, const char *val)
{
	fprintf(stderr, "tst_res_cmd: %s '%s'\n", why, val);
	fprintf(stderr, "usage: tst_res_cmd [-u] FILE LINE "
			"TPASS|TFAIL|TBROK|TWARN|TINFO|TCONF MESSAGE...\n");
	exit(2);
}

static int parse_ttype(const char *name)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(ttypes); i++)
		if (!strcmp(name, ttypes[i].name))
			return ttypes[i].ttype;
	usage("unknown result type", name);
}

static void emit(const struct tst_line *l, const char *fmt, ...) TST_FMT(2, 3);

static void emit(const struct tst_line *l, const char *fmt, ...)
{
	va_list va;

	va_start(va, fmt);
	tst_core_emit(l, fmt, va);
	va_end(va);
}

/* The words of the message joined by single spaces, as "$*" would. */
static char *join(int argc, char *argv[])
{
	size_t len = 1;
	char *msg;
	int i;

	for (i = 0; i < argc; i++)
		len += strlen(argv[i]) + 1;
	msg = calloc(1, len);
	if (!msg) {
		perror("tst_res_cmd: calloc");
		exit(2);
	}
	for (i = 0; i < argc; i++) {
		if (i)
			strcat(msg, " ");
		strcat(msg, argv[i]);
	}
	return msg;
}

int main(int argc, char *argv[])
{
	struct tst_line l = { .dialect = TST_DIALECT_NEW, .fd = STDERR_FILENO };
	int uncounted = 0, attached = 0, err = 0;
	char *msg;

	helper_std_args(argc, argv, "tst_res_cmd", help);
	if (argc > 1 && !strcmp(argv[1], "-u")) {
		uncounted = 1;
		argv++;
		argc--;
	}
	if (argc < 4)
		usage("too few arguments:", argc > 1 ? argv[1] : "");
	l.file = argv[1];
	if (tst_parse_int(argv[2], &l.lineno, 0, 1 << 30))
		usage("bad line number", argv[2]);
	l.ttype = parse_ttype(argv[3]);
	msg = join(argc - 4, argv + 4);
	if (!uncounted) {
		attached = !tst_core_shm_attach();
		err = errno;
	}
	emit(&l, "%s", msg);
	free(msg);
	if (uncounted || attached)
		return 0;
	fprintf(stderr,
		"tst_res_cmd: the result above was not counted: no shared "
		"page (%s=%s): %s\n",
		TST_IPC_ENV, getenv(TST_IPC_ENV) ? getenv(TST_IPC_ENV) : "",
		strerror(err));
	return 2;
}
