/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The memory cgroup for legacy tests, in the old API: every call that can
 * fail takes the test's cleanup function and ends through tst_brkm() with
 * the caller's file:line. The hierarchy may be cgroup v1 (a "memory" mount)
 * or v2 (memory listed in cgroup.controllers); control files are named as
 * on v1 and translated for v2 where the meaning is the same.
 */
#ifndef MEMCG_HELPERS_H
#define MEMCG_HELPERS_H

#include <limits.h>
#include <stddef.h>

struct memcg_mount {
	int ver; /* 1 or 2; 0 before memcg_mount_find() */
	char path[PATH_MAX];
};

extern struct memcg_mount memcg_mnt;

/* Find the memory controller's hierarchy; TCONF when there is none. */
void memcg_mount_find(void (*cleanup)(void));

/* The file's name on the mounted version ("memory.limit_in_bytes" is
 * "memory.max" on v2); NULL when v2 has no such file. */
const char *memcg_file_name(const char *v1name);

/* 1 when dir has the (translated) control file. */
int memcg_has_file(const char *dir, const char *v1name);

/*
 * mkdir parent/name into out (PATH_MAX bytes); on v2 the memory controller
 * is enabled in the parent's cgroup.subtree_control first.
 */
void memcg_mkdir_(const char *file, const int lineno, void (*cleanup)(void),
		  const char *parent, const char *name, char *out);

/* rmdir a group, retrying while the kernel reports it busy (up to 5 s). */
void memcg_rmdir_(const char *file, const int lineno, void (*cleanup)(void),
		  const char *dir);

/* For cleanup: move any process to the root, remove the groups below dir
 * and dir itself; a failure is a TWARN, never a tst_brkm(). */
void memcg_remove_tree(const char *dir);

/* Write into a control file (v1 name) of dir. */
void memcg_printf_(const char *file, const int lineno, void (*cleanup)(void),
		   const char *dir, const char *v1name, const char *fmt, ...)
	__attribute__((format(printf, 6, 7)));

/* As memcg_printf_() but returns -1 with errno when the kernel refuses. */
int memcg_try_printf(const char *dir, const char *v1name, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* A control file holding one number. */
unsigned long long memcg_read_(const char *file, const int lineno,
			       void (*cleanup)(void), const char *dir,
			       const char *v1name);

/* A key of memory.stat-like files (v1 key, "total_cache" is "file" on
 * v2); TBROK when missing. */
unsigned long long memcg_stat_(const char *file, const int lineno,
			       void (*cleanup)(void), const char *dir,
			       const char *v1name, const char *key);

/*
 * A child process joins dir, writes bytes to path (clean page cache, after
 * fsync()) and exits; TBROK when it fails.
 */
void memcg_charge_cache(void (*cleanup)(void), const char *dir,
			const char *path, size_t bytes);

/* TCONF when the current directory is on tmpfs or ramfs, whose pages are
 * not reclaimable page cache. */
void memcg_require_disk_cwd(void (*cleanup)(void));

#define MEMCG_MKDIR(cleanup, parent, name, out) \
	memcg_mkdir_(__FILE__, __LINE__, (cleanup), (parent), (name), (out))
#define MEMCG_RMDIR(cleanup, dir) \
	memcg_rmdir_(__FILE__, __LINE__, (cleanup), (dir))
#define MEMCG_PRINTF(cleanup, dir, name, fmt, ...)                         \
	memcg_printf_(__FILE__, __LINE__, (cleanup), (dir), (name), (fmt), \
		      ##__VA_ARGS__)
#define MEMCG_READ(cleanup, dir, name) \
	memcg_read_(__FILE__, __LINE__, (cleanup), (dir), (name))
#define MEMCG_STAT(cleanup, dir, name, key) \
	memcg_stat_(__FILE__, __LINE__, (cleanup), (dir), (name), (key))

#endif /* MEMCG_HELPERS_H */
