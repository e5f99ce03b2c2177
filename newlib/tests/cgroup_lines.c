// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * SAFE_CG_LINES_SCANF(): the line of memory.stat that matches a format (a
 * key in the middle of the file: "rss" under v1, "anon" under v2) is
 * found; a format no line matches is TBROK at the caller's line (-m bad).
 */
#include <string.h>
#include "tst_test.h"

static char *mode;

static void run(void)
{
	const char *fmt =
		TST_CG_VER_IS_V1(tst_cg, "memory") ? "rss %zd" : "anon %zd";
	ssize_t val = -1;

	SAFE_CG_LINES_SCANF(tst_cg, "memory.stat", fmt, &val);
	TST_EXP_EXPR(val >= 0, "memory.stat '%s' read as %zd", fmt, val);
	if (mode && !strcmp(mode, "bad"))
		SAFE_CG_LINES_SCANF(tst_cg, "memory.stat", "no %zd", &val);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.needs_cgroup_ctrls = (const char *const[]){ "memory", NULL },
	.options = (struct tst_option[]){ { "m:", &mode,
					    "bad: a format no line matches" },
					  {} },
};
