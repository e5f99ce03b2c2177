// SPDX-License-Identifier: GPL-2.0-or-later
/* Whether the running kernel is a real-time (PREEMPT_RT) one. */
#include <string.h>
#include <sys/utsname.h>

#include "tst_test.h"
#include "tst_kernel.h"

int tst_check_preempt_rt(void)
{
	struct utsname u;

	/* The kernel names its preemption model in its version string. */
	if (uname(&u))
		tst_brk(TBROK | TERRNO, "uname() failed");
	return strstr(u.version, "PREEMPT_RT") ? -1 : 0;
}
