// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The library-process half of the cgroup helper: finding the hierarchies
 * (cgroup v1 mounts by their controller options, the cgroup v2 mount by its
 * cgroup.controllers), making the test's group before the test process
 * starts, and removing everything after it has ended.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <mntent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>

#include "tst_core.h"
#include "tst_internal.h"
#include "tst_cgroup_int.h"

struct cg_root cg_roots[CG_MAX_ROOTS];
int cg_nroots;

static struct tst_cg_group test_group;
static struct tst_cg_group drain_group;

const struct tst_cg_group *tst_cg;
const struct tst_cg_group *tst_cg_drain;

struct cg_root *cg_root_of(const char *ctrl)
{
	int i, j;

	for (i = 0; i < cg_nroots; i++) {
		for (j = 0; j < cg_roots[i].nctrls; j++) {
			if (!strcmp(cg_roots[i].ctrls[j], ctrl))
				return &cg_roots[i];
		}
	}
	return NULL;
}

int cg_write(const char *path, const char *buf)
{
	size_t len = strlen(buf);
	ssize_t ret;
	int fd, err;

	fd = open(path, O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	ret = write(fd, buf, len);
	err = errno;
	close(fd);
	if (ret == (ssize_t)len)
		return 0;
	errno = ret < 0 ? err : EIO;
	return -1;
}

ssize_t cg_read(const char *path, char *buf, size_t size)
{
	size_t len = 0;
	ssize_t ret;
	int fd, err;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	while ((ret = read(fd, buf + len, size - len)) > 0) {
		len += ret;
		if (len == size)
			break;
	}
	err = errno;
	close(fd);
	if (ret < 0) {
		errno = err;
		return -1;
	}
	if (len == size) {
		errno = EFBIG;
		return -1;
	}
	buf[len] = '\0';
	return len;
}

static double cg_wait_limit(void)
{
	return 5 * tst_core_timeout_mul();
}

static double now_sec(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void nap(void)
{
	struct timespec ts = { .tv_nsec = 20 * 1000 * 1000 };

	nanosleep(&ts, NULL);
}

int cg_rmdir_wait(const char *dir)
{
	double end = now_sec() + cg_wait_limit();
	struct stat st;
	int err;

	while (rmdir(dir)) {
		err = errno;
		if (err == ENOENT)
			return 0;
		if (err != EBUSY || now_sec() > end) {
			errno = err;
			return -1;
		}
		nap();
	}
	while (!stat(dir, &st)) {
		if (now_sec() > end) {
			errno = EBUSY;
			return -1;
		}
		nap();
	}
	return 0;
}

int cg_enable_subtree(const struct cg_root *r, const char *dir)
{
	char path[PATH_MAX], buf[CG_CTRL_LEN + 2];
	int i;

	if (r->ver != 2)
		return 0;
	snprintf(path, sizeof(path), "%s/cgroup.subtree_control", dir);
	for (i = 0; i < r->nctrls; i++) {
		if (cg_is_base(r->ctrls[i]))
			continue;
		snprintf(buf, sizeof(buf), "+%s", r->ctrls[i]);
		if (cg_write(path, buf))
			return -1;
	}
	return 0;
}

int cg_copy_cpuset(const struct cg_root *r, const char *parent, const char *dir)
{
	/* With the noprefix mount option the files have no "cpuset.". */
	static const char *const names[] = { "cpuset.cpus", "cpuset.mems",
					     "cpus", "mems" };
	char from[PATH_MAX + 16], to[PATH_MAX + 16], val[4096], cur[4096];
	int i, done = 0;

	if (r->ver != 1 || cg_root_of("cpuset") != r)
		return 0;
	for (i = 0; i < 4 && done < 2; i++) {
		snprintf(from, sizeof(from), "%s/%s", parent, names[i]);
		snprintf(to, sizeof(to), "%s/%s", dir, names[i]);
		if (cg_read(from, val, sizeof(val)) < 0) {
			if (errno == ENOENT)
				continue;
			return -1;
		}
		done++;
		if (cg_read(to, cur, sizeof(cur)) < 0)
			return -1;
		if (strspn(cur, " \n") != strlen(cur) ||
		    strspn(val, " \n") == strlen(val))
			continue;
		if (cg_write(to, val))
			return -1;
	}
	return 0;
}

/* ---- Finding the hierarchies ---- */

/* Mountinfo escapes blanks in paths as \040 and the like. */
static void unescape(char *s)
{
	char *out = s;

	while (*s) {
		if (s[0] == '\\' && s[1] >= '0' && s[1] <= '7' && s[2] &&
		    s[3]) {
			*out++ = (char)((s[1] - '0') * 64 + (s[2] - '0') * 8 +
					(s[3] - '0'));
			s += 4;
			continue;
		}
		*out++ = *s++;
	}
	*out = '\0';
}

static int in_list(const char *list, const char *word, const char *seps)
{
	char buf[1024], *tok, *save;

	snprintf(buf, sizeof(buf), "%s", list);
	for (tok = strtok_r(buf, seps, &save); tok;
	     tok = strtok_r(NULL, seps, &save)) {
		if (!strcmp(tok, word))
			return 1;
	}
	return 0;
}

struct cg_mount {
	int ver;
	char root[PATH_MAX]; /* the part of the hierarchy mounted */
	char mnt[PATH_MAX];
	char opts[1024]; /* v1: super options; v2: cgroup.controllers */
};

/* Parse one mountinfo line; 0 when it is a cgroup mount. */
static int parse_mount(char *line, struct cg_mount *m)
{
	char root[PATH_MAX], mnt[PATH_MAX], fstype[64], opts[1024];
	char path[PATH_MAX + 32], *dash;

	dash = strstr(line, " - ");
	if (!dash)
		return -1;
	if (sscanf(line, "%*s %*s %*s %4095s %4095s", root, mnt) != 2)
		return -1;
	if (sscanf(dash + 3, "%63s %*s %1023s", fstype, opts) != 2)
		return -1;
	unescape(root);
	unescape(mnt);
	if (!strcmp(fstype, "cgroup")) {
		m->ver = 1;
		snprintf(m->opts, sizeof(m->opts), "%s", opts);
	} else if (!strcmp(fstype, "cgroup2")) {
		m->ver = 2;
		snprintf(path, sizeof(path), "%s/cgroup.controllers", mnt);
		if (cg_read(path, m->opts, sizeof(m->opts)) < 0)
			m->opts[0] = '\0';
	} else {
		return -1;
	}
	snprintf(m->root, sizeof(m->root), "%s", root);
	snprintf(m->mnt, sizeof(m->mnt), "%s", mnt);
	return 0;
}

static int mount_has(const struct cg_mount *m, const char *ctrl)
{
	/* "base", the core of the groups with no controller, is the
	 * cgroup v2 hierarchy, as the real library has it. */
	if (cg_is_base(ctrl))
		return m->ver == 2;
	if (m->ver == 1)
		return in_list(m->opts, ctrl, ",");
	return in_list(m->opts, ctrl, " \n");
}

/* This process's group in the hierarchy, from /proc/self/cgroup. */
static int own_path(int ver, const char *ctrl, char *out, size_t size)
{
	char line[PATH_MAX + 256], *c1, *c2;
	FILE *f = fopen("/proc/self/cgroup", "re");
	int found = -1;

	if (!f)
		return -1;
	while (found && fgets(line, sizeof(line), f)) {
		line[strcspn(line, "\n")] = '\0';
		c1 = strchr(line, ':');
		c2 = c1 ? strchr(c1 + 1, ':') : NULL;
		if (!c2)
			continue;
		*c2 = '\0';
		if (ver == 2 ? (c1[1] == '\0' && line[0] == '0') :
			       in_list(c1 + 1, ctrl, ",")) {
			snprintf(out, size, "%s", c2 + 1);
			found = 0;
		}
	}
	fclose(f);
	return found;
}

static struct cg_root *root_for_mount(const struct cg_mount *m)
{
	int i;

	for (i = 0; i < cg_nroots; i++) {
		if (!strcmp(cg_roots[i].mnt, m->mnt))
			return &cg_roots[i];
	}
	if (cg_nroots == CG_MAX_ROOTS)
		return NULL;
	return &cg_roots[cg_nroots];
}

static void add_root(const struct cg_mount *m, const char *ctrl)
{
	struct cg_root *r = root_for_mount(m);
	char own[PATH_MAX];
	size_t rlen = strlen(m->root);

	if (!r || r->nctrls == CG_MAX_CTRLS)
		tst_brk(TBROK, "too many cgroup controllers or hierarchies");
	if (r == &cg_roots[cg_nroots]) {
		r->ver = m->ver;
		snprintf(r->mnt, sizeof(r->mnt), "%s", m->mnt);
		snprintf(r->home, sizeof(r->home), "%s", m->mnt);
		if (!own_path(m->ver, ctrl, own, sizeof(own))) {
			/* A container may see only a subtree mounted. */
			if (!strncmp(own, m->root, rlen) &&
			    strcmp(m->root, "/"))
				memmove(own, own + rlen,
					strlen(own + rlen) + 1);
			if (snprintf(r->home, sizeof(r->home), "%s%s", m->mnt,
				     strcmp(own, "/") ? own : "") >=
			    (int)sizeof(r->home))
				tst_brk(TBROK, "cgroup path too long: %s", own);
		}
		cg_nroots++;
	}
	snprintf(r->ctrls[r->nctrls++], CG_CTRL_LEN, "%s", ctrl);
}

static FILE *open_mountinfo(void)
{
	FILE *f = fopen("/proc/self/mountinfo", "re");

	if (!f)
		tst_brk(TBROK | TERRNO, "cannot open /proc/self/mountinfo");
	return f;
}

/* Find the mount of ctrl; 0 when found (and added). */
static int find_ctrl(const char *ctrl)
{
	char line[3 * PATH_MAX];
	struct cg_mount m;
	FILE *f;
	int ret = -1;

	f = open_mountinfo();
	while (ret && fgets(line, sizeof(line), f)) {
		if (parse_mount(line, &m) || !mount_has(&m, ctrl))
			continue;
		add_root(&m, ctrl);
		ret = 0;
	}
	fclose(f);
	return ret;
}

void tst_cg_scan(void)
{
	fclose(open_mountinfo());
}

void tst_cg_print_config(void)
{
	char line[3 * PATH_MAX], ctrls[CG_MAX_CTRLS * (CG_CTRL_LEN + 1)];
	struct cg_mount m;
	FILE *f = open_mountinfo();
	int i, j;

	tst_res(TINFO, "Detected Controllers:");
	while (fgets(line, sizeof(line), f)) {
		if (parse_mount(line, &m))
			continue;
		m.opts[strcspn(m.opts, "\n")] = '\0';
		tst_res(TINFO, "  cgroup v%d at %s: %s", m.ver, m.mnt, m.opts);
	}
	fclose(f);
	for (i = 0; i < cg_nroots; i++) {
		ctrls[0] = '\0';
		for (j = 0; j < cg_roots[i].nctrls; j++) {
			strcat(ctrls, j ? "," : "");
			strcat(ctrls, cg_roots[i].ctrls[j]);
		}
		tst_res(TINFO, "  required: %s on cgroup v%d at %s", ctrls,
			cg_roots[i].ver, cg_roots[i].mnt);
	}
}

/* ---- Making the test's groups ---- */

/* mkdir <base>/ltp; 0 or -1 with errno. */
/* v2: note which controllers base does not enable yet, so that teardown
 * leaves the system's cgroup.subtree_control as it found it. */
static void note_enabled(struct cg_root *r, const char *base)
{
	char path[PATH_MAX + 32], buf[1024];
	int i;

	r->enabled = 0;
	snprintf(path, sizeof(path), "%s/cgroup.subtree_control", base);
	if (cg_read(path, buf, sizeof(buf)) < 0)
		return;
	for (i = 0; i < r->nctrls; i++) {
		if (!cg_is_base(r->ctrls[i]) &&
		    !in_list(buf, r->ctrls[i], " \n"))
			r->enabled |= 1U << i;
	}
}

static void restore_enabled(struct cg_root *r)
{
	char path[PATH_MAX + 32], buf[CG_CTRL_LEN + 2];
	int i;

	snprintf(path, sizeof(path), "%s/cgroup.subtree_control", r->base);
	for (i = 0; i < r->nctrls; i++) {
		if (!(r->enabled & (1U << i)))
			continue;
		snprintf(buf, sizeof(buf), "-%s", r->ctrls[i]);
		cg_write(path, buf);
	}
}

static int make_ltp_dir(struct cg_root *r, const char *base)
{
	snprintf(r->base, sizeof(r->base), "%s", base);
	snprintf(r->ltp, sizeof(r->ltp), "%s/ltp", base);
	if (r->ver == 2)
		note_enabled(r, base);
	if (mkdir(r->ltp, 0755) && errno != EEXIST)
		return -1;
	if (cg_copy_cpuset(r, base, r->ltp))
		return -1;
	if (r->ver == 2 &&
	    (cg_enable_subtree(r, base) || cg_enable_subtree(r, r->ltp)))
		return -1;
	return 0;
}

static void setup_ltp_dir(struct cg_root *r)
{
	if (!make_ltp_dir(r, r->mnt))
		return;
	/* Without write access to the root, use the delegated subtree. */
	if ((errno == EACCES || errno == EPERM || errno == EROFS) &&
	    strcmp(r->home, r->mnt) && !make_ltp_dir(r, r->home))
		return;
	tst_brk(TCONF | TERRNO,
		"cgroup controller %s not available: cannot make %s",
		r->ctrls[0], r->ltp);
}

static void make_group(struct tst_cg_group *g, const char *prefix)
{
	char path[PATH_MAX + 64];
	int i;

	snprintf(g->name, sizeof(g->name), "%s-%d", prefix, (int)getpid());
	for (i = 0; i < cg_nroots; i++) {
		snprintf(path, sizeof(path), "%s/%s", cg_roots[i].ltp, g->name);
		/* A previous run with our pid died before its teardown. */
		cg_remove_tree(&cg_roots[i], path);
		if (mkdir(path, 0755))
			tst_brk(TBROK | TERRNO, "mkdir(%s) failed", path);
		if (cg_copy_cpuset(&cg_roots[i], cg_roots[i].ltp, path))
			tst_brk(TBROK | TERRNO,
				"cannot give %s the cpus and mems of %s", path,
				cg_roots[i].ltp);
		g->dirs[i] = strdup(path);
		if (!g->dirs[i])
			tst_brk(TBROK | TERRNO, "strdup() failed");
	}
}

static void require_ctrl(const char *ctrl)
{
	if (geteuid())
		tst_brk(TCONF, "cgroup controller %s not available: needs root",
			ctrl);
	if (cg_root_of(ctrl))
		return;
	if (find_ctrl(ctrl))
		tst_brk(TCONF,
			"cgroup controller %s not available: not mounted "
			"(cgroup v1) nor enabled in cgroup v2",
			ctrl);
}

struct mount_opt_want {
	const char *mnt, *opt;
};

static int cgroup_mount_has_opt(const struct mntent *m, void *data)
{
	const struct mount_opt_want *w = data;

	return !strncmp(m->mnt_type, "cgroup", 6) &&
	       !strcmp(m->mnt_dir, w->mnt) && hasmntopt(m, w->opt);
}

/* The mount options of the cgroup mount at mnt hold opt. */
static int mount_opt(const char *mnt, const char *opt)
{
	struct mount_opt_want w = { mnt, opt };

	return tst_mounts_each(cgroup_mount_has_opt, &w) > 0;
}

void tst_cg_require(const char *ctrl, const struct tst_cg_opts *opts)
{
	const struct cg_root *r;

	if (cg_is_base(ctrl) && (!opts || opts->needs_ver != TST_CG_V2))
		tst_brk(TCONF,
			"Base control only support needs_ver TST_CG_V2!");
	require_ctrl(ctrl);
	r = cg_root_of(ctrl);
	if (opts && opts->needs_ver && r->ver != (int)opts->needs_ver)
		tst_brk(TCONF,
			"cgroup controller %s is on v%d, the test "
			"needs v%d",
			ctrl, r->ver, opts->needs_ver);
	if (opts && opts->needs_nsdelegate &&
	    (r->ver != 2 || !mount_opt(r->mnt, "nsdelegate")))
		tst_brk(TCONF, "cgroup2 is not mounted with nsdelegate");
}

void tst_cg_init(void)
{
	int i;

	for (i = 0; i < cg_nroots; i++)
		setup_ltp_dir(&cg_roots[i]);
	make_group(&drain_group, "drain");
	tst_cg_drain = &drain_group;
	make_group(&test_group, "test");
	tst_cg = &test_group;
}

void tst_cg_cleanup(void)
{
	tst_cgroup_teardown();
}

const struct tst_cg_group *tst_cgroup_get_test_group(void)
{
	if (!tst_cg)
		tst_cg_init();
	return tst_cg;
}

const struct tst_cg_group *tst_cgroup_get_drain_group(void)
{
	if (!tst_cg_drain)
		tst_cg_init();
	return tst_cg_drain;
}

int tst_cg_memory_recursiveprot(const struct tst_cg_group *cg)
{
	const struct cg_root *r = cg_root_of("memory");

	(void)cg;
	return r && r->ver == 2 && mount_opt(r->mnt, "memory_recursiveprot");
}

void tst_cgroup_setup(const char *const *ctrls)
{
	for (; *ctrls; ctrls++)
		require_ctrl(*ctrls);
	tst_cg_init();
}

/* ---- Removing them ---- */

static void move_procs(const struct cg_root *r, const char *dir)
{
	char path[PATH_MAX + 16], dst[PATH_MAX + 16], buf[8192];
	char *tok, *save;

	snprintf(path, sizeof(path), "%s/cgroup.procs", dir);
	snprintf(dst, sizeof(dst), "%s/cgroup.procs", r->home);
	if (cg_read(path, buf, sizeof(buf)) < 0)
		return;
	for (tok = strtok_r(buf, "\n", &save); tok;
	     tok = strtok_r(NULL, "\n", &save)) {
		if (cg_write(dst, tok) && errno != ESRCH)
			tst_res(TWARN | TERRNO,
				"cannot move pid %s from %s to %s", tok, dir,
				r->home);
	}
}

/* Children first, then the processes, then the directory itself. */
void cg_remove_tree(const struct cg_root *r, const char *dir)
{
	char sub[PATH_MAX + NAME_MAX + 2];
	struct dirent *de;
	DIR *d = opendir(dir);

	if (!d)
		return;
	while ((de = readdir(d))) {
		if (de->d_type != DT_DIR || !strcmp(de->d_name, ".") ||
		    !strcmp(de->d_name, ".."))
			continue;
		snprintf(sub, sizeof(sub), "%s/%s", dir, de->d_name);
		cg_remove_tree(r, sub);
	}
	closedir(d);
	move_procs(r, dir);
	if (!cg_rmdir_wait(dir))
		return;
	/* Processes that were exiting during the first pass are gone now. */
	move_procs(r, dir);
	if (cg_rmdir_wait(dir))
		tst_res(TWARN | TERRNO, "cannot remove cgroup %s", dir);
}

static void drop_group(struct tst_cg_group *g, int i)
{
	if (!g->dirs[i])
		return;
	cg_remove_tree(&cg_roots[i], g->dirs[i]);
	free(g->dirs[i]);
	g->dirs[i] = NULL;
}

void tst_cgroup_teardown(void)
{
	int i;

	for (i = 0; i < cg_nroots; i++) {
		drop_group(&test_group, i);
		drop_group(&drain_group, i);
		/* Shared by concurrent tests: it goes when the last one ends. */
		if (cg_roots[i].ltp[0] && !rmdir(cg_roots[i].ltp))
			restore_enabled(&cg_roots[i]);
	}
	tst_cg = NULL;
	tst_cg_drain = NULL;
	cg_nroots = 0;
	memset(cg_roots, 0, sizeof(cg_roots));
}
