// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_memutils.h: tst_pollute_memory() fills memory with a byte and gives
 * it back; tst_available_mem(), tst_available_swap(), TST_PRINT_MEMINFO(). Run in a child whose RSS peak is read from /proc: it grew by
 * about what was asked for, and the call returned.
 */
#include <stdlib.h>
#include <sys/wait.h>
#include "tst_test.h"

#define ASK (32UL * 1024 * 1024)

static long hwm_kb(void)
{
	long kb = 0;

	SAFE_FILE_LINES_SCANF("/proc/self/status", "VmHWM: %ld", &kb);
	return kb;
}

static void run(void)
{
	long before, after;

	if (SAFE_FORK()) {
		tst_reap_children();
		return;
	}
	before = hwm_kb();
	tst_pollute_memory(ASK, 0x5a);
	after = hwm_kb();
	TST_EXP_EXPR(after - before >= (long)(ASK / 1024) * 9 / 10,
		     "peak RSS grew by %ld kB for %lu kB asked", after - before,
		     ASK / 1024);
	tst_pollute_memory(0, 0);
	tst_res(TPASS, "a zero size is nothing to do");
	TST_EXP_EXPR(tst_available_mem() > 0 &&
			     tst_available_mem() <=
				     SAFE_READ_MEMINFO("MemTotal:"),
		     "%lld kB available", tst_available_mem());
	TST_EXP_EQ_LI(tst_available_swap(), SAFE_READ_MEMINFO("SwapFree:"));
	TST_PRINT_MEMINFO();
	exit(0);
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
};
