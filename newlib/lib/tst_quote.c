// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Values from the command line or the environment shown in a message: a
 * newline or a terminal escape in a value must not break the one-line
 * reason, and a value of megabytes must not flood it.
 */
#include <stdio.h>
#include "tst_core.h"

const char *tst_core_quote(const char *str, char *buf, size_t size)
{
	size_t i, n = 0;

	if (!size)
		return "";
	for (i = 0; str[i] && i < TST_QUOTE_CHARS && n + 5 < size; i++) {
		unsigned char c = str[i];

		if (c == '\\')
			n += snprintf(buf + n, size - n, "\\\\");
		else if (c >= 0x20 && c < 0x7f)
			buf[n++] = c;
		else
			n += snprintf(buf + n, size - n, "\\x%02x", c);
	}
	if (str[i] && n + 3 < size)
		n += snprintf(buf + n, size - n, "...");
	buf[n] = '\0';
	return buf;
}
