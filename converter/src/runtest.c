// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The programs a tree's runtest files run as tests (ROOT/runtest, a file
 * or a directory of them; each entry "TAG COMMAND [ARGS]"). A main()
 * without the TEST_LOOPING loop and without option parsing is a test when
 * its program is one of them, and otherwise a program a test runs. The
 * arguments each entry gives its program are kept: whether a converted
 * test is passed an option it renamed, or arguments that are no option.
 *
 * When the converted program reads its command line otherwise (a letter
 * renamed, the arguments that were no option given as options), each
 * entry that runs it is rewritten the way getopt() reads it: the edits go
 * into the file's record (conv_file.rt_edits), the pipeline applies them
 * to the converted tree's runtest files. A line the suite's runners give
 * to a shell is only rewritten when it is plain words; one that names the
 * program inside a longer shell command cannot be, and says so.
 */
#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "conv.h"
#include "util.h"

/* The programs' names, a set: an open-addressed table of nslots (a
 * power of two, at most half full), looked up once per entry of the
 * runtest files (thousands in a tree) by every process. */
static char **programs;
static size_t nprograms, nslots;

static size_t name_hash(const char *name)
{
	size_t h = 2166136261u;

	for (; *name; name++)
		h = (h ^ (unsigned char)*name) * 16777619u;
	return h;
}

/* The slot of name in programs: where it is, else the empty one where it
 * would go. */
static char **program_slot(char **table, size_t n, const char *name)
{
	size_t i = name_hash(name) & (n - 1);

	while (table[i] && strcmp(table[i], name))
		i = (i + 1) & (n - 1);
	return &table[i];
}

static void add_program(const char *name)
{
	char **slot;
	size_t i;

	if (2 * (nprograms + 1) > nslots) {
		size_t n = nslots ? 2 * nslots : 256;
		char **table = util_calloc(n, sizeof(*table));

		for (i = 0; i < nslots; i++)
			if (programs[i])
				*program_slot(table, n, programs[i]) =
					programs[i];
		free(programs);
		programs = table;
		nslots = n;
	}
	slot = program_slot(programs, nslots, name);
	if (*slot)
		return;
	*slot = util_strdup(name);
	nprograms++;
}

/* An entry of a runtest file: where, its whole line, its program's name
 * and where its arguments start in the line. */
struct entry {
	char *file; /* relative to the root ("runtest/dio") */
	int line;
	char *text;
	char *prog;
	unsigned int args;
	unsigned int cmd; /* where the command starts */
};

static struct entry *entries;
static size_t nentries;

static const char *base_name(const char *cmd)
{
	const char *base = strrchr(cmd, '/');

	return base ? base + 1 : cmd;
}

static void add_entry(const char *file, int lineno, const char *line,
		      const char *cmd, unsigned int cmd_at, unsigned int args)
{
	const char *base = base_name(cmd);
	struct entry *e;

	if (!base[0])
		return;
	entries = util_realloc(entries, (nentries + 1) * sizeof(*entries));
	e = &entries[nentries++];
	e->file = util_strdup(file);
	e->line = lineno;
	e->text = util_strdup(line);
	e->prog = util_strdup(base);
	e->args = args;
	e->cmd = cmd_at;
	add_program(base);
}

/* Past the quoted text, `...` or $(...) that starts at i (unclosed: to
 * the end of the line). */
static unsigned int past_group(const char *line, unsigned int i)
{
	char close = line[i] == '$' ? ')' : line[i];
	int depth = 1;

	i += line[i] == '$' ? 2 : 1;
	for (; line[i]; i++) {
		if (close == ')' && line[i] == '(')
			depth++;
		else if (line[i] == close && !--depth)
			return i + 1;
	}
	return i;
}

/* The end of the shell word at i: quoted text, `...` and $(...) are
 * parts of it, whatever they hold. */
static unsigned int word_end(const char *line, unsigned int i)
{
	while (line[i] && !strchr(" \t;|&()<>", line[i])) {
		if (strchr("'\"`", line[i]) ||
		    (line[i] == '$' && line[i + 1] == '('))
			i = past_group(line, i);
		else
			i++;
	}
	return i;
}

/* The word of n characters at w sets a variable (NAME=...) for the
 * command after it rather than naming one. */
static int is_assignment(const char *w, unsigned int n)
{
	unsigned int k;

	for (k = 0; k < n && (w[k] == '_' || (w[k] >= 'A' && w[k] <= 'Z') ||
			      (w[k] >= 'a' && w[k] <= 'z') ||
			      (k && w[k] >= '0' && w[k] <= '9'));
	     k++)
		;
	return k && k < n && w[k] == '=';
}

/*
 * The commands a shell line runs from `from` on (`seq 1 20000 | splice02
 * out`, `mkfifo f; prog`, `TMP=`mktemp`; ls > $TMP; prog $TMP`): the
 * first word of each command, after its variable assignments, is a
 * program the entry runs, an entry of its own with the words after it.
 * A command starts at `from` when at_start, and after each `|`, `;`,
 * `&` or `(`. Quoted text, `...` and $(...) are not looked into: a
 * `sh -c "a | b"` runs its words through another shell.
 */
static void add_shell_commands(const char *rel, int lineno, const char *line,
			       unsigned int from, int at_start)
{
	unsigned int i = from, e;
	char word[256];

	while (line[i]) {
		if (strchr(" \t<>)", line[i])) {
			i++;
			continue;
		}
		if (strchr("|;&(", line[i])) {
			at_start = 1;
			i++;
			continue;
		}
		e = word_end(line, i);
		if (at_start && !is_assignment(line + i, e - i)) {
			at_start = 0;
			if (e - i < sizeof(word) &&
			    !memchr(line + i, '=', e - i) &&
			    strcspn(line + i, "'\"`$") >= e - i) {
				memcpy(word, line + i, e - i);
				word[e - i] = '\0';
				add_entry(rel, lineno, line, word, i, e);
			}
		}
		i = e;
	}
}

/* The lines of path (rel: its name relative to the root), one entry
 * each but for comments and blank lines (its command the first word after
 * the tag that sets no variable), and one more for each command the
 * line's shell runs after its first. */
static void read_runtest(const char *path, const char *rel)
{
	size_t len;
	char *text = util_read_file(path, &len), *line, *next;
	int lineno = 0;

	if (!text)
		return;
	for (line = text; line && *line; line = next) {
		char tag[256];
		int cmd_at = 0;

		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		lineno++;
		if (line[0] == '#')
			continue;
		if (sscanf(line, "%255s %n", tag, &cmd_at) == 1 && cmd_at &&
		    line[cmd_at])
			add_shell_commands(rel, lineno, line, cmd_at, 1);
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
		read_runtest(path, "runtest");
		goto out;
	}
	d = opendir(path);
	if (!d)
		goto out;
	while ((de = readdir(d))) {
		char *p, *rel;

		if (de->d_name[0] == '.')
			continue;
		p = util_printf("%s/%s", path, de->d_name);
		rel = util_printf("runtest/%s", de->d_name);
		if (!stat(p, &st) && S_ISREG(st.st_mode))
			read_runtest(p, rel);
		free(rel);
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
	return nslots && *program_slot(programs, nslots, name);
}

/* Option letter c of optstr ("b:v"): 1 without a value, 2 with, 0 none. */
static int opt_kind(const char *optstr, char c)
{
	const char *p = strchr(optstr, c);

	if (!p || c == ':')
		return 0;
	return p[1] == ':' ? 2 : 1;
}

/* ---- getopt()'s reading of an entry's arguments ---- */

#define MAX_WORDS 256

/* What each word of the arguments is to getopt(). */
enum word_kind {
	W_OPTS, /* "-bv", "-i5": letters (and maybe a value) */
	W_VALUE, /* the value of the option before */
	W_END, /* "--" */
	W_ARG, /* no option */
};

struct words {
	unsigned int s[MAX_WORDS], e[MAX_WORDS]; /* offsets in the line */
	enum word_kind kind[MAX_WORDS];
	int n;
};

/*
 * The words of text from offset at, split at blanks (a plain line has no
 * quoting), each as getopt() reads it with optstr. A NULL optstr: the
 * program parses no options (it reads argv itself, "-clone" included),
 * every word is no option. -1 when there are too many words.
 */
static int read_words(const char *text, unsigned int at, const char *optstr,
		      struct words *w)
{
	int value = 0, end = !optstr;
	unsigned int i = at;

	w->n = 0;
	for (;;) {
		const char *p;
		unsigned int s;

		while (text[i] == ' ' || text[i] == '\t')
			i++;
		if (!text[i])
			return 0;
		if (w->n == MAX_WORDS)
			return -1;
		s = i;
		while (text[i] && text[i] != ' ' && text[i] != '\t')
			i++;
		w->s[w->n] = s;
		w->e[w->n] = i;
		if (value) {
			w->kind[w->n++] = W_VALUE;
			value = 0;
			continue;
		}
		if (end || text[s] != '-' || i - s == 1) {
			w->kind[w->n++] = W_ARG;
			continue;
		}
		if (i - s == 2 && text[s + 1] == '-') {
			w->kind[w->n++] = W_END;
			end = 1;
			continue;
		}
		w->kind[w->n++] = W_OPTS;
		for (p = text + s + 1; p < text + i; p++)
			if (opt_kind(optstr, *p) == 2) {
				value = p + 1 == text + i;
				break;
			}
	}
}

/* The short option letters word k gives: [*s, *e) of the line, 0; -1 when
 * it gives none (no option, or a long one: "--name"). */
static int letters_of(const char *text, const char *optstr,
		      const struct words *w, int k, unsigned int *s,
		      unsigned int *e)
{
	unsigned int i;

	if (w->kind[k] != W_OPTS || text[w->s[k] + 1] == '-')
		return -1;
	*s = w->s[k] + 1;
	for (i = *s; i < w->e[k]; i++)
		if (opt_kind(optstr, text[i]) == 2) {
			i++;
			break;
		}
	*e = i;
	return 0;
}

int conv_runtest_passes(const char *prog, const char *optstr, char letter)
{
	struct words w;
	size_t i;
	int k;

	for (i = 0; i < nentries; i++) {
		const char *t = entries[i].text;

		if (strcmp(entries[i].prog, prog) ||
		    read_words(t, entries[i].args, optstr, &w))
			continue;
		for (k = 0; k < w.n; k++) {
			unsigned int s, e;

			if (!letters_of(t, optstr, &w, k, &s, &e) &&
			    memchr(t + s, letter, e - s))
				return 1;
		}
	}
	return 0;
}

char *conv_runtest_repeats(const char *prog, const char *optstr,
			   const char *same)
{
	struct words w;
	size_t i;
	int k;

	for (i = 0; i < nentries; i++) {
		const char *t = entries[i].text;
		int seen[256] = { 0 };

		if (strcmp(entries[i].prog, prog) ||
		    read_words(t, entries[i].args, optstr, &w))
			continue;
		for (k = 0; k < w.n; k++) {
			unsigned int s, e, j;

			if (letters_of(t, optstr, &w, k, &s, &e))
				continue;
			for (j = s; j < e; j++)
				if (seen[(unsigned char)t[j]]++ &&
				    !(same && strchr(same, t[j])))
					return util_printf("%s:%d gives -%c "
							   "more than once",
							   entries[i].file,
							   entries[i].line,
							   t[j]);
		}
	}
	return NULL;
}

int conv_runtest_long(const char *prog, const char *optstr)
{
	struct words w;
	size_t i;
	int k;

	for (i = 0; i < nentries; i++) {
		const char *t = entries[i].text;

		if (strcmp(entries[i].prog, prog))
			continue;
		if (read_words(t, entries[i].args, optstr, &w))
			return 1;
		for (k = 0; k < w.n; k++)
			if (w.kind[k] == W_OPTS && t[w.s[k] + 1] == '-')
				return 1;
	}
	return 0;
}

/* The most words that are no option an entry gives prog. */
static int most_args(const char *prog, const char *optstr)
{
	struct words w;
	size_t i;
	int k, most = 0;

	for (i = 0; i < nentries; i++) {
		int n = 0;

		if (strcmp(entries[i].prog, prog))
			continue;
		if (read_words(entries[i].text, entries[i].args, optstr, &w))
			return MAX_WORDS;
		for (k = 0; k < w.n; k++)
			n += w.kind[k] == W_ARG;
		if (n > most)
			most = n;
	}
	return most;
}

int conv_runtest_positional(const char *prog, const char *optstr)
{
	return most_args(prog, optstr) > 0;
}

int conv_runtest_args(const char *prog)
{
	return most_args(prog, NULL);
}

int conv_runtest_runs(const char *prog)
{
	size_t i;

	for (i = 0; i < nentries; i++)
		if (!strcmp(entries[i].prog, prog))
			return 1;
	return 0;
}

/* ---- the rewrite ---- */

/* A character of a word a shell passes on as it is. */
static int plain_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || strchr("-_./,:=+%@^", c);
}

/* The length of the parameter expansion at p ($NAME, ${NAME}, $$, $1),
 * 0 when p holds none. */
static size_t param_len(const char *p)
{
	size_t n = 1;

	if (p[0] != '$')
		return 0;
	if (p[1] == '$' || (p[1] >= '0' && p[1] <= '9'))
		return 2;
	if (p[1] == '{')
		n = 2;
	if (!isalpha((unsigned char)p[n]) && p[n] != '_')
		return 0;
	while (isalnum((unsigned char)p[n]) || p[n] == '_')
		n++;
	if (p[1] != '{')
		return n;
	return p[n] == '}' ? n + 1 : 0;
}

/*
 * The command and its arguments are plain words: no quoting, no operators
 * the shell would read, and no variable but inside a word with text of its
 * own ($TMPDIR/aiodio.$$/file2): such a word is one argument whatever the
 * variables hold, an option's value in front of it takes it as it took its
 * place. A word that is only a variable may expand to no word at all,
 * leaving the option before it without its value.
 */
static int plain_line(const struct entry *en)
{
	const char *p = en->text + en->cmd;
	int text = 0, vars = 0;
	size_t n;

	for (;; p++) {
		if (!*p || *p == ' ' || *p == '\t') {
			if (vars && !text)
				return 0;
			if (!*p)
				return 1;
			text = vars = 0;
		} else if ((n = param_len(p))) {
			vars = 1;
			p += n - 1;
		} else if (plain_char(*p)) {
			text = 1;
		} else {
			return 0;
		}
	}
}

/* Entry en names prog other than as its command (`mkfifo f; prog -i 1`,
 * `script.sh -c "prog"`): a word of its command line, taken apart at
 * blanks, shell operators and quotes. */
static int names_inside(const struct entry *en, const char *prog)
{
	const char *p = en->text + en->cmd;
	size_t n = strlen(prog);
	int first = 1;

	while (*p) {
		size_t len = 0;

		while (*p && strchr(" \t;|&()<>'\"`", *p))
			p++;
		while (p[len] && !strchr(" \t;|&()<>'\"`", p[len]))
			len++;
		if (!len)
			break;
		if (!first && len >= n && !strncmp(p + len - n, prog, n) &&
		    (len == n || p[len - n - 1] == '/'))
			return 1;
		first = 0;
		p += len;
	}
	return 0;
}

/* Another entry of en's line runs prog as a later command of its shell
 * (add_shell_commands()): that entry's words are prog's. */
static int runs_later(const struct entry *en, const char *prog)
{
	size_t i;

	for (i = 0; i < nentries; i++)
		if (&entries[i] != en && entries[i].line == en->line &&
		    !strcmp(entries[i].file, en->file) &&
		    !strcmp(entries[i].prog, prog))
			return 1;
	return 0;
}

/* The new arguments of entry en (its words w) into out; how many words
 * changed, -1 when they cannot be given the converted program (*why). */
static int rewrite_words(const struct entry *en, const struct words *w,
			 const struct conv_rt_args *r, struct util_buf *out,
			 char **why)
{
	const char *t = en->text;
	unsigned int at = en->args, s, e, i;
	int k, nargs = 0, changed = 0;
	size_t npos = r->pos ? strlen(r->pos) : 0;

	util_buf_add(out, t, at);
	for (k = 0; k < w->n; k++) {
		util_buf_add(out, t + at, w->s[k] - at);
		at = w->e[k];
		if (w->kind[k] == W_ARG && r->pos) {
			if ((size_t)nargs == npos) {
				*why = util_printf("%s:%d gives %s more than "
						   "the %zu argument(s) it "
						   "reads",
						   en->file, en->line, en->prog,
						   npos);
				return -1;
			}
			util_buf_printf(out, "-%c ", r->pos[nargs++]);
			changed++;
		} else if (w->kind[k] == W_END && r->pos) {
			/* what follows is options now */
			changed++;
			while (t[at] == ' ' || t[at] == '\t')
				at++;
			continue;
		} else if (r->from && !letters_of(t, r->optstr, w, k, &s, &e)) {
			util_buf_add(out, t + w->s[k], s - w->s[k]);
			for (i = s; i < e; i++) {
				const char *f = strchr(r->from, t[i]);

				changed += f != NULL;
				util_buf_printf(out, "%c",
						f ? r->to[f - r->from] : t[i]);
			}
			util_buf_add(out, t + e, w->e[k] - e);
			continue;
		}
		util_buf_add(out, t + w->s[k], w->e[k] - w->s[k]);
	}
	util_buf_adds(out, t + at);
	return changed;
}

/* Entry en's new line (NULL: unchanged); -1 when it cannot be (*why). */
static int rewrite_entry(const struct entry *en, const struct conv_rt_args *r,
			 char **line, char **why)
{
	struct util_buf out = { 0 };
	struct words w;
	int n;

	*line = NULL;
	if (read_words(en->text, en->args, r->optstr, &w)) {
		*why = util_printf("%s:%d has too many words", en->file,
				   en->line);
		return -1;
	}
	n = rewrite_words(en, &w, r, &out, why);
	if (n > 0 && !plain_line(en)) {
		*why = util_printf("%s:%d runs %s through the shell (quotes, "
				   "variables or operators)",
				   en->file, en->line, en->prog);
		n = -1;
	}
	if (n > 0)
		*line = util_buf_take(&out);
	free(out.data);
	return n < 0 ? -1 : 0;
}

static void keep_edit(struct conv_file *f, const struct entry *en, char *line)
{
	struct conv_rt_edit *ed;
	size_t i;

	for (i = 0; i < f->nrt_edits; i++)
		if (!strcmp(f->rt_edits[i].file, en->file) &&
		    f->rt_edits[i].line == en->line)
			break;
	if (i == f->nrt_edits) {
		f->rt_edits = util_realloc(f->rt_edits,
					   (i + 1) * sizeof(*f->rt_edits));
		f->nrt_edits++;
		ed = &f->rt_edits[i];
		ed->file = util_strdup(en->file);
		ed->line = en->line;
		ed->old = util_strdup(en->text);
	} else {
		ed = &f->rt_edits[i];
		free(ed->new);
	}
	ed->new = line;
}

/* conv_runtest_rewrite() over the entries, keeping each edit in f's
 * record as it goes (f NULL: only counting). */
static int rewrite_entries(struct conv_file *f, const char *prog,
			   const struct conv_rt_args *r, char **why)
{
	size_t i;
	int n = 0;

	*why = NULL;
	for (i = 0; i < nentries; i++) {
		const struct entry *en = &entries[i];
		char *line;

		if (strcmp(en->prog, prog)) {
			if (!names_inside(en, prog) || runs_later(en, prog))
				continue;
			*why = util_printf("%s:%d runs %s inside a shell "
					   "command",
					   en->file, en->line, prog);
			return -1;
		}
		if (rewrite_entry(en, r, &line, why))
			return -1;
		if (!line)
			continue;
		n++;
		if (f)
			keep_edit(f, en, line);
		else
			free(line);
	}
	return n;
}

/* All the lines or none: a first pass only reads them. */
int conv_runtest_rewrite(struct conv_file *f, const char *prog,
			 const struct conv_rt_args *r, char **why)
{
	int n = rewrite_entries(NULL, prog, r, why);

	if (n <= 0 || !f)
		return n;
	return rewrite_entries(f, prog, r, why);
}
