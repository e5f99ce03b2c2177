// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The memory cgroup for legacy tests (see memcg_helpers.h): finds the mount
 * in /proc/mounts the way the old tests did, and does the file I/O with the
 * old API's safe calls so that a failure names the test's own line.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <mntent.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <sys/wait.h>

#include "test.h"
#include "safe_macros.h"
#include "memcg_helpers.h"

#define RMDIR_TRIES 250 /* 20 ms apart: 5 s */

struct memcg_mount memcg_mnt;

static const char *const v2_names[][2] = {
	{ "memory.limit_in_bytes", "memory.max" },
	{ "memory.usage_in_bytes", "memory.current" },
	{ "memory.max_usage_in_bytes", "memory.peak" },
	{ "memory.use_hierarchy", NULL },
	{ "memory.force_empty", NULL },
	{ "memory.failcnt", NULL },
};

static const char *const v2_keys[][2] = {
	{ "total_cache", "file" },
	{ "total_rss", "anon" },
	{ "cache", NULL },
	{ "rss", NULL },
};

static const char *to_v2(const char *const map[][2], size_t n, const char *name)
{
	size_t i;

	if (memcg_mnt.ver != 2)
		return name;
	for (i = 0; i < n; i++) {
		if (!strcmp(map[i][0], name))
			return map[i][1];
	}
	return name;
}

const char *memcg_file_name(const char *v1name)
{
	return to_v2(v2_names, ARRAY_SIZE(v2_names), v1name);
}

static int v2_has_memory(const char *mnt)
{
	char path[PATH_MAX + 32], buf[512], *tok, *save;
	FILE *f;

	snprintf(path, sizeof(path), "%s/cgroup.controllers", mnt);
	f = fopen(path, "r");
	if (!f)
		return 0;
	if (!fgets(buf, sizeof(buf), f))
		buf[0] = '\0';
	fclose(f);
	for (tok = strtok_r(buf, " \n", &save); tok;
	     tok = strtok_r(NULL, " \n", &save)) {
		if (!strcmp(tok, "memory"))
			return 1;
	}
	return 0;
}

void memcg_mount_find(void (*cleanup)(void))
{
	struct mntent *m;
	FILE *f = setmntent("/proc/mounts", "r");

	if (!f)
		tst_brkm(TBROK | TERRNO, cleanup, "cannot read /proc/mounts");
	while ((m = getmntent(f))) {
		if (!strcmp(m->mnt_type, "cgroup") && hasmntopt(m, "memory"))
			memcg_mnt.ver = 1;
		else if (!strcmp(m->mnt_type, "cgroup2") &&
			 v2_has_memory(m->mnt_dir))
			memcg_mnt.ver = 2;
		else
			continue;
		snprintf(memcg_mnt.path, sizeof(memcg_mnt.path), "%s",
			 m->mnt_dir);
		break;
	}
	endmntent(f);
	if (!memcg_mnt.ver)
		tst_brkm(TCONF, cleanup,
			 "cgroup controller memory not available: no v1 mount "
			 "and not enabled in cgroup v2");
}

static void file_path(const char *file, const int lineno, void (*cleanup)(void),
		      char *out, const char *dir, const char *v1name)
{
	const char *name = memcg_file_name(v1name);

	if (!name)
		tst_brkm_(file, lineno, TBROK, cleanup,
			  "%s has no counterpart on cgroup v2", v1name);
	snprintf(out, PATH_MAX, "%s/%s", dir, name);
}

int memcg_has_file(const char *dir, const char *v1name)
{
	const char *name = memcg_file_name(v1name);
	char path[PATH_MAX];
	struct stat st;

	if (!name)
		return 0;
	snprintf(path, sizeof(path), "%s/%s", dir, name);
	return !stat(path, &st);
}

void memcg_mkdir_(const char *file, const int lineno, void (*cleanup)(void),
		  const char *parent, const char *name, char *out)
{
	char ctl[PATH_MAX];

	if (memcg_mnt.ver == 2) {
		snprintf(ctl, sizeof(ctl), "%s/cgroup.subtree_control", parent);
		safe_file_printf(file, lineno, cleanup, ctl, "+memory");
	}
	if (snprintf(out, PATH_MAX, "%s/%s", parent, name) >= PATH_MAX)
		tst_brkm_(file, lineno, TBROK, cleanup, "path too long");
	if (mkdir(out, 0755))
		tst_brkm_(file, lineno, TBROK | TERRNO, cleanup,
			  "mkdir(%s) failed", out);
}

static int rmdir_retry(const char *dir)
{
	struct timespec ts = { .tv_nsec = 20 * 1000 * 1000 };
	int i;

	for (i = 0; i < RMDIR_TRIES; i++) {
		if (!rmdir(dir) || errno == ENOENT)
			return 0;
		if (errno != EBUSY)
			return -1;
		nanosleep(&ts, NULL);
	}
	return -1;
}

void memcg_rmdir_(const char *file, const int lineno, void (*cleanup)(void),
		  const char *dir)
{
	if (rmdir_retry(dir))
		tst_brkm_(file, lineno, TBROK | TERRNO, cleanup,
			  "cannot remove cgroup %s", dir);
}

static void move_to_root(const char *dir)
{
	char path[PATH_MAX + 16], pid[32];
	FILE *f;

	snprintf(path, sizeof(path), "%s/cgroup.procs", dir);
	f = fopen(path, "r");
	if (!f)
		return;
	while (fgets(pid, sizeof(pid), f))
		memcg_try_printf(memcg_mnt.path, "cgroup.procs", "%s", pid);
	fclose(f);
}

void memcg_remove_tree(const char *dir)
{
	char sub[PATH_MAX + NAME_MAX + 2];
	struct dirent *de;
	DIR *d;

	if (!dir[0] || !(d = opendir(dir)))
		return;
	while ((de = readdir(d))) {
		if (de->d_type != DT_DIR || !strcmp(de->d_name, ".") ||
		    !strcmp(de->d_name, ".."))
			continue;
		snprintf(sub, sizeof(sub), "%s/%s", dir, de->d_name);
		memcg_remove_tree(sub);
	}
	closedir(d);
	move_to_root(dir);
	if (rmdir_retry(dir))
		tst_resm(TWARN | TERRNO, "cannot remove cgroup %s", dir);
}

static int write_value(const char *path, const char *buf)
{
	ssize_t len = strlen(buf), ret;
	int fd, err;

	fd = open(path, O_WRONLY);
	if (fd < 0)
		return -1;
	ret = write(fd, buf, len);
	err = errno;
	close(fd);
	errno = ret < 0 ? err : EIO;
	return ret == len ? 0 : -1;
}

static int vwrite(const char *dir, const char *v1name, const char *fmt,
		  va_list va, char *path)
{
	char buf[256];
	const char *name = memcg_file_name(v1name);

	if (!name) {
		snprintf(path, PATH_MAX, "%s/%s", dir, v1name);
		errno = ENOENT;
		return -1;
	}
	snprintf(path, PATH_MAX, "%s/%s", dir, name);
	vsnprintf(buf, sizeof(buf), fmt, va);
	return write_value(path, buf);
}

void memcg_printf_(const char *file, const int lineno, void (*cleanup)(void),
		   const char *dir, const char *v1name, const char *fmt, ...)
{
	char path[PATH_MAX];
	va_list va;
	int ret;

	va_start(va, fmt);
	ret = vwrite(dir, v1name, fmt, va, path);
	va_end(va);
	if (ret)
		tst_brkm_(file, lineno, TBROK | TERRNO, cleanup,
			  "write to %s failed", path);
}

int memcg_try_printf(const char *dir, const char *v1name, const char *fmt, ...)
{
	char path[PATH_MAX];
	va_list va;
	int ret;

	va_start(va, fmt);
	ret = vwrite(dir, v1name, fmt, va, path);
	va_end(va);
	return ret;
}

unsigned long long memcg_read_(const char *file, const int lineno,
			       void (*cleanup)(void), const char *dir,
			       const char *v1name)
{
	char path[PATH_MAX];
	unsigned long long val;

	file_path(file, lineno, cleanup, path, dir, v1name);
	safe_file_scanf(file, lineno, cleanup, path, "%llu", &val);
	return val;
}

unsigned long long memcg_stat_(const char *file, const int lineno,
			       void (*cleanup)(void), const char *dir,
			       const char *v1name, const char *key)
{
	const char *k = to_v2(v2_keys, ARRAY_SIZE(v2_keys), key);
	char path[PATH_MAX], name[64];
	unsigned long long val;
	FILE *f;

	if (!k)
		tst_brkm_(file, lineno, TBROK, cleanup,
			  "%s key %s has no counterpart on cgroup v2", v1name,
			  key);
	file_path(file, lineno, cleanup, path, dir, v1name);
	f = safe_fopen(file, lineno, cleanup, path, "r");
	while (fscanf(f, "%63s %llu", name, &val) == 2) {
		if (!strcmp(name, k)) {
			fclose(f);
			return val;
		}
	}
	fclose(f);
	tst_brkm_(file, lineno, TBROK, cleanup, "%s has no key %s", path, k);
}

static void writer(const char *dir, const char *path, size_t bytes)
{
	static char buf[1024 * 1024];
	size_t done;
	int fd;

	memcg_printf_(__FILE__, __LINE__, NULL, dir, "cgroup.procs", "%d",
		      getpid());
	memset(buf, 0x5a, sizeof(buf));
	fd = SAFE_OPEN(NULL, path, O_CREAT | O_WRONLY | O_TRUNC, 0644);
	for (done = 0; done < bytes; done += sizeof(buf))
		SAFE_WRITE(NULL, 1, fd, buf, sizeof(buf));
	if (fsync(fd))
		tst_brkm(TBROK | TERRNO, NULL, "fsync(%s) failed", path);
	SAFE_CLOSE(NULL, fd);
	exit(0);
}

void memcg_charge_cache(void (*cleanup)(void), const char *dir,
			const char *path, size_t bytes)
{
	pid_t pid = tst_fork();
	int status;

	if (pid < 0)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (!pid)
		writer(dir, path, bytes);
	SAFE_WAITPID(cleanup, pid, &status, 0);
	if (!WIFEXITED(status) || WEXITSTATUS(status))
		tst_brkm(TBROK, cleanup,
			 "the writer in %s failed (status 0x%x)", dir, status);
}

void memcg_require_disk_cwd(void (*cleanup)(void))
{
	struct statfs sf;

	if (statfs(".", &sf))
		tst_brkm(TBROK | TERRNO, cleanup, "statfs(.) failed");
	if (sf.f_type == TST_TMPFS_MAGIC || sf.f_type == TST_RAMFS_MAGIC)
		tst_brkm(TCONF, cleanup,
			 "the tmpdir is on tmpfs/ramfs, whose pages are not "
			 "reclaimable page cache; set TMPDIR to a disk "
			 "filesystem");
}
