// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * TST_EXP_FAIL_ARR(), TST_EXP_FAIL2_ARR() and TST_EXP_FAIL_ARR_SILENT() in
 * both of the real suite's forms: with the count after the array (since
 * 2024: a literal, ARRAY_SIZE(), a count for a pointer) and without it
 * (2022-2024: the array's size is the count; test_macros02 of those
 * years), each with and without a message. Every line's result is fixed
 * (ENOENT is the second of exp_errs; a count of 1 leaves it out).
 */
#include "tst_test.h"

static void run(void)
{
	const int exp_errs[] = { ENOTDIR, ENOENT };
	const int other_errs[] = { ENOTTY, EISDIR };
	const int *errs_ptr = exp_errs;
	unsigned short two = 2;

	/* The count given (the current form). */
	TST_EXP_FAIL_ARR(access("/nonexistent", F_OK), exp_errs, 2);
	TST_EXP_FAIL_ARR(access("/nonexistent", F_OK), exp_errs,
			 ARRAY_SIZE(exp_errs), "counted %s", "msg");
	TST_EXP_FAIL_ARR(access("/nonexistent", F_OK), errs_ptr, 1);
	TST_EXP_FAIL_ARR(access("/nonexistent", F_OK), errs_ptr, two,
			 "pointer and a short count");
	TST_EXP_FAIL2_ARR(open("/nonexistent", O_RDONLY), exp_errs, 2LL);

	/* No count: the array's size (the 2022 form). */
	TST_EXP_FAIL_ARR(access("/nonexistent", F_OK), exp_errs);
	TST_EXP_FAIL_ARR(access("/nonexistent", F_OK), exp_errs, "plain msg");
	TST_EXP_FAIL_ARR(access("/nonexistent", F_OK), other_errs,
			 "msg with %d argument", 1);
	TST_EXP_FAIL2_ARR(open("/nonexistent", O_RDONLY), exp_errs, "open() %s",
			  "uncounted");
	TST_EXP_FAIL2_ARR(open("/dev/null", O_RDONLY), exp_errs);

	TST_EXP_FAIL_ARR_SILENT(access("/nonexistent", F_OK), exp_errs);
	TST_EXP_EXPR(TST_PASS, "silent, uncounted: passed");
	TST_EXP_FAIL_ARR_SILENT(access("/nonexistent", F_OK), exp_errs, 1,
				"silent, counted");
}

static struct tst_test test = {
	.test_all = run,
};
