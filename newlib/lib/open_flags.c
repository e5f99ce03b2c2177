// SPDX-License-Identifier: GPL-2.0-or-later
/* open(2) flags from and to their names. */
#include <fcntl.h>
#include <string.h>
#include "open_flags.h"

struct flag_name {
	const char *name;
	int flag;
};

/* O_RDONLY (0) first: openflags2symbols() treats it apart. */
static const struct flag_name flag_names[] = {
	{ "O_RDONLY", O_RDONLY },	{ "O_WRONLY", O_WRONLY },
	{ "O_RDWR", O_RDWR },		{ "O_SYNC", O_SYNC },
	{ "O_CREAT", O_CREAT },		{ "O_TRUNC", O_TRUNC },
	{ "O_EXCL", O_EXCL },		{ "O_APPEND", O_APPEND },
	{ "O_NONBLOCK", O_NONBLOCK },	{ "O_NOCTTY", O_NOCTTY },
	{ "O_DSYNC", O_DSYNC },		{ "O_RSYNC", O_RSYNC },
	{ "O_ASYNC", O_ASYNC },		{ "O_NDELAY", O_NDELAY },
	{ "O_LARGEFILE", O_LARGEFILE }, { "O_DIRECT", O_DIRECT },
	{ "O_NOATIME", O_NOATIME },	{ "O_CLOEXEC", O_CLOEXEC },
	{ "O_DIRECTORY", O_DIRECTORY }, { "O_NOFOLLOW", O_NOFOLLOW },
};

static const struct flag_name *find(const char *name, size_t len)
{
	size_t i;

	for (i = 0; i < sizeof(flag_names) / sizeof(flag_names[0]); i++) {
		if (strlen(flag_names[i].name) == len &&
		    !strncmp(flag_names[i].name, name, len))
			return &flag_names[i];
	}
	return NULL;
}

int parse_open_flags(char *string, char **badname)
{
	const struct flag_name *f;
	char *name = string;
	size_t len;
	int bits = 0;

	for (;;) {
		len = strcspn(name, ",");
		f = find(name, len);
		if (!f) {
			if (badname)
				*badname = name;
			return -1;
		}
		bits |= f->flag;
		if (!name[len])
			return bits;
		name += len + 1;
	}
}

char *openflags2symbols(int openflags, char *sep, int mode)
{
	static char text[512];
	size_t i, n = sizeof(flag_names) / sizeof(flag_names[0]);
	int left = openflags;

	text[0] = '\0';
	if (!(openflags & (O_WRONLY | O_RDWR)))
		strcat(text, "O_RDONLY");
	for (i = 1; i < n; i++) {
		int flag = flag_names[i].flag;

		/* Some names share bits (O_NDELAY is O_NONBLOCK, O_RSYNC is
		 * O_SYNC's part): each bit is named once. */
		if (!flag || (left & flag) != flag)
			continue;
		if (text[0] && strlen(text) + strlen(sep) < sizeof(text))
			strcat(text, sep);
		if (strlen(text) + strlen(flag_names[i].name) < sizeof(text))
			strcat(text, flag_names[i].name);
		left &= ~flag;
	}
	if (left && mode == 1) {
		if (text[0])
			strcat(text, sep);
		strcat(text, "UNKNOWN");
	}
	return text;
}
