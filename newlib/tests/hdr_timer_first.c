// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A test that includes tst_timer.h alone, as tests of the real suite do:
 * it brings in tst_test.h, tst_clocks.h (tst_clock_name()) and the libc_*()
 * and sys_*() clock calls, used here as .test_variants in both timespec
 * layouts. cases/headers.sh builds it again with a config.h that defines
 * HAVE_LIBAIO (clock_nanosleep01's machines): the io_pgetevents variant
 * then takes libaio's types, which tst_timer.h must have brought in too.
 */
#include "tst_timer.h"

static struct variant {
	int (*gettime)(clockid_t clk_id, void *ts);
	enum tst_ts_type type;
} variants[] = {
	{ .gettime = libc_clock_gettime, .type = TST_LIBC_TIMESPEC },
	{ .gettime = sys_clock_gettime, .type = TST_KERN_OLD_TIMESPEC },
};

static void run(void)
{
	struct tst_ts ts = { .type = variants[tst_variant].type };

	TST_EXP_PASS(
		variants[tst_variant].gettime(CLOCK_MONOTONIC, tst_ts_get(&ts)),
		"clock_gettime() of variant %u", tst_variant);
	TST_EXP_EXPR(tst_ts_get_sec(ts) > 0, "%s reads %llds",
		     tst_clock_name(CLOCK_MONOTONIC), tst_ts_get_sec(ts));
#ifdef HAVE_LIBAIO
	struct time64_variants v = { .io_pgetevents = NULL };
	io_context_t ctx = NULL;

	TST_EXP_EXPR(!v.io_pgetevents && !ctx,
		     "HAVE_LIBAIO: struct time64_variants has io_pgetevents");
#endif
}

static struct tst_test test = {
	.test_all = run,
	.test_variants = ARRAY_SIZE(variants),
};
