// SPDX-License-Identifier: GPL-2.0-or-later
/* Helper of lib_reinit: its own main(), attached with tst_reinit(). */
#define TST_NO_DEFAULT_MAIN
#include "tst_test.h"

int main(void)
{
	tst_reinit();
	tst_res(TPASS, "helper reports through the shared page");
	TST_CHECKPOINT_WAKE(0);
	return 0;
}
