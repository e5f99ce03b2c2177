// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_capability.h: tst_capget() reads the caller's sets into struct
 * tst_cap_user_data; tst_capset() with all sets empty drops every
 * capability, after which root (the owner) may not create a file in its
 * own directory of mode 0555 (the real suite's fs/acl tests drop them so).
 */
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_capability.h"

#define CAP_V3 0x20080522

static void run(void)
{
	struct tst_cap_user_header hdr = { .version = CAP_V3, .pid = 0 };
	struct tst_cap_user_data data[2];
	pid_t pid;

	TST_EXP_PASS(tst_capget(&hdr, data), "tst_capget()");
	TST_EXP_EXPR(data[0].effective & (1U << CAP_DAC_OVERRIDE),
		     "root has CAP_DAC_OVERRIDE");
	hdr.version = 1;
	TST_EXP_FAIL(tst_capget(&hdr, data), EINVAL,
		     "tst_capget() of an unknown version");

	SAFE_MKDIR("ro", 0555);
	pid = SAFE_FORK();
	if (!pid) {
		struct tst_cap_user_header h = { .version = CAP_V3 };
		struct tst_cap_user_data none[2] = {};

		TST_EXP_PASS(tst_capset(&h, none), "tst_capset() of nothing");
		TST_EXP_PASS(tst_capget(&h, data), "tst_capget() after it");
		TST_EXP_EXPR(!data[0].effective && !data[1].permitted,
			     "no capability is left");
		TST_EXP_FAIL(open("ro/f", O_CREAT | O_WRONLY, 0644), EACCES,
			     "creating a file in a 0555 directory");
		exit(0);
	}
	tst_reap_children();
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
