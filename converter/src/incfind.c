// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The last resort for an #include no flag of the file resolves: the
 * nearest file of that name in the tree. "Nearest" is counted in steps up
 * from the including file's directory: its own subtree first, then each
 * parent's, breadth first (the shallowest match of a subtree wins, ties in
 * name order), up to the tree's top. An include of a path ("../utils/x.h",
 * "sys/y.h") matches a directory D where D/path exists.
 */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tool.h"
#include "util.h"
#include "vocab.h"

/* Bounds that keep a search short: a tree of that many directories, and
 * without a top, a small neighbourhood of the file only. */
#define MAX_DIRS 20000
#define MAX_DIRS_WITHOUT_TOP 2000
#define MAX_UP_WITHOUT_TOP 1

struct queue {
	char **v;
	size_t n, head;
};

static void push(struct queue *q, char *dir)
{
	q->v = util_realloc(q->v, (q->n + 1) * sizeof(char *));
	q->v[q->n++] = dir;
}

static void free_queue(struct queue *q)
{
	size_t i;

	for (i = 0; i < q->n; i++)
		free(q->v[i]);
	free(q->v);
}

static int is_file(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Subdirectories of dir (no hidden ones, no symlinks), sorted. */
static void push_subdirs(struct queue *q, const char *dir, const char *skip)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	char **names = NULL;
	size_t n = 0, i;
	struct stat st;

	if (!d)
		return;
	while ((de = readdir(d))) {
		char *p;

		if (de->d_name[0] == '.')
			continue;
		/* the entry's type from readdir() spares a stat of every
		 * file of a big directory; lstat() only where it is unknown */
		if (de->d_type != DT_DIR && de->d_type != DT_UNKNOWN)
			continue;
		p = util_printf("%s/%s", dir, de->d_name);
		if ((de->d_type == DT_UNKNOWN &&
		     (lstat(p, &st) || !S_ISDIR(st.st_mode))) ||
		    (skip && !strcmp(p, skip))) {
			free(p);
			continue;
		}
		names = util_realloc(names, (n + 1) * sizeof(char *));
		names[n++] = p;
	}
	closedir(d);
	if (n)
		qsort(names, n, sizeof(char *), by_name);
	for (i = 0; i < n; i++)
		push(q, names[i]);
	free(names);
}

/* Breadth first under root, not into skip (searched already). */
static char *search_under(const char *root, const char *name, const char *skip,
			  size_t max)
{
	struct queue q = { 0 };
	char *found = NULL;

	push(&q, util_strdup(root));
	while (q.head < q.n && q.n < max && !found) {
		const char *dir = q.v[q.head++];
		char *p = util_printf("%s/%s", dir, name);

		if (is_file(p) && !incfind_old_api_dir(dir))
			found = util_strdup(dir);
		free(p);
		if (!found)
			push_subdirs(&q, dir, skip);
	}
	free_queue(&q);
	return found;
}

static char *parent_of(const char *dir)
{
	char *p = util_strdup(dir), *slash = strrchr(p, '/');

	if (!slash || slash == p) {
		free(p);
		return NULL;
	}
	*slash = '\0';
	return p;
}

/* Whether dir lies inside top (or is top); both absolute. */
static int within(const char *dir, const char *top)
{
	size_t n = strlen(top);

	while (n > 1 && top[n - 1] == '/')
		n--;
	return !strncmp(dir, top, n) && (dir[n] == '/' || !dir[n]);
}

int incfind_old_api_header(const char *path)
{
	char *text;
	size_t len;
	int r;

	if (!is_file(path))
		return 0;
	text = util_read_file(path, &len);
	r = text && strstr(text, vocab_old_api_mark);
	free(text);
	return r;
}

int incfind_old_api_dir(const char *dir)
{
	char *p = util_printf("%s/%s", dir, vocab_old_api_header);
	int r = incfind_old_api_header(p);

	free(p);
	return r;
}

char *incfind_nearest(const char *from_dir, const char *name, const char *top)
{
	char *dir = realpath(from_dir, NULL), *rtop = NULL, *prev = NULL;
	char *found = NULL;
	int up = 0;

	if (!dir || name[0] == '/')
		goto out;
	if (top)
		rtop = realpath(top, NULL);
	while (dir && !found) {
		if (rtop ? !within(dir, rtop) : up > MAX_UP_WITHOUT_TOP)
			break;
		found = search_under(dir, name, prev,
				     rtop ? MAX_DIRS : MAX_DIRS_WITHOUT_TOP);
		free(prev);
		prev = dir;
		dir = parent_of(dir);
		up++;
	}
out:
	free(prev);
	free(dir);
	free(rtop);
	return found;
}
