// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sched_setaffinity(): pinning to one allowed CPU reads back as exactly that
 * CPU and the process then runs there (sched_getcpu()); an empty mask, a
 * mask of CPUs that do not exist, a pid that cannot exist and a too-small
 * mask for sched_getaffinity() are refused; another user's process cannot
 * be pinned (EPERM). Each pinning is done in a child so the test process
 * keeps its mask.
 */
#include <errno.h>
#include <limits.h>
#include <sched.h>
#include "tst_test.h"

#define MAX_CHECKED 4

static cpu_set_t allowed;

static void pin_to(int cpu)
{
	cpu_set_t set, got;

	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	TST_EXP_PASS(sched_setaffinity(0, sizeof(set), &set));
	if (!TST_PASS)
		exit(0);

	if (sched_getaffinity(0, sizeof(got), &got))
		tst_brk(TBROK | TERRNO, "sched_getaffinity()");
	if (!CPU_EQUAL(&set, &got))
		tst_res(TFAIL, "mask read back differs from CPU %d alone", cpu);
	TST_EXP_EQ_LI(sched_getcpu(), cpu);
	exit(0);
}

static void check_pinning(void)
{
	int cpu, checked = 0;

	for (cpu = 0; cpu < CPU_SETSIZE && checked < MAX_CHECKED; cpu++) {
		if (!CPU_ISSET(cpu, &allowed))
			continue;
		if (!SAFE_FORK())
			pin_to(cpu);
		tst_reap_children();
		checked++;
	}
	tst_res(TINFO, "pinned to %d of %d allowed CPUs", checked,
		CPU_COUNT(&allowed));
}

static void check_errors(void)
{
	long nr_conf = SAFE_SYSCONF(_SC_NPROCESSORS_CONF);
	cpu_set_t set;

	CPU_ZERO(&set);
	TST_EXP_FAIL(sched_setaffinity(0, sizeof(set), &set), EINVAL,
		     "empty mask");

	if (nr_conf < CPU_SETSIZE) {
		CPU_SET(CPU_SETSIZE - 1, &set);
		TST_EXP_FAIL(sched_setaffinity(0, sizeof(set), &set), EINVAL,
			     "mask of a CPU that does not exist");
	}

	TST_EXP_FAIL(sched_setaffinity(INT_MAX, sizeof(allowed), &allowed),
		     ESRCH, "pid INT_MAX");
	TST_EXP_FAIL(sched_getaffinity(0, 1, &set), EINVAL,
		     "sched_getaffinity() with a 1-byte mask");
}

/*
 * An unprivileged process may not change another user's process: as root
 * a child drops to nobody and tries the test process; otherwise we try
 * init (pid 1), which belongs to root.
 */
static void check_eperm(void)
{
	pid_t target = getpid();

	if (!geteuid()) {
		if (!SAFE_FORK()) {
			SAFE_SETGID(65534);
			SAFE_SETUID(65534);
			TST_EXP_FAIL(sched_setaffinity(target, sizeof(allowed),
						       &allowed),
				     EPERM, "nobody pinning a root process");
			exit(0);
		}
		tst_reap_children();
		return;
	}
	if (kill(1, 0) && errno == ESRCH) {
		tst_res(TCONF, "no pid 1 in this pid namespace");
		return;
	}
	TST_EXP_FAIL(sched_setaffinity(1, sizeof(allowed), &allowed), EPERM,
		     "pinning pid 1 as an unprivileged user");
}

static void run(void)
{
	check_pinning();
	check_errors();
	check_eperm();
}

static void setup(void)
{
	if (sched_getaffinity(0, sizeof(allowed), &allowed))
		tst_brk(TBROK | TERRNO, "sched_getaffinity()");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.forks_child = 1,
};
