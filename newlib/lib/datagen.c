// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Data patterns for file I/O tests: each byte follows from its offset in
 * the file, so any piece of a file can be checked on its own.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dataascii.h"
#include "databin.h"
#include "datapid.h"
#include "pattern.h"

/* The letters, a newline and the NUL (counted: the pattern holds it). */
static const char ascii_chars[] =
	"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz\n";

static char data_err[128];

static const char *ascii_set(const char *list, int *len)
{
	if (!list || !*list) {
		*len = sizeof(ascii_chars);
		return ascii_chars;
	}
	*len = strlen(list);
	return list;
}

int dataasciigen(char *listofchars, char *buffer, int bsize, int offset)
{
	int i, len;
	const char *set = ascii_set(listofchars, &len);

	for (i = 0; i < bsize; i++)
		buffer[i] = set[(offset + i) % len];
	return bsize;
}

static int mismatch(char **errmsg, int at, int want, int got)
{
	snprintf(data_err, sizeof(data_err),
		 "data mismatch at offset %d, exp:%#o, act:%#o", at,
		 want & 0xff, got & 0xff);
	if (errmsg)
		*errmsg = data_err;
	return at;
}

static int all_match(char **errmsg, int bsize)
{
	snprintf(data_err, sizeof(data_err),
		 "all %d bytes match desired pattern", bsize);
	if (errmsg)
		*errmsg = data_err;
	return -1;
}

int dataasciichk(char *listofchars, char *buffer, int bsize, int offset,
		 char **errmsg)
{
	int i, len;
	const char *set = ascii_set(listofchars, &len);

	for (i = 0; i < bsize; i++) {
		if (buffer[i] != set[(offset + i) % len])
			return mismatch(errmsg, offset + i,
					set[(offset + i) % len], buffer[i]);
	}
	return all_match(errmsg, bsize);
}

/* The byte of pattern mode at a file offset (modes but 'r'). */
static unsigned char bin_byte(int mode, int offset)
{
	switch (mode) {
	case 'c':
		return 0xf0;
	case 'C':
		return offset % 8;
	case 'o':
		return 0xff;
	case 'z':
		return 0;
	default:
		return 0x55;
	}
}

void databingen(int mode, char *buffer, int bsize, int offset)
{
	int i;

	for (i = 0; i < bsize; i++)
		buffer[i] = mode == 'r' ? (char)((rand() & 0177) | 0100) :
					  (char)bin_byte(mode, offset + i);
}

int databinchk(int mode, char *buffer, int bsize, int offset, char **errmsg)
{
	unsigned char want;
	int i;

	if (mode == 'r')
		return all_match(errmsg, bsize);
	for (i = 0; i < bsize; i++) {
		want = bin_byte(mode, offset + i);
		if ((unsigned char)buffer[i] != want)
			return mismatch(errmsg, offset + i, want, buffer[i]);
	}
	return all_match(errmsg, bsize);
}

/* The byte at file offset offset of datapidgen()'s words. */
static unsigned char pid_byte(int pid, int offset)
{
	unsigned long long word;

	word = ((unsigned long long)(offset / 8) << 32) | (unsigned int)pid;
	return (unsigned char)(word >> (8 * (offset % 8)));
}

int datapidgen(int pid, char *buffer, int bsize, int offset)
{
	int i;

	for (i = 0; i < bsize; i++)
		buffer[i] = (char)pid_byte(pid, offset + i);
	return bsize;
}

int datapidchk(int pid, char *buffer, int bsize, int offset, char **errmsg)
{
	unsigned char want;
	int i;

	for (i = 0; i < bsize; i++) {
		want = pid_byte(pid, offset + i);
		if ((unsigned char)buffer[i] != want)
			return mismatch(errmsg, offset + i, want, buffer[i]);
	}
	return all_match(errmsg, bsize);
}

int pattern_fill(char *buf, int buflen, char *pat, int patlen, int patshift)
{
	int i;

	if (patlen <= 0)
		return 0;
	patshift %= patlen;
	for (i = 0; i < buflen; i++)
		buf[i] = pat[(patshift + i) % patlen];
	return 0;
}

int pattern_check(char *buf, int buflen, char *pat, int patlen, int patshift)
{
	int i;

	if (patlen <= 0)
		return buflen > 0 ? -1 : 0;
	patshift %= patlen;
	for (i = 0; i < buflen; i++) {
		if (buf[i] != pat[(patshift + i) % patlen])
			return -1;
	}
	return 0;
}
