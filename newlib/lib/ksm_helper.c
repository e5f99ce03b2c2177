// SPDX-License-Identifier: GPL-2.0-or-later
/* Kernel samepage merging: the wait for ksmd's scans (ksm_helper.h). */
#include <unistd.h>

#include "tst_test.h"
#include "ksm_helper.h"

void wait_ksmd_full_scan(void)
{
	unsigned long scans, goal;
	int secs = 0;

	SAFE_FILE_SCANF(PATH_KSM "full_scans", "%lu", &scans);
	for (goal = scans + 3; scans < goal; secs++) {
		sleep(1);
		SAFE_FILE_SCANF(PATH_KSM "full_scans", "%lu", &scans);
	}
	tst_res(TINFO, "ksmd ran two full scans in %d s", secs);
}
