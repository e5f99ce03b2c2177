/*
 * umount(2) of a real filesystem on a loop device: a file written on the
 * mounted filesystem is visible under the mount point; after umount() the
 * mount point is an empty directory of the underlying filesystem again
 * (a different st_dev), and after mounting once more the file is there
 * with its content. Needs root and a loop device.
 */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "file_helpers.h"

char *TCID = "umount01";
int TST_TOTAL = 2;

#define MNTPOINT "mntpoint"
#define FILE_ON_FS MNTPOINT "/data"

static const char *device;
static const char *fs_type;
static int mount_flag;

static void setup(void);
static void cleanup(void);

static int check_file(void)
{
	int fd, ret;

	fd = SAFE_OPEN(cleanup, FILE_ON_FS, O_RDONLY);
	ret = fh_check_fd(cleanup, fd, 0, 10000, 33);
	SAFE_CLOSE(cleanup, fd);
	return ret;
}

static void verify_umount(void)
{
	struct stat parent, mnt;

	SAFE_MOUNT(cleanup, device, MNTPOINT, fs_type, 0, NULL);
	mount_flag = 1;
	fh_make_file(cleanup, FILE_ON_FS, 10000, 33);

	TEST(umount(MNTPOINT));
	if (TEST_RETURN != 0) {
		tst_resm(TFAIL | TTERRNO, "umount(%s) failed", MNTPOINT);
		return;
	}
	mount_flag = 0;

	SAFE_STAT(cleanup, ".", &parent);
	SAFE_STAT(cleanup, MNTPOINT, &mnt);
	if (mnt.st_dev != parent.st_dev || access(FILE_ON_FS, F_OK) == 0)
		tst_resm(TFAIL, "%s still shows the unmounted filesystem",
			 MNTPOINT);
	else
		tst_resm(TPASS, "umount() detached the filesystem");

	SAFE_MOUNT(cleanup, device, MNTPOINT, fs_type, 0, NULL);
	mount_flag = 1;
	if (check_file())
		tst_resm(TFAIL, "file written before umount() is damaged");
	else
		tst_resm(TPASS, "file survived umount() and a new mount");
	SAFE_UNLINK(cleanup, FILE_ON_FS);
	SAFE_UMOUNT(cleanup, MNTPOINT);
	mount_flag = 0;
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_umount();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_require_root();

	tst_sig(NOFORK, DEF_HANDLER, NULL);

	tst_tmpdir();

	fs_type = tst_dev_fs_type();
	device = tst_acquire_device(cleanup);
	if (!device)
		tst_brkm(TCONF, cleanup, "no loop device available");

	tst_mkfs(cleanup, device, fs_type, NULL, NULL);

	SAFE_MKDIR(cleanup, MNTPOINT, 0775);

	TEST_PAUSE;
}

static void cleanup(void)
{
	if (mount_flag && tst_umount(MNTPOINT))
		tst_resm(TWARN | TERRNO, "umount(%s) failed", MNTPOINT);

	if (device)
		tst_release_device(device);

	tst_rmdir();
}
