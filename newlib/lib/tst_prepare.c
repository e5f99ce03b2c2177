// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What the library prepares for a test besides the tmpdir, the device,
 * .save_restore and cgroups: guarded buffers, resource files, special
 * mounts at the mntpoint, huge pages, process limits, the wall clock and
 * the cgroup version; and what the test process does around setup.
 * Teardown undoes each part that was done, whatever became of the test.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <mntent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "tst_test.h"
#include "tst_core.h"
#include "tst_internal.h"
#include "tst_wallclock.h"

static char special_mnt[PATH_MAX]; /* rofs, devfs or hugetlbfs, if any */

/* ---- resource files ---- */

/* Where a test's data files are, the real library's places and newlib's
 * own: $LTP_DATAROOT, $LTPROOT/testcases/data/TEST, $LTPROOT/testcases/bin
 * (the installed suite's programs), next to the test program and its
 * datafiles/, the directory the test started in and its datafiles/. */
static int find_resource(const char *name, char *path, size_t size)
{
	char bindir[PATH_MAX], ltpdata[PATH_MAX + 32], ltpbin[PATH_MAX + 16];
	char bindata[PATH_MAX + 16], startdata[PATH_MAX + 16];
	const char *root = getenv("LTPROOT"), *start = tst_core_startwd();
	const char *dirs[7] = { getenv("LTP_DATAROOT") };
	ssize_t n;
	size_t i;

	n = readlink("/proc/self/exe", bindir, sizeof(bindir) - 1);
	bindir[n > 0 ? n : 0] = 0;
	if (strrchr(bindir, '/'))
		*strrchr(bindir, '/') = 0;
	snprintf(ltpdata, sizeof(ltpdata), "%s/testcases/data/%s",
		 root ? root : "", program_invocation_short_name);
	snprintf(ltpbin, sizeof(ltpbin), "%s/testcases/bin", root ? root : "");
	snprintf(bindata, sizeof(bindata), "%s/datafiles", bindir);
	snprintf(startdata, sizeof(startdata), "%s/datafiles", start);
	dirs[1] = root ? ltpdata : NULL;
	dirs[2] = root ? ltpbin : NULL;
	dirs[3] = bindir;
	dirs[4] = bindata;
	dirs[5] = start;
	dirs[6] = start[0] ? startdata : NULL;
	for (i = 0; i < ARRAY_SIZE(dirs); i++) {
		if (!dirs[i] || !dirs[i][0])
			continue;
		snprintf(path, size, "%s/%s", dirs[i], name);
		if (!access(path, R_OK))
			return 0;
	}
	return -1;
}

static void copy_resources(const char *const *files)
{
	char src[PATH_MAX], dst[PATH_MAX];

	for (; files && *files; files++) {
		if (find_resource(*files, src, sizeof(src)))
			tst_brk(TBROK,
				"resource file %s not found ($LTP_DATAROOT"
				", $LTPROOT/testcases/data and bin, next "
				"to the test, the start directory)",
				*files);
		snprintf(dst, sizeof(dst), "%s/%s", tst_core_tmpdir(),
			 strrchr(*files, '/') ? strrchr(*files, '/') + 1 :
						*files);
		safe_cp(__FILE__, __LINE__, NULL, src, dst);
	}
}

/* ---- mounts at the mntpoint ---- */

static void mount_special(const struct tst_test *t, const char *fstype,
			  unsigned long flags, const char *data)
{
	if (!t->mntpoint || !t->mntpoint[0] || t->mntpoint[0] == '/')
		tst_brk(TBROK,
			"a %s mount needs .mntpoint (a path in the "
			"tmpdir)",
			fstype);
	snprintf(special_mnt, sizeof(special_mnt), "%s/%s", tst_core_tmpdir(),
		 t->mntpoint);
	if (mkdir(special_mnt, 0777) && errno != EEXIST)
		tst_brk(TBROK | TERRNO, "mkdir('%s')", special_mnt);
	if (!mount(fstype, special_mnt, fstype, flags, data))
		return;
	special_mnt[0] = 0;
	if (errno == ENODEV)
		tst_brk(TCONF, "the kernel does not support %s", fstype);
	tst_brk(TBROK | TERRNO, "mount(%s at %s)", fstype, t->mntpoint);
}

/* A read-only tmpfs holding a file "file" and a directory "dir". */
static void mount_rofs(const struct tst_test *t)
{
	char path[PATH_MAX + 16];
	int fd;

	mount_special(t, "tmpfs", 0, NULL);
	snprintf(path, sizeof(path), "%s/dir", special_mnt);
	if (mkdir(path, 0777))
		tst_brk(TBROK | TERRNO, "mkdir('%s')", path);
	snprintf(path, sizeof(path), "%s/file", special_mnt);
	fd = open(path, O_CREAT | O_WRONLY | O_CLOEXEC, 0777);
	if (fd < 0)
		tst_brk(TBROK | TERRNO, "creating '%s'", path);
	close(fd);
	if (mount(NULL, special_mnt, NULL, MS_REMOUNT | MS_RDONLY, NULL))
		tst_brk(TBROK | TERRNO, "remounting '%s' read-only",
			special_mnt);
}

/* ---- huge pages ---- */

static unsigned long nr_hugepages_before;
static int hugepages_changed;

/* ---- the cgroup version ---- */

/* Whether a cgroup hierarchy of version ver is mounted (with opt in its
 * options when given). */
struct cgroup_want {
	int ver;
	const char *opt;
};

static int is_cgroup_mount(const struct mntent *m, void *data)
{
	const struct cgroup_want *w = data;

	if (strcmp(m->mnt_type, w->ver == 2 ? "cgroup2" : "cgroup"))
		return 0;
	return !w->opt || hasmntopt(m, w->opt);
}

static int cgroup_mounted(int ver, const char *opt)
{
	struct cgroup_want w = { ver, opt };

	return tst_mounts_each(is_cgroup_mount, &w) > 0;
}

static void check_cgroup_ver(const struct tst_test *t)
{
	const char *const *c;

	if (t->needs_cgroup_nsdelegate && !cgroup_mounted(2, "nsdelegate"))
		tst_brk(TCONF, "cgroup2 is not mounted with nsdelegate");
	/* The real library's "base" is the v2 hierarchy alone. */
	for (c = t->needs_cgroup_ctrls; c && *c; c++) {
		if (!strcmp(*c, "base") && t->needs_cgroup_ver != TST_CG_V2)
			tst_brk(TCONF, "Base control only support needs_ver "
				       "TST_CG_V2!");
	}
	if (!t->needs_cgroup_ver)
		return;
	if (!t->needs_cgroup_ctrls) {
		if (!cgroup_mounted(t->needs_cgroup_ver, NULL))
			tst_brk(TCONF, "no cgroup v%d hierarchy is mounted",
				t->needs_cgroup_ver);
		return;
	}
	for (c = t->needs_cgroup_ctrls; *c; c++) {
		if (tst_cg_ver(*c) != (int)t->needs_cgroup_ver)
			tst_brk(TCONF,
				"cgroup controller %s is on v%d, the "
				"test needs v%d",
				*c, tst_cg_ver(*c), t->needs_cgroup_ver);
	}
}

/* ---- process limits and the wall clock ---- */

static void set_ulimits(const struct tst_ulimit_val *u)
{
	struct rlimit rl;

	for (; u && (u->resource || u->rlim_cur); u++) {
		if (getrlimit(u->resource, &rl))
			tst_brk(TBROK | TERRNO, "getrlimit(%d)", u->resource);
		rl.rlim_cur = u->rlim_cur;
		if (rl.rlim_max != RLIM_INFINITY && rl.rlim_max < u->rlim_cur)
			rl.rlim_max = u->rlim_cur;
		if (setrlimit(u->resource, &rl))
			tst_brk(TBROK | TERRNO, "setrlimit(%d, %llu)",
				u->resource, (unsigned long long)u->rlim_cur);
	}
}

void tst_prepare_extra(const struct tst_test *t)
{
	if (t->bufs)
		tst_buffers_alloc(t->bufs);
	if (t->resource_files)
		copy_resources(t->resource_files);
	if (t->needs_rofs)
		mount_rofs(t);
	else if (t->needs_devfs)
		mount_special(t, "tmpfs", 0, "mode=0755");
	else if (t->needs_hugetlbfs)
		mount_special(t, "hugetlbfs", 0, NULL);
	if (t->hugepages.number || t->request_hugepages) {
		FILE *f = fopen(PATH_NR_HPAGES, "r");

		if (f) {
			if (fscanf(f, "%lu", &nr_hugepages_before) == 1)
				hugepages_changed = 1;
			fclose(f);
		}
		if (t->hugepages.number)
			tst_reserve_hugepages(
				(struct tst_hugepage *)&t->hugepages);
		else
			tst_request_hugepages(t->request_hugepages);
	}
	set_ulimits(t->ulimit);
	if (t->restore_wallclock)
		tst_wallclock_save();
	check_cgroup_ver(t);
}

void tst_prepare_teardown(void)
{
	tst_wallclock_restore();
	if (hugepages_changed) {
		hugepages_changed = 0;
		if (file_printf(__FILE__, __LINE__, PATH_NR_HPAGES, "%lu",
				nr_hugepages_before))
			tst_res(TWARN, "huge pages not restored to %lu",
				nr_hugepages_before);
	}
	if (special_mnt[0] && tst_umount(special_mnt))
		tst_res(TWARN | TERRNO, "umount('%s')", special_mnt);
	special_mnt[0] = 0;
}

/* ---- in the test process ---- */

void tst_proc_before_setup(void)
{
	/* .runtime counts from the start of the test process. */
	tst_runtime_heartbeat();
	if (tst_test->caps)
		tst_cap_setup(tst_test->caps, TST_CAP_REQ);
}

void tst_proc_after_setup(void)
{
	if (tst_test->caps)
		tst_cap_setup(tst_test->caps, TST_CAP_DROP);
}

void tst_proc_end(void)
{
	tst_free_all();
}
