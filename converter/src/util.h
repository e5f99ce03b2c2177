/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Small helpers of tst-convert: allocation that cannot fail (it exits
 * with a message), strings, a growing buffer, whole-file reads. */
#ifndef UTIL_H
#define UTIL_H

#include <stdarg.h>
#include <stddef.h>

#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

__attribute__((noreturn, format(printf, 1, 2))) void util_die(const char *fmt,
							      ...);

void *util_calloc(size_t n, size_t size);
void *util_realloc(void *p, size_t size);
char *util_strdup(const char *s);
char *util_strndup(const char *s, size_t n);
/* 1 when every character of text[s, e) is one of set (an empty range
 * too). */
int util_only(const char *text, unsigned int s, unsigned int e,
	      const char *set);
/* c may be part of a C name. */
int util_word_char(char c);
/* [s, e) of text holds word (n bytes) as a whole word: no name character
 * right before it (text is where the look back stops) or right after. */
int util_has_word(const char *text, const char *s, const char *e,
		  const char *word, size_t n);
/* A new string formatted as by printf(). */
char *util_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
char *util_vprintf(const char *fmt, va_list ap)
	__attribute__((format(printf, 1, 0)));
/* base, else base2, base3 ...: the first name taken() says is free (a
 * new string). */
char *util_unused_name(const char *base,
		       int (*taken)(const char *name, void *ctx), void *ctx);

/* The whole file, NUL-terminated, its length in *len; NULL with errno set
 * when it cannot be read. */
char *util_read_file(const char *path, size_t *len);

/* A growing byte buffer, always NUL-terminated once something was added. */
struct util_buf {
	char *data;
	size_t len, cap;
};

void util_buf_add(struct util_buf *b, const char *s, size_t n);
void util_buf_adds(struct util_buf *b, const char *s);
void util_buf_printf(struct util_buf *b, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* The buffer's string (never NULL); the buffer is left empty. */
char *util_buf_take(struct util_buf *b);

#endif /* UTIL_H */
