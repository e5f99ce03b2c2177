// SPDX-License-Identifier: GPL-2.0-or-later
/* tst_no_corefile(): a child that is meant to crash leaves no core. */
#include <sys/resource.h>
#include <unistd.h>

#include "tst_test.h"

void tst_no_corefile(int verbose)
{
	struct rlimit r;

	if (getrlimit(RLIMIT_CORE, &r)) {
		tst_res(TWARN | TERRNO, "getrlimit(RLIMIT_CORE)");
		return;
	}
	/*
	 * 0 stops core files but not a pipe to core_pattern's program; the
	 * kernel skips both for 1. A hard limit of 0 stays: raising it may
	 * be refused, and it already stops the files.
	 */
	r.rlim_cur = r.rlim_max ? 1 : 0;
	if (r.rlim_max > 1)
		r.rlim_max = 1;
	if (setrlimit(RLIMIT_CORE, &r)) {
		tst_res(TWARN | TERRNO, "setrlimit(RLIMIT_CORE, 1)");
		return;
	}
	if (verbose)
		tst_res(TINFO, "no core file from process %d", getpid());
}
