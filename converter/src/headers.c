// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The suite's own headers a test includes (compat_16.h, ipcmsg.h, mem.h
 * ...) convert with it: a converted test compiles against the converted
 * headers, not against the old ones. Each local header of the tree that
 * uses the old API goes through the same pipeline as a file given on the
 * command line (once per run of the tool), and the check of the test
 * parses with the converted text in its place. Writing the headers is
 * the driver's: it gives them to the tool as files of their own, and the
 * result is the same text.
 */
#include <stdlib.h>
#include <string.h>

#include "tool.h"
#include "util.h"
#include "vocab.h"

/* The converted headers of this run: the same text for every test. */
struct cached {
	char *path;
	char *text; /* NULL: it did not convert, the original stays */
	size_t len;
};

static struct cached *cache;
static size_t ncache;
static int depth; /* headers convert their own headers: bounded */

#define MAX_DEPTH 4

struct collect {
	struct conv_file *f;
	const struct tool_opts *o;
};

static int under(const char *path, const char *dir)
{
	size_t n = dir ? strlen(dir) : 0;

	while (n > 1 && dir[n - 1] == '/')
		n--;
	return n && !strncmp(path, dir, n) && path[n] == '/';
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

		found = clang_getTokenKind(toks[k]) == CXToken_Identifier &&
			vocab_is_old_name(clang_getCString(s));
		if (clang_getTokenKind(toks[k]) == CXToken_Literal &&
		    (!strcmp(clang_getCString(s), "\"test.h\"") ||
		     !strcmp(clang_getCString(s), "\"usctest.h\"")))
			found = 1;
		clang_disposeString(s);
	}
	clang_disposeTokens(tu, toks, n);
	return found;
}

static void visit_inclusion(CXFile included, CXSourceLocation *stack,
			    unsigned int len, CXClientData data)
{
	struct collect *c = data;
	struct conv_file *f = c->f;
	CXString s;
	char *path, *dir, *slash;
	size_t i;

	(void)stack;
	if (!len || clang_Location_isInSystemHeader(
			    clang_getLocationForOffset(f->tu, included, 0)))
		return;
	s = clang_getFileName(included);
	path = realpath(clang_getCString(s), NULL);
	clang_disposeString(s);
	if (!path || under(path, c->o->compat_inc) ||
	    under(path, c->o->newlib_inc) ||
	    (c->o->root && !under(path, c->o->root)))
		goto out;
	dir = util_strdup(path);
	slash = strrchr(dir, '/');
	if (slash)
		*slash = '\0';
	if (incfind_old_api_dir(dir) || !has_old_api(f->tu, included)) {
		free(dir);
		goto out;
	}
	free(dir);
	for (i = 0; i < f->nheaders; i++)
		if (!strcmp(f->headers[i], path))
			goto out;
	f->headers =
		util_realloc(f->headers, (f->nheaders + 1) * sizeof(char *));
	f->headers[f->nheaders++] = path;
	path = NULL;
out:
	free(path);
}

void headers_collect(struct conv_file *f, const struct tool_opts *o)
{
	struct collect c = { .f = f, .o = o };

	if (f->tu)
		clang_getInclusions(f->tu, visit_inclusion, &c);
}

static struct cached *convert(const char *path, CXIndex index,
			      const struct tool_opts *o)
{
	struct conv_file *h;
	struct cached *c;
	size_t i;

	for (i = 0; i < ncache; i++)
		if (!strcmp(cache[i].path, path))
			return &cache[i];
	cache = util_realloc(cache, (ncache + 1) * sizeof(*cache));
	c = &cache[ncache++];
	c->path = util_strdup(path);
	c->text = NULL;
	c->len = 0;
	h = conv_file_load(c->path, index);
	if (!h)
		return c;
	depth++;
	tool_convert(h, o);
	depth--;
	if (!h->failed && h->state != CONV_NATIVE) {
		c->text = util_strdup(h->text);
		c->len = h->len;
	}
	conv_file_free(h);
	return c;
}

void headers_overlay(struct conv_file *f, const struct tool_opts *o)
{
	size_t i;

	if (depth >= MAX_DEPTH)
		return;
	for (i = 0; i < f->nheaders; i++) {
		/* the cache may move: copy the text */
		struct cached *c = convert(f->headers[i], f->index, o);
		struct conv_overlay *ov;

		if (!c->text) {
			conv_msg(f, 0,
				 "%s did not convert: the test sees its "
				 "old API",
				 f->headers[i]);
			continue;
		}
		f->overlays = util_realloc(f->overlays,
					   (f->noverlays + 1) * sizeof(*ov));
		ov = &f->overlays[f->noverlays++];
		ov->path = util_strdup(c->path);
		ov->text = util_strndup(c->text, c->len);
		ov->len = c->len;
	}
}
