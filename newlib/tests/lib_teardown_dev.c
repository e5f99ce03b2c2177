// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * lib_teardown's "spam" with more to undo: a mounted loop device and a
 * .save_restore value. Run as `lib_teardown_dev 2>&1 | head -1`: the
 * test process dies of SIGPIPE and the supervisor must still restore the
 * value, unmount and detach the device and remove the tmpdir and page.
 */
#include <stdlib.h>
#include <time.h>
#include "tst_test.h"

#define LEASE "/proc/sys/fs/lease-break-time"

static void run(void)
{
	struct timespec ts;
	unsigned int i;
	time_t end;

	tst_res(TINFO, "tmpdir %s page %s device %s", tst_get_tmpdir_path(),
		getenv("LTP_IPC_PATH"), tst_device->dev);
	clock_gettime(CLOCK_MONOTONIC, &ts);
	end = ts.tv_sec + 10;
	for (i = 0; ts.tv_sec <= end; i++) {
		tst_res(TINFO, "line %u", i);
		clock_gettime(CLOCK_MONOTONIC, &ts);
	}
	tst_res(TPASS, "nobody closed the pipe");
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.needs_device = 1,
	.mount_device = 1,
	.mntpoint = "mnt",
	.timeout = 60,
	.save_restore =
		(const struct tst_path_val[]){
			{ LEASE, "7", TST_SR_TCONF_MISSING },
			{},
		},
};
