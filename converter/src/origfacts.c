// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What the original of a file gave it (the configuration converted, the
 * names its old headers gave), kept between the stages of the pipeline:
 * --passes reads them from its parse of the original and saves them
 * under --orig-facts DIR, and --check loads them from there instead of
 * parsing the original once more. One file per C file, DIR/REL.orig (REL
 * relative to --root), a line per fact:
 *
 *	define<TAB>-DNAME=1
 *	gave<TAB>NAME<TAB>INCLUDE<TAB>MEANING	(an empty field: none)
 *
 * A fact that would not fit a line (a tab or a newline in it) saves no
 * file: the check then parses the original, as it does without one.
 */
#include <stdlib.h>
#include <string.h>

#include "tool.h"
#include "util.h"

static char *facts_path(const struct tool_opts *o, const char *path)
{
	const char *rel = tool_rel_path(o, path);

	if (!o->orig_facts || rel[0] == '/')
		return NULL;
	return util_printf("%s/%s.orig", o->orig_facts, rel);
}

static int fits(const char *s)
{
	return !s || !strpbrk(s, "\t\n");
}

static int save_text(const struct conv_file *f, struct util_buf *b)
{
	size_t i;

	for (i = 0; i < f->ndefines; i++) {
		if (!fits(f->defines[i]))
			return -1;
		util_buf_printf(b, "define\t%s\n", f->defines[i]);
	}
	for (i = 0; i < f->ngave; i++) {
		const struct conv_gave *g = &f->gave[i];

		if (!fits(g->name) || !fits(g->include) || !fits(g->meaning))
			return -1;
		util_buf_printf(b, "gave\t%s\t%s\t%s\n", g->name,
				g->include ? g->include : "",
				g->meaning ? g->meaning : "");
	}
	return 0;
}

void origfacts_save(const struct conv_file *f, const struct tool_opts *o)
{
	char *path = facts_path(o, f->path), *text;
	struct util_buf b = { 0 };

	if (!path)
		return;
	if (!save_text(f, &b)) {
		text = util_buf_take(&b);
		if (!tool_mkdirs_for(path))
			write_atomic(path, text, strlen(text));
		free(text);
	} else {
		free(util_buf_take(&b));
	}
	free(path);
}

/* "" is none */
static char *field(const char *s)
{
	return s[0] ? util_strdup(s) : NULL;
}

static int load_line(struct conv_file *f, char *line)
{
	char *fields[4] = { line };
	int n = 1;
	struct conv_gave *g;

	while (n < 4 && (fields[n] = strchr(fields[n - 1], '\t')))
		*fields[n++]++ = '\0';
	if (!strcmp(fields[0], "define") && n == 2) {
		f->defines = util_realloc(f->defines,
					  (f->ndefines + 1) * sizeof(char *));
		f->defines[f->ndefines++] = util_strdup(fields[1]);
		return 0;
	}
	if (strcmp(fields[0], "gave") || n != 4 || !fields[1][0])
		return -1;
	f->gave = util_realloc(f->gave, (f->ngave + 1) * sizeof(*f->gave));
	g = &f->gave[f->ngave++];
	g->name = util_strdup(fields[1]);
	g->include = field(fields[2]);
	g->meaning = field(fields[3]);
	return 0;
}

/* Back to the first n defines and the first m names. */
static void truncate_facts(struct conv_file *f, size_t n, size_t m)
{
	while (f->ndefines > n)
		free(f->defines[--f->ndefines]);
	while (f->ngave > m) {
		struct conv_gave *g = &f->gave[--f->ngave];

		free(g->name);
		free(g->include);
		free(g->meaning);
	}
}

int origfacts_load(struct conv_file *f, const struct tool_opts *o)
{
	char *path = facts_path(o, f->path), *text, *line, *next;
	size_t len, ndefines = f->ndefines, ngave = f->ngave;
	int rc = 0;

	text = path ? util_read_file(path, &len) : NULL;
	free(path);
	if (!text || memchr(text, '\0', len)) {
		free(text);
		return -1;
	}
	for (line = text; rc == 0 && *line; line = next) {
		next = strchr(line, '\n');
		if (!next) {
			rc = -1;
			break;
		}
		*next++ = '\0';
		rc = load_line(f, line);
	}
	free(text);
	if (rc)
		truncate_facts(f, ndefines, ngave);
	return rc;
}
