/*
 * umount(2) failures on a real filesystem mounted from a loop device:
 * EBUSY while a file on it is open, EINVAL for a directory that is not a
 * mount point, ENOENT for a missing path, ENAMETOOLONG for a path longer
 * than PATH_MAX, EFAULT for a bad address, and EPERM for an unprivileged
 * caller (the test switches its effective uid to "nobody"). Needs root.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pwd.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "umount02";

#define MNTPOINT "mntpoint"

static char long_path[PATH_MAX + 2];
static int mount_flag;
static int fd = -1;
static uid_t nobody_uid;

static struct test_case_t {
	const char *desc;
	const char *mntpoint;
	int exp_errno;
	int as_nobody;
} tcases[] = {
	{ "a file is open on it", MNTPOINT, EBUSY, 0 },
	{ "path at a bad address", (char *)-1, EFAULT, 0 },
	{ "missing mount point", "nonexistent", ENOENT, 0 },
	{ "not a mount point", "./", EINVAL, 0 },
	{ "path longer than PATH_MAX", long_path, ENAMETOOLONG, 0 },
	{ "caller is nobody", MNTPOINT, EPERM, 1 },
};

int TST_TOTAL = sizeof(tcases) / sizeof(tcases[0]);

static const char *device;

static void setup(void);
static void cleanup(void);

static void verify_umount(struct test_case_t *tc)
{
	if (tc->as_nobody)
		SAFE_SETEUID(cleanup, nobody_uid);

	TEST(umount(tc->mntpoint));

	if (tc->as_nobody)
		SAFE_SETEUID(cleanup, 0);

	if (TEST_RETURN != -1) {
		tst_resm(TFAIL, "umount() (%s) succeeded", tc->desc);
		mount_flag = 0;
		return;
	}

	if (tc->exp_errno != TEST_ERRNO) {
		tst_resm(TFAIL | TTERRNO, "umount() (%s): expected %s",
			 tc->desc, tst_strerrno(tc->exp_errno));
		return;
	}

	tst_resm(TPASS | TTERRNO, "umount() (%s) refused", tc->desc);
}

int main(int ac, char **av)
{
	int lc, i;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;

		for (i = 0; i < TST_TOTAL; ++i)
			verify_umount(&tcases[i]);
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	const char *fs_type;
	struct passwd *pw;

	tst_require_root();

	tst_sig(NOFORK, DEF_HANDLER, NULL);

	pw = SAFE_GETPWNAM(NULL, "nobody");
	nobody_uid = pw->pw_uid;

	tst_tmpdir();

	fs_type = tst_dev_fs_type();
	device = tst_acquire_device(cleanup);

	if (!device)
		tst_brkm(TCONF, cleanup, "no loop device available");

	tst_mkfs(cleanup, device, fs_type, NULL, NULL);

	memset(long_path, 'a', PATH_MAX + 1);

	SAFE_MKDIR(cleanup, MNTPOINT, 0751);
	SAFE_MOUNT(cleanup, device, MNTPOINT, fs_type, 0, NULL);
	mount_flag = 1;

	fd = SAFE_CREAT(cleanup, MNTPOINT "/busy", 0644);

	TEST_PAUSE;
}

static void cleanup(void)
{
	if (fd != -1 && close(fd))
		tst_resm(TWARN | TERRNO, "close(%s/busy)", MNTPOINT);

	if (mount_flag && tst_umount(MNTPOINT))
		tst_resm(TWARN | TERRNO, "tst_umount(%s)", MNTPOINT);

	if (device)
		tst_release_device(device);

	tst_rmdir();
}
