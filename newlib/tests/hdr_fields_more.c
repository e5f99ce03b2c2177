// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Fields no other program sets: .ulimit lowers the open-file limit the
 * test process (and what it execs) sees and raises the core limit's
 * maximum with its value; .needs_hugetlbfs mounts hugetlbfs at .mntpoint
 * (as root); .skip_in_secureboot runs where Secure Boot is off.
 */
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/vfs.h>
#include "tst_test.h"
#include "tst_security.h"

#define MNT "huge"
#define HUGETLBFS_MAGIC_ 0x958458f6

static void run(void)
{
	struct statfs sf;
	struct rlimit rl;

	SAFE_GETRLIMIT(RLIMIT_NOFILE, &rl);
	TST_EXP_EQ_LU(rl.rlim_cur, 100);
	TST_EXP_EQ_LI(system("test \"$(ulimit -n)\" = 100"), 0);
	SAFE_GETRLIMIT(RLIMIT_CORE, &rl);
	TST_EXP_EQ_LU(rl.rlim_cur, 4096);
	TST_EXP_EXPR(rl.rlim_max >= 4096, "RLIMIT_CORE's maximum %llu",
		     (unsigned long long)rl.rlim_max);

	SAFE_STATFS(MNT, &sf);
	TST_EXP_EQ_LU(sf.f_type, HUGETLBFS_MAGIC_);
	TST_EXP_EQ_LI(tst_secureboot_enabled() > 0, 0);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.mntpoint = MNT,
	.needs_hugetlbfs = 1,
	.skip_in_secureboot = 1,
	.ulimit =
		(const struct tst_ulimit_val[]){
			{ RLIMIT_NOFILE, 100 },
			{ RLIMIT_CORE, 4096 },
			{},
		},
};
