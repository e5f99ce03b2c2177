// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * F_SETPIPE_SZ against /proc/sys/fs/pipe-max-size, which the test sets to
 * 64 KiB for its run and restores afterwards: an unprivileged process can
 * size a pipe up to the limit but not above it (EPERM), and so can root
 * without CAP_SYS_RESOURCE (as in some containers), while root with it can
 * go above (the capability is read at run time); sizes round up to a
 * power-of-two
 * number of pages; shrinking below the data held is EBUSY; F_GETPIPE_SZ
 * reads the size back.
 */
#include <errno.h>
#include <stdio.h>
#include "tst_test.h"

#define LIMIT 65536
#define CAP_SYS_RESOURCE_BIT 24

static int fds[2] = { -1, -1 };

static void check_unprivileged(void)
{
	SAFE_SETGID(65534);
	SAFE_SETUID(65534);
	SAFE_PIPE(fds);
	TST_EXP_VAL(fcntl(fds[1], F_SETPIPE_SZ, LIMIT), LIMIT,
		    "nobody sizing a pipe to pipe-max-size");
	TST_EXP_FAIL(fcntl(fds[1], F_SETPIPE_SZ, 2 * LIMIT), EPERM,
		     "nobody sizing a pipe above pipe-max-size");
	TST_EXP_VAL(fcntl(fds[0], F_GETPIPE_SZ), LIMIT,
		    "F_GETPIPE_SZ after the refused change");
	exit(0);
}

static int has_sys_resource(void)
{
	unsigned long long caps = 0;
	char line[128];
	int found = 0;
	FILE *f;

	f = SAFE_FOPEN("/proc/self/status", "r");
	while (!found && fgets(line, sizeof(line), f))
		found = sscanf(line, "CapEff: %llx", &caps) == 1;
	SAFE_FCLOSE(f);
	if (!found)
		tst_brk(TBROK, "no CapEff line in /proc/self/status");
	return !!(caps & (1ULL << CAP_SYS_RESOURCE_BIT));
}

static void check_root(void)
{
	long page = getpagesize();
	static char buf[3 * 4096];

	if (has_sys_resource()) {
		TST_EXP_VAL(fcntl(fds[1], F_SETPIPE_SZ, 4 * LIMIT), 4 * LIMIT,
			    "CAP_SYS_RESOURCE sizing above pipe-max-size");
	} else {
		tst_res(TINFO, "root lacks CAP_SYS_RESOURCE here");
		TST_EXP_FAIL(fcntl(fds[1], F_SETPIPE_SZ, 4 * LIMIT), EPERM,
			     "root without CAP_SYS_RESOURCE above the limit");
	}
	TST_EXP_VAL(fcntl(fds[1], F_SETPIPE_SZ, 3 * page), 4 * page,
		    "3 pages round up to 4");

	SAFE_WRITE(1, fds[1], buf, sizeof(buf));
	TST_EXP_FAIL(fcntl(fds[1], F_SETPIPE_SZ, page), EBUSY,
		     "shrinking below the data held");
	TST_EXP_VAL(fcntl(fds[0], F_GETPIPE_SZ), 4 * page,
		    "F_GETPIPE_SZ after the refused shrink");
}

static void run(void)
{
	if (!SAFE_FORK())
		check_unprivileged();
	tst_reap_children();

	SAFE_PIPE(fds);
	check_root();
	SAFE_CLOSE(fds[0]);
	SAFE_CLOSE(fds[1]);
}

static void setup(void)
{
	if (getpagesize() != 4096)
		tst_brk(TCONF, "sizes here assume 4 KiB pages");
}

static void cleanup(void)
{
	if (fds[0] != -1)
		SAFE_CLOSE(fds[0]);
	if (fds[1] != -1)
		SAFE_CLOSE(fds[1]);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.forks_child = 1,
	.needs_root = 1,
	.save_restore =
		(const struct tst_path_val[]){
			{ "/proc/sys/fs/pipe-max-size", "65536",
			  TST_SR_TCONF_MISSING },
			{},
		},
};
