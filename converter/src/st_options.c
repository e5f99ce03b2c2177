// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The old option table `option_t options[] = { { "b:", &bflag, &barg },
 * ... }` as newlib's `struct tst_option options[] = { { "b:", &barg,
 * "help" }, {} }`: the library sets barg (to "" for an option without a
 * value), so the flag variable becomes `barg` where only its truth counts
 * (`if (!bflag)`), `(barg != NULL)` where its value is read. The help
 * text of each option comes from the old help function, which goes.
 *
 * Where the variables live: a flag of the file loses its declaration (a
 * flag-only option's new `static char *flag_arg;` takes its place); a
 * flag declared elsewhere (a header of the tree other tests share) keeps
 * it, and this file's uses read the value. A table that is a local of
 * main() moves to the file with the value variables that are main()'s
 * locals (statics, before the table); main()'s local flags go.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "st_main.h"
#include "util.h"
#include "vocab.h"

/* Where a variable an entry takes the address of is declared. */
enum var_scope {
	VS_NONE, /* no variable (NULL) */
	VS_FILE, /* at file scope, in this file */
	VS_LOCAL, /* a local of main() */
	VS_OTHER, /* outside this file (a header) */
};

struct opt_entry {
	char *optstr; /* literal, with quotes */
	char *flag, *arg; /* variable names, or NULL */
	char *help; /* literal, with quotes, or NULL */
	enum var_scope flag_scope, arg_scope;
	int flag_decl, arg_decl; /* their VarDecls here, or -1 */
	int new_arg; /* arg is made for a flag-only option */
	int kept; /* the flag stays a variable (the test sets it too) */
	char *note; /* the comment over the entry: its letter renamed */
	unsigned int s, e; /* the old entry's braces */
	struct util_buf above, trail; /* the old table's comments */
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
	char *w = q, *e;

	while (isupper((unsigned char)*w) || *w == '_')
		w++;
	/* a word of its own ("N" of "Number of ..." is none) */
	if (w > q && (*w == ' ' || *w == '\t' || *w == '"'))
		return w;
	w = q;
	while (*w && *w != ' ' && *w != '"')
		w++;
	if (!strncmp(w, "  ", 2))
		return w;
	/* "device : what it is" */
	for (e = w; *e == ' ' || *e == '\t'; e++)
		;
	return (*e == ':' || *e == '-') && (e[1] == ' ' || e[1] == '\t') ? w :
									   q;
}

/* The option at p starts a line of the usage text: only blanks and
 * "\t" escapes between it and the start of a literal or a "\n" escape
 * ("\t -l loops\n", not the synopsis "Usage: %s -l -s -v"), or a
 * line the literal continues on. */
static int starts_help_line(const char *body, const char *p)
{
	while (p > body) {
		if (p[-1] == ' ' || p[-1] == '\t') {
			p--;
		} else if (p - body >= 2 && p[-2] == '\\' && p[-1] == 't') {
			p -= 2;
		} else {
			/* a literal's start, a "\n" escape, or a line the
			 * literal continues on (growfiles' "\n\" lines) */
			return p[-1] == '"' ||
			       (p - body >= 2 && p[-2] == '\\' &&
				(p[-1] == 'n' || p[-1] == '\n'));
		}
	}
	return 0;
}

/* The help text [q, end) as one literal: the pieces of a literal the
 * line continues in ("...mounted." " Default ext2.") joined, the blanks
 * it ends with dropped. */
static char *help_literal(const char *q, const char *end)
{
	struct util_buf b = { 0 };
	const char *p = q, *c;

	util_buf_adds(&b, "\"");
	while (p < end) {
		if (*p == '"' && (p == q || p[-1] != '\\')) {
			for (c = p + 1; c < end && isspace((unsigned char)*c);
			     c++)
				;
			if (c < end && *c == '"') {
				p = c + 1;
				continue;
			}
		}
		util_buf_printf(&b, "%c", *p++);
	}
	while (b.len > 1 &&
	       (b.data[b.len - 1] == ' ' || b.data[b.len - 1] == '\t'))
		b.data[--b.len] = 0;
	util_buf_adds(&b, "\"");
	return util_buf_take(&b);
}

/* The end of the help's line in [q, end): a "\n" escape, or a line the
 * literal continues on ("\n\" and a new line), after which another option
 * starts ("-y  ..."), else end. */
static char *before_next_option(char *q, char *end)
{
	char *p, *n;

	for (p = q; p + 1 < end; p++) {
		if (p[0] != '\\' || (p[1] != 'n' && p[1] != '\n'))
			continue;
		/* blanks, "\t" escapes and continued lines */
		for (n = p + 2; n < end;) {
			if (isspace((unsigned char)*n))
				n++;
			else if (*n == '\\' && n + 1 < end &&
				 (n[1] == 't' || n[1] == '\n'))
				n += 2;
			else
				break;
		}
		if (n + 1 < end && *n == '-' && isalpha((unsigned char)n[1]))
			return p;
	}
	return end;
}

/* A clause starts at p: ", default ...", "; ...", " (default: ...)". */
static int clause_at(const char *p)
{
	return ((p[0] == ',' || p[0] == ';') && p[1] == ' ') ||
	       (p[0] == ' ' && (p[1] == '(' || p[1] == '['));
}

/* The end of the help [q, end) before the clause that prints a value
 * ("Create n groups (default: %d)" gives "Create n groups"): a literal
 * cannot say what the program computes at run time. end when no value
 * is printed, q when the first clause prints it. */
static char *before_value(char *q, char *end)
{
	char *p, *c;

	for (p = q; p < end && *p != '%'; p++)
		if (p[0] == '\\' && p + 1 < end)
			p++;
	if (p >= end)
		return end;
	for (c = p; c > q; c--)
		if (clause_at(c))
			return c;
	return q;
}

/* The usage line after the one ending at end (its "\n\"") when it goes
 * on with the same help: the next statement's literal, blanks and then
 * text that starts no option ("            and the file must be
 * writable\n", fcntl07B's help()). Its text in [*s, *e). */
static int continued(char *end, char **s, char **e)
{
	char *p, *l, *t;

	if (strncmp(end, "\\n\"", 3))
		return 0;
	p = end + 3;
	l = strchr(p, '"');
	if (!l || !memchr(p, ';', l - p))
		return 0;
	for (t = ++l; *t == ' ' || !strncmp(t, "\\t", 2);
	     t += *t == ' ' ? 1 : 2)
		;
	if (t - l < 2 || !*t || strchr("-\"\\%", *t))
		return 0;
	*e = strstr(t, "\\n\"");
	if (!*e || memchr(t, '"', *e - t))
		return 0;
	*s = t;
	return 1;
}

/* The help of the option at p (past its letter at q), or NULL. */
static char *help_at(char *q, int has_arg)
{
	char *end, *s, *e, *r, *more, *v;

	while (*q == ' ' || *q == '\t')
		q++;
	if (has_arg)
		q = past_arg_name(q);
	while (*q == ' ' || *q == '\t')
		q++;
	/* "-D device : what it is", "-T type\t  : what it is" */
	if ((*q == ':' || *q == '-') && (q[1] == ' ' || q[1] == '\t'))
		for (q++; *q == ' ' || *q == '\t'; q++)
			;
	end = strstr(q, "\\n\"");
	if (!end)
		end = strchr(q, '"');
	/* up to the next option's line of one literal ("...\n\" and a new
	 * line in growfiles' help, or "...\n  -y ...") */
	if (end)
		end = before_next_option(q, end);
	if (end)
		end = before_value(q, end);
	/* a printf() format's text is not the help's, nor another option
	 * (a synopsis "-l -s -v") */
	if (!end || end <= q || (*q == '-' && isalnum((unsigned char)q[1])))
		return NULL;
	r = help_literal(q, end);
	/* the lines that go on with it, up to a value it prints */
	while (continued(end, &s, &e)) {
		v = before_value(s, e);
		if (v <= s)
			break;
		more = help_literal(s, v);
		r[strlen(r) - 1] = '\0';
		v = util_printf("%s %s", r, more + 1);
		free(r);
		free(more);
		r = v;
		if (before_value(s, e) < e)
			break;
		end = e;
	}
	return r;
}

char *st_option_help(struct st *st, unsigned int s, unsigned int e, char c,
		     int has_arg)
{
	char *body = conv_text(st->f, s, e), *p, *r = NULL;
	char pat[4] = { '-', c, 0, 0 };
	int pass;

	/* an option that starts a line of the usage first, then any */
	for (pass = 0; pass < 2 && !r; pass++) {
		for (p = body; !r && (p = strstr(p, pat)); p += 2) {
			char *q = p + 2;

			if ((*q != ' ' && *q != '\t') ||
			    (p > body && p[-1] != ' ' && p[-1] != '"' &&
			     p[-1] != '\t'))
				continue;
			if (!pass && !starts_help_line(body, p))
				continue;
			r = help_at(q, has_arg);
			/* the old rule: the first place the option is */
			if (pass)
				break;
		}
	}
	free(body);
	return r;
}

static int in_main(struct shape *sh, struct ast *a, int i)
{
	return i > sh->fn && i <= a->n[sh->fn].last;
}

/* The variable whose address field i takes (`&name`): its scope, and its
 * VarDecl here when it has one (else -1). */
static enum var_scope scope_of(struct st *st, struct shape *sh, int i,
			       int *decl)
{
	struct ast *a = &st->a;
	int r = i >= 0 ? ast_find_kind(a, i, CXCursor_DeclRefExpr) : -1, j;
	CXCursor to, parent;

	*decl = -1;
	if (r < 0)
		return VS_NONE;
	to = clang_getCursorReferenced(a->n[r].cur);
	parent = clang_getCursorSemanticParent(to);
	for (j = 0; j < a->len; j++)
		if (a->n[j].kind == CXCursor_VarDecl && a->n[j].has_off &&
		    clang_equalCursors(a->n[j].cur, to))
			*decl = j;
	/* a local of another function than main(): no table can name it */
	if (clang_getCursorKind(parent) != CXCursor_TranslationUnit)
		return in_main(sh, a, *decl) ? VS_LOCAL : VS_NONE;
	if (!clang_Location_isFromMainFile(clang_getCursorLocation(to)))
		return VS_OTHER;
	/* the definition, not an extern declaration before it */
	*decl = ast_top_decl(a, a->n[r].name, 0);
	return *decl >= 0 ? VS_FILE : VS_OTHER;
}

static int read_entry(struct st *st, struct shape *sh, int init,
		      struct opt_entry *o)
{
	struct ast *a = &st->a;
	int k0 = ast_child(a, init, 0), k1, k2;

	memset(o, 0, sizeof(*o));
	o->flag_decl = o->arg_decl = -1;
	if (!ast_nchildren(a, init))
		return 1; /* the {} end, as gcc lets a table end */
	if (ast_nchildren(a, init) != 3 || !a->n[k0].has_off)
		return -1;
	o->optstr = conv_text(st->f, a->n[k0].start, a->n[k0].end);
	if (o->optstr[0] != '"') {
		free(o->optstr);
		o->optstr = NULL;
		return 1; /* the { NULL, ... } end */
	}
	k1 = ast_child(a, init, 1);
	k2 = ast_child(a, init, 2);
	o->flag = addr_of(st, k1);
	o->arg = addr_of(st, k2);
	if (o->flag)
		o->flag_scope = scope_of(st, sh, k1, &o->flag_decl);
	if (o->arg)
		o->arg_scope = scope_of(st, sh, k2, &o->arg_decl);
	return 0;
}

static void free_entry(struct opt_entry *o)
{
	free(o->optstr);
	free(o->flag);
	free(o->arg);
	free(o->help);
	free(o->note);
	free(o->above.data);
	free(o->trail.data);
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

/* The declaration [s, e) goes, with its line when only blanks and a
 * comment on it share the line. */
static void remove_decl(struct st *st, unsigned int s, unsigned int e)
{
	const char *t = st->f->text;
	unsigned int ls = st_line_start(st, s), p = conv_stmt_end(st->f, e);
	const char *c;

	while (ls < s && (t[ls] == ' ' || t[ls] == '\t'))
		ls++;
	while (p < st->f->len && (t[p] == ' ' || t[p] == '\t'))
		p++;
	if (ls == s && p + 1 < st->f->len && !strncmp(t + p, "/*", 2) &&
	    (c = strstr(t + p, "*/")) && !memchr(t + p, '\n', c - (t + p))) {
		p = c + 2 - t;
		while (p < st->f->len && (t[p] == ' ' || t[p] == '\t'))
			p++;
		if (p == st->f->len || t[p] == '\n') {
			conv_rewrite(st->f, st_line_start(st, s),
				     st_line_end(st, p), "");
			return;
		}
	}
	conv_remove_stmt(st->f, s, e);
}

/* The declaration [s, e) becomes text (its lines, the last newline
 * left out): a comment after it stays. */
static void replace_decl(struct st *st, unsigned int s, unsigned int e,
			 const char *text)
{
	char *lines = util_strndup(text, strlen(text) - 1);

	conv_rewrite(st->f, s, conv_stmt_end(st->f, e), lines);
	free(lines);
}

/* Whether the entry's flag is a declaration of the file that goes. */
static int file_flag(struct opt_entry *o)
{
	return o->flag_scope == VS_FILE && o->flag_decl >= 0 && !o->kept;
}

/* The new value variables of the flag-only options whose flag is in
 * group (a declaration of n variables), one declaration a line. */
static char *group_args(const int *group, int n, struct opt_entry *v, size_t nv)
{
	struct util_buf b = { 0 };
	size_t j;
	int k;

	for (k = 0; k < n; k++)
		for (j = 0; j < nv; j++)
			if (v[j].new_arg && v[j].flag_decl == group[k] &&
			    file_flag(&v[j]))
				util_buf_printf(&b, "static char *%s;\n",
						v[j].arg);
	return b.len ? util_buf_take(&b) : NULL;
}

/* The declarations of the file's flag variables go: a whole declaration
 * when all its variables go, else each one's declarator with its comma;
 * the value variables made for flag-only options take their place. */
static void remove_decls(struct st *st, struct opt_entry *v, size_t nv)
{
	struct ast *a = &st->a;
	int group[32], n, k, all;
	size_t j, m;
	char *args;

	for (j = 0; j < nv; j++) {
		if (!file_flag(&v[j]))
			continue;
		n = decl_group(st, v[j].flag_decl, group, 32);
		/* once per declaration: at its first flag */
		for (m = 0; m < j; m++)
			if (file_flag(&v[m]) &&
			    a->n[v[m].flag_decl].start == a->n[group[0]].start)
				break;
		if (m < j)
			continue;
		for (all = 1, k = 0; k < n; k++) {
			int hit = 0;

			for (m = 0; m < nv; m++)
				hit |= file_flag(&v[m]) &&
				       v[m].flag_decl == group[k];
			all &= hit;
		}
		args = group_args(group, n, v, nv);
		if (all) {
			if (args)
				replace_decl(st, a->n[group[0]].start,
					     a->n[group[n - 1]].end, args);
			else
				remove_decl(st, a->n[group[0]].start,
					    a->n[group[n - 1]].end);
			free(args);
			continue;
		}
		if (args)
			conv_insert(st->f,
				    st_line_start(st, a->n[group[0]].start),
				    args);
		free(args);
		for (k = 0; k < n; k++) {
			for (m = 0; m < nv; m++)
				if (file_flag(&v[m]) &&
				    v[m].flag_decl == group[k])
					break;
			if (m == nv)
				continue;
			if (k == 0)
				conv_rewrite(st->f,
					     st_declarator_start(st, group, 0),
					     st_declarator_start(st, group, 1),
					     "");
			else
				conv_rewrite(st->f, a->n[group[k - 1]].end,
					     a->n[group[k]].end, "");
		}
	}
}

/* The reference to flag at offset off, or -1 (a use in a macro's
 * expansion has none there). */
static int flag_ref_at(struct st *st, const char *flag, unsigned int off)
{
	struct ast *a = &st->a;
	int i;

	for (i = 0; i < a->len; i++)
		if (a->n[i].kind == CXCursor_DeclRefExpr && a->n[i].has_off &&
		    a->n[i].start == off && !strcmp(a->n[i].name, flag))
			return i;
	return -1;
}

/* Node i past the parentheses and implicit conversions around it: the
 * node holding it, and *inner its outermost wrapper. */
static int holder_of(struct st *st, int i, int *inner)
{
	struct ast *a = &st->a;
	int p = a->n[i].parent;

	while (p >= 0 && (a->n[p].kind == CXCursor_ParenExpr ||
			  a->n[p].kind == CXCursor_UnexposedExpr)) {
		i = p;
		p = a->n[p].parent;
	}
	*inner = i;
	return p;
}

/* Node i is only tested for truth: the operand of !, && or ||, the
 * condition of an if, a while, a do or a ?: (a pointer is tested as well
 * as the flag was). */
static int truth_tested(struct st *st, int i)
{
	struct ast *a = &st->a;
	int p = holder_of(st, i, &i), n;

	if (p < 0)
		return 0;
	switch (a->n[p].kind) {
	case CXCursor_UnaryOperator:
		n = ast_tok_at(a, a->n[p].start);
		return n < (int)a->ntoks && !strcmp(a->toks[n].text, "!");
	case CXCursor_BinaryOperator:
		n = ast_child(a, p, 1);
		return n >= 0 &&
		       (st_op_between(st, ast_child(a, p, 0), n, "&&") ||
			st_op_between(st, ast_child(a, p, 0), n, "||"));
	case CXCursor_IfStmt:
	case CXCursor_WhileStmt:
	case CXCursor_ConditionalOperator:
		return ast_child(a, p, 0) == i;
	case CXCursor_DoStmt:
		return ast_child(a, p, 1) == i;
	default:
		return 0;
	}
}

/*
 * The flag reference ref compared with 0 or 1 (`if (Dflag == 0)`, `if
 * (Tflag == 1)`), the comparison tested for truth: the comparison
 * becomes `!arg` or `arg`; 1 when so. The library sets arg for an option
 * given, as the old one set the flag to 1.
 */
static int compared_flag(struct st *st, int ref, const char *arg)
{
	struct ast *a = &st->a;
	int in, p = holder_of(st, ref, &in), other, lit, given;
	char *t;

	if (p < 0 || a->n[p].kind != CXCursor_BinaryOperator ||
	    ast_nchildren(a, p) != 2 || !a->n[p].has_off ||
	    !truth_tested(st, p))
		return 0;
	other = ast_child(a, p, ast_child(a, p, 0) == in ? 1 : 0);
	lit = st_strip(st, other);
	while (lit >= 0 && a->n[lit].kind == CXCursor_ParenExpr)
		lit = st_strip(st, ast_child(a, lit, 0));
	if (lit < 0 || a->n[lit].kind != CXCursor_IntegerLiteral ||
	    !a->n[lit].has_ival || (a->n[lit].ival != 0 && a->n[lit].ival != 1))
		return 0;
	if (st_op_between(st, ast_child(a, p, 0), ast_child(a, p, 1), "=="))
		given = a->n[lit].ival == 1;
	else if (st_op_between(st, ast_child(a, p, 0), ast_child(a, p, 1),
			       "!="))
		given = a->n[lit].ival == 0;
	else
		return 0;
	t = util_printf("%s%s", given ? "" : "!", arg);
	conv_rewrite(st->f, a->n[p].start, a->n[p].end, t);
	free(t);
	return 1;
}

/* Each use of flag in [s, e) becomes the value variable arg where only
 * its truth counts ("if (!flag)": "if (!arg)"), else the test "(arg !=
 * NULL)", without the parentheses where the use has its own. */
static void replace_flag(struct st *st, const char *flag, const char *arg,
			 unsigned int s, unsigned int e)
{
	size_t n = ast_find_words(&st->a, flag, NULL, 0), i;
	unsigned int *offs = util_calloc(n + 1, sizeof(*offs));
	const char *t = st->f->text;
	char *test = util_printf("%s != NULL", arg);
	char *paren = util_printf("(%s)", test);
	int ref;

	ast_find_words(&st->a, flag, offs, n);
	for (i = 0; i < n; i++) {
		unsigned int b = offs[i], x = offs[i] + strlen(flag);

		if (offs[i] < s || offs[i] >= e)
			continue;
		ref = flag_ref_at(st, flag, offs[i]);
		while (b > 0 && t[b - 1] == ' ')
			b--;
		while (x < st->f->len && t[x] == ' ')
			x++;
		if (ref >= 0 && compared_flag(st, ref, arg))
			continue;
		if (ref >= 0 && truth_tested(st, ref))
			conv_rewrite(st->f, offs[i], offs[i] + strlen(flag),
				     arg);
		else if (b > 0 && t[b - 1] == '(' && t[x] == ')')
			conv_rewrite(st->f, offs[i], offs[i] + strlen(flag),
				     test);
		else
			conv_rewrite(st->f, offs[i], offs[i] + strlen(flag),
				     paren);
	}
	free(test);
	free(paren);
	free(offs);
}

/* The flag variable of an option: -1 when it cannot be read as (arg !=
 * NULL) (a message says why). A flag-only option gets a value variable. */
static int check_flag(struct st *st, struct opt_entry *o)
{
	if (!o->flag)
		return 0;
	if (o->flag_scope == VS_NONE) {
		conv_msg(st->f, 0,
			 "option flag %s: not a variable of the file or of "
			 "main()",
			 o->flag);
		return -1;
	}
	if (!o->arg) {
		o->arg = util_printf("%s_arg", o->flag);
		o->new_arg = 1;
	}
	if (o->flag_scope == VS_OTHER)
		conv_msg(st->f, 0,
			 "option flag %s is declared outside the file (other "
			 "files may read it): it stays, set first in setup() "
			 "to (%s != NULL)",
			 o->flag, o->arg);
	return 0;
}

static void convert_flag(struct st *st, struct shape *sh, struct opt_entry *o)
{
	if (o->flag_scope == VS_LOCAL)
		replace_flag(st, o->flag, o->arg, sh->ms, sh->me);
	else
		replace_flag(st, o->flag, o->arg, 0, st->f->len);
}

/* The entry's letter when newlib has it itself (-D, its debug switch: the
 * new table would refuse to start), else 0. */
static int lib_letter(const struct opt_entry *o)
{
	if (o->optstr[0] != '"' || !vocab_is_lib_option(o->optstr[1]))
		return 0;
	return o->optstr[1];
}

/* A letter for an entry whose own is the library's (vocab_free_letter()),
 * none of the table's letters. */
static char free_letter(const struct opt_entry *v, size_t n, char old)
{
	char taken[64];
	size_t i, m = 0;

	for (i = 0; i < n && m + 1 < sizeof(taken); i++)
		if (v[i].optstr[0] == '"')
			taken[m++] = v[i].optstr[1];
	taken[m] = '\0';
	return vocab_free_letter(old, taken);
}

/*
 * The entries whose letter the library has too (-D): each gets a free
 * letter and the runtest lines that run the program pass it so
 * (conv_runtest_rewrite()), as a getopt() loop's letters are renamed
 * (st_getopt.c). When a line cannot be rewritten, nothing is renamed and
 * the entry keeps its TODO.
 */
static void rename_lib_letters(struct st *st, struct opt_entry *v, size_t n)
{
	struct util_buf old = { 0 };
	char from[64], to[64], *prog, *why = NULL, *optstr;
	struct conv_rt_args r = { 0 };
	size_t i, m = 0;
	char c;

	for (i = 0; i < n; i++) {
		const char *q = v[i].optstr;
		size_t len = strlen(q);

		if (len < 3 || q[0] != '"' || q[len - 1] != '"')
			return;
		util_buf_add(&old, q + 1, len - 2);
	}
	optstr = util_buf_take(&old);
	for (i = 0; i < n && m + 1 < sizeof(from); i++) {
		if (!lib_letter(&v[i]) ||
		    !(c = free_letter(v, n, v[i].optstr[1])))
			continue;
		from[m] = v[i].optstr[1];
		to[m++] = c;
		v[i].optstr[1] = c;
	}
	from[m] = to[m] = '\0';
	if (!m || !optstr) {
		free(optstr);
		return;
	}
	r.optstr = optstr;
	r.from = from;
	r.to = to;
	prog = st_program_name(st);
	if (conv_runtest_rewrite(st->f, prog, &r, &why) < 0) {
		/* as they were: the TODO stays */
		for (i = 0; i < n; i++) {
			char *k = strchr(to, v[i].optstr[1]);

			if (v[i].optstr[0] == '"' && k && !lib_letter(&v[i]))
				v[i].optstr[1] = from[k - to];
		}
		conv_msg(st->f, 0,
			 "option -%s of the library's own too: its runtest "
			 "lines cannot be rewritten: %s",
			 from, why ? why : "");
	} else {
		for (i = 0; i < n; i++) {
			char *k = strchr(to, v[i].optstr[1]);

			if (v[i].optstr[0] != '"' || !k)
				continue;
			c = from[k - to];
			v[i].note = util_printf(
				"option -%c is -%c now (the library has -%c)%s",
				c, v[i].optstr[1], c,
				conv_runtest_passes(prog, optstr, c) ?
					": the runtest lines that pass it are "
					"rewritten" :
					"");
			conv_msg(st->f, 0, "%s", v[i].note);
		}
	}
	free(why);
	free(prog);
	free(optstr);
}

static void entry_text(struct util_buf *b, struct opt_entry *o)
{
	if (o->above.len)
		util_buf_adds(b, o->above.data);
	if (o->note)
		util_buf_printf(b, "\t/* %s */\n", o->note);
	/* renaming the letter is the runtest lines' business too */
	if (lib_letter(o))
		util_buf_printf(b,
				"\t/* TODO(convert): option -%c is the "
				"library's own too: rename it,\n\t * and the "
				"runtest lines that pass it */\n",
				lib_letter(o));
	util_buf_printf(b, "\t{ %s, %s%s, %s },%s\n", o->optstr,
			o->arg ? "&" : "", o->arg ? o->arg : "NULL",
			o->help ? o->help : "NULL",
			o->trail.len ? o->trail.data : "");
}

/* The comments of the old table's list go with its entries: one on the
 * line an entry ends on (or inside it) trails it, one on a line of its
 * own stands above the next entry (after an empty line, if it had one),
 * or above the table's end (*tail). */
static void table_comments(struct st *st, int list, struct opt_entry *v,
			   size_t n, struct util_buf *tail)
{
	struct ast *a = &st->a;
	unsigned int nt = ast_tokens(a), k = ast_tok_at(a, a->n[list].start);
	struct util_buf *to;
	size_t i = 0;

	for (; k < nt && a->toks[k].start < a->n[list].end; k++) {
		struct tok *t = &a->toks[k];

		if (t->kind != CXToken_Comment)
			continue;
		while (i < n && v[i].e <= t->start)
			i++;
		if (i > 0 && !conv_newlines(st->f, v[i - 1].e, t->start)) {
			util_buf_printf(&v[i - 1].trail, "\t%s", t->text);
			continue;
		}
		if (i < n && t->start >= v[i].s) {
			util_buf_printf(&v[i].trail, "\t%s", t->text);
			continue;
		}
		to = i < n ? &v[i].above : tail;
		/* an empty line above it (only blanks lie between) */
		if (i &&
		    conv_newlines(st->f, a->toks[k - 1].end, t->start) >= 2)
			util_buf_adds(to, "\n");
		util_buf_printf(to, "\t%s\n", t->text);
	}
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

/* The help function and its prototypes go with the old table; the
 * definition takes the comments right above it along ("issue a help
 * message"). */
void st_remove_fn(struct st *st, const char *name)
{
	struct ast *a = &st->a;
	unsigned int s, c;
	int i;

	for (i = 0; i < a->len; i = a->n[i].last + 1) {
		if (a->n[i].kind != CXCursor_FunctionDecl || !a->n[i].has_off ||
		    strcmp(a->n[i].name, name))
			continue;
		s = a->n[i].start;
		if (ast_find_kind(a, i, CXCursor_CompoundStmt) >= 0 &&
		    st_line_start(st, s) == s) {
			c = conv_comments_above(st->f, s);
			if (c < s)
				s = c;
		}
		conv_remove_stmt(st->f, s, a->n[i].end);
	}
}

/* The new table's text: the value variables it needs first, unless they
 * took a flag's place; "static" when the old table had it or moves out
 * of main(). */
static char *table_text(struct st *st, int table, int local,
			struct opt_entry *v, size_t n)
{
	struct util_buf b = { 0 }, tail = { 0 };
	struct node *t = &st->a.n[table];
	char *text = conv_text(st->f, t->start, t->end);
	int list = ast_find_kind(&st->a, table, CXCursor_InitListExpr);
	size_t i;

	if (list >= 0)
		table_comments(st, list, v, n, &tail);

	for (i = 0; i < n; i++)
		if (v[i].new_arg && !file_flag(&v[i]))
			util_buf_printf(&b, "static char *%s;\n", v[i].arg);
	util_buf_printf(&b, "%sstruct tst_option %s[] = {\n",
			local || !strncmp(text, "static", 6) ? "static " : "",
			t->name);
	for (i = 0; i < n; i++)
		entry_text(&b, &v[i]);
	if (tail.len)
		util_buf_adds(&b, tail.data);
	util_buf_adds(&b, "\t{}\n}");
	free(tail.data);
	free(text);
	return util_buf_take(&b);
}

static int entries(struct st *st, struct shape *sh, int table,
		   struct opt_entry **out, size_t *nout)
{
	struct ast *a = &st->a;
	int list = ast_find_kind(a, table, CXCursor_InitListExpr), k, item;
	struct opt_entry *v = NULL;
	size_t cnt = 0;
	int rc = 0;

	for (k = 0; list >= 0 && (item = ast_child(a, list, k)) >= 0; k++) {
		v = util_realloc(v, (cnt + 1) * sizeof(*v));
		rc = read_entry(st, sh, item, &v[cnt]);
		if (rc)
			break;
		v[cnt].s = a->n[item].start;
		v[cnt].e = a->n[item].end;
		cnt++;
	}
	*out = v;
	*nout = cnt;
	return rc < 0 ? -1 : 0;
}

/* "T:" with &t_opt: the program's mode may read t_opt, or the option's
 * flag (`if (t_flag)`, which becomes `t_opt != NULL` unless the flag is
 * kept), before the library parses the options (st_mode.c). */
static void keep_value(struct st *st, struct opt_entry *o)
{
	size_t len = strlen(o->optstr);

	if (!o->arg || len != 4 || o->optstr[2] != ':' ||
	    !isalnum((unsigned char)o->optstr[1]))
		return;
	st->value_flags = util_realloc(st->value_flags,
				       (st->nvalues + 1) * sizeof(char *));
	st->value_flags[st->nvalues] =
		o->flag && !o->kept ? util_strdup(o->flag) : NULL;
	st->value_vars = util_realloc(st->value_vars,
				      (st->nvalues + 1) * sizeof(char *));
	st->value_letters = util_realloc(st->value_letters, st->nvalues + 2);
	st->value_vars[st->nvalues] = util_strdup(o->arg);
	st->value_letters[st->nvalues++] = o->optstr[1];
	st->value_letters[st->nvalues] = '\0';
}

/* The table as a local of main(): its VarDecl, or -1. */
static int local_table(struct st *st, struct shape *sh, const char *table)
{
	struct ast *a = &st->a;
	int j;

	for (j = sh->fn; j <= a->n[sh->fn].last; j++)
		if (a->n[j].kind == CXCursor_VarDecl && a->n[j].has_off &&
		    !strcmp(a->n[j].name, table))
			return j;
	return -1;
}

/* main()'s locals the table takes: the flags go, the values become
 * statics of the file (st_locals() leaves them alone). */
static int take_locals(struct st *st, struct shape *sh, int table,
		       struct opt_entry *v, size_t n)
{
	size_t i;

	st_local_taken(sh, st->a.n[table].name);
	for (i = 0; i < n; i++) {
		if (v[i].flag_scope == VS_LOCAL)
			st_local_taken(sh, v[i].flag);
		if (v[i].arg_scope != VS_LOCAL)
			continue;
		if (st_local_static(st, sh, v[i].arg_decl))
			return -1;
		st_local_taken(sh, v[i].arg);
	}
	return 0;
}

/* A local flag or value of a table at file scope (or a local one of
 * another function than main()) cannot be named by it. */
static int scopes_fit(struct st *st, int local, struct opt_entry *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (local ||
		    (v[i].flag_scope != VS_LOCAL && v[i].arg_scope != VS_LOCAL))
			continue;
		conv_msg(st->f, 0,
			 "option table entry %s: a local variable in a table "
			 "of the file",
			 v[i].optstr);
		return -1;
	}
	return 0;
}

/* VarDecl decl (or -1: a header's) starts with a value other than 0
 * (hugemmap05's `shmid = -1`, which its -m flag sets to 1): the option
 * absent, the flag keeps it. */
static int nonzero_init(struct st *st, int decl)
{
	struct ast *a = &st->a;
	int k = decl >= 0 ? ast_nchildren(a, decl) : 0, c;
	char *t;
	int r;

	if (!k)
		return 0;
	c = ast_child(a, decl, k - 1);
	if (!clang_isExpression(a->n[c].kind) || !a->n[c].has_off)
		return 0;
	t = conv_text(st->f, a->n[c].start, a->n[c].end);
	r = strcmp(t, "0") != 0;
	free(t);
	return r;
}

int st_options(struct st *st, struct shape *sh, const char *table,
	       const char *help)
{
	struct opt_entry *v = NULL;
	int t = table ? ast_top_decl(&st->a, table, 1) : -1, local = 0;
	size_t n = 0, i;
	int rc = -1;
	char *text;

	if (!table) {
		/* a help function with no options to help with */
		st_remove_fn(st, help);
		return 0;
	}
	if (t < 0 && (t = local_table(st, sh, table)) >= 0) {
		local = 1;
		if (ast_top_decl(&st->a, table, 0) >= 0) {
			conv_msg(st->f, st->a.n[t].start,
				 "option table %s: the file has a %s of its "
				 "own",
				 table, table);
			return -1;
		}
	}
	if (t < 0 || !st->a.n[t].has_off || entries(st, sh, t, &v, &n)) {
		conv_msg(st->f, 0,
			 "option table %s: not a plain option_t array", table);
		goto out;
	}
	if (scopes_fit(st, local, v, n))
		goto out;
	/* a table of its terminator alone, which only parse_opts() named:
	 * no options, nor a table */
	if (!n && !local && ast_find_words(&st->a, table, NULL, 0) == 2) {
		remove_decl(st, st->a.n[t].start, st->a.n[t].end);
		if (help)
			st_remove_fn(st, help);
		conv_msg(st->f, st->a.n[t].start,
			 "option table %s has no option: it goes", table);
		rc = 0;
		goto out;
	}
	help_texts(st, v, n, help);
	rename_lib_letters(st, v, n);
	for (i = 0; i < n; i++) {
		if (check_flag(st, &v[i]))
			goto out;
		/* a flag the test also sets (tcp_fastopen's fastopen_api =
		 * TFO_DISABLED), or one a header declares, which the
		 * functions of other files may read (mem.h's opt_num, read
		 * by libmem's check_ksm_options()), stays a variable, set
		 * first in setup() */
		if (v[i].flag && v[i].flag_scope != VS_LOCAL &&
		    (v[i].flag_scope == VS_OTHER ||
		     st_is_assigned(st, v[i].flag))) {
			if (nonzero_init(st, v[i].flag_decl))
				util_buf_printf(&sh->inits,
						"\tif (%s)\n\t\t%s = 1;\n",
						v[i].arg, v[i].flag);
			else
				util_buf_printf(&sh->inits,
						"\t%s = %s != NULL;\n",
						v[i].flag, v[i].arg);
			v[i].kept = 1;
		}
	}
	for (i = 0; i < n; i++)
		keep_value(st, &v[i]);
	if (local && take_locals(st, sh, t, v, n))
		goto out;
	remove_decls(st, v, n);
	for (i = 0; i < n; i++)
		if (v[i].flag && !v[i].kept)
			convert_flag(st, sh, &v[i]);
	if (help)
		st_remove_fn(st, help);
	for (i = 0; i < n; i++)
		if (lib_letter(&v[i]))
			conv_msg(st->f, st->a.n[t].start,
				 "TODO(convert): option table %s: option -%c "
				 "is the library's own too",
				 table, lib_letter(&v[i]));
	text = table_text(st, t, local, v, n);
	if (local)
		util_buf_printf(&sh->statics, "%s;\n", text);
	else
		conv_rewrite(st->f, st->a.n[t].start, st->a.n[t].end, text);
	free(text);
	st->options = util_strdup(table);
	rc = 0;
out:
	for (i = 0; i < n; i++)
		free_entry(&v[i]);
	free(v);
	return rc;
}
