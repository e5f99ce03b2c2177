// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_check_rt_group_sched_support(): where it returns, SCHED_FIFO can be
 * had; with -m group the test process first moves into its own cpu cgroup,
 * which RT group scheduling (cgroup v1) gives no RT runtime: TCONF.
 */
#include <sched.h>
#include <string.h>
#include "tst_test.h"
#include "tst_sched.h"

static char *mode;

static void run(void)
{
	struct sched_param p = { .sched_priority = 1 };

	if (mode && !strcmp(mode, "group"))
		SAFE_CG_PRINTF(tst_cg, "cgroup.procs", "%d", getpid());
	tst_check_rt_group_sched_support();
	TST_EXP_PASS(sched_setscheduler(0, SCHED_FIFO, &p));
	p.sched_priority = 0;
	sched_setscheduler(0, SCHED_OTHER, &p);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.options = (struct tst_option[]){ { "m:", &mode, "group" }, {} },
	.needs_cgroup_ctrls = (const char *const[]){ "cpu", NULL },
};
