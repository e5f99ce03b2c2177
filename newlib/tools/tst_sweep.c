// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_sweep: remove what test runs whose supervisor was killed left behind
 * (their shared page in /dev/shm or $TMPDIR and the tmpdir it recorded).
 * Every test run does the same when it starts; this is the same sweep on
 * demand, e.g. after a test machine was rebooted mid-run.
 */
#include <stdio.h>
#include <string.h>

#include "tst_core.h"

static void usage(FILE *f)
{
	fprintf(f,
		"usage: tst_sweep\n"
		"Removes the shared pages (tst_* in /dev/shm and $TMPDIR) of "
		"test runs\nwhose supervisor is gone, and the tmpdir each of "
		"them recorded, one\nline on stderr for each. A live run's "
		"files are never touched.\nExit 0, or 1 when something could "
		"not be removed.\n");
}

int main(int argc, char *argv[])
{
	int n;

	if (argc > 1) {
		if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")) {
			usage(stdout);
			return 0;
		}
		fprintf(stderr, "tst_sweep: unexpected argument '%s'\n",
			argv[1]);
		usage(stderr);
		return 2;
	}
	n = tst_core_sweep();
	if (n < 0)
		return 1;
	fprintf(stderr, "tst_sweep: %d run%s cleaned up\n", n,
		n == 1 ? "" : "s");
	return 0;
}
