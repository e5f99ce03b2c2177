// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The programs a tree's runtest files run as tests (ROOT/runtest, a file
 * or a directory of them; each entry "TAG COMMAND [ARGS]"). A main()
 * without the TEST_LOOPING loop and without option parsing is a test when
 * its program is one of them, and otherwise a program a test runs. The
 * arguments each entry gives its program are kept: whether a converted
 * test is passed an option it renamed, or arguments that are no option.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "conv.h"
#include "util.h"

static char **programs;
static size_t nprograms;

/* Every entry: its program's name and its arguments (one string). */
static char **entry_progs, **entry_args;
static size_t nentries;

static const char *base_name(const char *cmd)
{
	const char *base = strrchr(cmd, '/');

	return base ? base + 1 : cmd;
}

static void add_program(const char *cmd, const char *args)
{
	const char *base = base_name(cmd);

	if (!base[0])
		return;
	entry_progs =
		util_realloc(entry_progs, (nentries + 1) * sizeof(char *));
	entry_args = util_realloc(entry_args, (nentries + 1) * sizeof(char *));
	entry_progs[nentries] = util_strdup(base);
	entry_args[nentries++] = util_strdup(args);
	if (conv_is_test_program(base))
		return;
	programs = util_realloc(programs, (nprograms + 1) * sizeof(char *));
	programs[nprograms++] = util_strdup(base);
}

static void read_runtest(const char *path)
{
	size_t len;
	char *text = util_read_file(path, &len), *line, *save = NULL;

	if (!text)
		return;
	for (line = strtok_r(text, "\n", &save); line;
	     line = strtok_r(NULL, "\n", &save)) {
		char tag[256], cmd[256];
		int end = 0;

		if (line[0] == '#')
			continue;
		if (sscanf(line, "%255s %255s%n", tag, cmd, &end) == 2)
			add_program(cmd, line + end);
	}
	free(text);
}

void conv_load_runtest(const char *root)
{
	char *path = util_printf("%s/runtest", root);
	struct stat st;
	struct dirent *de;
	DIR *d;

	if (stat(path, &st))
		goto out;
	if (S_ISREG(st.st_mode)) {
		read_runtest(path);
		goto out;
	}
	d = opendir(path);
	if (!d)
		goto out;
	while ((de = readdir(d))) {
		char *p;

		if (de->d_name[0] == '.')
			continue;
		p = util_printf("%s/%s", path, de->d_name);
		if (!stat(p, &st) && S_ISREG(st.st_mode))
			read_runtest(p);
		free(p);
	}
	closedir(d);
out:
	free(path);
}

char *conv_program_name(const char *path)
{
	const char *base = strrchr(path, '/');
	char *prog = util_strdup(base ? base + 1 : path);
	size_t n = strlen(prog);

	if (n > 2 && !strcmp(prog + n - 2, ".c"))
		prog[n - 2] = '\0';
	return prog;
}

int conv_is_test_program(const char *name)
{
	size_t i;

	for (i = 0; i < nprograms; i++)
		if (!strcmp(programs[i], name))
			return 1;
	return 0;
}

/* Option letter c of optstr ("b:v"): 1 without a value, 2 with, 0 none. */
static int opt_kind(const char *optstr, char c)
{
	const char *p = strchr(optstr, c);

	if (!p || c == ':')
		return 0;
	return p[1] == ':' ? 2 : 1;
}

/*
 * The arguments args as getopt() reads them with optstr: the letters
 * given (into letters, NUL-terminated, when not NULL) and whether some
 * argument is no option. Words are split at blanks (a runtest line has no
 * quoting). A NULL optstr: the program parses no options (it reads argv
 * itself, "-clone" included), every word is no option.
 */
static int read_args(const char *args, const char *optstr, char *letters,
		     size_t max)
{
	char *copy = util_strdup(args), *save = NULL, *w;
	int positional = 0, value = 0;
	size_t n = 0;

	for (w = strtok_r(copy, " \t", &save); w;
	     w = strtok_r(NULL, " \t", &save)) {
		const char *p;

		if (value) {
			value = 0;
			continue;
		}
		if (!optstr || w[0] != '-' || !w[1]) {
			positional = 1;
			continue;
		}
		if (!strcmp(w, "--"))
			break;
		for (p = w + 1; *p; p++) {
			int k = opt_kind(optstr, *p);

			if (letters && n + 1 < max)
				letters[n++] = *p;
			if (k == 2) {
				value = !p[1];
				break;
			}
		}
	}
	if (letters)
		letters[n] = '\0';
	free(copy);
	return positional;
}

int conv_runtest_passes(const char *prog, const char *optstr, char letter)
{
	char letters[256];
	size_t i;

	for (i = 0; i < nentries; i++) {
		if (strcmp(entry_progs[i], prog))
			continue;
		read_args(entry_args[i], optstr, letters, sizeof(letters));
		if (strchr(letters, letter))
			return 1;
	}
	return 0;
}

int conv_runtest_positional(const char *prog, const char *optstr)
{
	size_t i;

	for (i = 0; i < nentries; i++)
		if (!strcmp(entry_progs[i], prog) &&
		    read_args(entry_args[i], optstr, NULL, 0))
			return 1;
	return 0;
}
