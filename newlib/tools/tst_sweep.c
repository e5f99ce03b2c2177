// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_sweep: remove what test runs whose supervisor was killed left behind
 * (their shared page in /dev/shm or $TMPDIR and the tmpdir it recorded).
 * Every test run does the same in /dev/shm when it starts; this is the
 * same sweep on demand, $TMPDIR included (where a page goes when /dev/shm
 * cannot be used), e.g. after a test machine was rebooted mid-run.
 */
#include <stdio.h>
#include <string.h>

#include "../shell-helpers/helper_args.h"
#include "tst_core.h"

static const char help[] =
	"Usage: tst_sweep\n"
	"Remove what test runs whose supervisor was killed (SIGKILL, a crash,\n"
	"a reboot) left behind: their shared page (tst_* in /dev/shm and\n"
	"$TMPDIR) and the tmpdir each of them recorded, with one line on\n"
	"stderr for each. A live run's files are never touched (its supervisor\n"
	"holds a lock on its page). Every test run does the same in /dev/shm\n"
	"when it starts.\n"
	"\n"
	"  --help     this text\n"
	"  --version  the version\n"
	"\n"
	"Exit status: 0, 1 when something could not be removed, 2 on a usage\n"
	"error.\n"
	"Environment: TMPDIR.\n";

int main(int argc, char *argv[])
{
	int n;

	helper_std_args(argc, argv, "tst_sweep", help);
	if (argc > 1) {
		fprintf(stderr, "tst_sweep: unexpected argument '%s'\n%s",
			argv[1], help);
		return 2;
	}
	n = tst_core_sweep(1);
	if (n < 0)
		return 1;
	fprintf(stderr, "tst_sweep: %d run%s cleaned up\n", n,
		n == 1 ? "" : "s");
	return 0;
}
