// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The old option table `option_t options[] = { { "b:", &bflag, &barg },
 * ... }` as newlib's `struct tst_option options[] = { { "b:", &barg,
 * "help" }, {} }`: the library sets barg (to "" for an option without a
 * value), so the flag variable becomes `(barg != NULL)`. The help text of
 * each option comes from the old help function, which goes.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "structure.h"
#include "util.h"

struct opt_entry {
	char *optstr; /* literal, with quotes */
	char *flag, *arg; /* variable names, or NULL */
	char *help; /* literal, with quotes, or NULL */
};

/* "&name" -> "name"; "NULL" or "0" -> NULL */
static char *addr_of(struct st *st, int i)
{
	char *t, *p, *r;

	if (i < 0 || !st->a.n[i].has_off)
		return NULL;
	t = conv_text(st->f, st->a.n[i].start, st->a.n[i].end);
	p = t;
	while (*p == ' ' || *p == '(')
		p++;
	if (*p != '&') {
		free(t);
		return NULL;
	}
	p++;
	r = util_strndup(p, strcspn(p, " )"));
	free(t);
	return r;
}

/* The old help line of option letter c: "  -b BLOCKS  what it does\n"
 * gives "what it does". */
/* The argument's name after an option letter: "BLOCKS", or a word
 * followed by two blanks ("x    what it does"). */
static char *past_arg_name(char *q)
{
	char *w = q;

	while (isupper((unsigned char)*w) || *w == '_')
		w++;
	if (w > q)
		return w;
	while (*w && *w != ' ' && *w != '"')
		w++;
	return !strncmp(w, "  ", 2) ? w : q;
}

char *st_option_help(struct st *st, unsigned int s, unsigned int e, char c,
		     int has_arg)
{
	char *body = conv_text(st->f, s, e), *p = body, *r = NULL;
	char pat[4] = { '-', c, 0, 0 };

	while ((p = strstr(p, pat))) {
		char *q = p + 2, *end;

		if (*q != ' ' || (p > body && p[-1] != ' ' && p[-1] != '"')) {
			p += 2;
			continue;
		}
		while (*q == ' ')
			q++;
		if (has_arg)
			q = past_arg_name(q);
		while (*q == ' ')
			q++;
		end = strstr(q, "\\n\"");
		if (!end)
			end = strchr(q, '"');
		/* a printf() format's text is not the help's */
		if (end && end > q && !memchr(q, '%', end - q))
			r = util_printf("\"%.*s\"", (int)(end - q), q);
		break;
	}
	free(body);
	return r;
}

static int read_entry(struct st *st, int init, struct opt_entry *o)
{
	struct ast *a = &st->a;
	int k0 = ast_child(a, init, 0);

	memset(o, 0, sizeof(*o));
	if (ast_nchildren(a, init) != 3 || !a->n[k0].has_off)
		return -1;
	o->optstr = conv_text(st->f, a->n[k0].start, a->n[k0].end);
	if (o->optstr[0] != '"') {
		free(o->optstr);
		o->optstr = NULL;
		return 1; /* the { NULL, ... } end */
	}
	o->flag = addr_of(st, ast_child(a, init, 1));
	o->arg = addr_of(st, ast_child(a, init, 2));
	return 0;
}

static void free_entry(struct opt_entry *o)
{
	free(o->optstr);
	free(o->flag);
	free(o->arg);
	free(o->help);
}

/* The file-scope variables declared together with v, in order. */
static int decl_group(struct st *st, int v, int *group, int max)
{
	struct ast *a = &st->a;
	int i, n = 0;

	for (i = 0; i < a->len; i = a->n[i].last + 1)
		if (a->n[i].kind == CXCursor_VarDecl && a->n[i].has_off &&
		    a->n[i].start == a->n[v].start && n < max)
			group[n++] = i;
	return n;
}

/* The declarations of the flag variables go: a whole declaration when
 * all its variables go, else each one's declarator with its comma. */
static void remove_decls(struct st *st, int *gone, int ngone)
{
	struct ast *a = &st->a;
	int group[32], n, k, j, all;

	for (j = 0; j < ngone; j++) {
		if (gone[j] < 0)
			continue;
		n = decl_group(st, gone[j], group, 32);
		for (all = 1, k = 0; k < n; k++) {
			int hit = 0, m;

			for (m = 0; m < ngone; m++)
				hit |= gone[m] == group[k];
			all &= hit;
		}
		if (all) {
			conv_remove_stmt(st->f, a->n[group[0]].start,
					 a->n[group[n - 1]].end);
			continue;
		}
		for (k = 0; k < n && group[k] != gone[j]; k++)
			;
		if (k == 0)
			conv_rewrite(st->f, st_declarator_start(st, group, 0),
				     st_declarator_start(st, group, 1), "");
		else
			conv_rewrite(st->f, a->n[group[k - 1]].end,
				     a->n[group[k]].end, "");
	}
}

static void flag_only(struct opt_entry *o, struct util_buf *decls)
{
	o->arg = util_printf("%s_arg", o->flag);
	util_buf_printf(decls, "static char *%s;\n", o->arg);
}

/* "if (flag)" needs no more parentheses, "!flag" does. */
static void replace_flag(struct st *st, const char *flag, const char *test)
{
	size_t n = ast_find_words(&st->a, flag, NULL, 0), i;
	unsigned int *offs = util_calloc(n + 1, sizeof(*offs));
	const char *t = st->f->text;
	char *paren = util_printf("(%s)", test);

	ast_find_words(&st->a, flag, offs, n);
	for (i = 0; i < n; i++) {
		unsigned int b = offs[i], e = offs[i] + strlen(flag);

		while (b > 0 && t[b - 1] == ' ')
			b--;
		while (e < st->f->len && t[e] == ' ')
			e++;
		if (b > 0 && t[b - 1] == '(' && t[e] == ')')
			conv_rewrite(st->f, offs[i], offs[i] + strlen(flag),
				     test);
		else
			conv_rewrite(st->f, offs[i], offs[i] + strlen(flag),
				     paren);
	}
	free(paren);
	free(offs);
}

/* The flag variable of an option: its declaration, or -1 (no flag), or
 * -2 (not found: a message says so). */
static int flag_decl(struct st *st, struct opt_entry *o, struct util_buf *decls)
{
	int v;

	if (!o->flag)
		return -1;
	if (!o->arg)
		flag_only(o, decls);
	v = ast_top_decl(&st->a, o->flag, 0);
	if (v < 0 || !st->a.n[v].has_off) {
		conv_msg(st->f, 0, "option flag %s: no declaration of it here",
			 o->flag);
		return -2;
	}
	return v;
}

static void convert_flag(struct st *st, struct opt_entry *o)
{
	char *test = util_printf("%s != NULL", o->arg);

	replace_flag(st, o->flag, test);
	free(test);
}

static void entry_text(struct util_buf *b, struct opt_entry *o)
{
	util_buf_printf(b, "\t{ %s, %s%s, %s },\n", o->optstr,
			o->arg ? "&" : "", o->arg ? o->arg : "NULL",
			o->help ? o->help : "NULL");
}

static void help_texts(struct st *st, struct opt_entry *v, size_t n,
		       const char *help)
{
	int h = help ? ast_top_decl(&st->a, help, 1) : -1;
	size_t i;

	if (h < 0 || !st->a.n[h].has_off)
		return;
	for (i = 0; i < n; i++)
		v[i].help =
			st_option_help(st, st->a.n[h].start, st->a.n[h].end,
				       v[i].optstr[1], v[i].optstr[2] == ':');
}

/* The help function and its prototypes go with the old table. */
static void remove_help(struct st *st, const char *help)
{
	struct ast *a = &st->a;
	int i;

	for (i = 0; i < a->len; i = a->n[i].last + 1)
		if (a->n[i].kind == CXCursor_FunctionDecl && a->n[i].has_off &&
		    !strcmp(a->n[i].name, help))
			conv_remove_stmt(st->f, a->n[i].start, a->n[i].end);
}

static int write_table(struct st *st, int table, struct opt_entry *v, size_t n,
		       const char *decls)
{
	struct util_buf b = { 0 };
	struct node *t = &st->a.n[table];
	char *text;
	size_t i;

	if (!t->has_off)
		return -1;
	text = conv_text(st->f, t->start, t->end);
	util_buf_adds(&b, decls);
	util_buf_printf(&b, "%sstruct tst_option %s[] = {\n",
			!strncmp(text, "static", 6) ? "static " : "", t->name);
	for (i = 0; i < n; i++)
		entry_text(&b, &v[i]);
	util_buf_adds(&b, "\t{}\n}");
	conv_rewrite(st->f, t->start, t->end, b.data);
	st->options = util_strdup(t->name);
	free(text);
	free(b.data);
	return 0;
}

static int entries(struct st *st, int table, struct opt_entry **out,
		   size_t *nout)
{
	struct ast *a = &st->a;
	int list = ast_find_kind(a, table, CXCursor_InitListExpr), k, item;
	struct opt_entry *v = NULL;
	size_t cnt = 0;
	int rc = 0;

	for (k = 0; list >= 0 && (item = ast_child(a, list, k)) >= 0; k++) {
		v = util_realloc(v, (cnt + 1) * sizeof(*v));
		rc = read_entry(st, item, &v[cnt]);
		if (rc)
			break;
		cnt++;
	}
	*out = v;
	*nout = cnt;
	return rc < 0 ? -1 : 0;
}

/* "T:" with &t_opt: the program's mode may read t_opt before the
 * library parses the options (st_mode.c). */
static void keep_value(struct st *st, struct opt_entry *o)
{
	size_t len = strlen(o->optstr);

	if (!o->arg || len != 4 || o->optstr[2] != ':' ||
	    !isalnum((unsigned char)o->optstr[1]))
		return;
	st->value_vars = util_realloc(st->value_vars,
				      (st->nvalues + 1) * sizeof(char *));
	st->value_letters = util_realloc(st->value_letters, st->nvalues + 2);
	st->value_vars[st->nvalues] = util_strdup(o->arg);
	st->value_letters[st->nvalues++] = o->optstr[1];
	st->value_letters[st->nvalues] = '\0';
}

int st_options(struct st *st, const char *table, const char *help,
	       struct util_buf *inits)
{
	struct util_buf decls = { 0 };
	struct opt_entry *v = NULL;
	int t = table ? ast_top_decl(&st->a, table, 1) : -1;
	size_t n = 0, i;
	int rc = -1, *gone = NULL;

	if (!table) {
		/* a help function with no options to help with */
		remove_help(st, help);
		return 0;
	}
	if (t < 0 || entries(st, t, &v, &n)) {
		conv_msg(st->f, 0,
			 "option table %s: not a plain option_t array", table);
		goto out;
	}
	help_texts(st, v, n, help);
	for (i = 0; i < n; i++)
		keep_value(st, &v[i]);
	gone = util_calloc(n + 1, sizeof(*gone));
	for (i = 0; i < n; i++) {
		gone[i] = flag_decl(st, &v[i], &decls);
		if (gone[i] == -2)
			goto out;
		/* a flag the test also sets (tcp_fastopen's fastopen_api =
		 * TFO_DISABLED) stays a variable, set first in setup() */
		if (gone[i] >= 0 && st_is_assigned(st, v[i].flag)) {
			util_buf_printf(inits, "\t%s = %s != NULL;\n",
					v[i].flag, v[i].arg);
			gone[i] = -1;
		}
	}
	remove_decls(st, gone, n);
	for (i = 0; i < n; i++)
		if (gone[i] >= 0)
			convert_flag(st, &v[i]);
	if (help)
		remove_help(st, help);
	rc = write_table(st, t, v, n, decls.data ? decls.data : "");
out:
	for (i = 0; i < n; i++)
		free_entry(&v[i]);
	free(v);
	free(gone);
	free(decls.data);
	return rc;
}
