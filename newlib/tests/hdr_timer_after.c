// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_timer.h included after tst_test.h, as the futex tests' futextest.h
 * includes it: the libc_*()/sys_*() calls come in all the same, with
 * sys_futex() and sys_futex_time64(), which futextest.h calls through one
 * function pointer. On a private word holding 0: a wake wakes nobody, a
 * wait for 1 is EAGAIN, a wait for 0 with a 10 ms timeout of the call's
 * layout ends with ETIMEDOUT after it.
 */
#include <linux/futex.h>
#include "tst_test.h"
#include "tst_timer.h"

typedef int (*futex_fn)(int *uaddr, int futex_op, int val, void *to,
			int *uaddr2, int val3);

static struct variant {
	futex_fn futex;
	int (*gettime)(clockid_t clk_id, void *ts);
	enum tst_ts_type type;
	const char *desc;
} variants[] = {
#if (__NR_futex != __LTP__NR_INVALID_SYSCALL)
	{ sys_futex, sys_clock_gettime, TST_KERN_OLD_TIMESPEC, "futex" },
#endif
#if (__NR_futex_time64 != __LTP__NR_INVALID_SYSCALL)
	{ sys_futex_time64, sys_clock_gettime64, TST_KERN_TIMESPEC,
	  "futex_time64" },
#endif
};

static int word;

static void run(void)
{
	struct variant *v = &variants[tst_variant];
	struct tst_ts to = tst_ts_from_ms(v->type, 10);
	struct tst_ts start = { .type = v->type }, end = start;

	tst_res(TINFO, "variant: %s", v->desc);
	TST_EXP_VAL(v->futex(&word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0), 0,
		    "a wake with no waiter");
	TST_EXP_FAIL(v->futex(&word, FUTEX_WAIT_PRIVATE, 1, NULL, NULL, 0),
		     EAGAIN, "a wait for a value the word does not hold");
	TST_EXP_PASS(v->gettime(CLOCK_MONOTONIC, tst_ts_get(&start)));
	TST_EXP_FAIL(v->futex(&word, FUTEX_WAIT_PRIVATE, 0, tst_ts_get(&to),
			      NULL, 0),
		     ETIMEDOUT, "a wait with a 10 ms timeout");
	TST_EXP_PASS(v->gettime(CLOCK_MONOTONIC, tst_ts_get(&end)));
	TST_EXP_EXPR(tst_ts_diff_ms(end, start) >= 10,
		     "the wait lasted %lld ms", tst_ts_diff_ms(end, start));
}

static struct tst_test test = {
	.test_all = run,
	.test_variants = ARRAY_SIZE(variants),
};
