// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * run-pass: run named libclang passes of tst-convert on one legacy file,
 * with no structure pass and no semantic patches, and print the text they
 * leave: the fixtures of the sleeps, cleanup and verdict passes are
 * checked, and the converted legacy tests built, from what it prints.
 *
 *	run-pass [-I DIR]... [-D NAME[=VALUE]]... PASS[,PASS]... FILE
 *	run-pass [-I DIR]... [-D NAME[=VALUE]]... -C FILE
 *
 * The result goes to stdout, each message to stderr as "FILE:LINE: msg",
 * then a line "FILE: todos N cleanups N". Exit 0, 1 when the file or a
 * pass's result does not parse, 2 on a usage error. -C prints the census
 * of the file's sleeps and children instead (one JSON object, sleeps.h),
 * from what clang could parse of it; the first parse error goes to stderr.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "conv.h"
#include "sleeps.h"

#ifndef CONV_NEWLIB_INC
#define CONV_NEWLIB_INC "/usr/local/include"
#endif
#ifndef CONV_COMPAT_INC
#define CONV_COMPAT_INC "/usr/local/include"
#endif

#define MAX_ARGS 64

static const struct conv_pass passes[] = {
	{ "sleeps", conv_pass_sleeps },
	{ "cleanup", conv_pass_cleanup },
	{ "verdict", conv_pass_verdict },
	{ NULL, NULL },
};

static void usage(const char *why)
{
	fprintf(stderr,
		"run-pass: %s\nusage: run-pass [-I DIR]... [-D DEF]... "
		"sleeps|cleanup|verdict[,...] FILE\n"
		"       run-pass [-I DIR]... [-D DEF]... -C FILE\n",
		why);
	exit(2);
}

static const struct conv_pass *find_pass(const char *name, size_t len)
{
	const struct conv_pass *p;

	for (p = passes; p->name; p++)
		if (strlen(p->name) == len && !strncmp(p->name, name, len))
			return p;
	return NULL;
}

static int parse(struct conv_file *f, const char *step)
{
	size_t i;

	if (!conv_parse(f))
		return 0;
	for (i = 0; i < f->nmsgs; i++)
		fprintf(stderr, "%s\n", f->msgs[i]);
	fprintf(stderr, "%s: does not parse %s\n", f->path, step);
	return -1;
}

static int run(struct conv_file *f, const char *list)
{
	const struct conv_pass *p;
	const char *s = list, *e;

	for (; *s; s = *e ? e + 1 : e) {
		e = strchr(s, ',');
		if (!e)
			e = s + strlen(s);
		p = find_pass(s, e - s);
		if (!p)
			usage("unknown pass");
		if (parse(f, p->name) || p->run(f) || f->failed)
			return -1;
		conv_apply(f);
	}
	return parse(f, "after the passes");
}

int main(int argc, char **argv)
{
	const char *args[MAX_ARGS] = { "-x",
				       "c",
				       "-std=gnu11",
				       "-D_GNU_SOURCE",
				       "-I" CONV_COMPAT_INC,
				       "-I" CONV_NEWLIB_INC };
	char *dir, *slash;
	struct conv_file *f;
	int n = 6, opt, rc, census = 0;
	size_t i;

	while ((opt = getopt(argc, argv, "CI:D:")) != -1) {
		if (opt == 'C') {
			census = 1;
			continue;
		}
		if ((opt != 'I' && opt != 'D') || n >= MAX_ARGS - 2)
			usage("bad option");
		args[n] = malloc(strlen(optarg) + 3);
		sprintf((char *)args[n++], "-%c%s", opt, optarg);
	}
	if (argc - optind != 2 - census)
		usage(census ? "give one file" :
			       "give the passes and one file");
	dir = strdup(argv[argc - 1]);
	slash = strrchr(dir, '/');
	if (slash)
		*slash = 0;
	args[n] = malloc(strlen(dir) + 3);
	sprintf((char *)args[n++], "-I%s", slash ? dir : ".");
	f = conv_file_load(argv[argc - 1], clang_createIndex(0, 0));
	if (!f)
		return 1;
	f->args = args;
	f->nargs = n;
	if (census) {
		f->keep_going = 1;
		if (conv_parse(f) && f->nmsgs)
			fprintf(stderr, "%s\n", f->msgs[0]);
		sl_census(f, stdout);
		return 0;
	}
	rc = run(f, argv[optind]);
	if (!rc)
		fwrite(f->text, 1, f->len, stdout);
	for (i = 0; !rc && i < f->nmsgs; i++)
		fprintf(stderr, "%s:%s\n", f->path, f->msgs[i]);
	fprintf(stderr, "%s: todos %d cleanups %d\n", f->path, f->counts.todos,
		f->counts.cleanups);
	return rc ? 1 : 0;
}
