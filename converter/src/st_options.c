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

static CXCursor find_var(struct st *st, const char *name, int want_def)
{
	CXCursor tu = clang_getTranslationUnitCursor(st->f->tu), r;
	CXCursor *kids;
	unsigned int n, i;

	r = clang_getNullCursor();
	kids = st_children(tu, &n);
	for (i = 0; i < n; i++) {
		enum CXCursorKind k = clang_getCursorKind(kids[i]);
		char *nm;

		if (k != CXCursor_VarDecl && k != CXCursor_FunctionDecl)
			continue;
		if (conv_offset(st->f, clang_getCursorLocation(kids[i])) < 0)
			continue;
		nm = conv_name(kids[i]);
		if (!strcmp(nm, name) &&
		    (!want_def || clang_isCursorDefinition(kids[i])))
			r = kids[i];
		free(nm);
	}
	free(kids);
	return r;
}

/* "&name" -> "name"; "NULL" or "0" -> NULL */
static char *addr_of(struct st *st, CXCursor c)
{
	unsigned int s, e;
	char *t, *p, *r;

	if (conv_extent(st->f, c, &s, &e))
		return NULL;
	t = conv_text(st->f, s, e);
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
static char *help_for(struct st *st, unsigned int s, unsigned int e, char c,
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
			while (isupper((unsigned char)*q) || *q == '_')
				q++;
		while (*q == ' ')
			q++;
		end = strstr(q, "\\n\"");
		if (!end)
			end = strchr(q, '"');
		if (end && end > q)
			r = util_printf("\"%.*s\"", (int)(end - q), q);
		break;
	}
	free(body);
	return r;
}

static int read_entry(struct st *st, CXCursor init, struct opt_entry *o)
{
	unsigned int n, s, e;
	CXCursor *k = st_children(init, &n);
	int rc = -1;

	memset(o, 0, sizeof(*o));
	if (n != 3 || conv_extent(st->f, k[0], &s, &e))
		goto out;
	o->optstr = conv_text(st->f, s, e);
	if (o->optstr[0] != '"') {
		free(o->optstr);
		o->optstr = NULL;
		rc = 1; /* the { NULL, ... } end */
		goto out;
	}
	o->flag = addr_of(st, k[1]);
	o->arg = addr_of(st, k[2]);
	rc = 0;
out:
	free(k);
	return rc;
}

static void free_entry(struct opt_entry *o)
{
	free(o->optstr);
	free(o->flag);
	free(o->arg);
	free(o->help);
}

/* A file-scope declaration of one variable, removed with its line. */
static int remove_decl(struct st *st, const char *name)
{
	CXCursor v = find_var(st, name, 0);
	unsigned int s, e;
	char *text;
	int rc = 0;

	if (clang_Cursor_isNull(v) || conv_extent(st->f, v, &s, &e))
		return -1;
	text = conv_text(st->f, s, st_stmt_end(st, e));
	/* "static int a, b;" is more than one variable */
	if (strchr(text, ','))
		rc = -1;
	else
		st_remove_stmt(st, s, e);
	free(text);
	return rc;
}

static void flag_only(struct opt_entry *o, struct util_buf *decls)
{
	o->arg = util_printf("%s_arg", o->flag);
	util_buf_printf(decls, "static char *%s;\n", o->arg);
}

/* "if (flag)" needs no more parentheses, "!flag" does. */
static void replace_flag(struct st *st, const char *flag, const char *test)
{
	unsigned int offs[256];
	size_t n = st_find_words(st, flag, offs, 256), i;
	const char *t = st->f->text;
	char *paren = util_printf("(%s)", test);

	for (i = 0; i < n && i < 256; i++) {
		unsigned int b = offs[i], e = offs[i] + strlen(flag);

		while (b > 0 && t[b - 1] == ' ')
			b--;
		while (e < st->f->len && t[e] == ' ')
			e++;
		if (b > 0 && t[b - 1] == '(' && t[e] == ')')
			st_edit(st, offs[i], offs[i] + strlen(flag), test);
		else
			st_edit(st, offs[i], offs[i] + strlen(flag), paren);
	}
	free(paren);
}

static int convert_flag(struct st *st, struct opt_entry *o,
			struct util_buf *decls)
{
	char *test;

	if (!o->flag)
		return 0;
	if (!o->arg)
		flag_only(o, decls);
	if (remove_decl(st, o->flag)) {
		conv_msg(st->f, 0,
			 "option flag %s: not a declaration of its own",
			 o->flag);
		return -1;
	}
	test = util_printf("%s != NULL", o->arg);
	replace_flag(st, o->flag, test);
	free(test);
	return 0;
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
	CXCursor h = help ? find_var(st, help, 1) : clang_getNullCursor();
	unsigned int s, e, i;

	if (clang_Cursor_isNull(h) || conv_extent(st->f, h, &s, &e))
		return;
	for (i = 0; i < n; i++)
		v[i].help = help_for(st, s, e, v[i].optstr[1],
				     v[i].optstr[2] == ':');
}

/* The help function and its prototypes go with the old table. */
static void remove_help(struct st *st, const char *help)
{
	CXCursor tu = clang_getTranslationUnitCursor(st->f->tu);
	unsigned int n, i, s, e;
	CXCursor *kids = st_children(tu, &n);

	for (i = 0; i < n; i++) {
		char *nm;

		if (clang_getCursorKind(kids[i]) != CXCursor_FunctionDecl ||
		    conv_extent(st->f, kids[i], &s, &e))
			continue;
		nm = conv_name(kids[i]);
		if (!strcmp(nm, help))
			st_remove_stmt(st, s, e);
		free(nm);
	}
	free(kids);
}

static int write_table(struct st *st, CXCursor table, struct opt_entry *v,
		       size_t n, const char *decls)
{
	struct util_buf b = { 0 };
	unsigned int s, e;
	char *name = conv_name(table), *text;
	size_t i;

	if (conv_extent(st->f, table, &s, &e)) {
		free(name);
		return -1;
	}
	text = conv_text(st->f, s, e);
	util_buf_adds(&b, decls);
	util_buf_printf(&b, "%sstruct tst_option %s[] = {\n",
			!strncmp(text, "static", 6) ? "static " : "", name);
	for (i = 0; i < n; i++)
		entry_text(&b, &v[i]);
	util_buf_adds(&b, "\t{}\n}");
	st_edit(st, s, e, b.data);
	st->options = name;
	free(text);
	free(b.data);
	return 0;
}

static int entries(struct st *st, CXCursor table, struct opt_entry **out,
		   size_t *nout)
{
	unsigned int n, i, m;
	CXCursor *kids = st_children(table, &n), *items = NULL;
	struct opt_entry *v = NULL;
	size_t cnt = 0;
	int rc = 0;

	for (i = 0; i < n; i++)
		if (clang_getCursorKind(kids[i]) == CXCursor_InitListExpr)
			items = st_children(kids[i], &m);
	for (i = 0; items && i < m; i++) {
		v = util_realloc(v, (cnt + 1) * sizeof(*v));
		rc = read_entry(st, items[i], &v[cnt]);
		if (rc)
			break;
		cnt++;
	}
	free(items);
	free(kids);
	*out = v;
	*nout = cnt;
	return rc < 0 ? -1 : 0;
}

int st_options(struct st *st, const char *table, const char *help)
{
	struct util_buf decls = { 0 };
	struct opt_entry *v = NULL;
	CXCursor t = table ? find_var(st, table, 1) : clang_getNullCursor();
	size_t n = 0, i;
	int rc = -1;

	if (!table) {
		/* a help function with no options to help with */
		remove_help(st, help);
		return 0;
	}
	if (clang_Cursor_isNull(t) || entries(st, t, &v, &n)) {
		conv_msg(st->f, 0,
			 "option table %s: not a plain option_t array", table);
		goto out;
	}
	help_texts(st, v, n, help);
	for (i = 0; i < n; i++)
		if (convert_flag(st, &v[i], &decls))
			goto out;
	if (help)
		remove_help(st, help);
	rc = write_table(st, t, v, n, decls.data ? decls.data : "");
out:
	for (i = 0; i < n; i++)
		free_entry(&v[i]);
	free(v);
	free(decls.data);
	return rc;
}
