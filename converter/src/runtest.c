// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The programs a tree's runtest files run as tests (ROOT/runtest, a file
 * or a directory of them; each entry "TAG COMMAND [ARGS]"). A main()
 * without the TEST_LOOPING loop and without option parsing is a test when
 * its program is one of them, and otherwise a program a test runs.
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

static void add_program(const char *cmd)
{
	const char *base = strrchr(cmd, '/');

	base = base ? base + 1 : cmd;
	if (!base[0] || conv_is_test_program(base))
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

		if (line[0] == '#')
			continue;
		if (sscanf(line, "%255s %255s", tag, cmd) == 2)
			add_program(cmd);
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

int conv_is_test_program(const char *name)
{
	size_t i;

	for (i = 0; i < nprograms; i++)
		if (!strcmp(programs[i], name))
			return 1;
	return 0;
}
