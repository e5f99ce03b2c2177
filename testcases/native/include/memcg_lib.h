/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Shared by the memory-cgroup tests (memcg_*.c): charging page cache from
 * inside a group, and reading its usage.
 */
#ifndef MEMCG_LIB_H
#define MEMCG_LIB_H

#include <stdlib.h>
#include <string.h>
#include <sys/vfs.h>
#include <linux/magic.h>
#include "tst_test.h"

#define MEMCG_MB (1024 * 1024)

/*
 * Page cache is what the tests charge; tmpfs pages are shmem, which only
 * swap can reclaim, so a tmpdir there cannot show what they look for.
 */
static inline void memcg_require_disk_tmpdir(void)
{
	struct statfs sf;

	if (statfs(".", &sf))
		tst_brk(TBROK | TERRNO, "statfs(.) failed");
	if (sf.f_type == TMPFS_MAGIC || sf.f_type == RAMFS_MAGIC)
		tst_brk(TCONF, "the tmpdir is on tmpfs/ramfs, whose pages are "
			       "not reclaimable page cache; set TMPDIR to a "
			       "disk filesystem");
}

static inline void memcg_writer(const struct tst_cg_group *cg, const char *path,
				size_t bytes)
{
	char *buf = SAFE_MALLOC(MEMCG_MB);
	size_t done;
	int fd;

	SAFE_CG_PRINTF(cg, "cgroup.procs", "%d", (int)getpid());
	memset(buf, 0x5a, MEMCG_MB);
	fd = SAFE_OPEN(path, O_CREAT | O_WRONLY | O_TRUNC, 0644);
	for (done = 0; done < bytes; done += MEMCG_MB)
		SAFE_WRITE(1, fd, buf, MEMCG_MB);
	/* Clean pages: reclaim can drop them without writeback. */
	if (fsync(fd))
		tst_brk(TBROK | TERRNO, "fsync(%s) failed", path);
	SAFE_CLOSE(fd);
	exit(0);
}

/* A child process joins cg, writes bytes to path and leaves (exits). */
static inline void memcg_charge_cache(const struct tst_cg_group *cg,
				      const char *path, size_t bytes)
{
	pid_t pid = SAFE_FORK();
	int status;

	if (!pid)
		memcg_writer(cg, path, bytes);
	SAFE_WAITPID(pid, &status, 0);
	if (!WIFEXITED(status) || WEXITSTATUS(status))
		tst_brk(TBROK, "the writer in group %s failed (status 0x%x)",
			tst_cg_group_name(cg), status);
}

/* Hierarchical usage: memory.usage_in_bytes (v1), memory.current (v2). */
static inline unsigned long long memcg_usage(const struct tst_cg_group *cg)
{
	unsigned long long val;

	SAFE_CG_SCANF(cg, "memory.usage_in_bytes", "%llu", &val);
	return val;
}

#endif /* MEMCG_LIB_H */
