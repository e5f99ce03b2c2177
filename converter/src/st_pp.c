// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * main()'s preprocessor conditionals when main() is taken apart (st_main.c).
 * Its statements move to setup(), run() and cleanup(), and the text around
 * run()'s body is rewritten away: a conditional of main()'s body must come
 * out whole wherever its parts go.
 *
 * - A statement that opens a conditional it does not close (`if (a) {...}`
 *   then `#ifndef X` `else {...}` `#endif`) moves with the rest of it.
 * - A statement that moves out of main() takes the conditionals that hold
 *   it along: their directive lines down to its branch (the branches
 *   before it empty), then their #endif lines.
 * - run() keeps, from the text rewritten away before and after its body,
 *   the directive lines of the conditionals that hold part of the body or
 *   all of it (`#if HAVE_X` at the top of main(), `#else` and a TCONF
 *   message and `#endif` after the work), with the text of their branches
 *   that hold none of main()'s statements (the branch the preprocessor
 *   skipped here).
 */
#include <stdlib.h>
#include <string.h>

#include "pp.h"
#include "st_main.h"
#include "vocab.h"

void st_conds_read(struct st *st, struct shape *sh)
{
	unsigned int s = st->a.n[sh->body].start, e = st->a.n[sh->body].end;
	struct pp_cond *v;
	int n = pp_conds(&st->a, &v), i, k = 0;

	/* an #ifdef UCLINUX block is gone already (st_uclinux()): its
	 * directives are no lines for run() to keep or moves to take */
	for (i = 0; i < n; i++)
		if (v[i].closed && v[i].br[0].dir.s > s && v[i].endif.e < e &&
		    !st_is_uclinux(st, &v[i]))
			v[k++] = v[i];
	sh->conds = v;
	sh->nconds = k;
}

/* The first directive of c at or after off (a branch's, or its #endif). */
static const struct pp_directive *dir_from(struct pp_cond *c, unsigned int off)
{
	int b;

	for (b = 0; b < c->nbr; b++)
		if (c->br[b].dir.s >= off)
			return &c->br[b].dir;
	return &c->endif;
}

unsigned int st_span_close(struct st *st, struct shape *sh, unsigned int s,
			   unsigned int e)
{
	int i, again = 1;

	while (again) {
		again = 0;
		for (i = 0; i < sh->nconds; i++) {
			struct pp_cond *c = &sh->conds[i];

			if (c->br[0].dir.s < s || c->br[0].dir.s >= e ||
			    c->endif.e <= e)
				continue;
			if (!util_only(st->f->text, e, dir_from(c, e)->s,
				       " \t\n"))
				return 0;
			e = c->endif.e;
			again = 1;
		}
	}
	return e;
}

/* The branch of c that holds [s, e), or -1. */
static int holding(struct pp_cond *c, unsigned int s, unsigned int e)
{
	int b;

	for (b = 0; b < c->nbr; b++)
		if (s >= c->br[b].dir.e && e <= c->br[b].end)
			return b;
	return -1;
}

int st_held_with(struct shape *sh, unsigned int off, unsigned int s,
		 unsigned int e)
{
	int i, b, n = 0;

	for (i = 0; i < sh->nconds; i++) {
		b = holding(&sh->conds[i], off, off);
		if (b < 0)
			continue;
		if (holding(&sh->conds[i], s, e) != b)
			return 0;
		n++;
	}
	return n > 0;
}

static void add_text(struct st *st, struct util_buf *out, unsigned int s,
		     unsigned int e)
{
	util_buf_add(out, st->f->text + s, e - s);
}

/* The conditionals holding [s, e), outermost first, into h (their
 * indices and branches); how many. */
static int holders(struct shape *sh, unsigned int s, unsigned int e,
		   struct st_holder *h)
{
	int i, d, n = 0;

	for (d = 0; n < ST_MAX_HOLDERS; d++) {
		int found = 0;

		for (i = 0; i < sh->nconds && n < ST_MAX_HOLDERS; i++) {
			int k = holding(&sh->conds[i], s, e);

			if (sh->conds[i].depth != d || k < 0)
				continue;
			h[n++] = (struct st_holder){ i, k };
			found = 1;
		}
		if (!found)
			break;
	}
	return n;
}

/* Close the holders of m beyond the first keep. */
static void close_to(struct st *st, struct shape *sh, struct st_moving *m,
		     int keep, struct util_buf *out)
{
	while (m->n > keep) {
		struct pp_cond *c = &sh->conds[m->h[--m->n].cond];

		add_text(st, out, c->endif.s, c->endif.e);
	}
}

void st_wrap_moved(struct st *st, struct shape *sh, struct st_moving *m,
		   unsigned int s, unsigned int e, const char *text,
		   struct util_buf *out)
{
	struct st_holder h[ST_MAX_HOLDERS];
	int n = holders(sh, s, e, h), same = 0, b;

	while (same < n && same < m->n && h[same].cond == m->h[same].cond &&
	       h[same].branch == m->h[same].branch)
		same++;
	close_to(st, sh, m, same, out);
	for (; m->n < n; m->n++) {
		struct pp_cond *c = &sh->conds[h[m->n].cond];

		m->h[m->n] = h[m->n];
		for (b = 0; b <= h[m->n].branch; b++)
			add_text(st, out, c->br[b].dir.s, c->br[b].dir.e);
	}
	/* a statement taking a conditional's rest ends with its #endif */
	util_buf_printf(out, "\t%s%s", text,
			*text && text[strlen(text) - 1] == '\n' ? "" : "\n");
}

void st_wrap_end(struct st *st, struct shape *sh, struct st_moving *m,
		 struct util_buf *out)
{
	close_to(st, sh, m, 0, out);
}

/* c has a directive in [s, e) and one outside, or holds all of it. */
static int crosses(struct pp_cond *c, unsigned int s, unsigned int e)
{
	int b, in = 0, out = 0;

	for (b = 0; b <= c->nbr; b++) {
		const struct pp_directive *d =
			b < c->nbr ? &c->br[b].dir : &c->endif;

		if (d->s >= s && d->e <= e)
			in = 1;
		else
			out = 1;
	}
	return out && (in || (c->br[0].dir.s < s && c->endif.e > e));
}

/* A branch holding none of main()'s statements. */
static int skipped(struct shape *sh, struct st *st, struct pp_branch *br)
{
	int i;

	for (i = 0; i < sh->n; i++) {
		unsigned int at = st->a.n[sh->stmts[i]].start;

		if (at >= br->dir.e && at < br->end)
			return 0;
	}
	return 1;
}

struct kept {
	unsigned int s, e;
};

static int kept_cmp(const void *x, const void *y)
{
	const struct kept *a = x, *b = y;

	return a->s < b->s ? -1 : a->s > b->s;
}

/* Offset off lies in one of main()'s statements. */
static int in_main_stmt(struct st *st, struct shape *sh, unsigned int off)
{
	int i;

	for (i = 0; i < sh->n; i++) {
		struct node *s = &st->a.n[sh->stmts[i]];

		if (s->has_off && off >= s->start && off < s->end)
			return 1;
	}
	return 0;
}

/* Offset off lies in a conditional of main()'s: the statements it holds
 * move with it, or run() keeps its lines (a branch's text too), a macro
 * of it along. */
static int in_cond(struct shape *sh, unsigned int off)
{
	int i;

	for (i = 0; i < sh->nconds; i++)
		if (off > sh->conds[i].br[0].dir.s &&
		    off < sh->conds[i].endif.e)
			return 1;
	return 0;
}

/*
 * The #define and #undef lines of main()'s own in [from, to), between its
 * statements: a macro main() defines before its loop (access03's
 * TEST_ACCESS(), which the loop's body calls) is the body's; the text
 * around the body is rewritten away, the macro must stay.
 */
static int kept_macros(struct st *st, struct shape *sh, unsigned int from,
		       unsigned int to, struct kept **k, int n)
{
	struct ast *a = &st->a;
	struct pp_directive d;
	unsigned int nt = ast_tokens(a), t;

	for (t = ast_tok_at(a, from); t < nt && a->toks[t].start < to; t++) {
		if (a->toks[t].start < from || !pp_directive(a, t, &d))
			continue;
		if ((strcmp(d.name, "define") && strcmp(d.name, "undef")) ||
		    d.s < from || d.e > to || in_main_stmt(st, sh, d.s) ||
		    in_cond(sh, d.s))
			continue;
		/* the blank line after it, as it separated the macro from
		 * the statements */
		if (d.e < to && st->f->text[d.e] == '\n')
			d.e++;
		*k = util_realloc(*k, (n + 1) * sizeof(**k));
		(*k)[n++] = (struct kept){ d.s, d.e };
	}
	return n;
}

char *st_kept_lines(struct st *st, struct shape *sh, unsigned int bs,
		    unsigned int be, unsigned int from, unsigned int to)
{
	struct kept *k = NULL;
	struct util_buf out = { 0 };
	int i, b, n = 0;

	for (i = 0; i < sh->nconds; i++) {
		struct pp_cond *c = &sh->conds[i];

		if (!crosses(c, bs, be))
			continue;
		for (b = 0; b <= c->nbr; b++) {
			const struct pp_directive *d =
				b < c->nbr ? &c->br[b].dir : &c->endif;
			unsigned int e = d->e;

			if (d->s < from || d->e > to)
				continue;
			if (b < c->nbr && c->br[b].end <= to &&
			    skipped(sh, st, &c->br[b]))
				e = c->br[b].end;
			k = util_realloc(k, (n + 1) * sizeof(*k));
			k[n++] = (struct kept){ d->s, e };
		}
	}
	n = kept_macros(st, sh, from, to, &k, n);
	if (n)
		qsort(k, n, sizeof(*k), kept_cmp);
	for (i = 0; i < n; i++)
		add_text(st, &out, k[i].s, k[i].e);
	free(k);
	return util_buf_take(&out);
}

/* Whether the tokens [k, end of text at offset e) name the old API. */
static int old_name_in(struct st *st, unsigned int k, unsigned int e)
{
	struct ast *a = &st->a;

	for (; k < a->ntoks && a->toks[k].start < e; k++)
		if (a->toks[k].kind == CXToken_Identifier &&
		    vocab_is_old_name(a->toks[k].text))
			return 1;
	return 0;
}

/*
 * A block "#if 0" keeps out of every build is no code the semantic
 * patches see: old calls in it stay as they were (ioctl02's disabled
 * check of c_cflag), and the check finds them left. Whoever enables it
 * must convert it, or it goes: a TODO says so over the #if 0 line.
 */
void st_if0_todos(struct st *st)
{
	struct ast *a = &st->a;
	struct pp_cond *v;
	struct pp_branch *b;
	int n = pp_conds(a, &v), i;

	for (i = 0; i < n; i++) {
		b = &v[i].br[0];
		if (!v[i].closed || strcmp(b->dir.name, "if") ||
		    b->dir.last != b->dir.first + 1 ||
		    strcmp(a->toks[b->dir.first].text, "0") ||
		    !old_name_in(st, b->dir.next, b->end))
			continue;
		st_todo(st, b->dir.s,
			"the old API in this #if 0 block is left as it was: "
			"convert it by hand or drop the block");
	}
	free(v);
}

/* ---- conditionals compiled out here with none of main()'s statements ---- */

/* Whether c holds no statement of main()'s, stands in none of them and
 * in no other conditional of main()'s: its text is main()'s own (every
 * branch compiled out here, `#ifdef TST_ABI32` `tst_brkm(TCONF, ...)`
 * `#endif` on a 64-bit build); the statements around it, *prev and
 * *next (-1: none). */
static int free_cond(struct st *st, struct shape *sh, int c, int *prev,
		     int *next)
{
	struct pp_cond *cd = &sh->conds[c];
	unsigned int s = cd->br[0].dir.s, e = cd->endif.e;
	int i;

	for (i = 0; i < sh->nconds; i++)
		if (i != c && sh->conds[i].br[0].dir.s < s &&
		    sh->conds[i].endif.e >= e)
			return 0;
	*prev = *next = -1;
	for (i = 0; i < sh->n; i++) {
		struct node *n = &st->a.n[sh->stmts[i]];

		if (!n->has_off)
			return 0;
		if (n->end <= s)
			*prev = i;
		else if (n->start >= e) {
			if (*next < 0)
				*next = i;
		} else {
			return 0; /* holds it, or is held */
		}
	}
	return 1;
}

/* Where a free conditional's text goes: the role of the statements it
 * stands with (R_PROLOG, R_EPILOG, R_POST), or R_BODY when it stands by
 * the work of a test without the loop (run() takes it: st_body_span(),
 * sigaction02's tests 4 and 5 under #ifndef GLIBC_SIGACTION_BUG, which
 * its Makefile defines) or by a statement that stays in main(). */
static enum role free_role(struct shape *sh, int prev, int next)
{
	enum role rp = prev >= 0 ? sh->role[prev] : R_DECL,
		  rn = next >= 0 ? sh->role[next] : R_END;

	/* among main()'s declarations (growfiles' #ifndef linux local):
	 * their rewrite into statics and run()'s locals cannot take one it
	 * does not see; no role takes it */
	if (rn == R_DECL)
		return R_DECL;
	if (rp == R_MODE || rn == R_MODE || rp == R_BODY || rn == R_BODY)
		return R_BODY;
	if (rp == R_LOOP || rp == R_POST || rp == R_CLEANUP)
		return R_POST;
	if (rp == R_SETUP || rp == R_EPILOG)
		return R_EPILOG;
	if (rn == R_END || rn == R_CLEANUP || rn == R_POST)
		return R_POST;
	return R_PROLOG;
}

/* A name of main()'s (a parameter, a local, the loop counter) that the
 * tokens of [s, e) use, or NULL. */
static const char *main_name_in(struct st *st, struct shape *sh, unsigned int s,
				unsigned int e)
{
	struct ast *a = &st->a;
	unsigned int k;
	int i;

	for (k = ast_tok_at(a, s); k < a->ntoks && a->toks[k].start < e; k++) {
		const char *t = a->toks[k].text;

		if (a->toks[k].kind != CXToken_Identifier)
			continue;
		if (sh->lc && !strcmp(t, sh->lc))
			return sh->lc;
		for (i = sh->fn; i <= a->n[sh->fn].last; i++)
			if ((a->n[i].kind == CXCursor_ParmDecl ||
			     a->n[i].kind == CXCursor_VarDecl) &&
			    a->n[i].name && !strcmp(a->n[i].name, t))
				return a->n[i].name;
	}
	return NULL;
}

/* Whether offset at lies on one of c's directive lines. */
static int on_directive(struct pp_cond *c, unsigned int at)
{
	int b;

	for (b = 0; b < c->nbr; b++)
		if (at >= c->br[b].dir.s && at < c->br[b].dir.e)
			return 1;
	return at >= c->endif.s && at < c->endif.e;
}

/* Keywords that open a declaration of a local. */
static int decl_keyword(const char *t)
{
	static const char *const kw[] = {
		"int",	    "char",   "short",	  "long",  "unsigned", "signed",
		"float",    "double", "struct",	  "union", "enum",     "const",
		"volatile", "static", "register", "void",  "_Bool",
	};
	size_t i;

	for (i = 0; i < ARRAY_LEN(kw); i++)
		if (!strcmp(t, kw[i]))
			return 1;
	return 0;
}

/*
 * Conditional c holds declarations only, outside its directive lines:
 * each statement opens with a type's keyword or a type's name (pid_t
 * pid;), calls nothing at its top. The names it declares (the name before
 * each ';', ',', '=' or '[' at the top) are used in [ls, le) and nowhere
 * else in main().
 */
static int loop_decls(struct st *st, struct shape *sh, struct pp_cond *cd,
		      unsigned int ls, unsigned int le)
{
	struct ast *a = &st->a;
	unsigned int k, prev = 0, any = 0, open = 1, depth = 0;

	for (k = ast_tok_at(a, cd->br[0].dir.s);
	     k < a->ntoks && a->toks[k].start < cd->endif.e; k++) {
		const char *t = a->toks[k].text;
		CXTokenKind kind = a->toks[k].kind;

		if (on_directive(cd, a->toks[k].start) ||
		    kind == CXToken_Comment)
			continue;
		if (open) {
			if (!(kind == CXToken_Keyword && decl_keyword(t)) &&
			    !(kind == CXToken_Identifier && k + 1 < a->ntoks &&
			      (a->toks[k + 1].kind == CXToken_Identifier ||
			       !strcmp(a->toks[k + 1].text, "*"))))
				return 0;
			open = 0;
		}
		if (!strcmp(t, "(") || !strcmp(t, "{"))
			depth++;
		else if ((!strcmp(t, ")") || !strcmp(t, "}")) && depth)
			depth--;
		else if (!depth && strchr(";,=[", *t) && !t[1] && prev &&
			 a->toks[prev].kind == CXToken_Identifier) {
			const char *name = a->toks[prev].text;

			/* named elsewhere in main(): not the loop's alone */
			if (ast_uses(a, name, sh->ms, cd->br[0].dir.s) ||
			    ast_uses(a, name, cd->endif.e, ls) ||
			    ast_uses(a, name, le, sh->me) ||
			    !ast_uses(a, name, ls, le))
				return 0;
			any = 1;
		}
		if (!depth && !strcmp(t, ";"))
			open = 1;
		prev = k;
	}
	return any && open;
}

/*
 * A free conditional among main()'s declarations (none but declarations
 * before it) that declares, compiled out here, locals only the loop uses
 * (getcpu01's "#ifdef __i386__" "unsigned int node_set;" "#endif" on
 * x86_64, set in the loop under the same #ifdef): run() declares them,
 * not setup() with the statements after it.
 */
static int loop_local_cond(struct st *st, struct shape *sh, int c, int prev)
{
	struct ast *a = &st->a;

	if (sh->loop < 0 || (prev >= 0 && sh->role[prev] != R_DECL))
		return 0;
	return loop_decls(st, sh, &sh->conds[c], a->n[sh->loop].start,
			  a->n[sh->loop].end);
}

void st_loop_local_conds(struct st *st, struct shape *sh, struct util_buf *out)
{
	int c, prev, next;
	char *t;

	for (c = 0; c < sh->nconds; c++) {
		if (!free_cond(st, sh, c, &prev, &next) ||
		    !loop_local_cond(st, sh, c, prev))
			continue;
		t = conv_copy(st->f, sh->conds[c].br[0].dir.s,
			      sh->conds[c].endif.e);
		util_buf_adds(out, t);
		if (!*t || t[strlen(t) - 1] != '\n')
			util_buf_adds(out, "\n");
		free(t);
	}
}

void st_free_conds(struct st *st, struct shape *sh, enum role r,
		   unsigned int from, unsigned int to, struct st_moving *m,
		   struct util_buf *out)
{
	int c, prev, next;

	for (c = 0; c < sh->nconds; c++) {
		struct pp_cond *cd = &sh->conds[c];
		unsigned int s = cd->br[0].dir.s, e = cd->endif.e;
		const char *name;
		char *t;

		if (s < from || e > to || !free_cond(st, sh, c, &prev, &next) ||
		    free_role(sh, prev, next) != r ||
		    loop_local_cond(st, sh, c, prev))
			continue;
		st_wrap_end(st, sh, m, out);
		name = main_name_in(st, sh, s, e);
		if (name) {
			util_buf_printf(out,
					"/* TODO(convert): this conditional "
					"of main(), compiled out here, names "
					"main()'s %s */\n",
					name);
			conv_msg(st->f, s,
				 "TODO(convert): this conditional of main(), "
				 "compiled out here, names main()'s %s",
				 name);
		} else {
			conv_msg(st->f, s,
				 "a conditional of main() compiled out here "
				 "goes where the statements beside it go");
		}
		t = conv_copy(st->f, s, e);
		util_buf_adds(out, t);
		free(t);
	}
}

void st_body_span(struct st *st, struct shape *sh, unsigned int *s,
		  unsigned int *e)
{
	int c, prev, next;

	for (c = 0; c < sh->nconds; c++) {
		struct pp_cond *cd = &sh->conds[c];

		if (!free_cond(st, sh, c, &prev, &next) ||
		    free_role(sh, prev, next) != R_BODY ||
		    (prev >= 0 && sh->role[prev] == R_MODE) ||
		    (next >= 0 && sh->role[next] == R_MODE))
			continue;
		if (cd->br[0].dir.s < *s)
			*s = cd->br[0].dir.s;
		if (cd->endif.e > *e)
			*e = st_line_end(st, cd->endif.s);
	}
}
