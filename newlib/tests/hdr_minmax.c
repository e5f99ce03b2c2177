// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * MIN() and MAX() of operands of two types, as cgroup_core03 has them
 * (MIN(MAX_PID_NUM, tst_ncpus_available() + 1): an int and a long): the
 * real suite's macros compare them after the usual conversions, so this
 * builds with -Werror; each operand is evaluated once.
 */
#include "tst_test.h"

#define LIMIT 100

static int calls;

static long counted(long v)
{
	calls++;
	return v;
}

static void run(void)
{
	long ncpus = tst_ncpus_available();
	short small = -3;
	long long big = 1LL << 40;

	TST_EXP_EQ_LI(MIN(LIMIT, ncpus + 1),
		      ncpus + 1 < LIMIT ? ncpus + 1 : LIMIT);
	TST_EXP_EQ_LI(MAX(LIMIT, counted(7)), 100);
	TST_EXP_EQ_LI(calls, 1);
	TST_EXP_EQ_LI(MIN(small, 5L), -3);
	TST_EXP_EQ_LI(MAX(big, 2), 1LL << 40);
	TST_EXP_EQ_LI(MIN(2.5, 3) * 2, 5);
}

static struct tst_test test = {
	.test_all = run,
};
