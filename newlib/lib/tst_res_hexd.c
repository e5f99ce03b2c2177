// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Results with a hex dump of a buffer. Each line goes through tst_res_(),
 * so an API on top of the core (the old one) numbers and formats them in
 * its own dialect.
 */
#include <stdio.h>
#include "tst_res.h"

#define HEXD_PER_LINE 16

/* A dump short enough shares the message's line; a longer one follows it
 * in lines of HEXD_PER_LINE bytes "xx xx ...". */
static void hexd_lines(const char *file, int lineno, int ttype,
		       const unsigned char *buf, size_t size, const char *head)
{
	char line[1024];
	size_t i, len = 0;

	if (head) {
		len = snprintf(line, sizeof(line), "%s", head);
		if (len >= sizeof(line) - HEXD_PER_LINE * 3)
			len = sizeof(line) - HEXD_PER_LINE * 3 - 1;
	}
	for (i = 0; i < size; i++) {
		len += snprintf(line + len, sizeof(line) - len, "%s%02x",
				len ? " " : "", buf[i]);
		if ((i + 1) % HEXD_PER_LINE && i + 1 != size)
			continue;
		tst_res_(file, lineno, ttype, "%s", line);
		len = 0;
	}
}

void tst_res_hexd_(const char *file, const int lineno, int ttype,
		   const void *buf, size_t size, const char *fmt, ...)
{
	char msg[512];
	va_list va;

	va_start(va, fmt);
	vsnprintf(msg, sizeof(msg), fmt, va);
	va_end(va);

	if (size == 0) {
		tst_res_(file, lineno, ttype, "%s", msg);
		return;
	}
	if (size <= HEXD_PER_LINE) {
		hexd_lines(file, lineno, ttype, buf, size, msg);
		return;
	}
	tst_res_(file, lineno, ttype, "%s", msg);
	hexd_lines(file, lineno, ttype, buf, size, NULL);
}
