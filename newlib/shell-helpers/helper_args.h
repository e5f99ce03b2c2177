/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * --help and --version of the shell library's helper programs: with one of
 * them as the only argument, helper_std_args() prints the help text (to
 * stdout) or "NAME (tst-migrate) VERSION" and exits 0; otherwise it
 * returns and the program parses its arguments as usual.
 */
#ifndef HELPER_ARGS_H
#define HELPER_ARGS_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef TST_VERSION
#define TST_VERSION "unknown"
#endif

static inline void helper_std_args(int argc, char *argv[], const char *name,
				   const char *help)
{
	if (argc != 2)
		return;
	if (!strcmp(argv[1], "--help")) {
		fputs(help, stdout);
		exit(0);
	}
	if (!strcmp(argv[1], "--version")) {
		printf("%s (tst-migrate) %s\n", name, TST_VERSION);
		exit(0);
	}
}

#endif /* HELPER_ARGS_H */
