// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_kvcmp(), tst_kvexcmp() and tst_kvcmp_distname() on release strings:
 * the version, a distribution's extra version and its name.
 */
#include <string.h>

#include "tst_test.h"

static const char *rhel = "3.10.0-957.27.2.el7.x86_64";

static void run(void)
{
	const char *name;

	TST_EXP_EXPR(tst_kvcmp("4.8.1-default", 4, 8, 0) > 0 &&
			     tst_kvcmp("4.8.1-default", 4, 8, 1) == 0 &&
			     tst_kvcmp("4.8.1-default", 5, 0, 0) < 0,
		     "tst_kvcmp() against older, equal and newer");
	TST_EXP_EXPR(tst_kvexcmp("3.10.0-957.27.2", rhel) == 0 &&
			     tst_kvexcmp("3.10.0-957.10", rhel) > 0 &&
			     tst_kvexcmp("3.10.0-1062", rhel) < 0 &&
			     tst_kvexcmp("3.9.0-1062", rhel) > 0,
		     "tst_kvexcmp() compares the numbers after the '-'");
	name = tst_kvcmp_distname(rhel);
	TST_EXP_EXPR(name && !strcmp(name, "RHEL7"), "%s is RHEL7",
		     name ? name : "NULL");
	name = tst_kvcmp_distname("4.14.35-1902.el7uek.x86_64");
	TST_EXP_EXPR(name && !strcmp(name, "OL7UEK"), "%s is OL7UEK",
		     name ? name : "NULL");
	TST_EXP_EXPR(!tst_kvcmp_distname("6.18.0-generic"),
		     "another release has no distribution name");
}

static struct tst_test test = {
	.test_all = run,
};
