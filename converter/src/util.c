// SPDX-License-Identifier: GPL-2.0-or-later
/* Allocation, strings, buffers and file reads for tst-convert. */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"

void util_die(const char *fmt, ...)
{
	va_list ap;

	fputs("tst-convert: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(2);
}

void *util_calloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (!p)
		util_die("out of memory");
	return p;
}

void *util_realloc(void *p, size_t size)
{
	p = realloc(p, size ? size : 1);
	if (!p)
		util_die("out of memory");
	return p;
}

char *util_strdup(const char *s)
{
	return util_strndup(s, strlen(s));
}

char *util_strndup(const char *s, size_t n)
{
	char *d = util_realloc(NULL, n + 1);

	memcpy(d, s, n);
	d[n] = '\0';
	return d;
}

int util_only(const char *text, unsigned int s, unsigned int e, const char *set)
{
	for (; s < e; s++)
		if (!text[s] || !strchr(set, text[s]))
			return 0;
	return 1;
}

int util_word_char(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

int util_has_word(const char *text, const char *s, const char *e,
		  const char *word, size_t n)
{
	const char *p;

	for (p = s; p + n <= e; p++)
		if (!strncmp(p, word, n) &&
		    (p == text || !util_word_char(p[-1])) &&
		    !util_word_char(p[n]))
			return 1;
	return 0;
}

char *util_vprintf(const char *fmt, va_list ap)
{
	char *s;

	if (vasprintf(&s, fmt, ap) < 0)
		util_die("out of memory");
	return s;
}

char *util_printf(const char *fmt, ...)
{
	va_list ap;
	char *s;

	va_start(ap, fmt);
	s = util_vprintf(fmt, ap);
	va_end(ap);
	return s;
}

char *util_unused_name(const char *base,
		       int (*taken)(const char *name, void *ctx), void *ctx)
{
	char *name = util_strdup(base);
	int k;

	for (k = 2; taken(name, ctx); k++) {
		free(name);
		name = util_printf("%s%d", base, k);
	}
	return name;
}

char *util_read_file(const char *path, size_t *len)
{
	struct util_buf b = { 0 };
	char chunk[65536];
	ssize_t n;
	int fd, err;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return NULL;
	while ((n = read(fd, chunk, sizeof(chunk))) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			err = errno;
			close(fd);
			free(b.data);
			errno = err;
			return NULL;
		}
		util_buf_add(&b, chunk, n);
	}
	close(fd);
	*len = b.len;
	return util_buf_take(&b);
}

void util_buf_add(struct util_buf *b, const char *s, size_t n)
{
	if (b->len + n + 1 > b->cap) {
		b->cap = b->cap ? b->cap : 256;
		while (b->len + n + 1 > b->cap)
			b->cap *= 2;
		b->data = util_realloc(b->data, b->cap);
	}
	memcpy(b->data + b->len, s, n);
	b->len += n;
	b->data[b->len] = '\0';
}

void util_buf_adds(struct util_buf *b, const char *s)
{
	util_buf_add(b, s, strlen(s));
}

void util_buf_printf(struct util_buf *b, const char *fmt, ...)
{
	va_list ap;
	char *s;
	int rc;

	va_start(ap, fmt);
	rc = vasprintf(&s, fmt, ap);
	va_end(ap);
	if (rc < 0)
		util_die("out of memory");
	util_buf_add(b, s, rc);
	free(s);
}

char *util_buf_take(struct util_buf *b)
{
	char *s = b->data ? b->data : util_strdup("");

	b->data = NULL;
	b->cap = 0;
	return s;
}
