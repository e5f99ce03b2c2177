/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Copies of the running process. */
#ifndef FORKER_H
#define FORKER_H

#define FORKER_MAX_PIDS 4098

/* The pids forker() made, as this process knows them. */
extern int Forker_pids[FORKER_MAX_PIDS];
extern int Forker_npids;

/*
 * Fork; the parent exits 0 and the child returns 0 (the process goes on in
 * the background). If fork() fails, the process exits with errno, after a
 * message on stderr when prefix is not NULL.
 */
int background(char *prefix);

/*
 * Make ncopies - 1 more processes running this code. mode 0: all are
 * children of the caller, which gets the number of forks made, and each
 * child its own rank (1, 2, ...). mode 1: a chain, each process forking
 * the next; the caller gets 0 and the last one the number of forks. A
 * failing fork() stops there (with a message on stderr when prefix is not
 * NULL). Forker_pids/Forker_npids record the pids seen.
 */
int forker(int ncopies, int mode, char *prefix);

#endif /* FORKER_H */
