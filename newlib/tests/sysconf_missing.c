// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .save_restore paths the library cannot use, with the flags real tests
 * give them. SR=NAME picks one entry: a missing path with
 * TST_SR_TCONF_MISSING (the default) or TST_SR_TCONF is TCONF, with
 * TST_SR_TBROK TBROK, with TST_SR_SKIP skipped (the test runs); a
 * read-only path (osrelease) with TST_SR_TCONF_RO is TCONF, with
 * TST_SR_TBROK_RO TBROK, with TST_SR_SKIP_RO skipped. Either result names
 * the path, and the test does not run, unless skipped. The 2020-2023 spelling, flags 0 and a mark before the path:
 * '?' skips a missing path (the test runs), '!' makes it TBROK.
 */
#include <stdlib.h>
#include <string.h>
#include "tst_test.h"

#define MISSING "/proc/sys/no/such/value"
#define RO "/proc/sys/kernel/osrelease"

static const struct {
	const char *name;
	struct tst_path_val sr[2];
} cases[] = {
	{ "tconf_missing", { { MISSING, "1", TST_SR_TCONF_MISSING }, {} } },
	{ "tconf", { { MISSING, "1", TST_SR_TCONF }, {} } },
	{ "tbrok", { { MISSING, "1", TST_SR_TBROK }, {} } },
	{ "skip", { { MISSING, "1", TST_SR_SKIP }, {} } },
	{ "tconf_ro",
	  { { RO, "x", TST_SR_TCONF_RO | TST_SR_TBROK_MISSING }, {} } },
	{ "tbrok_ro",
	  { { RO, "x", TST_SR_TBROK_RO | TST_SR_TCONF_MISSING }, {} } },
	{ "skip_ro",
	  { { RO, "x", TST_SR_SKIP_RO | TST_SR_TBROK_MISSING }, {} } },
	{ "old_skip", { { "?" MISSING, NULL, 0 }, {} } },
	{ "old_skip_ro", { { "?" RO, "x", 0 }, {} } },
	{ "old_tbrok", { { "!" MISSING, "1", 0 }, {} } },
};

static const char *which = "tconf_missing";

static void run(void)
{
	if (strncmp(which, "skip", 4) && strncmp(which, "old_skip", 8))
		tst_res(TFAIL, "the test ran without its value");
	else
		tst_res(TPASS, "the test ran, the missing value skipped");
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
};

static void __attribute__((constructor)) pick(void)
{
	const char *want = getenv("SR");
	size_t i;

	if (want && *want)
		which = want;
	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		if (!strcmp(cases[i].name, which))
			test.save_restore = cases[i].sr;
	}
}
