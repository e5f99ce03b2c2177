// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A test that tests a HAVE_* of its suite's config.h without including it:
 * tst_test.h brings in the config.h of the include path, as the real
 * library's headers do (close_range01, sendmmsg02). Built as the other
 * programs are, with no config.h on the path, it says so; cases/headers.sh
 * builds it again with tests/config_h on the path.
 */
#include "tst_test.h"

static void run(void)
{
#ifdef HAVE_NEWLIB_TEST_CONFIG_H
	tst_res(TPASS, "HAVE_NEWLIB_TEST_CONFIG_H came in with tst_test.h");
#else
	tst_res(TPASS, "no config.h on the include path: no HAVE_* defined");
#endif
}

static struct tst_test test = {
	.test_all = run,
};
