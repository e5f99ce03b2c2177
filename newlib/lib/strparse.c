// SPDX-License-Identifier: GPL-2.0-or-later
/* Option-string helpers of the old library: tokens and sizes with units. */
#include <stdio.h>
#include <string.h>
#include <sys/param.h>
#include "bytes_by_prefix.h"
#include "string_to_tokens.h"

int string_to_tokens(char *arg_string, char *arg_array[], int array_size,
		     char *separator)
{
	char *tok, *save;
	int n = 0;

	if (!arg_string || !arg_array || array_size < 1 || !separator)
		return 0;
	for (tok = strtok_r(arg_string, separator, &save);
	     tok && n < array_size - 1; tok = strtok_r(NULL, separator, &save))
		arg_array[n++] = tok;
	arg_array[n] = NULL;
	return n;
}

/*
 * The bytes str means, or -1. word is the size of a "word" for the
 * upper-case units.
 */
static long long bytes_of(const char *str, size_t word)
{
	char unit, extra;
	double num, mult;
	int n;

	n = sscanf(str, "%lf%c%c", &num, &unit, &extra);
	if (n < 1 || n == 3 || num < 0)
		return -1;
	if (n == 1)
		return (long long)num;
	switch (unit) {
	case 'b':
		mult = DEV_BSIZE;
		break;
	case 'k':
	case 'K':
		mult = 1024.0;
		break;
	case 'm':
	case 'M':
		mult = 1024.0 * 1024;
		break;
	case 'g':
	case 'G':
		mult = 1024.0 * 1024 * 1024;
		break;
	default:
		return -1;
	}
	if (unit >= 'A' && unit <= 'Z')
		mult *= word;
	return (long long)(num * mult);
}

int bytes_by_prefix(char *str)
{
	return (int)bytes_of(str, sizeof(long));
}

long lbytes_by_prefix(char *str)
{
	return (long)bytes_of(str, sizeof(long));
}

long long llbytes_by_prefix(char *str)
{
	return bytes_of(str, sizeof(long long));
}
