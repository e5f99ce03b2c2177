// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * statfs()/fstatfs()/statvfs() on a freshly made ext4 filesystem (a loop
 * device): the magic number, a block count that fits the device, fstatfs()
 * agreeing with statfs(); the free block count drops by at least the data
 * written and synced, the free inode count by exactly the files created;
 * a read-only remount shows as ST_RDONLY; and ENOENT and ENOTDIR.
 */
#include <errno.h>
#include <stdio.h>
#include <sys/mount.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include "tst_test.h"

#define MNTPOINT "mntpoint"
#define EXT4_MAGIC 0xEF53
#define NFILES 10
#define DATA_MB 4

static int fd = -1;

static void sync_and_statfs(struct statfs *sf)
{
	int dfd = SAFE_OPEN(MNTPOINT, O_RDONLY | O_DIRECTORY);

	if (syncfs(dfd))
		tst_brk(TBROK | TERRNO, "syncfs(%s)", MNTPOINT);
	SAFE_CLOSE(dfd);
	if (statfs(MNTPOINT, sf))
		tst_brk(TBROK | TERRNO, "statfs(%s)", MNTPOINT);
}

static void check_fields(void)
{
	struct statfs sf, fsf;

	TST_EXP_PASS(statfs(MNTPOINT, &sf));
	TST_EXP_EQ_LI(sf.f_type, EXT4_MAGIC);
	TST_EXP_EQ_LI(sf.f_namelen, 255);
	if (sf.f_blocks * sf.f_bsize > 64ULL << 20 ||
	    sf.f_blocks * sf.f_bsize < 32ULL << 20)
		tst_res(TFAIL, "%lu blocks of %ld bytes on a 64 MiB device",
			(unsigned long)sf.f_blocks, (long)sf.f_bsize);
	else
		tst_res(TPASS, "%lu blocks of %ld bytes on a 64 MiB device",
			(unsigned long)sf.f_blocks, (long)sf.f_bsize);

	fd = SAFE_OPEN(MNTPOINT, O_RDONLY | O_DIRECTORY);
	TST_EXP_PASS(fstatfs(fd, &fsf));
	SAFE_CLOSE(fd);
	TST_EXP_EQ_LI(fsf.f_type, sf.f_type);
	TST_EXP_EQ_LI(fsf.f_blocks, sf.f_blocks);
	TST_EXP_EQ_LI(fsf.f_files, sf.f_files);
}

static void check_counts(void)
{
	static char buf[1 << 20];
	struct statfs before, after;
	char path[64];
	int i;

	/* Each file below must take a new inode. */
	if (unlink(MNTPOINT "/data") && errno != ENOENT)
		tst_brk(TBROK | TERRNO, "unlink(%s/data)", MNTPOINT);
	sync_and_statfs(&before);
	fd = SAFE_OPEN(MNTPOINT "/data", O_WRONLY | O_CREAT | O_EXCL, 0644);
	for (i = 0; i < DATA_MB; i++)
		SAFE_WRITE(1, fd, buf, sizeof(buf));
	SAFE_CLOSE(fd);
	for (i = 0; i < NFILES; i++) {
		snprintf(path, sizeof(path), MNTPOINT "/f%d", i);
		SAFE_TOUCH(path, 0644, NULL);
	}
	sync_and_statfs(&after);

	if ((before.f_bfree - after.f_bfree) * before.f_bsize <
	    (unsigned long long)DATA_MB << 20)
		tst_res(TFAIL, "free blocks dropped by %lu after %d MiB",
			(unsigned long)(before.f_bfree - after.f_bfree),
			DATA_MB);
	else
		tst_res(TPASS, "free blocks dropped by %lu after %d MiB",
			(unsigned long)(before.f_bfree - after.f_bfree),
			DATA_MB);
	TST_EXP_EQ_LI(before.f_ffree - after.f_ffree, NFILES + 1);

	SAFE_UNLINK(MNTPOINT "/data");
	for (i = 0; i < NFILES; i++) {
		snprintf(path, sizeof(path), MNTPOINT "/f%d", i);
		SAFE_UNLINK(path);
	}
}

static void check_readonly(void)
{
	struct statvfs sv;

	SAFE_MOUNT(NULL, MNTPOINT, NULL, MS_REMOUNT | MS_RDONLY, NULL);
	TST_EXP_PASS(statvfs(MNTPOINT, &sv));
	TST_EXP_EQ_LI(!!(sv.f_flag & ST_RDONLY), 1);
	SAFE_MOUNT(NULL, MNTPOINT, NULL, MS_REMOUNT, NULL);
	TST_EXP_PASS(statvfs(MNTPOINT, &sv));
	TST_EXP_EQ_LI(!!(sv.f_flag & ST_RDONLY), 0);
}

static void check_errors(void)
{
	struct statfs sf;

	TST_EXP_FAIL(statfs(MNTPOINT "/missing", &sf), ENOENT,
		     "statfs() of a missing path");
	SAFE_TOUCH(MNTPOINT "/plain", 0644, NULL);
	TST_EXP_FAIL(statfs(MNTPOINT "/plain/x", &sf), ENOTDIR,
		     "statfs() through a regular file");
	SAFE_UNLINK(MNTPOINT "/plain");
}

static void run(void)
{
	check_fields();
	check_counts();
	check_readonly();
	check_errors();
}

static void cleanup(void)
{
	if (fd != -1)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_device = 1,
	.format_device = 1,
	.mount_device = 1,
	.mntpoint = MNTPOINT,
	.dev_fs_type = "ext4",
	.needs_cmds = (struct tst_cmd[]){ { .cmd = "mkfs.ext4" }, {} },
};
