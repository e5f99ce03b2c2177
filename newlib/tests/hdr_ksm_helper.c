// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ksm_helper.h as the ksm tests use it: PATH_KSM names ksmd's knobs, and
 * wait_ksmd_full_scan(), with ksmd running on two identical mergeable
 * pages, returns once full_scans has grown by at least three.
 */
#include <sys/mman.h>
#include "tst_test.h"
#include "ksm_helper.h"

static void run(void)
{
	size_t ps = getpagesize();
	unsigned long before, after;
	char *p;

	p = SAFE_MMAP(NULL, 2 * ps, PROT_READ | PROT_WRITE,
		      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (madvise(p, 2 * ps, MADV_MERGEABLE))
		tst_brk(TCONF | TERRNO, "madvise(MADV_MERGEABLE)");
	memset(p, 'k', 2 * ps);

	SAFE_FILE_SCANF(PATH_KSM "full_scans", "%lu", &before);
	wait_ksmd_full_scan();
	SAFE_FILE_SCANF(PATH_KSM "full_scans", "%lu", &after);
	TST_EXP_EXPR(after >= before + 3, "full_scans went from %lu to %lu",
		     before, after);
	SAFE_MUNMAP(p, 2 * ps);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.save_restore =
		(const struct tst_path_val[]){
			{ PATH_KSM "run", "1", TST_SR_TCONF },
			{ PATH_KSM "sleep_millisecs", "0", TST_SR_TCONF },
			{} },
};
