// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Removing a tree a test left, so that nothing outside it is touched:
 *
 * - every mount at or below the tree is detached first, found in
 *   /proc/self/mountinfo read whole (no line or count limit) and reached
 *   by a walk that never follows a symlink;
 * - the walk that deletes compares mount ids (statx STATX_MNT_ID), so a
 *   mount that would not come off, a bind mount of the same filesystem
 *   included, is never entered;
 * - no symlink is followed, and only a bounded number of directories are
 *   open at once: deeper levels are re-opened through "..", checked to be
 *   the directory that was left, so a tree of any depth goes.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tst_core.h"

/* Directories kept open at once during the walk. */
#define OPEN_DIRS_MAX 16
/* Passes over one directory while each removes something (a process that
 * keeps filling it must not keep the walk going forever). */
#define PASSES_MAX 16

/* ---- mount ids ---- */

static int mnt_id_fdinfo(int fd, uint64_t *id)
{
	char path[64], *line = NULL;
	unsigned long long v;
	size_t size = 0;
	int ret = -1;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/self/fdinfo/%d", fd);
	f = fopen(path, "re");
	if (!f)
		return -1;
	while (getline(&line, &size, f) > 0) {
		if (sscanf(line, "mnt_id: %llu", &v) == 1) {
			*id = v;
			ret = 0;
			break;
		}
	}
	free(line);
	fclose(f);
	return ret;
}

/* The id of the mount fd is on; -1 when it cannot be known. */
static int mnt_id(int fd, uint64_t *id)
{
	struct statx stx;

	if (!statx(fd, "", AT_EMPTY_PATH | AT_SYMLINK_NOFOLLOW, STATX_MNT_ID,
		   &stx) &&
	    (stx.stx_mask & STATX_MNT_ID)) {
		*id = stx.stx_mnt_id;
		return 0;
	}
	return mnt_id_fdinfo(fd, id);
}

/* ---- detaching the mounts below ---- */

struct strv {
	char **v;
	size_t n, size;
};

static int strv_add(struct strv *s, const char *str)
{
	char **v;

	if (s->n == s->size) {
		v = realloc(s->v, (s->size * 2 + 8) * sizeof(*v));
		if (!v)
			return -1;
		s->v = v;
		s->size = s->size * 2 + 8;
	}
	s->v[s->n] = strdup(str);
	if (!s->v[s->n])
		return -1;
	s->n++;
	return 0;
}

static void strv_free(struct strv *s)
{
	while (s->n)
		free(s->v[--s->n]);
	free(s->v);
	s->v = NULL;
	s->size = 0;
}

static int strv_has(const struct strv *s, const char *str)
{
	size_t i;

	for (i = 0; i < s->n; i++) {
		if (!strcmp(s->v[i], str))
			return 1;
	}
	return 0;
}

/* Undo mountinfo's octal escapes (\040 for a space ...) in place. */
static void unescape(char *s)
{
	char *out = s;

	for (; *s; s++) {
		if (s[0] == '\\' && s[1] >= '0' && s[1] <= '3' && s[2] >= '0' &&
		    s[2] <= '7' && s[3] >= '0' && s[3] <= '7') {
			*out++ = (char)((s[1] - '0') << 6 | (s[2] - '0') << 3 |
					(s[3] - '0'));
			s += 3;
		} else {
			*out++ = *s;
		}
	}
	*out = '\0';
}

/* The mount point of a mountinfo line (its fifth field), unescaped. */
static char *mount_point(char *line)
{
	char *save, *field = strtok_r(line, " ", &save);
	int i;

	for (i = 1; field && i < 5; i++)
		field = strtok_r(NULL, " ", &save);
	if (field)
		unescape(field);
	return field;
}

static int at_or_below(const char *mp, const char *dir, size_t dlen)
{
	return !strncmp(mp, dir, dlen) && (mp[dlen] == '/' || !mp[dlen]);
}

/* Mount points at or below dir, in mountinfo's order (oldest first). */
static int mounts_below(const char *dir, struct strv *out)
{
	size_t dlen = strlen(dir), size = 0;
	char *line = NULL, *mp;
	int ret = 0;
	FILE *f = fopen("/proc/self/mountinfo", "re");

	if (!f)
		return -1;
	while (getline(&line, &size, f) > 0) {
		line[strcspn(line, "\n")] = '\0';
		mp = mount_point(line);
		if (mp && at_or_below(mp, dir, dlen) && strv_add(out, mp)) {
			ret = -1;
			break;
		}
	}
	free(line);
	fclose(f);
	return ret;
}

/*
 * An O_PATH descriptor of the absolute path, one component at a time
 * with O_NOFOLLOW: a symlink planted anywhere on the way stops the walk.
 */
static int open_path_nofollow(const char *path)
{
	char *copy = strdup(path), *comp, *save;
	int fd, next;

	if (!copy)
		return -1;
	fd = open("/", O_PATH | O_DIRECTORY | O_CLOEXEC);
	for (comp = strtok_r(copy, "/", &save); comp && fd >= 0;
	     comp = strtok_r(NULL, "/", &save)) {
		next = openat(fd, comp,
			      O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
		close(fd);
		fd = next;
	}
	free(copy);
	return fd;
}

/* Unmount what is mounted at mp, lazily when it is busy. */
static int detach(const char *mp)
{
	char proc[64];
	int fd = open_path_nofollow(mp), ret;

	if (fd < 0)
		return -1;
	/* The descriptor, not the path: nothing can be swapped in between. */
	snprintf(proc, sizeof(proc), "/proc/self/fd/%d", fd);
	ret = umount2(proc, 0);
	if (ret && errno == EBUSY)
		ret = umount2(proc, MNT_DETACH);
	close(fd);
	return ret;
}

/*
 * Detach every mount at or below dir, newest first, pass after pass while
 * one comes off (a mount can hide another until it goes). A pass that
 * detaches nothing ends it; the walk then keeps out of what stays.
 */
static void detach_below(const char *dir)
{
	struct strv mps = { 0 };
	size_t passes = 0, first = 0, i;
	int progress;

	do {
		if (mounts_below(dir, &mps) || !mps.n)
			break;
		if (!first)
			first = mps.n;
		progress = 0;
		for (i = mps.n; i--;)
			progress |= !detach(mps.v[i]);
		strv_free(&mps);
	} while (progress && ++passes <= first);
	strv_free(&mps);
}

/* ---- the walk ---- */

struct frame {
	char *name; /* in the parent; NULL for the top */
	dev_t dev;
	ino_t ino;
	DIR *dir; /* NULL while closed to spare descriptors */
	int fd; /* dir's, kept: a test's global named dirfd takes the name */
	struct strv skip; /* entries that would not go */
	int removed; /* something went in this pass over the entries */
	int passes;
};

struct walk {
	struct frame *f;
	size_t depth, size; /* f[depth] is the directory being emptied */
	size_t nopen;
	uint64_t mnt;
	int err; /* errno of the first failure */
};

static void note_err(struct walk *w, int err)
{
	if (!w->err)
		w->err = err;
}

/* Close the outermost open directory but the current one; 0 if one was. */
static int close_one(struct walk *w)
{
	size_t i;

	for (i = 0; i < w->depth; i++) {
		if (w->f[i].dir) {
			closedir(w->f[i].dir);
			w->f[i].dir = NULL;
			w->nopen--;
			return 0;
		}
	}
	return -1;
}

static int open_dir(struct walk *w, int dfd, const char *name)
{
	int flags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC, fd;

	for (;;) {
		fd = openat(dfd, name, flags);
		if (fd >= 0 || (errno != EMFILE && errno != ENFILE) ||
		    close_one(w))
			break;
	}
	/* A test may leave a directory we own without read permission (and
	 * the name may have become a symlink since: do not follow it). */
	if (fd < 0 && errno == EACCES &&
	    !fchmodat(dfd, name, S_IRWXU, AT_SYMLINK_NOFOLLOW))
		fd = openat(dfd, name, flags);
	return fd;
}

/* fd is a directory of the tree's own mount: 0, else -1 (errno set). */
static int same_mount(const struct walk *w, int fd)
{
	uint64_t id;

	if (mnt_id(fd, &id))
		return -1;
	if (id != w->mnt) {
		errno = EXDEV;
		return -1;
	}
	return 0;
}

static int push(struct walk *w, int fd, const char *name)
{
	struct frame *f;
	struct stat st;

	if (w->depth + 1 >= w->size) {
		f = realloc(w->f, (w->size * 2 + 16) * sizeof(*f));
		if (!f)
			return -1;
		w->f = f;
		w->size = w->size * 2 + 16;
	}
	if (fstat(fd, &st))
		return -1;
	f = &w->f[w->depth + (name != NULL)];
	memset(f, 0, sizeof(*f));
	f->dev = st.st_dev;
	f->ino = st.st_ino;
	if (name && !(f->name = strdup(name)))
		return -1;
	f->dir = fdopendir(fd);
	if (!f->dir) {
		free(f->name);
		return -1;
	}
	f->fd = fd;
	w->nopen++;
	if (name)
		w->depth++;
	if (w->nopen > OPEN_DIRS_MAX)
		close_one(w);
	return 0;
}

static void enter(struct walk *w, int dfd, const char *name)
{
	int fd = open_dir(w, dfd, name);

	if (fd < 0 || same_mount(w, fd) || push(w, fd, name)) {
		/* A mount that would not come off is left there. */
		note_err(w, errno == EXDEV ? EBUSY : errno);
		if (fd >= 0)
			close(fd);
		strv_add(&w->f[w->depth].skip, name);
	}
}

static void remove_entry(struct walk *w, const char *name)
{
	struct frame *top = &w->f[w->depth];
	int dfd = top->fd;
	struct stat st;

	if (fstatat(dfd, name, &st, AT_SYMLINK_NOFOLLOW)) {
		if (errno != ENOENT) {
			note_err(w, errno);
			strv_add(&top->skip, name);
		}
		return;
	}
	if (S_ISDIR(st.st_mode)) {
		enter(w, dfd, name);
		return;
	}
	if (!unlinkat(dfd, name, 0) ||
	    (errno == EACCES && !fchmod(dfd, S_IRWXU) &&
	     !unlinkat(dfd, name, 0))) {
		top->removed = 1;
		return;
	}
	note_err(w, errno);
	strv_add(&top->skip, name);
}

/*
 * The parent of the current directory, opened again through "..": it must
 * be the directory that was left (same device, inode and mount), or the
 * tree was moved under the walk and it stops there.
 */
static int reopen_parent(struct walk *w)
{
	struct frame *p = &w->f[w->depth - 1];
	int fd = open_dir(w, w->f[w->depth].fd, "..");
	struct stat st;

	if (fd < 0)
		return -1;
	if (fstat(fd, &st) || st.st_dev != p->dev || st.st_ino != p->ino ||
	    same_mount(w, fd)) {
		close(fd);
		errno = ESTALE;
		return -1;
	}
	p->dir = fdopendir(fd);
	if (!p->dir) {
		close(fd);
		return -1;
	}
	p->fd = fd;
	w->nopen++;
	return 0;
}

/* Done with the current directory: back to its parent and remove it. */
static int pop(struct walk *w)
{
	struct frame *top = &w->f[w->depth], *p = &w->f[w->depth - 1];

	if (!p->dir && reopen_parent(w))
		return -1;
	closedir(top->dir);
	w->nopen--;
	if (!unlinkat(p->fd, top->name, AT_REMOVEDIR))
		p->removed = 1;
	else if (errno != ENOENT) {
		note_err(w, errno);
		strv_add(&p->skip, top->name);
	}
	free(top->name);
	strv_free(&top->skip);
	w->depth--;
	return 0;
}

static int skipped(const struct frame *f, const char *name)
{
	return !strcmp(name, ".") || !strcmp(name, "..") ||
	       strv_has(&f->skip, name);
}

/* Empty the directory of w->f[0]; -1 when the walk had to stop. */
static int walk(struct walk *w)
{
	struct frame *top;
	struct dirent *de;

	for (;;) {
		top = &w->f[w->depth];
		errno = 0;
		de = readdir(top->dir);
		if (de) {
			if (!skipped(top, de->d_name))
				remove_entry(w, de->d_name);
			continue;
		}
		if (errno)
			note_err(w, errno);
		/* Entries removed while reading may hide others: read the
		 * directory again until a pass removes nothing. */
		if (top->removed && !errno && ++top->passes < PASSES_MAX) {
			top->removed = 0;
			rewinddir(top->dir);
			continue;
		}
		if (!w->depth)
			return 0;
		if (pop(w))
			return -1;
	}
}

static void walk_free(struct walk *w)
{
	while (w->depth) {
		free(w->f[w->depth].name);
		if (w->f[w->depth].dir)
			closedir(w->f[w->depth].dir);
		strv_free(&w->f[w->depth].skip);
		w->depth--;
	}
	if (w->f && w->f[0].dir)
		closedir(w->f[0].dir);
	if (w->f)
		strv_free(&w->f[0].skip);
	free(w->f);
}

/* Open parent/name as the walk's top; it must be on its parent's mount. */
static int open_top(struct walk *w, int pfd, const char *name)
{
	int fd;

	if (mnt_id(pfd, &w->mnt))
		return -1;
	fd = open_dir(w, pfd, name);
	if (fd < 0)
		return -1;
	/* Something is still mounted on the tree itself. */
	if (same_mount(w, fd) || push(w, fd, NULL)) {
		if (errno == EXDEV)
			errno = EBUSY;
		close(fd);
		return -1;
	}
	return 0;
}

static int rmtree_at(int pfd, const char *name)
{
	struct walk w = { 0 };
	int ret = -1;

	if (!open_top(&w, pfd, name) && !walk(&w)) {
		closedir(w.f[0].dir);
		w.f[0].dir = NULL;
		if (unlinkat(pfd, name, AT_REMOVEDIR))
			note_err(&w, errno);
		ret = w.err ? -1 : 0;
	}
	if (ret && !w.err)
		w.err = errno;
	walk_free(&w);
	errno = w.err;
	return ret;
}

int tst_core_rmtree(const char *path)
{
	char *real, *slash;
	struct stat st;
	int pfd, ret;

	if (lstat(path, &st))
		return -1;
	if (!S_ISDIR(st.st_mode))
		return unlink(path);
	real = realpath(path, NULL);
	if (!real)
		return -1;
	slash = strrchr(real, '/');
	if (slash == real && !real[1]) {
		free(real);
		errno = EINVAL;
		return -1;
	}
	detach_below(real);
	*slash = '\0';
	pfd = open(slash == real ? "/" : real,
		   O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (pfd < 0) {
		free(real);
		return -1;
	}
	ret = rmtree_at(pfd, slash + 1);
	close(pfd);
	free(real);
	return ret;
}
