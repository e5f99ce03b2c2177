// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Constants and small helpers real tests use and no other program did,
 * with the values the real headers give them: libnewipc.h's permission
 * bits and its counts of System V objects (ours among them),
 * tst_arch.h's types, filesystem magics, TST_BYTES, the huge page paths,
 * the prefix limits of tst_private.h, TTYPE_RESULT(), TST_PTR_TO_UINT(),
 * LTP_VAR_USED(), LTP_ATTRIBUTE_NORETURN and tst_res_() called directly.
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include "tst_test.h"
#include "tst_arch.h"
#include "tst_hugepage.h"
#include "tst_private.h"
#include "libnewipc.h"
#include "tst_safe_sysv_ipc.h"

static int lines_of(const char *path)
{
	char buf[512];
	int n = 0;
	FILE *f = SAFE_FOPEN(path, "r");

	while (fgets(buf, sizeof(buf), f))
		n++;
	SAFE_FCLOSE(f);
	return n - 1;
}

static void LTP_ATTRIBUTE_NORETURN stop(void)
{
	tst_brk(TBROK, "not reached");
	/* tst_brk() returns in the test's cleanup: not noreturn itself */
	exit(TBROK);
}

static void run(void)
{
	int id, seg = 0, failed_errno = TFAIL | TERRNO;

	TST_EXP_EQ_LI(MSG_RD, 0400);
	TST_EXP_EQ_LI(MSG_WR, 0200);
	TST_EXP_EQ_LI(SHM_RD, 0400);
	TST_EXP_EQ_LI(SHM_WR, 0200);

	id = SAFE_SHMGET(IPC_PRIVATE, 4096, IPC_CREAT | SHM_RW);
	seg = GET_USED_SEGMENTS();
	TST_EXP_EXPR(seg >= 1 && seg <= lines_of("/proc/sysvipc/shm") + 16,
		     "GET_USED_SEGMENTS() counts ours among %d", seg);
	SAFE_SHMCTL(id, IPC_RMID, NULL);
	TST_EXP_EXPR(GET_USED_ARRAYS() >= 0, "GET_USED_ARRAYS() counts");
	seg = 0;

	TST_EXP_EQ_LI(tst_arch.type == TST_X86_64 || tst_arch.type == TST_X86 ||
			      tst_arch.type == TST_ARM ||
			      tst_arch.type == TST_IA64,
		      !!strstr("x86_64 x86 arm ia64", tst_arch.name));
	TST_EXP_EQ_LU(TST_VFAT_MAGIC, 0x4d44);
	TST_EXP_EQ_LU(TST_EXFAT_MAGIC, 0x2011BAB0);
	TST_EXP_EQ_LI(TST_BYTES, 1);
	TST_EXP_EQ_STR(PATH_HUGEPAGES, "/sys/kernel/mm/hugepages/");
	TST_EXP_EQ_STR(MEMINFO_HPAGE_SIZE, "Hugepagesize:");
	TST_EXP_EQ_LI(MAX_IPV4_PREFIX, 32);
	TST_EXP_EQ_LI(MAX_IPV6_PREFIX, 128);
	TST_EXP_EQ_LI(TTYPE_RESULT(failed_errno), 1);
	TST_EXP_EQ_LU(TST_PTR_TO_UINT((void *)0x1000), 0x1000);
	LTP_VAR_USED(seg);
	tst_res_(__FILE__, __LINE__, TPASS, "tst_res_() with a %s", "format");
	if (seg)
		stop();
}

static struct tst_test test = {
	.test_all = run,
};
