// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .resource_files: data files found under $LTP_DATAROOT (or next to the
 * test, or in its datafiles/ directory) are copied into the tmpdir before
 * setup; a missing one is TBROK naming it.
 */
#include "tst_test.h"

static void run(void)
{
	char buf[64] = "";

	SAFE_FILE_SCANF("hdr_resource.dat", "%63s", buf);
	TST_EXP_EQ_STR(buf, "resource-content");
}

static struct tst_test test = {
	.test_all = run,
	.resource_files = (const char *const[]){ "hdr_resource.dat", NULL },
};
