/*
 * umount2(2) flags on a loop-device filesystem: MNT_DETACH detaches a
 * busy mount at once while the open file stays usable; MNT_EXPIRE on an
 * idle mount first fails with EAGAIN (marking it) and then unmounts it;
 * MNT_EXPIRE with MNT_FORCE or MNT_DETACH, and an unknown flag, give
 * EINVAL; UMOUNT_NOFOLLOW on a symlink to the mount point gives EINVAL;
 * and a child that became "nobody" with setuid() gets EPERM. Needs root.
 */
#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "lock_helpers.h"

char *TCID = "umount03";
int TST_TOTAL = 7;

#define MNTPOINT "mntpoint"

static const char *device;
static const char *fs_type;
static int mounted;
static uid_t nobody_uid;

static void setup(void);
static void cleanup(void);

static void do_mount(void)
{
	SAFE_MOUNT(cleanup, device, MNTPOINT, fs_type, 0, NULL);
	mounted = 1;
}

static void test_detach(void)
{
	char buf[6] = "";
	int fd;

	do_mount();
	fd = SAFE_OPEN(cleanup, MNTPOINT "/busy", O_RDWR | O_CREAT, 0644);

	TEST(umount2(MNTPOINT, MNT_DETACH));
	if (TEST_RETURN != 0) {
		tst_resm(TFAIL | TTERRNO,
			 "umount2(MNT_DETACH) on a busy mount");
		SAFE_CLOSE(cleanup, fd);
		return;
	}
	mounted = 0;

	SAFE_WRITE(cleanup, 1, fd, "still", 5);
	if (pread(fd, buf, 5, 0) != 5 || strcmp(buf, "still"))
		tst_resm(TFAIL | TERRNO, "file on a detached mount unusable");
	else if (access(MNTPOINT "/busy", F_OK) == 0)
		tst_resm(TFAIL, "detached mount still visible");
	else
		tst_resm(TPASS, "MNT_DETACH hid a busy mount, fd still works");
	SAFE_CLOSE(cleanup, fd);
}

static void test_expire(void)
{
	do_mount();

	TEST(umount2(MNTPOINT, MNT_EXPIRE));
	if (TEST_RETURN != -1 || TEST_ERRNO != EAGAIN) {
		tst_resm(TFAIL | TTERRNO, "first MNT_EXPIRE returned %ld",
			 TEST_RETURN);
		if (TEST_RETURN == 0)
			mounted = 0;
		return;
	}
	tst_resm(TPASS | TTERRNO, "first MNT_EXPIRE marked the mount");

	TEST(umount2(MNTPOINT, MNT_EXPIRE));
	if (TEST_RETURN != 0) {
		tst_resm(TFAIL | TTERRNO, "second MNT_EXPIRE did not unmount");
		return;
	}
	mounted = 0;
	tst_resm(TPASS, "second MNT_EXPIRE unmounted the idle mount");
}

static void expect_einval(const char *path, int flags, const char *what)
{
	TEST(umount2(path, flags));
	if (TEST_RETURN == 0)
		mounted = 0;
	if (TEST_RETURN == -1 && TEST_ERRNO == EINVAL)
		tst_resm(TPASS | TTERRNO, "umount2(%s)", what);
	else
		tst_resm(TFAIL | TTERRNO, "umount2(%s) returned %ld", what,
			 TEST_RETURN);
}

static void test_eperm(void)
{
	pid_t pid;
	int ret;

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0) {
		if (setuid(nobody_uid))
			tst_brkm(TBROK | TERRNO, NULL, "setuid(nobody)");
		ret = umount2(MNTPOINT, 0);
		exit(ret == -1 && errno == EPERM ? 0 : 1);
	}
	if (lh_child_exit_code(cleanup, pid) == 0)
		tst_resm(TPASS, "umount2() by nobody refused with EPERM");
	else
		tst_resm(TFAIL, "umount2() by nobody was not refused");
}

static void run_cases(void)
{
	test_detach();
	test_expire();

	do_mount();
	expect_einval(MNTPOINT, MNT_EXPIRE | MNT_FORCE, "MNT_EXPIRE|MNT_FORCE");
	expect_einval(MNTPOINT, MNT_EXPIRE | MNT_DETACH,
		      "MNT_EXPIRE|MNT_DETACH");
	expect_einval("link_to_mnt", UMOUNT_NOFOLLOW,
		      "UMOUNT_NOFOLLOW on a symlink");
	test_eperm();
	if (mounted) {
		SAFE_UMOUNT(cleanup, MNTPOINT);
		mounted = 0;
	}
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		run_cases();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	struct passwd *pw;

	tst_require_root();

	tst_sig(FORK, DEF_HANDLER, NULL);

	pw = SAFE_GETPWNAM(NULL, "nobody");
	nobody_uid = pw->pw_uid;

	tst_tmpdir();

	fs_type = tst_dev_fs_type();
	device = tst_acquire_device(cleanup);
	if (!device)
		tst_brkm(TCONF, cleanup, "no loop device available");
	tst_mkfs(cleanup, device, fs_type, NULL, NULL);

	SAFE_MKDIR(cleanup, MNTPOINT, 0755);
	SAFE_SYMLINK(cleanup, MNTPOINT, "link_to_mnt");

	TEST_PAUSE;
}

static void cleanup(void)
{
	if (mounted && tst_umount(MNTPOINT))
		tst_resm(TWARN | TERRNO, "tst_umount(%s)", MNTPOINT);
	if (device)
		tst_release_device(device);
	tst_rmdir();
}
