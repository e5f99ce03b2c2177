// SPDX-License-Identifier: GPL-2.0-or-later
/* forker(), background(): copies of the running process. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "forker.h"

int Forker_pids[FORKER_MAX_PIDS];
int Forker_npids;

static void fork_failed(const char *prefix, const char *where)
{
	if (prefix)
		fprintf(stderr, "%s: %s: fork() failed, errno:%d %s\n", prefix,
			where, errno, strerror(errno));
}

int background(char *prefix)
{
	switch (fork()) {
	case -1:
		fork_failed(prefix, "background()");
		exit(errno);
	case 0:
		return 0;
	default:
		exit(0);
	}
}

static void note_pid(pid_t pid)
{
	if (Forker_npids < FORKER_MAX_PIDS)
		Forker_pids[Forker_npids] = pid;
	Forker_npids++;
	if (Forker_npids < FORKER_MAX_PIDS)
		Forker_pids[Forker_npids] = 0;
}

int forker(int ncopies, int mode, char *prefix)
{
	int made;
	pid_t pid;

	for (made = 0; made < ncopies - 1; made++) {
		pid = fork();
		if (pid < 0) {
			fork_failed(prefix, "forker()");
			return mode == 1 ? 0 : made;
		}
		note_pid(pid ? pid : getpid());
		if (mode == 1 && pid)
			return made; /* the chain goes on in the child */
		if (mode != 1 && !pid)
			return made + 1; /* a child stops forking */
	}
	return made;
}
