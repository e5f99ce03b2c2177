// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The cleanup pass: a legacy test that hands different cleanup functions
 * to different calls (cleanup0 before the tmpdir exists, cleanup after it;
 * a helper's own) gets one cleanup() that is safe to run at any point, as
 * the new library's single .cleanup must be. The result is still legacy
 * code.
 *
 * The cleanup functions are the file's void (void) functions passed where
 * a callee takes a cleanup (tst_brkm, SAFE_*, tst_sig, checkpoints,
 * tst_record_childstatus, helpers with a cleanup parameter), and the one
 * main() calls right before tst_exit(). With two or more, the one called
 * cleanup (else the one main calls) keeps its body; the others' releases
 * are added to it, each release is guarded so that it does nothing when
 * its resource was never made, tst_rmdir() goes last and once, every
 * reference to a merged function names cleanup, and the merged functions
 * and their prototypes go. NULL cleanups (children) stay NULL.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "conv.h"
#include "pass_ast.h"
#include "pp.h"
#include "util.h"

#define MAX_FUNCS 16
#define MAX_ARGS 8

struct cfunc {
	char *name;
	int def; /* FunctionDecl with the body, or -1 */
	int body;
	int stays; /* used other than as a cleanup: it stays (merged too) */
};

struct cleanups {
	struct ast a;
	struct conv_file *f;
	struct cfunc fn[MAX_FUNCS];
	int nfn;
	int keep; /* index in fn[] of the survivor */
};

/* ---- finding them ---- */

static int find_func(struct cleanups *c, const char *name)
{
	int k;

	for (k = 0; k < c->nfn; k++)
		if (!strcmp(c->fn[k].name, name))
			return k;
	return -1;
}

static void add_func(struct cleanups *c, const char *name)
{
	struct cfunc *cf;
	int fn;

	if (find_func(c, name) >= 0 || c->nfn == MAX_FUNCS)
		return;
	cf = &c->fn[c->nfn++];
	cf->name = strdup(name);
	if (!cf->name)
		abort();
	cf->body = ast_func_body(&c->a, name, &fn);
	cf->def = cf->body >= 0 ? fn : -1;
}

/* 1 when name is a void (void) function defined in the file. */
static int is_local_void_fn(struct ast *a, const char *name)
{
	int fn;

	return ast_func_body(a, name, &fn) >= 0 && a->n[fn].void_void;
}

/* A call of tst_exit(): the end of main() its cleanup comes right before,
 * and in a merged cleanup what the library does now, after the one
 * cleanup(). */
static int is_exit_stmt(struct ast *a, int stmt)
{
	return ast_is(a, stmt, CXCursor_CallExpr) &&
	       !strcmp(a->n[stmt].name, "tst_exit");
}

/*
 * The void (void) function main() calls right before its own tst_exit()
 * (a statement of main(), not a child's in a branch): the statement
 * before it, a call of its own (setup() before the loop, or before a
 * switch whose child calls tst_exit(), is no cleanup).
 */
static void main_cleanup(struct cleanups *c)
{
	struct ast *a = &c->a;
	int body = ast_func_body(a, "main", NULL), k, prev = -1, s, found = -1;

	if (body < 0)
		return;
	for (k = 0; (s = ast_child(a, body, k)) >= 0; k++) {
		if (is_exit_stmt(a, s))
			found = prev;
		prev = s;
	}
	if (ast_is(a, found, CXCursor_CallExpr) && a->n[found].has_off &&
	    is_local_void_fn(a, a->n[found].name))
		add_func(c, a->n[found].name);
}

static void collect(struct cleanups *c)
{
	struct ast *a = &c->a;
	int i, call, argn;

	for (i = 0; i < a->len; i++) {
		if (a->n[i].kind != CXCursor_DeclRefExpr ||
		    a->n[i].refkind != CXCursor_FunctionDecl ||
		    !is_local_void_fn(a, a->n[i].name))
			continue;
		call = ast_arg_of(a, i, &argn);
		if (call < 0 || argn >= 32 ||
		    !(a->n[call].cleanup_args & (1u << argn)))
			continue;
		add_func(c, a->n[i].name);
	}
	main_cleanup(c);
}

static void choose_survivor(struct cleanups *c)
{
	struct ast *a = &c->a;
	int k, body = ast_func_body(a, "main", NULL), ex, i;

	c->keep = find_func(c, "cleanup");
	if (c->keep >= 0)
		return;
	c->keep = 0;
	if (body < 0 || (ex = ast_find_call(a, body, "tst_exit")) < 0)
		return;
	for (i = body; i < ex; i++) {
		if (!ast_is(a, i, CXCursor_CallExpr))
			continue;
		k = find_func(c, a->n[i].name);
		if (k >= 0)
			c->keep = k;
	}
}

/* ---- guarding releases ---- */

/* The closing quote of the literal opening at q (or its NUL). */
static const char *skip_literal(const char *q)
{
	char quote = *q;

	for (q++; *q && *q != quote; q++)
		if (*q == '\\' && q[1])
			q++;
	return *q ? q : q - 1;
}

/* Split "name(a, b, c)" into its name and arguments; 0 on success. */
static int split_call(const char *t, char *name, size_t nsz, char args[][128],
		      int *nargs)
{
	const char *p = t, *q;
	int depth = 0, n = 0;

	while (isspace((unsigned char)*p))
		p++;
	for (q = p; isalnum((unsigned char)*q) || *q == '_'; q++)
		;
	if (q == p || (size_t)(q - p) >= nsz)
		return -1;
	snprintf(name, nsz, "%.*s", (int)(q - p), p);
	while (isspace((unsigned char)*q))
		q++;
	if (*q++ != '(')
		return -1;
	for (p = q; *q; q++) {
		if (*q == '(' || *q == '[')
			depth++;
		else if ((*q == ')' || *q == ']') && depth)
			depth--;
		else if (*q == '"' || *q == '\'')
			q = skip_literal(q);
		else if ((*q == ',' || *q == ')') && !depth) {
			if (n == MAX_ARGS || q - p >= 127)
				return -1;
			while (isspace((unsigned char)*p))
				p++;
			snprintf(args[n++], 128, "%.*s", (int)(q - p), p);
			p = q + 1;
			if (*q == ')')
				break;
		}
	}
	if (*q != ')')
		return -1;
	for (q++; *q; q++)
		if (!isspace((unsigned char)*q) && *q != ';')
			return -1;
	*nargs = n;
	return 0;
}

/* A variable, array element or member: what a guard may test. */
static int is_lvalue(const char *s)
{
	if (!isalpha((unsigned char)*s) && *s != '_')
		return 0;
	for (; *s; s++)
		if (!isalnum((unsigned char)*s) && !strchr("_.[]->", *s))
			return 0;
	return 1;
}

struct release {
	const char *name; /* function or old-API macro */
	int arg; /* which argument names the resource */
	const char *guard; /* printf format of the condition, %s: resource */
	const char *plain; /* replacement call when failure is tolerated */
};

static const struct release releases[] = {
	{ "close", 0, "%s > 0", NULL },
	{ "SAFE_CLOSE", 1, "%s > 0", NULL },
	{ "fclose", 0, "%s", NULL },
	{ "SAFE_FCLOSE", 1, "%s", NULL },
	{ "closedir", 0, "%s", NULL },
	{ "SAFE_CLOSEDIR", 1, "%s", NULL },
	{ "munmap", 0, "%s && %s != MAP_FAILED", NULL },
	{ "SAFE_MUNMAP", 1, "%s && %s != MAP_FAILED", NULL },
	{ "shmdt", 0, "%s && %s != (void *)-1", NULL },
	{ "kill", 0, "%s > 0", NULL },
	{ "SAFE_KILL", 1, "%s > 0", NULL },
	{ "tst_release_device", 0, "%s", NULL },
	{ "SAFE_UNLINK", 1, NULL, "unlink" },
	{ "SAFE_RMDIR", 1, NULL, "rmdir" },
	{ NULL, 0, NULL, NULL },
};

static const char *const unguardable[] = {
	"umount", "umount2", "SAFE_UMOUNT", "tst_umount", NULL,
};

char *cleanup_guarded(struct conv_file *f, struct ast *a, int stmt,
		      const char **todo)
{
	char name[64], args[MAX_ARGS][128], cond[300], *t, *out;
	const struct release *r;
	char ind[64];
	int nargs, k;

	*todo = NULL;
	if (a->n[stmt].kind == CXCursor_IfStmt)
		return NULL;
	t = conv_text(f, a->n[stmt].start, ast_stmt_end(a, stmt));
	if (split_call(t, name, sizeof(name), args, &nargs)) {
		free(t);
		return NULL;
	}
	for (k = 0; unguardable[k]; k++)
		if (!strcmp(name, unguardable[k]))
			*todo = "release kept as it was: whether it was "
				"mounted is not known here; guard it with a "
				"flag set after the mount";
	for (r = releases; r->name && strcmp(r->name, name); r++)
		;
	if (!r->name || r->arg >= nargs ||
	    (!r->plain && !is_lvalue(args[r->arg]))) {
		if (r->name && !*todo)
			*todo = "release kept as it was: its resource is not "
				"a plain variable to test";
		free(t);
		return NULL;
	}
	ast_indent_of(f, a->n[stmt].start, ind, sizeof(ind));
	if (r->plain) {
		snprintf(cond, sizeof(cond), "%s(%s);", r->plain, args[r->arg]);
		out = strdup(cond);
	} else {
		snprintf(cond, sizeof(cond), r->guard, args[r->arg],
			 args[r->arg]);
		out = malloc(strlen(cond) + strlen(t) + strlen(ind) + 16);
		if (out)
			sprintf(out, "if (%s)\n%s\t%s", cond, ind, t);
	}
	free(t);
	if (!out)
		abort();
	return out;
}

/* ---- the merge ---- */

static int is_rmdir_stmt(struct ast *a, int stmt)
{
	return ast_is(a, stmt, CXCursor_CallExpr) &&
	       !strcmp(a->n[stmt].name, "tst_rmdir");
}

/* A call of one of the cleanups: their bodies are merged in instead. */
static int calls_cleanup(struct cleanups *c, int stmt)
{
	return ast_is(&c->a, stmt, CXCursor_CallExpr) &&
	       find_func(c, c->a.n[stmt].name) >= 0;
}

static void squeeze(char *s)
{
	char *d = s;

	for (; *s; s++)
		if (!isspace((unsigned char)*s))
			*d++ = *s;
	*d = 0;
}

/* 1 when the survivor already does what that statement does (alone or
 * under a guard of its own). */
static int kept_has(struct cleanups *c, const char *text)
{
	int body = c->fn[c->keep].body, hit;
	char *t = ast_text(&c->a, body), *want = strdup(text);

	if (!want)
		abort();
	squeeze(t);
	squeeze(want);
	hit = !!strstr(t, want);
	free(t);
	free(want);
	return hit;
}

static void append(char **buf, size_t *len, const char *s)
{
	size_t n = strlen(s);

	*buf = realloc(*buf, *len + n + 1);
	if (!*buf)
		abort();
	memcpy(*buf + *len, s, n + 1);
	*len += n;
}

/* A `return;`: a function's last statement that ends nothing early. */
static int is_bare_return(struct ast *a, int stmt)
{
	return ast_is(a, stmt, CXCursor_ReturnStmt) &&
	       ast_nchildren(a, stmt) == 0;
}

/* Guard the survivor's own statements where they stand; *ret_stmt is its
 * closing `return;`, which what is added goes before. */
static int guard_kept(struct cleanups *c, int *rmdir_stmt, int *rmdir_last,
		      int *ret_stmt)
{
	struct ast *a = &c->a;
	int body = c->fn[c->keep].body, s, last = -1;
	const char *why;
	char *g;

	*rmdir_stmt = -1;
	*ret_stmt = -1;
	for (s = ast_child(a, body, 0); s >= 0;
	     s = a->n[s].last + 1 <= a->n[body].last ? a->n[s].last + 1 : -1) {
		if (calls_cleanup(c, s)) {
			conv_remove_lines(c->f, a->n[s].start,
					  ast_stmt_end(a, s));
			continue;
		}
		if (is_bare_return(a, s)) {
			*ret_stmt = s;
			continue;
		}
		*ret_stmt = -1;
		last = s;
		if (is_rmdir_stmt(a, s)) {
			*rmdir_stmt = s;
			continue;
		}
		g = cleanup_guarded(c->f, &c->a, s, &why);
		if (why)
			conv_todo(c->f, a->n[s].start, "%s", why);
		if (g &&
		    conv_replace(c->f, a->n[s].start, ast_stmt_end(a, s), g))
			conv_todo(c->f, a->n[s].start,
				  "release left unguarded: edits overlap");
		free(g);
	}
	*rmdir_last = *rmdir_stmt >= 0 && *rmdir_stmt == last;
	return 0;
}

/* The others' statements, guarded, that the survivor lacks. */
static char *others_text(struct cleanups *c, int *has_rmdir)
{
	struct ast *a = &c->a;
	char *buf = NULL, *t, *g, ind[64];
	const char *why;
	size_t len = 0;
	int k, s, body;

	append(&buf, &len, "");
	for (k = 0; k < c->nfn; k++) {
		body = c->fn[k].body;
		if (k == c->keep || body < 0)
			continue;
		for (s = ast_child(a, body, 0); s >= 0;
		     s = a->n[s].last + 1 <= a->n[body].last ?
				 a->n[s].last + 1 :
				 -1) {
			if (is_rmdir_stmt(a, s)) {
				*has_rmdir = 1;
				continue;
			}
			if (calls_cleanup(c, s) || is_exit_stmt(a, s) ||
			    is_bare_return(a, s))
				continue;
			t = conv_text(c->f, a->n[s].start, ast_stmt_end(a, s));
			if (kept_has(c, t)) {
				free(t);
				continue;
			}
			g = cleanup_guarded(c->f, &c->a, s, &why);
			ast_indent_of(c->f, a->n[s].start, ind, sizeof(ind));
			if (why) {
				append(&buf, &len, ind);
				append(&buf, &len, "/* TODO(convert): ");
				append(&buf, &len, why);
				append(&buf, &len, " */\n");
				c->f->counts.todos++;
				conv_msg(c->f, a->n[s].start,
					 "TODO(convert): %s", why);
			}
			append(&buf, &len, ind);
			append(&buf, &len, g ? g : t);
			append(&buf, &len, "\n");
			free(g);
			free(t);
		}
	}
	return buf;
}

/* The lines of a function (or prototype) and a comment right above it,
 * and one blank line after a definition: [*start, *end). */
static void decl_lines(struct cleanups *c, int decl, int with_blank,
		       unsigned int *start, unsigned int *end)
{
	struct conv_file *f = c->f;
	unsigned int s = conv_line_start(f, c->a.n[decl].start);
	unsigned int e = ast_stmt_end(&c->a, decl), p;

	while (e < f->len && f->text[e] != '\n')
		e++;
	if (e < f->len)
		e++;
	if (with_blank && e < f->len && f->text[e] == '\n')
		e++;
	/* a comment ending on the line just above belongs to it */
	if (s >= 3 && !strncmp(f->text + s - 3, "*/\n", 3)) {
		p = s - 3;
		while (p > 1 && strncmp(f->text + p - 2, "/*", 2))
			p--;
		if (p > 1 && conv_line_start(f, p - 2) == p - 2)
			s = p - 2;
	}
	*start = s;
	*end = e;
}

static void remove_decl(struct cleanups *c, int decl, int with_blank)
{
	unsigned int s, e;

	decl_lines(c, decl, with_blank, &s, &e);
	conv_remove(c->f, s, e);
}

/* Reference i is a cleanup argument, or a call in main() or in one of the
 * cleanups (those calls go). */
static int cleanup_use(struct cleanups *c, int i)
{
	struct ast *a = &c->a;
	int argn = 0, call = ast_arg_of(a, i, &argn), p, k, main_fn = -1;

	if (call >= 0)
		return argn < 32 && (a->n[call].cleanup_args & (1u << argn));
	for (p = a->n[i].parent;
	     p >= 0 && a->n[p].kind == CXCursor_UnexposedExpr;
	     p = a->n[p].parent)
		;
	if (!ast_is(a, p, CXCursor_CallExpr))
		return 0;
	if (ast_func_body(a, "main", &main_fn) >= 0 &&
	    ast_func_of(a, p) == main_fn)
		return 1;
	for (k = 0; k < c->nfn; k++)
		if (c->fn[k].body >= 0 && p > c->fn[k].body &&
		    p <= a->n[c->fn[k].body].last)
			return 1;
	return 0;
}

/* A cleanup the file also uses otherwise (a case table's per-case
 * cleanup, sendmsg01's cleanup4) stays as it is, beside the merged one. */
static void mark_staying(struct cleanups *c)
{
	struct ast *a = &c->a;
	int i, k;

	for (i = 0; i < a->len; i++) {
		if (a->n[i].kind != CXCursor_DeclRefExpr ||
		    a->n[i].refkind != CXCursor_FunctionDecl ||
		    !a->n[i].has_off)
			continue;
		k = find_func(c, a->n[i].name);
		if (k >= 0 && k != c->keep && !cleanup_use(c, i))
			c->fn[k].stays = 1;
	}
}

/* Every reference to a merged function, and the survivor's own name when
 * it is not cleanup, becomes cleanup; merged functions go. One that stays
 * keeps its name but where it is a cleanup argument. */
static void rename_and_remove(struct cleanups *c)
{
	struct ast *a = &c->a;
	const char *kept = c->fn[c->keep].name;
	int i, k;

	for (i = 0; i < a->len; i++) {
		k = find_func(c, a->n[i].name);
		if (k < 0 || !a->n[i].has_off)
			continue;
		if (a->n[i].kind == CXCursor_DeclRefExpr &&
		    a->n[i].refkind == CXCursor_FunctionDecl &&
		    (k != c->keep || strcmp(kept, "cleanup")) &&
		    (!c->fn[k].stays || cleanup_use(c, i)))
			conv_replace(c->f, a->n[i].start, a->n[i].end,
				     "cleanup");
		if (a->n[i].kind != CXCursor_FunctionDecl ||
		    ast_func_of(a, a->n[i].parent) >= 0)
			continue;
		if (k != c->keep && !c->fn[k].stays)
			remove_decl(c, i, i == c->fn[k].def);
		else if (strcmp(kept, "cleanup") && a->n[i].loc >= 0)
			conv_replace(c->f, a->n[i].loc,
				     a->n[i].loc + strlen(kept), "cleanup");
	}
}

static void merge(struct cleanups *c)
{
	struct ast *a = &c->a;
	int body = c->fn[c->keep].body, rmdir_stmt, rmdir_last, has_rmdir = 0;
	int ret_stmt;
	unsigned int at;
	char *more;
	size_t len;

	guard_kept(c, &rmdir_stmt, &rmdir_last, &ret_stmt);
	more = others_text(c, &has_rmdir);
	if (rmdir_stmt >= 0 && !rmdir_last) {
		conv_remove_lines(c->f, a->n[rmdir_stmt].start,
				  ast_stmt_end(a, rmdir_stmt));
		has_rmdir = 1;
	}
	if (rmdir_last) {
		at = conv_line_start(c->f, a->n[rmdir_stmt].start);
	} else {
		at = conv_line_start(c->f, ret_stmt >= 0 ?
						   a->n[ret_stmt].start :
						   a->n[body].end - 1);
		if (has_rmdir) {
			len = strlen(more);
			append(&more, &len, "\ttst_rmdir();\n");
		}
	}
	if (*more && conv_insert(c->f, at, more))
		conv_todo(c->f, a->n[body].start,
			  "the other cleanups' releases could not be added");
	free(more);
}

/* A name the body of merged function k uses that the file declares first
 * at or after off, outside any function (a static defined between the
 * survivor and k). */
static int uses_later(struct cleanups *c, int k, unsigned int off)
{
	struct ast *a = &c->a;
	CXCursor tu = clang_getTranslationUnitCursor(c->f->tu), r;
	int body = c->fn[k].body, i;
	long at;

	for (i = body; i <= a->n[body].last; i++) {
		if (a->n[i].kind != CXCursor_DeclRefExpr)
			continue;
		r = clang_getCanonicalCursor(
			clang_getCursorReferenced(a->n[i].cur));
		if (!clang_equalCursors(clang_getCursorSemanticParent(r), tu))
			continue;
		at = conv_offset(c->f, clang_getCursorLocation(r));
		if (at >= (long)off)
			return 1;
	}
	return 0;
}

/* The merged function defined last, when one uses what the file declares
 * after the survivor: the survivor goes where it was; else -1. */
static int move_to(struct cleanups *c)
{
	unsigned int kept = c->a.n[c->fn[c->keep].def].start;
	int k, last = -1, later = 0;

	for (k = 0; k < c->nfn; k++) {
		if (k == c->keep || c->a.n[c->fn[k].def].start < kept)
			continue;
		later |= uses_later(c, k, kept);
		if (last < 0 ||
		    c->a.n[c->fn[k].def].start > c->a.n[c->fn[last].def].start)
			last = k;
	}
	return later ? last : -1;
}

/* A prototype of the survivor before its definition. */
static int kept_declared(struct cleanups *c)
{
	struct ast *a = &c->a;
	int def = c->fn[c->keep].def, i;

	for (i = 0; i < a->len; i++)
		if (i != def && a->n[i].kind == CXCursor_FunctionDecl &&
		    a->n[i].has_off && a->n[i].start < a->n[def].start &&
		    !strcmp(a->n[i].name, c->fn[c->keep].name))
			return 1;
	return 0;
}

/*
 * The survivor, merged, moves down to where merged function k was defined:
 * what k released is declared after the survivor (sendmsg01's cleanup4()
 * closes a descriptor defined between them). A prototype stays in its
 * place when the file has none before it.
 */
static void move_kept(struct cleanups *c, int k)
{
	struct conv_file *f = c->f;
	struct ast *a = &c->a;
	int def = c->fn[c->keep].def;
	unsigned int s = conv_line_start(f, a->n[def].start);
	unsigned int e = ast_stmt_end(a, def), to, end;
	char *t, *head, *proto = NULL;

	/* before the lines of k, which go */
	decl_lines(c, c->fn[k].def, 1, &to, &end);
	if (e < f->len && f->text[e] == '\n')
		e++;
	t = conv_copy(f, s, e);
	if (!kept_declared(c)) {
		size_t n;

		head = conv_copy(f, s, a->n[c->fn[c->keep].body].start);
		n = strlen(head);
		while (n && strchr(" \t\n", head[n - 1]))
			n--;
		proto = util_printf("%.*s;\n", (int)n, head);
		free(head);
	}
	conv_rewrite(f, s, e, proto ? proto : "");
	head = util_printf("%s\n", t);
	conv_insert(f, to, head);
	free(head);
	conv_msg(f, a->n[def].start,
		 "cleanup() moved down to where %s() was: what it releases "
		 "is declared after it",
		 c->fn[k].name);
	free(proto);
	free(t);
}

static void report(struct cleanups *c)
{
	char list[512] = "";
	size_t n = 0;
	int k;

	for (k = 0; k < c->nfn; k++)
		n += snprintf(list + n, n < sizeof(list) ? sizeof(list) - n : 0,
			      "%s%s()", k ? ", " : "", c->fn[k].name);
	conv_msg(c->f, c->a.n[c->fn[c->keep].def].start,
		 "cleanup functions %s merged into one cleanup(), safe at any "
		 "point",
		 list);
}

/*
 * `#define cleanup tst_exit`: the test's cleanup is the old library's
 * exit. The macro goes and its uses are written tst_exit, which the
 * structure pass and the semantic patches know (dropped at the end of
 * main(), exit(0) elsewhere, an argument tst_brkm() no longer takes).
 * 1 when the file had such a macro (its edits are queued).
 */
static int exit_alias(struct ast *a)
{
	unsigned int n = ast_tokens(a), k, j;
	struct pp_directive d;
	int found = 0;

	for (k = 0; k < n; k++) {
		const char *name;

		if (!pp_directive(a, k, &d) || strcmp(d.name, "define") ||
		    d.last != d.first + 2 ||
		    strcmp(a->toks[d.first + 1].text, "tst_exit"))
			continue;
		name = a->toks[d.first].text;
		conv_rewrite(a->f, d.s, d.e, "");
		for (j = 0; j < n; j++)
			if ((j < d.first || j >= d.last) &&
			    a->toks[j].kind == CXToken_Identifier &&
			    !strcmp(a->toks[j].text, name))
				conv_rewrite(a->f, a->toks[j].start,
					     a->toks[j].end, "tst_exit");
		conv_msg(a->f, d.s,
			 "#define %s tst_exit: its uses written "
			 "tst_exit",
			 name);
		found = 1;
	}
	return found;
}

int conv_pass_cleanup(struct conv_file *f)
{
	struct cleanups c;
	int k;

	if (!f->tu)
		return 0;
	memset(&c, 0, sizeof(c));
	c.f = f;
	ast_build(&c.a, f);
	if (exit_alias(&c.a)) {
		/* tst_exit is the file's cleanup: nothing to merge */
		ast_free(&c.a);
		return 0;
	}
	collect(&c);
	f->counts.cleanups = c.nfn;
	if (c.nfn > 1) {
		choose_survivor(&c);
		for (k = 0; k < c.nfn && c.fn[k].def >= 0; k++)
			;
		if (k < c.nfn) {
			conv_todo(f, 0,
				  "cleanup %s() is not defined here: the "
				  "cleanups cannot be merged",
				  c.fn[k].name);
		} else {
			int to;

			mark_staying(&c);
			to = move_to(&c);
			merge(&c);
			rename_and_remove(&c);
			if (to >= 0)
				move_kept(&c, to);
			report(&c);
		}
	}
	for (k = 0; k < c.nfn; k++)
		free(c.fn[k].name);
	ast_free(&c.a);
	return 0;
}
