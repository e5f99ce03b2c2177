// SPDX-License-Identifier: GPL-2.0-or-later
/* tst_sched.h: each variant (libc, raw syscall) reads the same policy and
 * priority, and sets what it read. */
#include "tst_test.h"
#include "tst_sched.h"

static void run(void)
{
	struct sched_variant *tv = &sched_variants[tst_variant];
	struct sched_param p = { .sched_priority = -1 };
	int policy;

	tst_res(TINFO, "testing %s", tv->desc);
	policy = tv->sched_getscheduler(0);
	TST_EXP_EQ_LI(policy, sched_getscheduler(0));
	TST_EXP_PASS(tv->sched_getparam(0, &p));
	TST_EXP_EQ_LI(p.sched_priority, 0);
	TST_EXP_PASS(tv->sched_setscheduler(0, policy, &p));
	TST_EXP_PASS(tv->sched_setparam(0, &p));
}

static struct tst_test test = {
	.test_all = run,
	.test_variants = ARRAY_SIZE(sched_variants),
};
