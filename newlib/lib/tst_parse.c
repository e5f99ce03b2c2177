// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Strict number parsing for options and the environment. The whole string
 * must be the number: no blanks around it, nothing after it. A NULL string
 * (an option that was not given) returns 0 and leaves *val alone.
 */

#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include "tst_parse.h"

/* Anything strto*() would skip or could not take whole is rejected here. */
static int bad_syntax(const char *str, const char *end)
{
	return !*str || isspace((unsigned char)*str) || end == str || *end;
}

int tst_parse_long(const char *str, long *val, long min, long max)
{
	char *end;
	long v;

	if (!str)
		return 0;

	errno = 0;
	v = strtol(str, &end, 10);
	if (bad_syntax(str, end))
		return EINVAL;
	if (errno == ERANGE || v < min || v > max)
		return ERANGE;

	*val = v;
	return 0;
}

int tst_parse_int(const char *str, int *val, int min, int max)
{
	long v;
	int ret;

	if (!str)
		return 0;

	ret = tst_parse_long(str, &v, min, max);
	if (ret)
		return ret;

	*val = v;
	return 0;
}

int tst_parse_double(const char *str, double *val, double min, double max)
{
	char *end;
	double v;

	if (!str)
		return 0;

	errno = 0;
	v = strtod(str, &end);
	if (bad_syntax(str, end) || isnan(v))
		return EINVAL;
	if (errno == ERANGE || v < min || v > max)
		return ERANGE;

	*val = v;
	return 0;
}

int tst_parse_float(const char *str, float *val, float min, float max)
{
	double v;
	int ret;

	if (!str)
		return 0;

	ret = tst_parse_double(str, &v, min, max);
	if (ret)
		return ret;
	if (v > FLT_MAX || v < -FLT_MAX)
		return ERANGE;

	*val = v;
	return 0;
}

int tst_parse_filesize(const char *str, long long *val, long long min,
		       long long max)
{
	long long v, mul = 1;
	char *end;

	if (!str)
		return 0;
	errno = 0;
	v = strtoll(str, &end, 10);
	if (end == str || isspace((unsigned char)*str))
		return EINVAL;
	switch (*end) {
	case 'k':
	case 'K':
		mul = 1024;
		break;
	case 'm':
	case 'M':
		mul = 1024 * 1024;
		break;
	case 'g':
	case 'G':
		mul = 1024 * 1024 * 1024;
		break;
	case 0:
		break;
	default:
		return EINVAL;
	}
	if (*end && end[1])
		return EINVAL;
	if (errno == ERANGE ||
	    (v && (v > LLONG_MAX / mul || v < LLONG_MIN / mul)))
		return ERANGE;
	v *= mul;
	if (v < min || v > max)
		return ERANGE;
	*val = v;
	return 0;
}
