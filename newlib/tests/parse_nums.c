// SPDX-License-Identifier: GPL-2.0-or-later
/* tst_parse_*(): whole numbers in range only; everything else an errno. */
#include <errno.h>
#include <limits.h>
#include "tst_test.h"

static const struct {
	const char *str;
	int err;
	long val;
} longs[] = {
	{ "12", 0, 12 },
	{ "-5", 0, -5 },
	{ "+7", 0, 7 },
	{ "100", 0, 100 },
	{ "12x", EINVAL, 0 },
	{ "", EINVAL, 0 },
	{ "x", EINVAL, 0 },
	{ " 12", EINVAL, 0 },
	{ "12 ", EINVAL, 0 },
	{ "0x10", EINVAL, 0 },
	{ "1.5", EINVAL, 0 },
	{ "-", EINVAL, 0 },
	{ "101", ERANGE, 0 },
	{ "-11", ERANGE, 0 },
	{ "99999999999999999999999", ERANGE, 0 },
};

static void check_longs(void)
{
	unsigned int i;
	long val;
	int ret;

	for (i = 0; i < ARRAY_SIZE(longs); i++) {
		val = -999;
		ret = tst_parse_long(longs[i].str, &val, -10, 100);
		if (ret != longs[i].err || val != (ret ? -999 : longs[i].val)) {
			tst_res(TFAIL,
				"tst_parse_long(\"%s\") = %s, val %ld (expected %s, %ld)",
				longs[i].str, tst_strerrno(ret), val,
				tst_strerrno(longs[i].err), longs[i].val);
			continue;
		}
		tst_res(TPASS, "tst_parse_long(\"%s\") = %s", longs[i].str,
			ret ? tst_strerrno(ret) : "0");
	}
}

static void check_ints(void)
{
	int val = 3;

	/* Fits a long but not an int. */
	TST_EXP_EQ_LI(tst_parse_int("99999999999999", &val, INT_MIN, INT_MAX),
		      ERANGE);
	TST_EXP_EQ_LI(tst_parse_int("2147483648", &val, 0, INT_MAX), ERANGE);
	TST_EXP_EQ_LI(tst_parse_int("2147483647", &val, 0, INT_MAX), 0);
	TST_EXP_EQ_LI(val, INT_MAX);
	TST_EXP_EQ_LI(tst_parse_int("12x", &val, 0, 100), EINVAL);
	TST_EXP_EQ_LI(tst_parse_int("", &val, 0, 100), EINVAL);
	TST_EXP_EQ_LI(tst_parse_int("12\n", &val, 0, 100), EINVAL);
	TST_EXP_EQ_LI(tst_parse_int("0", &val, 1, 100), ERANGE);
	TST_EXP_EQ_LI(val, INT_MAX);
	/* An option that was not given: nothing to parse, nothing changed. */
	TST_EXP_EQ_LI(tst_parse_int(NULL, &val, 0, 100), 0);
	TST_EXP_EQ_LI(val, INT_MAX);
}

static void check_floats(void)
{
	double d = -1;
	float f = -1;

	TST_EXP_EQ_LI(tst_parse_double("0.5", &d, 0.1, 10), 0);
	TST_EXP_EQ_LI(d == 0.5, 1);
	TST_EXP_EQ_LI(tst_parse_double("1e3", &d, 0, 1e6), 0);
	TST_EXP_EQ_LI(d == 1000, 1);
	TST_EXP_EQ_LI(tst_parse_double("0.05", &d, 0.1, 10), ERANGE);
	TST_EXP_EQ_LI(tst_parse_double("1e999", &d, 0, 1e300), ERANGE);
	TST_EXP_EQ_LI(tst_parse_double("nan", &d, 0, 10), EINVAL);
	TST_EXP_EQ_LI(tst_parse_double("1.5x", &d, 0, 10), EINVAL);
	TST_EXP_EQ_LI(tst_parse_double("", &d, 0, 10), EINVAL);
	TST_EXP_EQ_LI(tst_parse_double(" 1", &d, 0, 10), EINVAL);
	TST_EXP_EQ_LI(d == 1000, 1);

	TST_EXP_EQ_LI(tst_parse_float("2.25", &f, 0, 10), 0);
	TST_EXP_EQ_LI(f == 2.25f, 1);
	TST_EXP_EQ_LI(tst_parse_float("1e39", &f, -1e38, 1e38), ERANGE);
	TST_EXP_EQ_LI(tst_parse_float("abc", &f, 0, 10), EINVAL);
	TST_EXP_EQ_LI(f == 2.25f, 1);
}

static void run(void)
{
	check_longs();
	check_ints();
	check_floats();
}

static struct tst_test test = {
	.test_all = run,
};
