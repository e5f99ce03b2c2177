// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A loop "while (!flag) sleep(n);" whose flag only signal handlers of the
 * file set waits for a signal, whoever sends it: the other side, a kill()
 * of a loop or of a group, the kernel's SIGCHLD. When no checkpoint can
 * stand for the wait (sl_flag.c), the loop becomes the call of a helper
 * that blocks those signals, tests the flag and waits in sigsuspend(): a
 * signal that comes between the test and the wait stays pending until
 * sigsuspend() unblocks it, so none is missed and no time is guessed. The
 * sleep was only the longest a signal that came just before it could go
 * unnoticed.
 *
 * Only for a plain integer of the file's scope whose address is not taken
 * (nothing but the handlers changes it while the process waits), in a
 * file that starts no threads and no clone() children (a blocked signal
 * could go to another thread of the process).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sleeps.h"
#include "util.h"

/* The file runs code beside the process that shares its signals. */
static int threaded(struct ast *a)
{
	int i;

	for (i = 0; i < a->len; i++)
		if (ast_is(a, i, CXCursor_CallExpr) &&
		    (!strcmp(a->n[i].name, "pthread_create") ||
		     sl_is_clone(a->n[i].name)))
			return 1;
	return 0;
}

/* An integer or enum type, not a pointer, array or struct. */
static int integer_var(struct ast *a, int decl)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(a->n[decl].cur));

	return t.kind == CXType_Enum ||
	       (t.kind >= CXType_Bool && t.kind <= CXType_Int128);
}

/* &flag somewhere: it may change through a pointer. */
static int address_taken(struct ast *a, const char *flag)
{
	char op[8];
	int i, c;

	for (i = 0; i < a->len; i++) {
		if (!ast_is(a, i, CXCursor_UnaryOperator))
			continue;
		sl_op(a, i, op, sizeof(op));
		c = sl_strip(a, ast_child(a, i, 0));
		if (!strcmp(op, "&") && ast_is(a, c, CXCursor_DeclRefExpr) &&
		    !strcmp(a->n[c].name, flag))
			return 1;
	}
	return 0;
}

/* Where a function of the file can go before the function fn: the start
 * of the line after the last token before it that is not a comment (so
 * fn's own comment stays with it). */
static unsigned int before_fn(struct sleeps *s, int fn)
{
	struct ast *a = &s->a;
	unsigned int n = ast_tokens(a), k, at = a->n[fn].start;
	const char *nl;
	int prev = -1;

	for (k = 0; k < n && a->toks[k].end <= at; k++)
		if (a->toks[k].kind != CXToken_Comment)
			prev = k;
	if (prev < 0)
		return conv_line_start(s->f, at);
	nl = strchr(s->f->text + a->toks[prev].end, '\n');
	if (!nl || (unsigned int)(nl + 1 - s->f->text) > at)
		return conv_line_start(s->f, at);
	return nl + 1 - s->f->text;
}

static char *helper_text(const char *name, const char *flag, char (*sig)[64],
			 int nsig)
{
	char *adds = util_strdup(""), *t, *list = util_strdup("");
	int k;

	for (k = 0; k < nsig; k++) {
		t = util_printf("%s\tsigaddset(&mask, %s);\n", adds, sig[k]);
		free(adds);
		adds = t;
		t = util_printf("%s%s%s", list,
				!k	     ? "" :
				k + 1 < nsig ? ", " :
					       " and ",
				sig[k]);
		free(list);
		list = t;
	}
	t = util_printf(
		"\n/*\n"
		" * Waits until a signal handler sets %s. %s stays blocked\n"
		" * while the flag is tested and sigsuspend() unblocks it as it\n"
		" * waits: a signal that comes between the two is not missed.\n"
		" */\n"
		"static void %s(void)\n"
		"{\n"
		"\tsigset_t mask, old;\n"
		"\n"
		"\tsigemptyset(&mask);\n"
		"%s"
		"\tsigprocmask(SIG_BLOCK, &mask, &old);\n"
		"\twhile (!%s)\n"
		"\t\tsigsuspend(&old);\n"
		"\tsigprocmask(SIG_SETMASK, &old, NULL);\n"
		"}\n",
		flag, list, name, adds, flag);
	free(adds);
	free(list);
	return t;
}

/* The helper for flag, queued already (its index), or -1. */
static int queued(struct sleeps *s, const char *flag)
{
	int k;

	for (k = 0; k < s->nsigwait; k++)
		if (!strcmp(s->sigwait[k].flag, flag))
			return k;
	return -1;
}

/* Queue the helper before function fn. 0, or -1 with *why. */
static int add_helper(struct sleeps *s, int fn, const char *flag,
		      char (*sig)[64], int nsig, const char **why)
{
	struct ast *a = &s->a;
	struct sl_sigwait *w;
	unsigned int at;
	char *t, *u;
	int rc;

	if (s->nsigwait == SL_MAX_SIGWAITS) {
		*why = "too many flags to wait for";
		return -1;
	}
	w = &s->sigwait[s->nsigwait];
	snprintf(w->fn, sizeof(w->fn), "wait_for_%s", flag);
	if (ast_top_decl(a, w->fn, 0) >= 0) {
		*why = "the helper's name is taken";
		return -1;
	}
	at = before_fn(s, fn);
	t = helper_text(w->fn, flag, sig, nsig);
	if (s->f->text[at] != '\n') {
		u = util_printf("%s\n", t);
		free(t);
		t = u;
	}
	rc = conv_insert(s->f, at, t);
	free(t);
	if (rc) {
		*why = "edits overlap";
		return -1;
	}
	snprintf(w->flag, sizeof(w->flag), "%s", flag);
	w->at = at;
	s->nsigwait++;
	return 0;
}

int sl_sigwait(struct sleeps *s, int loop, const char *flag, char (*sig)[64],
	       int nsig, const char **why)
{
	struct ast *a = &s->a;
	int decl = ast_top_decl(a, flag, 0), fn = ast_func_of(a, loop), k;
	char *t;

	if (threaded(a)) {
		*why = "the file starts threads: the signal may go to another";
		return -1;
	}
	if (decl < 0 || !ast_is(a, decl, CXCursor_VarDecl) ||
	    !integer_var(a, decl)) {
		*why = "the flag is not a plain integer of the file";
		return -1;
	}
	if (address_taken(a, flag)) {
		*why = "its address is taken: it may change through a pointer";
		return -1;
	}
	if (fn < 0 || a->n[fn].start < a->n[decl].end) {
		*why = "the flag is declared after the loop's function";
		return -1;
	}
	k = queued(s, flag);
	if (k >= 0 && s->sigwait[k].at > a->n[fn].start) {
		*why = "its helper goes after this function";
		return -1;
	}
	if (k < 0 && add_helper(s, fn, flag, sig, nsig, why))
		return -1;
	k = queued(s, flag);
	t = util_printf("%s()%s", s->sigwait[k].fn,
			ast_stmt_end(a, loop) == a->n[loop].end ? ";" : "");
	if (conv_replace(s->f, a->n[loop].start, a->n[loop].end, t)) {
		free(t);
		*why = "edits overlap";
		return -1;
	}
	free(t);
	return 0;
}
