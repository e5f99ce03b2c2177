// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Memory errors on purpose, for the valgrind suite to show that it catches
 * them: -m leak loses a block in the test process, -m uninit makes a forked
 * child branch on uninitialised memory. Without -m it is clean.
 */
#include <stdlib.h>
#include <string.h>
#include "tst_test.h"

static char *mode;
static char *volatile lost;

static void leak(void)
{
	lost = malloc(4096);
	memset(lost, 1, 4096);
	lost = NULL;
	tst_res(TPASS, "lost a block");
}

static void uninit(void)
{
	int *p = malloc(sizeof(*p));

	if (!SAFE_FORK()) {
		if (*p > 0)
			tst_res(TPASS, "child: positive");
		else
			tst_res(TPASS, "child: not positive");
		free(p);
		exit(0);
	}
	free(p);
	tst_reap_children();
}

static void run(void)
{
	if (!mode)
		tst_res(TPASS, "clean");
	else if (!strcmp(mode, "leak"))
		leak();
	else if (!strcmp(mode, "uninit"))
		uninit();
	else
		tst_brk(TBROK, "unknown -m %s", mode);
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
	.options =
		(struct tst_option[]){
			{ "m:", &mode, "leak or uninit" },
			{},
		},
};
