// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The new system call numbers: mseal() of a fresh mapping through
 * tst_syscall() works, or is TCONF on a kernel without it. tst_lsm_enabled():
 * a name that is no module is not enabled, the first module of
 * /sys/kernel/security/lsm is (TCONF without that file).
 */
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include "tst_test.h"
#include "tst_security.h"
#include "tst_syscall.h"

static void run(void)
{
	char first[256] = "";
	void *p;

	p = SAFE_MMAP(NULL, getpagesize(), PROT_READ,
		      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	TST_EXP_PASS(tst_syscall(__NR_mseal, p, getpagesize(), 0));

	/* TCONF here when the kernel publishes no list */
	TST_EXP_EQ_LI(tst_lsm_enabled("no-such-lsm"), 0);
	SAFE_FILE_SCANF("/sys/kernel/security/lsm", "%255[^,\n]", first);
	TST_EXP_EQ_LI(tst_lsm_enabled(first), 1);
}

static struct tst_test test = {
	.test_all = run,
};
