// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * inventory.json: per file its state and the counts behind it, written
 * with a small escaping JSON writer. The totals over a tree are the
 * pipeline's (pipeline/inventory.py).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tool.h"
#include "util.h"

/* Bytes in the well-formed UTF-8 sequence at p, or 0 if it is not one. */
static size_t utf8_len(const unsigned char *p)
{
	size_t n, i;
	unsigned char lo = 0x80, hi = 0xbf;

	if (*p < 0x80)
		return 1;
	if (*p >= 0xc2 && *p <= 0xdf)
		n = 2;
	else if (*p >= 0xe0 && *p <= 0xef)
		n = 3;
	else if (*p >= 0xf0 && *p <= 0xf4)
		n = 4;
	else
		return 0;
	/* no overlong forms, surrogates or code points past U+10FFFF */
	if (*p == 0xe0)
		lo = 0xa0;
	else if (*p == 0xed)
		hi = 0x9f;
	else if (*p == 0xf0)
		lo = 0x90;
	else if (*p == 0xf4)
		hi = 0x8f;
	if (p[1] < lo || p[1] > hi)
		return 0;
	for (i = 2; i < n; i++)
		if (p[i] < 0x80 || p[i] > 0xbf)
			return 0;
	return n;
}

/*
 * Messages quote the source, which may hold any byte: JSON must be UTF-8,
 * so a byte that starts no well-formed sequence becomes U+FFFD.
 */
static void json_str(struct util_buf *b, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t n;

	util_buf_adds(b, "\"");
	for (; *p; p++) {
		if (*p >= 0x80) {
			n = utf8_len(p);
			if (!n) {
				util_buf_adds(b, "\\ufffd");
				continue;
			}
			util_buf_add(b, (const char *)p, n);
			p += n - 1;
			continue;
		}
		switch (*p) {
		case '"':
			util_buf_adds(b, "\\\"");
			break;
		case '\\':
			util_buf_adds(b, "\\\\");
			break;
		case '\n':
			util_buf_adds(b, "\\n");
			break;
		case '\t':
			util_buf_adds(b, "\\t");
			break;
		default:
			if (*p < 0x20 || *p == 0x7f)
				util_buf_printf(b, "\\u%04x", *p);
			else
				util_buf_add(b, (const char *)p, 1);
		}
	}
	util_buf_adds(b, "\"");
}

static void json_bool(struct util_buf *b, const char *key, int v, int last)
{
	util_buf_printf(b, "\"%s\": %s%s", key, v ? "true" : "false",
			last ? "" : ", ");
}

static void json_flags(struct util_buf *b, const struct conv_flags *fl)
{
	util_buf_adds(b, "{");
	json_bool(b, "needs_tmpdir", fl->needs_tmpdir, 0);
	json_bool(b, "needs_root", fl->needs_root, 0);
	json_bool(b, "forks_child", fl->forks_child, 0);
	json_bool(b, "needs_checkpoints", fl->needs_checkpoints, 0);
	json_bool(b, "needs_device", fl->needs_device, 0);
	json_bool(b, "format_device", fl->format_device, 0);
	util_buf_adds(b, "\"min_kver\": ");
	if (fl->min_kver[0])
		json_str(b, fl->min_kver);
	else
		util_buf_adds(b, "null");
	util_buf_adds(b, "}");
}

static void json_strings(struct util_buf *b, char **v, size_t n)
{
	size_t i;

	util_buf_adds(b, "[");
	for (i = 0; i < n; i++) {
		if (i)
			util_buf_adds(b, ", ");
		json_str(b, v[i]);
	}
	util_buf_adds(b, "]");
}

/* Why a file needs review: its first TODO(convert) marker, as
 * "path:line: TODO(convert): what" (the text has them, also when the
 * passes ran in another process). */
static char *first_todo(const struct conv_file *f)
{
	static const char mark[] = "TODO(convert): ";
	const char *t = f->text, *p, *e;
	int line = 1;

	if (!t)
		return NULL;
	p = strstr(t, mark);
	if (!p)
		return NULL;
	for (e = t; e < p; e++)
		line += *e == '\n';
	e = p + strlen(mark);
	while (*e && *e != '\n' && strncmp(e, "*/", 2))
		e++;
	while (e > p && e[-1] == ' ')
		e--;
	return util_printf("%s:%d: %.*s", f->path, line, (int)(e - p), p);
}

/* "runtest": the lines of the tree's runtest files the converted program
 * needs written anew, each {"file", "line", "old", "new"}. */
static void json_rt_edits(struct util_buf *b, const struct conv_file *f)
{
	size_t i;

	util_buf_adds(b, ",\n     \"runtest\": [");
	for (i = 0; i < f->nrt_edits; i++) {
		const struct conv_rt_edit *ed = &f->rt_edits[i];

		util_buf_adds(b, i ? ",\n      {\"file\": " : "{\"file\": ");
		json_str(b, ed->file);
		util_buf_printf(b, ", \"line\": %d, \"old\": ", ed->line);
		json_str(b, ed->old);
		util_buf_adds(b, ", \"new\": ");
		json_str(b, ed->new);
		util_buf_adds(b, "}");
	}
	util_buf_adds(b, "]");
}

static void json_file(struct util_buf *b, const struct conv_file *f,
		      const char *path)
{
	char *todo;

	util_buf_adds(b, "    {\"path\": ");
	json_str(b, path);
	util_buf_adds(b, ", \"state\": ");
	json_str(b, conv_state_name(f->state));
	util_buf_printf(b,
			", \"old_calls\": %d, \"sleeps\": %d, \"todos\": %d, "
			"\"cleanups\": %d,\n     \"flags\": ",
			f->counts.old_calls, f->counts.sleeps, f->counts.todos,
			f->counts.cleanups);
	json_flags(b, &f->flags);
	util_buf_adds(b, ",\n     \"reason\": ");
	if (f->fail_msg >= 0 && (size_t)f->fail_msg < f->nmsgs) {
		json_str(b, f->msgs[f->fail_msg]);
	} else if (f->state == CONV_NEEDS_REVIEW && (todo = first_todo(f))) {
		json_str(b, todo);
		free(todo);
	} else {
		util_buf_adds(b, "null");
	}
	util_buf_adds(b, ",\n     \"messages\": ");
	json_strings(b, f->msgs, f->nmsgs);
	util_buf_adds(b, ",\n     \"calls\": ");
	json_strings(b, f->calls, f->ncalls);
	if (f->nforking) {
		util_buf_adds(b, ",\n     \"forking\": ");
		json_strings(b, f->forking, f->nforking);
	}
	if (f->nheaders) {
		util_buf_adds(b, ",\n     \"helpers\": ");
		json_strings(b, f->headers, f->nheaders);
	}
	if (f->nrt_edits)
		json_rt_edits(b, f);
	util_buf_adds(b, "}");
}

int inventory_write(const char *path, struct conv_file **files, size_t n,
		    const char *const *rel_paths)
{
	struct util_buf b = { 0 };
	size_t i;
	int rc;

	util_buf_adds(&b, "{\n  \"files\": [\n");
	for (i = 0; i < n; i++) {
		json_file(&b, files[i], rel_paths[i]);
		util_buf_adds(&b, i + 1 < n ? ",\n" : "\n");
	}
	util_buf_adds(&b, "  ]\n}\n");
	rc = write_atomic(path, b.data, b.len);
	free(b.data);
	return rc;
}
