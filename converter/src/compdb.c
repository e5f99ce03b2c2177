// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A compilation database (compile_commands.json, the standard input of
 * clang tools) read through libclang: the preprocessor flags each file is
 * built with (-I, -D, -U, -include ...), with relative paths made
 * absolute against the command's directory. A file the database does not
 * list (a header, a source no target builds) takes the flags of the
 * listed file nearest to it in the directory tree.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <clang-c/CXCompilationDatabase.h>

#include "tool.h"
#include "util.h"

struct entry {
	char *file; /* absolute */
	char **flags;
	size_t nflags;
};

static CXCompilationDatabase db;
static struct entry *entries;
static size_t nentries;

/* Options that take a path, and whether they also come joined (-IDIR). */
static const struct {
	const char *opt;
	int joined;
} path_opts[] = {
	{ "-I", 1 },	     { "-isystem", 1 }, { "-iquote", 1 },
	{ "-idirafter", 1 }, { "-include", 0 }, { "-imacros", 0 },
};

static char *cx_str(CXString s)
{
	char *r = util_strdup(clang_getCString(s) ? clang_getCString(s) : "");

	clang_disposeString(s);
	return r;
}

static char *absolute(const char *dir, const char *p)
{
	if (p[0] == '/' || !dir[0])
		return util_strdup(p);
	return util_printf("%s/%s", dir, p);
}

static void add(struct entry *e, char *flag)
{
	e->flags = util_realloc(e->flags, (e->nflags + 1) * sizeof(char *));
	e->flags[e->nflags++] = flag;
}

/* One argument of the command at i; returns how many it took. */
static unsigned int take_arg(struct entry *e, const char *dir, char **argv,
			     unsigned int i, unsigned int n)
{
	const char *a = argv[i];
	size_t k, len;

	if (!strncmp(a, "-D", 2) || !strncmp(a, "-U", 2)) {
		if (a[2]) {
			add(e, util_strdup(a));
			return 1;
		}
		if (i + 1 < n)
			add(e, util_printf("%s%s", a, argv[i + 1]));
		return 2;
	}
	for (k = 0; k < ARRAY_LEN(path_opts); k++) {
		len = strlen(path_opts[k].opt);
		if (strncmp(a, path_opts[k].opt, len))
			continue;
		if (!a[len] && i + 1 < n) {
			add(e, util_strdup(path_opts[k].opt));
			add(e, absolute(dir, argv[i + 1]));
			return 2;
		}
		if (a[len] && path_opts[k].joined) {
			add(e, util_strdup(path_opts[k].opt));
			add(e, absolute(dir, a + len));
			return 1;
		}
	}
	return 1;
}

static void read_command(struct entry *e, CXCompileCommand cmd)
{
	char *dir = cx_str(clang_CompileCommand_getDirectory(cmd));
	unsigned int n = clang_CompileCommand_getNumArgs(cmd), i;
	char **argv = util_calloc(n + 1, sizeof(char *));

	for (i = 0; i < n; i++)
		argv[i] = cx_str(clang_CompileCommand_getArg(cmd, i));
	/* argv[0] is the compiler */
	for (i = 1; i < n;)
		i += take_arg(e, dir, argv, i, n);
	for (i = 0; i < n; i++)
		free(argv[i]);
	free(argv);
	free(dir);
}

static void free_entry(struct entry *e)
{
	size_t i;

	for (i = 0; i < e->nflags; i++)
		free(e->flags[i]);
	free(e->flags);
	free(e->file);
}

/*
 * Of several commands for one file (a test built twice with different
 * -D), the one with the fewest arguments: the plain build.
 */
static CXCompileCommand plain_command(CXCompileCommands cmds)
{
	unsigned int n = clang_CompileCommands_getSize(cmds), i, best = 0;

	for (i = 1; i < n; i++)
		if (clang_CompileCommand_getNumArgs(
			    clang_CompileCommands_getCommand(cmds, i)) <
		    clang_CompileCommand_getNumArgs(
			    clang_CompileCommands_getCommand(cmds, best)))
			best = i;
	return clang_CompileCommands_getCommand(cmds, best);
}

/* Every file of the database once, for the nearest-file fallback. */
static void load_all(void)
{
	CXCompileCommands all =
		clang_CompilationDatabase_getAllCompileCommands(db);
	unsigned int n = all ? clang_CompileCommands_getSize(all) : 0, i;
	size_t k;

	for (i = 0; i < n; i++) {
		CXCompileCommand cmd = clang_CompileCommands_getCommand(all, i);
		char *dir = cx_str(clang_CompileCommand_getDirectory(cmd));
		char *file = cx_str(clang_CompileCommand_getFilename(cmd));
		char *abs = absolute(dir, file);

		free(dir);
		free(file);
		for (k = 0; k < nentries; k++)
			if (!strcmp(entries[k].file, abs))
				break;
		if (k < nentries) {
			free(abs);
			continue;
		}
		entries = util_realloc(entries,
				       (nentries + 1) * sizeof(*entries));
		memset(&entries[nentries], 0, sizeof(*entries));
		entries[nentries].file = abs;
		read_command(&entries[nentries], cmd);
		nentries++;
	}
	if (all)
		clang_CompileCommands_dispose(all);
}

int compdb_open(const char *dir)
{
	CXCompilationDatabase_Error err;
	char *path = util_printf("%s/compile_commands.json", dir);
	FILE *fp = fopen(path, "r");

	if (!fp) {
		fprintf(stderr, "tst-convert: -p %s: cannot read %s\n", dir,
			path);
		free(path);
		return -1;
	}
	fclose(fp);
	db = clang_CompilationDatabase_fromDirectory(dir, &err);
	if (err != CXCompilationDatabase_NoError || !db) {
		fprintf(stderr,
			"tst-convert: -p %s: libclang cannot load %s (not a "
			"JSON compilation database?)\n",
			dir, path);
		free(path);
		db = NULL;
		return -1;
	}
	free(path);
	load_all();
	return 0;
}

void compdb_close(void)
{
	size_t i;

	for (i = 0; i < nentries; i++)
		free_entry(&entries[i]);
	free(entries);
	entries = NULL;
	nentries = 0;
	if (db)
		clang_CompilationDatabase_dispose(db);
	db = NULL;
}

/* Leading path components path and other share. */
static size_t common_dirs(const char *path, const char *other)
{
	size_t i, n = 0;

	for (i = 0; path[i] && path[i] == other[i]; i++)
		if (path[i] == '/')
			n++;
	return n;
}

static const struct entry *nearest(const char *abs)
{
	const struct entry *best = NULL;
	size_t i, c, bc = 0;

	for (i = 0; i < nentries; i++) {
		c = common_dirs(abs, entries[i].file);
		if (!best || c > bc) {
			best = &entries[i];
			bc = c;
		}
	}
	return best;
}

static void copy_flags(const struct entry *e, char ***flags, size_t *n)
{
	size_t i;

	*flags = util_calloc(e->nflags + 1, sizeof(char *));
	for (i = 0; i < e->nflags; i++)
		(*flags)[i] = util_strdup(e->flags[i]);
	*n = e->nflags;
}

int compdb_flags(const char *path, char ***flags, size_t *n)
{
	char real[PATH_MAX];
	CXCompileCommands cmds;
	struct entry e = { 0 };

	*flags = NULL;
	*n = 0;
	if (!db)
		return -1;
	if (!realpath(path, real))
		return -1;
	cmds = clang_CompilationDatabase_getCompileCommands(db, real);
	if (cmds && clang_CompileCommands_getSize(cmds)) {
		read_command(&e, plain_command(cmds));
		clang_CompileCommands_dispose(cmds);
		*flags = e.flags;
		*n = e.nflags;
		return 0;
	}
	if (cmds)
		clang_CompileCommands_dispose(cmds);
	if (!nearest(real))
		return -1;
	copy_flags(nearest(real), flags, n);
	return 1;
}
