// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Code that runs in a new PID namespace. A child cloned with CLONE_NEWPID
 * is pid 1 of a namespace of its own: getppid() gives it 0, and the pids
 * fork() gives it are numbers of that namespace, while /proc is still the
 * parent's mount, where the same numbers are other processes (kernel
 * threads, often idle, or none). A wait on /proc/PID/stat made there
 * (TST_PROCESS_STATE_WAIT) would watch a stranger: it must not be made.
 *
 * The flags are those the call spells: a clone-like call naming
 * CLONE_NEWPID, its child's function and what only it calls. libclone's
 * unshare mode forks a child that unshares: that child stays in its
 * namespace (only its own children go to the new one), so it is not one.
 */
#include <stdlib.h>
#include <string.h>

#include "sleeps.h"

int sl_site_new_pidns(struct ast *a, struct sl_site *st)
{
	const char *nm = a->n[st->call].name;
	int mode, r;
	long v;
	char *t;

	if (!st->clone || !ast_has_word(a, st->call, "CLONE_NEWPID"))
		return 0;
	if (strncmp(nm, "do_clone_unshare_test", 21))
		return 1;
	/* T_UNSHARE is 0 (libclone.h) */
	mode = sl_strip(a, ast_child(a, st->call, 1));
	if (mode < 0)
		return 1;
	if (!sl_int_value(a, mode, &v))
		return v != 0;
	t = ast_text(a, mode);
	r = strcmp(t, "T_UNSHARE") != 0;
	free(t);
	return r;
}

int sl_in_new_pidns(struct ast *a, struct sl_site *sites, int nsite, int node)
{
	int k;

	for (k = 0; k < nsite; k++)
		if (sl_site_new_pidns(a, &sites[k]) &&
		    sl_only_child(a, &sites[k], node))
			return 1;
	return 0;
}

/* Signals whose default action ends the process (signal(7): Term, Core). */
static const char *const ending_sigs[] = {
	"SIGHUP",  "SIGINT",  "SIGQUIT", "SIGILL",    "SIGTRAP", "SIGABRT",
	"SIGIOT",  "SIGBUS",  "SIGFPE",	 "SIGKILL",   "SIGUSR1", "SIGSEGV",
	"SIGUSR2", "SIGPIPE", "SIGALRM", "SIGTERM",   "SIGXCPU", "SIGXFSZ",
	"SIGPOLL", "SIGIO",   "SIGPROF", "SIGVTALRM", "SIGSYS",	 NULL,
};

static int ends_by_default(struct ast *a, int kill)
{
	int sig = sl_kill_sig(a, kill);
	char *t, word[64];

	if (sig < 0)
		return 0;
	t = ast_text(a, sig);
	sl_macro_word(a, t, word, sizeof(word));
	free(t);
	return sl_in_list(ending_sigs, word);
}

/* The kill reaches the site's child: its pid, -1 (every process the
 * caller may signal: in a namespace of its own, those of the namespace),
 * or the caller's group while the child is in it. */
static int reaches(struct ast *a, struct sl_site *st, int kill)
{
	int t = sl_kill_target(a, kill);
	long v;
	char *s;
	int hit;

	if (t < 0)
		return 0;
	if (!sl_int_value(a, t, &v))
		return v == -1 ||
		       (v == 0 && sl_kill_reaches_child(a, st, kill));
	s = ast_text(a, t);
	sl_squeeze(s);
	hit = *st->var && !strcmp(s, st->var);
	free(s);
	return hit;
}

int sl_kill_ends_pause(struct ast *a, struct sl_site *st, struct sl_walk *cw,
		       int d, int stmt)
{
	struct sl_walk pw;
	int blk = cw->ev[d].call, k, j, e;

	if (d != 0 || cw->ev[d].acts || cw->ev[d].cond ||
	    (strcmp(a->n[blk].name, "pause") && !sl_endless_sleep(a, blk)))
		return -1;
	/* nothing in the child's code comes before its pause() */
	for (k = 0; k < st->nchild; k++)
		for (j = st->child[k]; j < blk && j <= a->n[st->child[k]].last;
		     j++)
			if (ast_is(a, j, CXCursor_CallExpr))
				return -1;
	sl_walk_init(&pw, a, -1);
	pw.full = 1;
	pw.skip = st->child;
	pw.nskip = st->nchild;
	sl_walk_after(&pw, stmt);
	for (e = 0; e < pw.nev; e++) {
		if (pw.ev[e].kind != SL_KILL)
			return -1;
		if (!pw.ev[e].cond && !pw.ev[e].acts &&
		    ends_by_default(a, pw.ev[e].call) &&
		    reaches(a, st, pw.ev[e].call))
			return pw.ev[e].call;
		return -1;
	}
	return -1;
}
