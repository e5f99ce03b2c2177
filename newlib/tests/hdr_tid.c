// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A new-API test as written in 2016-2017: .tid names the test (its tmpdir
 * is made under that name, not the program's), and TEST() results are
 * read through TEST_RETURN and TEST_ERRNO.
 */
#include <libgen.h>
#include "tst_test.h"

#define TID "tidnamed"

static void run(void)
{
	char *dir = tst_get_tmpdir();
	char *base = basename(dir);

	TST_EXP_EXPR(!strncmp(base, TID, strlen(TID)),
		     "tmpdir %s named after .tid", base);
	free(dir);

	TEST(access(".", F_OK));
	if (TEST_RETURN == 0)
		tst_res(TPASS, "TEST_RETURN is TST_RET: %ld", TEST_RETURN);
	else
		tst_res(TFAIL | TTERRNO, "access(\".\") = %ld", TEST_RETURN);

	TEST(access("nowhere", F_OK));
	if (TEST_RETURN == -1 && TEST_ERRNO == ENOENT)
		tst_res(TPASS, "TEST_ERRNO is TST_ERR: %s",
			tst_strerrno(TEST_ERRNO));
	else
		tst_res(TFAIL | TTERRNO, "access(\"nowhere\") = %ld",
			TEST_RETURN);
}

static struct tst_test test = {
	.tid = TID,
	.needs_tmpdir = 1,
	.test_all = run,
};
