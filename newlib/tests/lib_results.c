// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Exit status and summary for each mix of results; -r picks the mix:
 * "pc" a pass and a skip, "c" only skips, "f" a failure, "w" a warning,
 * "n" nothing at all, "e" the errno suffixes, "x" exit(1) with no failure,
 * "b" a TBROK held in a variable (a constant one does not build).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "tst_test.h"

static char *mix = "p";
static int broken = TBROK;

static void errno_lines(void)
{
	errno = ENOENT;
	tst_res(TINFO | TERRNO, "errno");
	TST_ERR = EPERM;
	tst_res(TINFO | TTERRNO, "TST_ERR");
	TST_RET = EINVAL;
	tst_res(TINFO | TRERRNO, "TST_RET");
	tst_res(TPASS, "done");
}

static void run(void)
{
	const char *m;

	if (!strcmp(mix, "e")) {
		errno_lines();
		return;
	}
	for (m = mix; *m; m++) {
		switch (*m) {
		case 'p':
			tst_res(TPASS, "a pass");
			break;
		case 'c':
			tst_res(TCONF, "a skip");
			break;
		case 'f':
			tst_res(TFAIL, "a failure");
			break;
		case 'w':
			tst_res(TWARN, "a warning");
			break;
		case 'n':
			tst_res(TINFO, "only information");
			break;
		case 'b':
			tst_res(broken, "a broken result from a variable");
			break;
		case 'x':
			exit(1);
		}
	}
}

static struct tst_test test = {
	.test_all = run,
	.options =
		(struct tst_option[]){
			{ "r:", &mix,
			  "which results to report (p, c, f, w, n, e, b, x)" },
			{},
		},
	.tags =
		(const struct tst_tag[]){
			{ "linux-git", "b2052564e66d" },
			{},
		},
};
