// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * time64_variants.h: the sched_rr_get_interval() variants, as the
 * sched_rr_get_interval tests use them: a SCHED_RR process reads its time
 * slice in each layout (libc, the old system call, the 64-bit one where
 * this arch has it), a slice of more than 0 and less than a second, and an
 * unknown pid is ESRCH.
 */
#include <sched.h>
#include "tst_test.h"
#include "time64_variants.h"

static struct time64_variants variants[] = {
	{ .sched_rr_get_interval = libc_sched_rr_get_interval,
	  .ts_type = TST_LIBC_TIMESPEC,
	  .desc = "libc" },
#if (__NR_sched_rr_get_interval != __LTP__NR_INVALID_SYSCALL)
	{ .sched_rr_get_interval = sys_sched_rr_get_interval,
	  .ts_type = TST_KERN_OLD_TIMESPEC,
	  .desc = "old system call" },
#endif
#if (__NR_sched_rr_get_interval_time64 != __LTP__NR_INVALID_SYSCALL)
	{ .sched_rr_get_interval = sys_sched_rr_get_interval64,
	  .ts_type = TST_KERN_TIMESPEC,
	  .desc = "64-bit system call" },
#endif
};

static void setup(void)
{
	struct sched_param p = { .sched_priority = 1 };

	tst_res(TINFO, "variant: %s", variants[tst_variant].desc);
	if (sched_setscheduler(0, SCHED_RR, &p))
		tst_brk(TCONF | TERRNO, "sched_setscheduler(SCHED_RR)");
}

static void run(void)
{
	struct time64_variants *tv = &variants[tst_variant];
	struct tst_ts ts = { .type = tv->ts_type };
	long long ms;

	TST_EXP_PASS(tv->sched_rr_get_interval(0, tst_ts_get(&ts)),
		     "%s: sched_rr_get_interval(0)", tv->desc);
	ms = tst_ts_to_ms(ts);
	TST_EXP_EXPR(!tst_ts_valid(&ts) && tst_ts_to_ns(ts) > 0 && ms < 1000,
		     "%s: a time slice of %lld ms", tv->desc, ms);
	TST_EXP_FAIL(tv->sched_rr_get_interval(tst_get_unused_pid(),
					       tst_ts_get(&ts)),
		     ESRCH, "%s: an unused pid", tv->desc);
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.test_variants = ARRAY_SIZE(variants),
	.needs_root = 1,
};
