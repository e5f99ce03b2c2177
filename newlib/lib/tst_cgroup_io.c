// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The test-facing half of the cgroup helper: child groups and control
 * files, with the v1/v2 names translated. Runs in the test process (and
 * its children) on the hierarchies tst_cgroup_setup() found.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "tst_test.h"
#include "tst_cgroup_int.h"

#define CG_BUF 16384

/* Names that differ between the versions but mean the same (as the real
 * library maps them: v1's memsw files stand for v2's swap ones, and a
 * single value written to cpu.max is the quota). */
static const char *const name_map[][2] = {
	{ "memory.limit_in_bytes", "memory.max" },
	{ "memory.usage_in_bytes", "memory.current" },
	{ "memory.max_usage_in_bytes", "memory.peak" },
	{ "memory.memsw.limit_in_bytes", "memory.swap.max" },
	{ "memory.memsw.usage_in_bytes", "memory.swap.current" },
	{ "cpu.cfs_quota_us", "cpu.max" },
};

/* memory.stat keys: v1 hierarchical totals and their v2 names. */
static const char *const key_map[][2] = {
	{ "total_cache", "file" },
	{ "total_rss", "anon" },
	{ "total_shmem", "shmem" },
	{ "total_mapped_file", "file_mapped" },
};

static const char *translate(const char *const map[][2], size_t n,
			     const char *name, int ver)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (!strcmp(map[i][0], name) || !strcmp(map[i][1], name))
			return map[i][ver - 1];
	}
	return name;
}

static int is_core_file(const char *name)
{
	return !strncmp(name, "cgroup.", 7) || !strcmp(name, "tasks") ||
	       !strcmp(name, "notify_on_release");
}

/*
 * Which root a control file belongs to: -1 for a core file (every root),
 * else the index; a controller that is not set up is -2.
 */
static int root_index(const char *name)
{
	char ctrl[CG_CTRL_LEN];
	struct cg_root *r;
	size_t len = strcspn(name, ".");

	if (is_core_file(name))
		return -1;
	if (len >= sizeof(ctrl))
		return -2;
	memcpy(ctrl, name, len);
	ctrl[len] = '\0';
	r = cg_root_of(ctrl);
	return r ? (int)(r - cg_roots) : -2;
}

static int root_index_or_brk(const char *file, const int lineno,
			     void (*cleanup_fn)(void),
			     const struct tst_cg_group *cg, const char *name)
{
	int i;

	if (!cg)
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "no cgroup: the test needs .needs_cgroup_ctrls");
	i = root_index(name);
	if (i == -2)
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "cgroup file %s: its controller is not set up "
			   "(add it to .needs_cgroup_ctrls)",
			   name);
	return i;
}

static void file_path(char *buf, size_t size, const struct tst_cg_group *cg,
		      int i, const char *name)
{
	const char *real = translate(name_map, ARRAY_SIZE(name_map), name,
				     cg_roots[i].ver);

	snprintf(buf, size, "%s/%s", cg->dirs[i], real);
}

int tst_cg_ver(const char *ctrl)
{
	struct cg_root *r = cg_root_of(ctrl);

	return r ? r->ver : 0;
}

const char *tst_cg_group_name(const struct tst_cg_group *cg)
{
	return cg ? cg->name : "(none)";
}

const char *tst_cg_group_dir(const struct tst_cg_group *cg, const char *ctrl)
{
	struct cg_root *r = cg_root_of(ctrl);

	return r && cg ? cg->dirs[r - cg_roots] : NULL;
}

/* ---- Groups ---- */

/* Groups made by this process and not removed yet. */
static struct tst_cg_group *live_groups;

static int is_live(const char *dir, int i)
{
	struct tst_cg_group *g;

	for (g = live_groups; g; g = g->next) {
		if (g->dirs[i] && !strcmp(g->dirs[i], dir))
			return 1;
	}
	return 0;
}

static void forget_group(struct tst_cg_group *cg)
{
	struct tst_cg_group **p;

	for (p = &live_groups; *p; p = &(*p)->next) {
		if (*p == cg) {
			*p = cg->next;
			return;
		}
	}
}

static void free_group(struct tst_cg_group *g)
{
	int i;

	for (i = 0; i < CG_MAX_ROOTS; i++)
		free(g->dirs[i]);
	free(g);
}

/*
 * A directory nobody in this process holds was left by an earlier test
 * process of the same run (a previous variant, or one that crashed).
 */
static int make_dir(const char *dir, int i)
{
	struct stat st;

	if (!stat(dir, &st) && !is_live(dir, i))
		cg_remove_tree(&cg_roots[i], dir);
	return mkdir(dir, 0755);
}

struct tst_cg_group *tst_cg_group_mk_(const char *file, const int lineno,
				      void (*cleanup_fn)(void),
				      const struct tst_cg_group *parent,
				      const char *fmt, ...)
{
	char name[NAME_MAX + 1];
	struct tst_cg_group *g;
	va_list va;
	int i, len;

	va_start(va, fmt);
	len = vsnprintf(name, sizeof(name), fmt, va);
	va_end(va);

	if (!parent || !cg_nroots)
		tst_brk_c_(
			file, lineno, TBROK, cleanup_fn,
			"no parent cgroup: the test needs .needs_cgroup_ctrls");
	if (!*name || strchr(name, '/') || len > NAME_MAX)
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "bad cgroup name '%s'", name);
	g = calloc(1, sizeof(*g));
	if (!g)
		tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
			   "calloc() failed");
	memcpy(g->name, name, sizeof(g->name));
	for (i = 0; i < cg_nroots; i++) {
		if (cg_enable_subtree(&cg_roots[i], parent->dirs[i]))
			tst_brk_c_(
				file, lineno, TBROK | TERRNO, cleanup_fn,
				"cannot enable %s in %s/cgroup.subtree_control"
				" (a v2 group with processes cannot have "
				"children with controllers)",
				cg_roots[i].ctrls[0], parent->dirs[i]);
		if (asprintf(&g->dirs[i], "%s/%s", parent->dirs[i], name) < 0)
			tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
				   "asprintf() failed");
		if (make_dir(g->dirs[i], i))
			tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
				   "mkdir(%s) failed", g->dirs[i]);
		if (cg_copy_cpuset(&cg_roots[i], parent->dirs[i], g->dirs[i]))
			tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
				   "cannot give %s the cpus and mems of %s",
				   g->dirs[i], parent->dirs[i]);
	}
	g->next = live_groups;
	live_groups = g;
	return g;
}

struct tst_cg_group *tst_cg_group_rm_(const char *file, const int lineno,
				      void (*cleanup_fn)(void),
				      struct tst_cg_group *cg)
{
	int i;

	if (!cg)
		return NULL;
	for (i = 0; i < cg_nroots; i++) {
		if (cg_rmdir_wait(cg->dirs[i]))
			tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
				   "cannot remove cgroup %s", cg->dirs[i]);
	}
	forget_group(cg);
	free_group(cg);
	return NULL;
}

/* ---- Control files ---- */

/* v1 limits take -1 where v2 takes "max". */
static const char *value_for(int ver, const char *buf)
{
	return ver == 1 && !strcmp(buf, "max") ? "-1" : buf;
}

static int file_exists(const char *path)
{
	struct stat st;

	return !stat(path, &st);
}

/*
 * Core files go to every hierarchy that has them (cgroup.procs: all;
 * cgroup.subtree_control: v2 only); ENOENT when none has.
 */
static int write_all(const struct tst_cg_group *cg, int idx, const char *name,
		     const char *buf, char *path, size_t psize)
{
	int i, done = 0;

	for (i = 0; i < cg_nroots; i++) {
		if (idx >= 0 && i != idx)
			continue;
		file_path(path, psize, cg, i, name);
		if (idx < 0 && !file_exists(path))
			continue;
		if (cg_write(path, value_for(cg_roots[i].ver, buf)))
			return -1;
		done = 1;
	}
	if (!done) {
		file_path(path, psize, cg, idx < 0 ? 0 : idx, name);
		errno = ENOENT;
		return -1;
	}
	return 0;
}

/* The root whose copy of a file is read: for a core file, the first
 * hierarchy that has it. */
static int read_root(const struct tst_cg_group *cg, int idx, const char *name)
{
	char path[PATH_MAX + 64];
	int i;

	if (idx >= 0)
		return idx;
	for (i = 0; i < cg_nroots; i++) {
		file_path(path, sizeof(path), cg, i, name);
		if (file_exists(path))
			return i;
	}
	return 0;
}

static char *vformat(const char *file, const int lineno,
		     void (*cleanup_fn)(void), const char *fmt, va_list va)
{
	char *buf;

	if (vasprintf(&buf, fmt, va) < 0)
		tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
			   "vasprintf() failed");
	return buf;
}

void safe_cg_printf(const char *file, const int lineno,
		    void (*cleanup_fn)(void), const struct tst_cg_group *cg,
		    const char *name, const char *fmt, ...)
{
	char path[PATH_MAX + 64], *buf;
	int idx = root_index_or_brk(file, lineno, cleanup_fn, cg, name);
	va_list va;

	va_start(va, fmt);
	buf = vformat(file, lineno, cleanup_fn, fmt, va);
	va_end(va);
	if (write_all(cg, idx, name, buf, path, sizeof(path)))
		tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
			   "write '%s' to %s failed", buf, path);
	free(buf);
}

int tst_cg_try_printf(const struct tst_cg_group *cg, const char *name,
		      const char *fmt, ...)
{
	char path[PATH_MAX + 64], *buf;
	int idx = root_index_or_brk(__FILE__, __LINE__, NULL, cg, name);
	int ret, err;
	va_list va;

	va_start(va, fmt);
	buf = vformat(__FILE__, __LINE__, NULL, fmt, va);
	va_end(va);
	ret = write_all(cg, idx, name, buf, path, sizeof(path));
	err = errno;
	free(buf);
	errno = err;
	return ret;
}

ssize_t safe_cg_read(const char *file, const int lineno,
		     void (*cleanup_fn)(void), const struct tst_cg_group *cg,
		     const char *name, char *buf, size_t size)
{
	char path[PATH_MAX + 64];
	int idx = root_index_or_brk(file, lineno, cleanup_fn, cg, name);
	ssize_t len;

	file_path(path, sizeof(path), cg, read_root(cg, idx, name), name);
	len = cg_read(path, buf, size);
	if (len < 0)
		tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
			   "read of %s failed", path);
	return len;
}

/* Conversions that assign: "%d %*s %%" has one. */
static int count_conversions(const char *fmt)
{
	int n = 0;

	for (; *fmt; fmt++) {
		if (*fmt != '%')
			continue;
		fmt++;
		if (*fmt != '%' && *fmt != '*' && *fmt)
			n++;
		if (!*fmt)
			break;
	}
	return n;
}

void safe_cg_scanf(const char *file, const int lineno, void (*cleanup_fn)(void),
		   const struct tst_cg_group *cg, const char *name,
		   const char *fmt, ...)
{
	char buf[CG_BUF];
	int want = count_conversions(fmt), got;
	va_list va;

	safe_cg_read(file, lineno, cleanup_fn, cg, name, buf, sizeof(buf));
	va_start(va, fmt);
	got = vsscanf(buf, fmt, va);
	va_end(va);
	if (got != want)
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "cgroup %s file %s: '%.64s' does not match '%s' "
			   "(%d of %d items)",
			   cg->name, name, buf, fmt, got < 0 ? 0 : got, want);
}

void safe_cg_lines_scanf(const char *file, const int lineno,
			 void (*cleanup_fn)(void),
			 const struct tst_cg_group *cg, const char *name,
			 const char *fmt, ...)
{
	char buf[CG_BUF];
	char *line, *save;
	int want = count_conversions(fmt);
	va_list va, vc;

	safe_cg_read(file, lineno, cleanup_fn, cg, name, buf, sizeof(buf));
	va_start(va, fmt);
	for (line = strtok_r(buf, "\n", &save); line;
	     line = strtok_r(NULL, "\n", &save)) {
		int got;

		va_copy(vc, va);
		got = vsscanf(line, fmt, vc);
		va_end(vc);
		if (got == want) {
			va_end(va);
			return;
		}
	}
	va_end(va);
	tst_brk_c_(file, lineno, TBROK, cleanup_fn,
		   "cgroup %s file %s: no line matches '%s'", cg->name, name,
		   fmt);
}

int safe_cg_occursin(const char *file, const int lineno,
		     void (*cleanup_fn)(void), const struct tst_cg_group *cg,
		     const char *name, const char *needle)
{
	char buf[CG_BUF];

	safe_cg_read(file, lineno, cleanup_fn, cg, name, buf, sizeof(buf));
	return !!strstr(buf, needle);
}

int safe_cg_has(const char *file, const int lineno, void (*cleanup_fn)(void),
		const struct tst_cg_group *cg, const char *name)
{
	char path[PATH_MAX + 64];
	struct stat st;
	int idx;

	if (!cg)
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "no cgroup: the test needs .needs_cgroup_ctrls");
	idx = root_index(name);
	if (idx == -2)
		return 0;
	file_path(path, sizeof(path), cg, read_root(cg, idx, name), name);
	return !stat(path, &st);
}

static int find_key(char *buf, const char *key, unsigned long long *val)
{
	char *line, *save, *sp;

	for (line = strtok_r(buf, "\n", &save); line;
	     line = strtok_r(NULL, "\n", &save)) {
		sp = strchr(line, ' ');
		if (!sp || (size_t)(sp - line) != strlen(key) ||
		    strncmp(line, key, sp - line))
			continue;
		return sscanf(sp + 1, "%llu", val) == 1 ? 0 : -1;
	}
	return -1;
}

unsigned long long safe_cg_stat(const char *file, const int lineno,
				void (*cleanup_fn)(void),
				const struct tst_cg_group *cg, const char *name,
				const char *key)
{
	char buf[CG_BUF];
	int idx = root_index_or_brk(file, lineno, cleanup_fn, cg, name);
	int ver = cg_roots[read_root(cg, idx, name)].ver;
	const char *real = translate(key_map, ARRAY_SIZE(key_map), key, ver);
	unsigned long long val;

	safe_cg_read(file, lineno, cleanup_fn, cg, name, buf, sizeof(buf));
	if (find_key(buf, real, &val))
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "cgroup %s file %s has no numeric key '%s' "
			   "(cgroup v%d)",
			   cg->name, name, real, ver);
	return val;
}

/* ---- Descriptors and owners ---- */

/* The roots whose directory of cg holds the file (a controller's file: its
 * one root), into roots[CG_MAX_ROOTS]; how many. */
static int roots_with(const struct tst_cg_group *cg, int idx, const char *name,
		      int *roots)
{
	char path[PATH_MAX + 64];
	int i, n = 0;

	for (i = 0; i < cg_nroots; i++) {
		if (idx >= 0 && i != idx)
			continue;
		file_path(path, sizeof(path), cg, i, name);
		if (idx >= 0 || file_exists(path))
			roots[n++] = i;
	}
	return n;
}

/* roots_with() for a file the caller names; TBROK when no hierarchy of
 * cg has it. */
static int roots_or_brk(const char *file, const int lineno,
			void (*cleanup_fn)(void), const struct tst_cg_group *cg,
			const char *name, int *roots)
{
	int idx = root_index_or_brk(file, lineno, cleanup_fn, cg, name);
	int n = roots_with(cg, idx, name, roots);

	if (!n)
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "cgroup file %s: in none of %s's hierarchies", name,
			   cg->name);
	return n;
}

int safe_cg_open(const char *file, const int lineno, void (*cleanup_fn)(void),
		 const struct tst_cg_group *cg, const char *name, int flags,
		 int *fds)
{
	char path[PATH_MAX + 64];
	int roots[CG_MAX_ROOTS], i;
	int n = roots_or_brk(file, lineno, cleanup_fn, cg, name, roots);

	for (i = 0; i < n; i++) {
		file_path(path, sizeof(path), cg, roots[i], name);
		fds[i] = open(path, flags | O_CLOEXEC);
		if (fds[i] < 0)
			tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
				   "open(%s, %#x) failed", path, flags);
	}
	return n;
}

void safe_cg_fchown(const char *file, const int lineno,
		    void (*cleanup_fn)(void), const struct tst_cg_group *cg,
		    const char *name, uid_t owner, gid_t group)
{
	char path[PATH_MAX + 64];
	int roots[CG_MAX_ROOTS], i;
	int n = roots_or_brk(file, lineno, cleanup_fn, cg, name, roots);

	for (i = 0; i < n; i++) {
		file_path(path, sizeof(path), cg, roots[i], name);
		if (fchownat(AT_FDCWD, path, owner, group, 0))
			tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
				   "fchownat(%s, %d, %d) failed", path,
				   (int)owner, (int)group);
	}
}

int tst_cg_group_unified_dir_fd(const struct tst_cg_group *cg)
{
	int i, fd;

	for (i = 0; cg && i < cg_nroots; i++) {
		if (cg_roots[i].ver != 2)
			continue;
		fd = open(cg->dirs[i], O_PATH | O_DIRECTORY | O_CLOEXEC);
		if (fd < 0)
			tst_brk(TBROK | TERRNO, "open(%s, O_PATH)",
				cg->dirs[i]);
		return fd;
	}
	return -1;
}
