// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_brk() in a test of three variants: -m "fail" (TFAIL) and "conf"
 * (TCONF) end only the variant, the next one runs; "broken" (TBROK) ends
 * the test in its first variant; "pass" (TPASS) ends the variant passed.
 */
#include <string.h>
#include "tst_test.h"

static char *mode = "fail";

static void run(void)
{
	static const struct {
		const char *name;
		int ttype;
	} modes[] = {
		{ "fail", TFAIL },
		{ "conf", TCONF },
		{ "broken", TBROK },
		{ "pass", TPASS },
	};
	size_t i;

	for (i = 0; i < ARRAY_SIZE(modes); i++) {
		if (!strcmp(mode, modes[i].name))
			tst_brk(modes[i].ttype, "variant %u ends", tst_variant);
	}
	tst_brk(TBROK, "unknown mode '%s'", mode);
}

static struct tst_test test = {
	.test_all = run,
	.test_variants = 3,
	.options =
		(struct tst_option[]){
			{ "m:", &mode, "fail, conf, broken or pass" },
			{},
		},
};
