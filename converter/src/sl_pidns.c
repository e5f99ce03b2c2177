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
