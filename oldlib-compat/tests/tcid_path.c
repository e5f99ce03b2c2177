// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A TCID that holds a '/' (aio02's "aio02/aio_tio"): the old library only
 * printed it, so the shared results page and the tmpdir named after it
 * must not take it for a directory.
 */
#include "test.h"

char *TCID = "aio02/tcid_path";
int TST_TOTAL = 1;

int main(void)
{
	tst_tmpdir();
	tst_resm(TPASS, "ran in a tmpdir");
	tst_rmdir();
	tst_exit();
}
