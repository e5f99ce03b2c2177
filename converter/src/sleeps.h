/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The sleeps pass inside: what calls do (sl_calls.c), where children are
 * made and which code each side runs (sl_fork.c), and the census of the
 * sleeps of a file (sl_census.c). conv_pass_sleeps() in sleeps.c drives.
 */
#ifndef SLEEPS_H
#define SLEEPS_H

#include <stdio.h>

#include "pass_ast.h"

/* ---- calls (sl_calls.c) ---- */

int sl_in_list(const char *const *list, const char *name);
/* sleep(), usleep(), nanosleep(), clock_nanosleep() */
int sl_is_sleep(const char *name);
/* fork(), vfork(), tst_fork() (FORK_OR_VFORK() expands to one) */
int sl_is_fork(const char *name);
/* clone() and the suite's ltp_clone*() */
int sl_is_clone(const char *name);
/* The argument of a clone-like call naming the child's function (-1
 * when it has none, -2 when name is not clone-like). */
int sl_clone_fn_arg(const char *name);
/* A fork- or clone-like call. */
int sl_makes_child(const char *name);
/* The call blocks until something else happens (a WNOHANG wait, a
 * LOCK_NB flock or an IPC_NOWAIT semop does not). */
int sl_is_block(struct ast *a, int call);
/* The call waits for a child to end. */
int sl_is_wait_child(const char *name);
int sl_is_handler(const char *name);
int sl_is_exit(const char *name);
/* kill() and friends: sends a signal to a process. */
int sl_is_kill(const char *name);

/* ---- the census (sl_census.c) ---- */

/* Print one JSON object describing f's sleeps and children: the calls
 * that make children, the functions of f that make one (directly or
 * through another of f's functions), every function f calls, and each
 * sleep with its line, its function and whether a loop holds it. */
void sl_census(struct conv_file *f, FILE *out);

#endif /* SLEEPS_H */
