// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The suite's own helpers a test includes (compat_16.h, ipcmsg.h, mem.h,
 * a "../utils/common.c" ...) convert with it: a converted test compiles
 * against the converted helpers, not against the old ones. A helper is a
 * file of the tree (--root) that uses the old API and that the test
 * includes, directly or through another; not one of the suite's library
 * (a directory beside the suite's old-API headers, as include/lapi is
 * beside include/old: newlib and oldlib-compat stand in for those).
 *
 * A helper rarely parses on its own (umount2.h uses errno and tst_resm()
 * from whoever includes it first), so it converts by the local rewrites
 * alone, the semantic patches, and its includers' check is its check.
 * tst-convert FILE converts the file's helpers once per run and parses
 * the check with their converted text in place of the originals; the
 * pipeline (pipeline/helpers.py) lists them with --scan ("helpers") and
 * converts them in its mirror, so --check parses what is there.
 */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "tool.h"
#include "util.h"
#include "vocab.h"

/* The converted headers of this run: the same text for every test that
 * sees the same original (a header renamed for its includers, clash.c,
 * is its renamed text). */
struct cached {
	char *path;
	char *from; /* the text converted: NULL, the file's own */
	char *text; /* NULL: it did not convert, the original stays */
	size_t len;
};

static struct cached *cache;
static size_t ncache;
struct collect {
	struct conv_file *f;
	const struct tool_opts *o;
	char *root; /* --root, resolved */
};

static int under(const char *path, const char *dir)
{
	size_t n = dir ? strlen(dir) : 0;

	while (n > 1 && dir[n - 1] == '/')
		n--;
	return n && !strncmp(path, dir, n) && path[n] == '/';
}

/* Whether dir, or a directory beside it, holds the old API's own
 * headers (include/ beside include/old/test.h). */
static int library_dir(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	int found = incfind_old_api_dir(dir);

	while (d && !found && (de = readdir(d))) {
		char *sub;

		if (de->d_name[0] == '.' ||
		    (de->d_type != DT_DIR && de->d_type != DT_UNKNOWN))
			continue;
		sub = util_printf("%s/%s", dir, de->d_name);
		found = incfind_old_api_dir(sub);
		free(sub);
	}
	if (d)
		closedir(d);
	return found;
}

/* Without a top, the levels above a header looked at ("lapi/x.h"). */
#define LIBRARY_UP_WITHOUT_ROOT 2

/* A header of the suite's library: some directory above it, up to the
 * top of the tree, is a library directory. */
static int library_header(const char *path, const char *root)
{
	char *dir = util_strdup(path), *slash;
	int r = 0, up = 0;

	while (!r && (slash = strrchr(dir, '/')) && slash != dir) {
		*slash = '\0';
		if (root ? !under(dir, root) && strcmp(dir, root) :
			   up++ == LIBRARY_UP_WITHOUT_ROOT)
			break;
		r = library_dir(dir);
	}
	free(dir);
	return r;
}

static int has_old_api(CXTranslationUnit tu, CXFile file)
{
	size_t size;
	const char *buf = clang_getFileContents(tu, file, &size);
	CXSourceLocation b, e;
	CXToken *toks;
	unsigned int n, k;
	int found = 0;

	if (!buf)
		return 0;
	b = clang_getLocationForOffset(tu, file, 0);
	e = clang_getLocationForOffset(tu, file, size);
	clang_tokenize(tu, clang_getRange(b, e), &toks, &n);
	for (k = 0; k < n && !found; k++) {
		CXString s = clang_getTokenSpelling(tu, toks[k]);
		char *angled = check_angled_include(tu, toks, n, k);

		found = clang_getTokenKind(toks[k]) == CXToken_Identifier &&
			vocab_is_old_name(clang_getCString(s));
		if (clang_getTokenKind(toks[k]) == CXToken_Literal &&
		    check_old_include(tu, toks[k], clang_getCString(s)))
			found = 1;
		if (angled && check_old_include(tu, toks[k + 1], angled))
			found = 1;
		free(angled);
		clang_disposeString(s);
	}
	clang_disposeTokens(tu, toks, n);
	return found;
}

/* Path added to the list, once. */
static void add_path(char ***list, size_t *n, const char *path)
{
	size_t i;

	for (i = 0; i < *n; i++)
		if (!strcmp((*list)[i], path))
			return;
	*list = util_realloc(*list, (*n + 1) * sizeof(char *));
	(*list)[(*n)++] = util_strdup(path);
}

static void visit_inclusion(CXFile included, CXSourceLocation *stack,
			    unsigned int len, CXClientData data)
{
	struct collect *c = data;
	struct conv_file *f = c->f;
	CXString s;
	char *path;

	(void)stack;
	if (!len || clang_Location_isInSystemHeader(
			    clang_getLocationForOffset(f->tu, included, 0)))
		return;
	s = clang_getFileName(included);
	path = realpath(clang_getCString(s), NULL);
	clang_disposeString(s);
	if (!path || under(path, c->o->compat_inc) ||
	    under(path, c->o->newlib_inc) ||
	    (c->o->root && !under(path, c->root)))
		goto out;
	if (library_header(path, c->root))
		goto out;
	add_path(&f->lib_headers, &f->nlib_headers, path);
	if (has_old_api(f->tu, included))
		add_path(&f->headers, &f->nheaders, path);
out:
	free(path);
}

long headers_index(struct conv_file *f, CXFile file, int any)
{
	char **list = any ? f->lib_headers : f->headers;
	size_t nlist = any ? f->nlib_headers : f->nheaders;
	CXString s = clang_getFileName(file);
	char *path = realpath(clang_getCString(s), NULL);
	size_t i, n = path ? strlen(path) : 0;
	long found = -1;

	clang_disposeString(s);
	/* an included C file goes through the passes itself */
	if (n < 2 || !strcmp(path + n - 2, ".c"))
		n = 0;
	for (i = 0; n && i < nlist && found < 0; i++)
		if (!strcmp(list[i], path))
			found = (long)i;
	free(path);
	return found;
}

void headers_collect(struct conv_file *f, const struct tool_opts *o)
{
	struct collect c = { .f = f, .o = o };

	if (!f->tu)
		return;
	if (o->root)
		c.root = realpath(o->root, NULL);
	if (o->root && !c.root)
		return;
	clang_getInclusions(f->tu, visit_inclusion, &c);
	free(c.root);
}

static int same_from(const struct cached *c, const struct conv_overlay *from)
{
	if (!c->from || !from)
		return !c->from && !from;
	return strlen(c->from) == from->len &&
	       !memcmp(c->from, from->text, from->len);
}

/* A helper's conversion: the semantic patches, on a copy of its text
 * (from's, when the file's parses read that one). */
static struct cached *convert(const char *path, const struct conv_overlay *from,
			      CXIndex index, const struct tool_opts *o)
{
	struct conv_file *h;
	struct cached *c;
	size_t i;

	for (i = 0; i < ncache; i++)
		if (!strcmp(cache[i].path, path) && same_from(&cache[i], from))
			return &cache[i];
	cache = util_realloc(cache, (ncache + 1) * sizeof(*cache));
	c = &cache[ncache++];
	c->path = util_strdup(path);
	c->from = from ? util_strndup(from->text, from->len) : NULL;
	c->text = NULL;
	c->len = 0;
	h = conv_file_load(c->path, index);
	if (!h)
		return c;
	if (from)
		conv_set_text(h, util_strndup(from->text, from->len),
			      from->len);
	if (!tool_cocci(h, o) &&
	    (h->len != h->orig_len || memcmp(h->text, h->orig, h->len))) {
		c->text = util_strdup(h->text);
		c->len = h->len;
	}
	conv_file_free(h);
	return c;
}

static struct conv_overlay *find_overlay(struct conv_file *f, const char *path)
{
	size_t i;

	for (i = 0; i < f->noverlays; i++)
		if (!strcmp(f->overlays[i].path, path))
			return &f->overlays[i];
	return NULL;
}

void headers_overlay(struct conv_file *f, const struct tool_opts *o)
{
	size_t i;

	for (i = 0; i < f->nheaders; i++) {
		struct conv_overlay *ov = find_overlay(f, f->headers[i]);
		/* the cache may move: copy the text */
		struct cached *c = convert(f->headers[i], ov, f->index, o);

		if (!c->text) {
			conv_msg(f, 0,
				 "%s did not convert: the test sees its "
				 "old API",
				 f->headers[i]);
			continue;
		}
		if (!ov) {
			f->overlays = util_realloc(
				f->overlays, (f->noverlays + 1) * sizeof(*ov));
			ov = &f->overlays[f->noverlays++];
			*ov = (struct conv_overlay){ .path = util_strdup(
							     c->path) };
		}
		free(ov->text);
		ov->text = util_strndup(c->text, c->len);
		ov->len = c->len;
	}
}
