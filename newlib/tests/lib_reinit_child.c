// SPDX-License-Identifier: GPL-2.0-or-later
/* Helper of lib_reinit: its own main(), attached with tst_reinit(). */
#define TST_NO_DEFAULT_MAIN
#include "tst_test.h"

/* A global by the name of libc's dirfd(), as a legacy test's may be
 * (lib_libc_name.c says more): tst_reinit(), looking for the page's
 * descriptor when the helper runs as another user (lib_reinit -u), must
 * not call that name. */
int dirfd_var __asm__("dirfd");

int main(void)
{
	dirfd_var = -1;
	tst_reinit();
	tst_res(TPASS, "helper reports through the shared page");
	TST_CHECKPOINT_WAKE(0);
	return 0;
}
