// SPDX-License-Identifier: GPL-2.0-or-later
/* tst_res_hexd() line shapes, and an unused pid that really is unused. */
#include <errno.h>
#include <signal.h>
#include "tst_test.h"

static void run(void)
{
	unsigned char buf[40];
	unsigned int i;
	pid_t pid;

	for (i = 0; i < sizeof(buf); i++)
		buf[i] = i;
	tst_res_hexd(TINFO, buf, 4, "short dump:");
	tst_res_hexd(TINFO, buf, sizeof(buf), "long dump of %zu", sizeof(buf));

	pid = tst_get_unused_pid();
	if (kill(pid, 0) == -1 && errno == ESRCH)
		tst_res(TPASS, "pid %d is unused", (int)pid);
	else
		tst_res(TFAIL | TERRNO, "kill(%d, 0) on the unused pid",
			(int)pid);

	if (tst_ncpus() >= 1 && tst_ncpus_conf() >= tst_ncpus() &&
	    tst_ncpus_max() >= tst_ncpus_conf())
		tst_res(TPASS, "cpus: %ld online, %ld configured, %ld max",
			tst_ncpus(), tst_ncpus_conf(), tst_ncpus_max());
	else
		tst_res(TFAIL, "cpus: %ld online, %ld configured, %ld max",
			tst_ncpus(), tst_ncpus_conf(), tst_ncpus_max());
	if (tst_get_free_pids() > 0)
		tst_res(TPASS, "%d more processes may start",
			tst_get_free_pids());
	else
		tst_res(TFAIL, "no free pids?");
}

static struct tst_test test = {
	.test_all = run,
};
