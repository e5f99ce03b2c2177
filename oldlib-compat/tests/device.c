// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The old device calls on a real loop device: tst_acquire_device(cleanup),
 * tst_mkfs(cleanup, dev, fs_type, opts, extra), a mount, tst_fs_type(),
 * tst_umount() and tst_release_device(dev). TCONF when the system has no
 * loop device to give (or the test is not root).
 */
#include <sys/mount.h>
#include "test.h"
#include "safe_macros.h"

char *TCID = "device";
int TST_TOTAL = 3;

static const char *device;
static const char *fs_type;
static int mounted;

static void cleanup(void)
{
	if (mounted && tst_umount("mnt"))
		tst_resm(TWARN | TERRNO, "tst_umount(mnt) failed");
	if (device && tst_release_device(device))
		tst_resm(TWARN, "tst_release_device(%s) failed", device);
	tst_rmdir();
}

static void setup(void)
{
	tst_require_root();
	/* mkfs's end must not count as an unexpected SIGCHLD. */
	tst_sig(NOFORK, DEF_HANDLER, cleanup);
	tst_tmpdir();

	fs_type = tst_dev_fs_type();
	device = tst_acquire_device(cleanup);
	if (!device)
		tst_brkm(TCONF, cleanup, "no loop device available");
	tst_resm(TINFO, "using %s with %s", device, fs_type);
}

int main(int ac, char **av)
{
	const char *const opts[] = { "-b", "1024", NULL };
	long type;

	tst_parse_opts(ac, av, NULL, NULL);
	setup();

	tst_mkfs(cleanup, device, fs_type, opts, "10240");
	SAFE_MKDIR(cleanup, "mnt", 0755);
	SAFE_MOUNT(cleanup, device, "mnt", fs_type, 0, NULL);
	mounted = 1;

	type = tst_fs_type(cleanup, "mnt");
	if (type == TST_EXT234_MAGIC)
		tst_resm(TPASS, "mounted %s (%s)", fs_type,
			 tst_fs_type_name(type));
	else
		tst_resm(TFAIL, "mounted %s, but statfs says %s", fs_type,
			 tst_fs_type_name(type));

	SAFE_FILE_PRINTF(cleanup, "mnt/file", "%d", 42);
	if (tst_umount("mnt"))
		tst_brkm(TBROK | TERRNO, cleanup, "tst_umount(mnt) failed");
	mounted = 0;
	tst_resm(TPASS, "tst_umount() unmounted it");

	if (tst_release_device(device))
		tst_resm(TFAIL, "tst_release_device(%s) failed", device);
	else
		tst_resm(TPASS, "tst_release_device(%s)", device);
	device = NULL;

	cleanup();
	tst_exit();
}
