// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A formatted and mounted loop device: the filesystem is really the one
 * asked for, it is mounted at the mntpoint in the tmpdir, and files
 * written there land on it. -c: crash while it is mounted, -s: hang on it
 * until the timeout (the library must still unmount and detach it).
 */
#include <fcntl.h>
#include <mntent.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/vfs.h>

#include "tst_test.h"

#define MNT "mntpoint"

static char *crash, *hang;

static int mounted_at(const char *dev, const char *dir)
{
	struct mntent *m;
	int found = 0;
	FILE *f = setmntent("/proc/self/mounts", "r");

	if (!f)
		tst_brk(TBROK | TERRNO, "setmntent");
	while ((m = getmntent(f))) {
		if (!strcmp(m->mnt_fsname, dev) && !strcmp(m->mnt_dir, dir))
			found = 1;
	}
	endmntent(f);
	return found;
}

static void check_mount(void)
{
	char dir[4096];
	long type;

	snprintf(dir, sizeof(dir), "%s/%s", tst_get_tmpdir_path(), MNT);
	if (mounted_at(tst_device->dev, dir))
		tst_res(TPASS, "%s is mounted at %s", tst_device->dev, dir);
	else
		tst_res(TFAIL, "%s is not mounted at %s", tst_device->dev, dir);
	type = tst_fs_type(MNT);
	if (type == TST_EXT234_MAGIC)
		tst_res(TPASS, "%s is %s as asked (%s)", MNT,
			tst_fs_type_name(type), tst_device->fs_type);
	else
		tst_res(TFAIL, "%s is %s (0x%lx), not ext2/3/4", MNT,
			tst_fs_type_name(type), type);
}

static void check_file(void)
{
	struct stat dir_st, file_st, dev_st;
	char buf[16] = "";
	int fd;

	fd = SAFE_OPEN(MNT "/file", O_CREAT | O_RDWR | O_TRUNC, 0644);
	SAFE_WRITE(1, fd, "on the device", 13);
	if (fsync(fd))
		tst_brk(TBROK | TERRNO, "fsync");
	SAFE_LSEEK(fd, 0, SEEK_SET);
	SAFE_READ(1, fd, buf, 13);
	SAFE_FSTAT(fd, &file_st);
	SAFE_CLOSE(fd);
	SAFE_STAT(".", &dir_st);
	SAFE_STAT(tst_device->dev, &dev_st);
	if (strcmp(buf, "on the device"))
		tst_res(TFAIL, "read back '%s'", buf);
	else if (file_st.st_dev != dev_st.st_rdev ||
		 file_st.st_dev == dir_st.st_dev)
		tst_res(TFAIL, "the file is not on %s", tst_device->dev);
	else
		tst_res(TPASS, "a file written in %s is on %s", MNT,
			tst_device->dev);
}

static void run(void)
{
	struct rlimit no_core = { 0, 0 };

	tst_res(TINFO, "tmpdir %s device %s", tst_get_tmpdir_path(),
		tst_device->dev);
	check_mount();
	check_file();
	if (crash) {
		setrlimit(RLIMIT_CORE, &no_core);
		/* A real crash, even under a sanitizer's handler. */
		signal(SIGSEGV, SIG_DFL);
		raise(SIGSEGV);
	}
	if (hang) {
		/* Busy: the cwd and an open file on the filesystem. */
		SAFE_CHDIR(MNT);
		SAFE_OPEN("file", O_RDONLY);
		pause();
	}
}

static struct tst_option options[] = {
	{ "c", &crash, "crash with the device mounted" },
	{ "s", &hang, "hang on the mounted filesystem until the timeout" },
	{},
};

static struct tst_test test = {
	.test_all = run,
	.options = options,
	.needs_device = 1,
	.format_device = 1,
	.mount_device = 1,
	.mntpoint = MNT,
};
